import { lazy, Suspense, useMemo, useState } from 'react';
import { company, companyDept } from '../../contract/services/organisation/company';
import { formFields, operationOf, resourceQueryKey, useAdmin } from '../../core';
import { useQuery } from '../../core/query/useQuery';
import { errorText, FieldValue, PageNotices, ResourceFormDialog, type Row, TreeResourceEditor, useViewT } from '../../resource';
import { ActionBar, Button, EmptyState, Input, MasterDetail, PageFrame, cssVar } from '../../ui';
import { rowsOf } from './load';
import { organisationMessages } from './messages';

/**
 * @example
 * <CompanyPage companyId={2} />
 */
export interface CompanyPageProps {
  /** The company chosen first. */
  companyId?: number;
  className?: string;
}

const DataScopeDialog = lazy(() => import('./DataScopeDialog').then((m) => ({ default: m.DataScopeDialog })));
const listOp = operationOf(company, 'list')!;
const addOp = operationOf(company, 'add')!;
const updateOp = operationOf(company, 'update')!;
const deptList = operationOf(companyDept, 'list')!;
const deptAdd = operationOf(companyDept, 'add')!;
const deptUpdate = operationOf(companyDept, 'update')!;
const deptDelete = operationOf(companyDept, 'delete');
const companyFields = formFields(company);
const deptFields = formFields(companyDept).filter(([n]) => n !== 'companyId');

/**
 * 公司管理: the companies beside the chosen one (master and detail): add and edit a company, its
 * data scope as a form (all data, own company, or chosen projects), and its departments as a tree
 * (add under a parent, edit, delete).
 * @example
 * <AdminProvider apiBase="/super_cloud/api" token={token}><CompanyPage /></AdminProvider>
 */
export function CompanyPage({ companyId, className }: CompanyPageProps) {
  const t = useViewT(organisationMessages);
  const { api } = useAdmin();
  const [chosen, setChosen] = useState<string | null>(companyId === undefined ? null : String(companyId));
  const [query, setQuery] = useState('');
  const [dialog, setDialog] = useState<'add' | 'edit' | 'scope' | null>(null);
  const q = useQuery({ key: [...resourceQueryKey(company.key), 'all'], fn: (signal) => rowsOf(api, listOp, {}, signal), keepPrevious: true });
  const rows = useMemo(() => q.data ?? [], [q.data]);
  const shown = rows.filter((r) => !query.trim() || String(r.name ?? '').includes(query.trim()));
  // The first company opens at once (its data scope and departments), so the page is never a bare list.
  const row = rows.find((r) => String(r.id) === chosen) ?? (chosen === null ? rows[0] ?? null : null);
  const title = t('route.company');

  const master = (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <Button variant="primary" onClick={() => setDialog('add')}>{t('org.addCompany')}</Button>
      <Input type="search" aria-label={t('org.searchCompany')} placeholder={t('org.searchCompany')} value={query} onChange={(e) => setQuery(e.target.value)} />
      {q.error ? <p role="alert">{errorText(q.error, '')}</p> : null}
      <ul aria-label={t('org.companies')} style={{ listStyle: 'none', margin: 0, padding: 0, maxHeight: 480, overflow: 'auto' }}>
        {shown.map((r) => (
          <li key={String(r.id)}>
            <button
              type="button" aria-current={r === row ? 'true' : undefined} onClick={() => setChosen(String(r.id))}
              style={{
                width: '100%', textAlign: 'left', padding: '6px 8px', border: 0, borderRadius: 4, cursor: 'pointer',
                background: r === row ? cssVar.bgMuted : 'transparent', color: 'inherit', font: 'inherit',
              }}
            >{String(r.name ?? r.id)}</button>
          </li>
        ))}
      </ul>
      {q.data && !shown.length ? <p>{t('org.noCompany')}</p> : null}
    </div>
  );

  const detail = row ? (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <h2 style={{ margin: 0, fontSize: 16 }}>{String(row.name)}</h2>
      <ActionBar>
        <Button onClick={() => setDialog('edit')}>{t('org.editCompany')}</Button>
        <Button onClick={() => setDialog('scope')}>{t('org.dataScope')}</Button>
      </ActionBar>
      <p style={{ margin: 0 }}>
        {t('org.currentScope')}：<FieldValue field={company.fields.dataScope!} value={row.dataScope} />
      </p>
      <h3 style={{ margin: '8px 0 0', fontSize: 15 }}>{t('org.departments')}</h3>
      <TreeResourceEditor
        key={String(row.id)}
        resource={companyDept} label={t('org.departments')} fields={deptFields}
        load={(signal) => rowsOf(api, deptList, { companyId: row.id }, signal)} loadKey={[row.id]}
        saveOp={deptAdd} updateOp={deptUpdate} deleteOp={deptDelete} fixed={{ companyId: String(row.id) }}
      />
    </div>
  ) : null;

  return (
    <PageFrame title={title} titleId="sc-title-org-company" className={className}>
      {/* Toasts and confirms when the page is mounted alone (the console shell draws them otherwise). */}
      <PageNotices />
      <MasterDetail masterLabel={t('org.companies')} detailLabel={row ? String(row.name) : title} master={master} detail={detail} empty={q.data && !rows.length ? <EmptyState title={t('org.noCompany')} icon="info" /> : t('org.pickCompany')} />
      {dialog === 'add' || (dialog === 'edit' && row) ? (
        <ResourceFormDialog
          resource={company} fields={companyFields} title={title}
          operation={dialog === 'add' ? addOp : updateOp} row={dialog === 'edit' ? row : null}
          onClose={() => setDialog(null)}
          onSaved={(data) => { const id = (data as Row | null)?.id; if (id !== undefined && id !== null) setChosen(String(id)); }}
        />
      ) : null}
      <Suspense fallback={null}>
        {dialog === 'scope' && row ? <DataScopeDialog row={row} onClose={() => setDialog(null)} /> : null}
      </Suspense>
    </PageFrame>
  );
}
