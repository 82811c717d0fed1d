import { useEffect, useMemo, useState } from 'react';
import { organization } from '../../contract/services/organisation';
import { roleTemplate } from '../../contract/services/platform';
import { useAdmin, useNotify, useTree, type TreeNodeInput } from '../../core';
import { callOperation, operationOf } from '../../core/resource';
import { ResourcePage, TreePanel, errorText, useViewT, type ResourcePageOfProps, type Row } from '../../resource';
import { Button, Dialog } from '../../ui';
import { dataOf } from './loadAll';
import { platformMessages } from './messages';
import { PermissionDialog, type GrantStore } from './PermissionDialog';

const setOp = operationOf(roleTemplate, 'action', 'setFunctions')!;
const applyOp = operationOf(roleTemplate, 'action', 'applyToOrganisations')!;
const getOp = operationOf(roleTemplate, 'get')!;
const orgSelect = operationOf(organization, 'select')!;

/**
 * A template's functions: its `menuIds`, saved through setFunctions.
 * @example
 * <PermissionDialog role={template} store={TEMPLATE_GRANTS} onClose={close} />
 */
export const TEMPLATE_GRANTS: GrantStore = {
  load: async (api, id, signal) => String((await dataOf<Row>(api, getOp, { id }, signal))?.menuIds ?? '').split(',').filter(Boolean),
  save: (api, id, menuIds) => callOperation(api, setOp, { id, menuIds: menuIds.join(',') }),
};

function ApplyDialog({ template, onClose }: { template: Row; onClose: () => void }) {
  const t = useViewT(platformMessages);
  const { api } = useAdmin();
  const notify = useNotify();
  const [orgs, setOrgs] = useState<TreeNodeInput[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    const ctl = new AbortController();
    dataOf<{ value: unknown; label: unknown }[]>(api, orgSelect, {}, ctl.signal)
      .then((opts) => setOrgs((opts ?? []).map((o) => ({ id: String(o.value), label: String(o.label) }))), (e: unknown) => setError(errorText(e, '')));
    return () => ctl.abort();
  }, [api]);
  const nodes = useMemo(() => orgs ?? [], [orgs]);
  const tree = useTree({ nodes });
  const name = String(template.name ?? template.id);
  const apply = async () => {
    setSaving(true);
    setError(null);
    try {
      const r = await dataOf<{ created: number; updated: number }>(api, applyOp, { id: template.id, orgIds: [...tree.checked].join(',') });
      notify.success(t('platform.applied', { created: r.created, updated: r.updated }));
      onClose();
    } catch (e) {
      setError(errorText(e, ''));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Dialog open onClose={onClose} title={t('platform.applyTemplate', { name })} width={560} closeLabel={t('platform.close')}>
      <TreePanel tree={tree} label={t('platform.organisations')} checkable height={300} />
      {error ? <div role="alert" style={{ color: 'var(--sc-danger-ink, #B04E4E)', marginTop: 8 }}>{error}</div> : null}
      <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8, marginTop: 12 }}>
        <Button onClick={onClose}>{t('platform.cancel')}</Button>
        <Button variant="primary" loading={saving} disabled={!tree.checked.size} onClick={() => void apply()}>{t('platform.apply')}</Button>
      </div>
    </Dialog>
  );
}

type Open = { kind: 'functions' | 'apply'; row: Row } | null;

/**
 * 角色样板: role templates by role type; 配置权限 edits a template's functions in the permission
 * tree, 应用到项目 creates or refreshes the role of that name and type in each chosen
 * organisation with exactly those functions.
 * @example
 * <AdminProvider apiBase="/super_cloud/api" token={token}><RoleTemplatesPage /></AdminProvider>
 */
export function RoleTemplatesPage({ children, ...props }: ResourcePageOfProps) {
  const t = useViewT(platformMessages);
  const [open, setOpen] = useState<Open>(null);
  return (
    <ResourcePage
      resource={roleTemplate}
      rowLinks={[
        { label: t('platform.setFunctions'), onClick: (row) => setOpen({ kind: 'functions', row }) },
        { label: t('platform.apply'), onClick: (row) => setOpen({ kind: 'apply', row }) },
      ]}
      {...props}
    >
      {open?.kind === 'functions' ? (
        <PermissionDialog role={{ id: open.row.id as number, name: open.row.name }} store={TEMPLATE_GRANTS} onClose={() => setOpen(null)} />
      ) : null}
      {open?.kind === 'apply' ? <ApplyDialog template={open.row} onClose={() => setOpen(null)} /> : null}
      {children}
    </ResourcePage>
  );
}
