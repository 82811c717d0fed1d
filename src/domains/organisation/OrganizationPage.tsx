import { useMemo, useState } from 'react';
import { organization, organizationConfig } from '../../contract/services/organisation/company';
import { bodyFields, formFields, listColumns, operationOf, resourceQueryKey, useAdmin } from '../../core';
import { useQuery } from '../../core/query/useQuery';
import { ResourceFormDialog, ResourcePage, ResourceTable, errorText, useViewT, type Row } from '../../resource';
import { Button, Drawer, EmptyState, ProgressBar } from '../../ui';
import { dataOf, rowsOf } from './load';
import { organisationMessages } from './messages';

/**
 * @example
 * <OrganizationPage className="partner-projects" />
 */
export interface OrganizationPageProps {
  className?: string;
}

const airIpOp = organization.operations.find((o) => o.name === 'airIp')!;
const editAirIpOp = organization.operations.find((o) => o.name === 'editAirIp')!;
const airFields = bodyFields(editAirIpOp).filter(([n]) => n !== 'id');
const configList = operationOf(organizationConfig, 'list')!;
const configAdd = operationOf(organizationConfig, 'add')!;
const configUpdate = operationOf(organizationConfig, 'update')!;
const configFields = formFields(organizationConfig).filter(([n]) => n !== 'orgId');
const configColumns = listColumns(organizationConfig).filter(([n]) => n !== 'orgId');

/** The air-conditioning controller IP of a project: read (airIp), then edited (editAirIp). */
function AirIpDialog({ row, onClose }: { row: Row; onClose: () => void }) {
  const t = useViewT(organisationMessages);
  const { api } = useAdmin();
  const q = useQuery({ key: [...resourceQueryKey(organization.key), 'airIp', row.id], fn: (s) => dataOf<Row | string | null>(api, airIpOp, { id: row.id }, s) });
  if (!q.data && !q.error) return <ProgressBar value={null} label={t('common.loading')} />;
  const data = q.data;
  const airIp = data && typeof data === 'object' ? data.airIp : data;
  return (
    <ResourceFormDialog
      resource={organization} fields={airFields} operation={editAirIpOp} row={{ id: row.id, airIp: airIp ?? '' }}
      title={t('org.airIpTitle', { name: String(row.name ?? row.id) })} onClose={onClose}
    />
  );
}

/** The settings of one project (organizationConfig): list, add, edit. */
function ConfigDrawer({ row, onClose }: { row: Row; onClose: () => void }) {
  const t = useViewT(organisationMessages);
  const { api } = useAdmin();
  const [edit, setEdit] = useState<{ row: Row | null } | null>(null);
  const fixed = useMemo(() => ({ orgId: String(row.id) }), [row.id]);
  const q = useQuery({ key: [...resourceQueryKey(organizationConfig.key), 'ofOrg', row.id], fn: (s) => rowsOf(api, configList, fixed, s) });
  const title = t('org.configTitle', { name: String(row.name ?? row.id) });
  return (
    <Drawer open onClose={onClose} placement="right" size={720} title={title} label={title} closeLabel={t('resource.close')}>
      <div style={{ padding: '12px 20px', display: 'flex', flexDirection: 'column', gap: 8 }}>
        <div><Button variant="primary" onClick={() => setEdit({ row: null })}>{t('resource.add')}</Button></div>
        {q.error ? <p role="alert">{errorText(q.error, '')}</p> : null}
        <ResourceTable
          resource={organizationConfig} rows={q.data ?? []} fields={configColumns} label={title} height={360} busy={q.isFetching}
          empty={<EmptyState title={q.isPending ? t('common.loading') : t('common.empty')} />}
          rowActions={(r) => <button type="button" aria-label={`${t('org.editLabel')} ${String(r.name)}`} onClick={() => setEdit({ row: r })}>{t('org.editLabel')}</button>}
          actionsWidth={90}
        />
      </div>
      {edit ? (
        <ResourceFormDialog
          resource={organizationConfig} fields={configFields} operation={edit.row ? configUpdate : configAdd} row={edit.row}
          fixed={fixed} title={t('org.config')} onClose={() => setEdit(null)}
        />
      ) : null}
    </Drawer>
  );
}

/**
 * 项目管理: the projects (add, edit, details, delete) with each project's air-conditioning
 * controller IP and its settings.
 * @example
 * <AdminProvider apiBase="/super_cloud/api" token={token}><OrganizationPage /></AdminProvider>
 */
export function OrganizationPage({ className }: OrganizationPageProps) {
  const t = useViewT(organisationMessages);
  const [open, setOpen] = useState<{ kind: 'air' | 'config'; row: Row } | null>(null);
  return (
    <>
      <ResourcePage
        resource={organization} title="route.organization" {...(className ? { className } : {})}
        rowLinks={[
          { label: t('org.airIp'), onClick: (row) => setOpen({ kind: 'air', row }) },
          { label: t('org.config'), onClick: (row) => setOpen({ kind: 'config', row }) },
        ]}
      />
      {open?.kind === 'air' ? <AirIpDialog row={open.row} onClose={() => setOpen(null)} /> : null}
      {open?.kind === 'config' ? <ConfigDrawer row={open.row} onClose={() => setOpen(null)} /> : null}
    </>
  );
}
