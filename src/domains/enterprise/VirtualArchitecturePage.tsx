import { useState } from 'react';
import { virtPermConfig, virtualarchitecture } from '../../contract/services/organisation/enterprise';
import { formFields, operationOf, resourceQueryKey, useAdmin, useExport } from '../../core';
import { useQuery } from '../../core/query/useQuery';
import { FieldValue, PageNotices, type Row, TreeResourceEditor, useViewT } from '../../resource';
import { Button, SegmentedControl, classes } from '../../ui';
import { dataOf, rowsOf } from './load';
import { enterpriseMessages } from './messages';

/**
 * @example
 * <VirtualArchitecturePage className="partner-virts" />
 */
export interface VirtualArchitecturePageProps {
  className?: string;
}

type Kind = 'all' | 'ordinary' | 'agent';
const LIST: Record<Kind, string> = { all: 'list', ordinary: 'getOrdinaryVirt', agent: 'getAgentVirt' };
const opOf = (kind: Kind) => virtualarchitecture.operations.find((o) => o.name === LIST[kind])!;
const addOp = operationOf(virtualarchitecture, 'add')!;
const updateOp = operationOf(virtualarchitecture, 'update')!;
const deleteOp = operationOf(virtualarchitecture, 'delete');
const exportOp = virtualarchitecture.operations.find((o) => o.name === 'exportList') ?? null;
const permOp = virtualarchitecture.operations.find((o) => o.name === 'getpermconfig')!;
const fields = formFields(virtualarchitecture);

/** The permission settings of one structure (getpermconfig). */
function PermConfigs({ virtId }: { virtId: unknown }) {
  const t = useViewT(enterpriseMessages);
  const { api } = useAdmin();
  const q = useQuery({
    key: [...resourceQueryKey('organisation.virtPermConfig'), 'ofVirt', virtId],
    fn: (signal) => dataOf<Row[]>(api, permOp, { virtId }, signal),
  });
  const rows = q.data ?? [];
  return (
    <section aria-label={t('enterprise.permConfigs')}>
      <h3 style={{ fontSize: 14, margin: '8px 0' }}>{t('enterprise.permConfigs')}</h3>
      {q.data && !rows.length ? <p>{t('enterprise.noPermConfigs')}</p> : null}
      <ul style={{ margin: 0, paddingLeft: 18 }}>
        {rows.map((r) => (
          <li key={String(r.id)}>
            {String(r.name ?? r.id)} · <FieldValue field={virtPermConfig.fields.permType!} value={r.permType} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * 虚拟架构: the virtual structures as a tree (all, ordinary enterprises or agents), with add,
 * add under a parent, edit (the name checked as you type), delete a leaf, the permission
 * settings of the chosen structure, and export of the list.
 * @example
 * <AdminProvider apiBase="/super_cloud/api" token={token}><VirtualArchitecturePage /></AdminProvider>
 */
export function VirtualArchitecturePage({ className }: VirtualArchitecturePageProps) {
  const t = useViewT(enterpriseMessages);
  const { api } = useAdmin();
  const [kind, setKind] = useState<Kind>('all');
  const title = t('route.virtualarchitecture');
  const exp = useExport(virtualarchitecture, exportOp, title);
  return (
    <section className={classes('sca-page sca-resource-page', className)} aria-labelledby="sc-title-enterprise-virt">
      <h1 id="sc-title-enterprise-virt">{title}</h1>
      {/* Toasts and confirms when the page is mounted alone (the console shell draws them otherwise). */}
      <PageNotices />
      <TreeResourceEditor
        resource={virtualarchitecture} label={title} fields={fields}
        load={(signal) => rowsOf(api, opOf(kind), {}, signal)} loadKey={[kind]}
        saveOp={addOp} updateOp={updateOp} deleteOp={deleteOp}
        renderDetail={(row) => <PermConfigs virtId={row.id} />}
        toolbar={(
          <>
            <SegmentedControl
              aria-label={t('enterprise.kind')} value={kind} onChange={(v) => setKind(v)}
              options={[
                { value: 'all', label: t('enterprise.kindAll') },
                { value: 'ordinary', label: t('enterprise.kindOrdinary') },
                { value: 'agent', label: t('enterprise.kindAgent') },
              ]}
            />
            {exportOp ? (
              <Button loading={exp.state.status === 'running'} onClick={() => void exp.run(kind === 'all' ? {} : { virtType: kind })}>
                {exp.state.status === 'running' ? t('enterprise.exporting') : t('enterprise.export')}
              </Button>
            ) : null}
          </>
        )}
      />
    </section>
  );
}
