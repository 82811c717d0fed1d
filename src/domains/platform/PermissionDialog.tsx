import { useEffect, useMemo, useState } from 'react';
import { menu, roleFunction } from '../../contract/services/platform';
import { useAdmin, useNotify, useTree, checkStates, checkedFromGrants, grantIds, indexTree, type AdminConfig, type TreeNodeInput } from '../../core';
import { callOperation, operationOf } from '../../core/resource';
import { TreePanel, errorText, useViewT } from '../../resource';
import { Button, Dialog, Spinner } from '../../ui';
import { dataOf, loadAll, nestRows } from './loadAll';
import { platformMessages } from './messages';

/**
 * Where the grants come from and go to (default: a role's, through roleFunction).
 * @example
 * const store: GrantStore = { load: async () => ['12', '13'], save: async () => null };
 */
export interface GrantStore {
  load: (api: ApiClient, id: number | string, signal: AbortSignal) => Promise<string[]>;
  save: (api: ApiClient, id: number | string, menuIds: readonly (string | number)[]) => Promise<unknown>;
  /** Input of the menu list the tree shows (default the web menus; `{ isApp: true }`: the app's). */
  menus?: Record<string, unknown>;
}

type ApiClient = AdminConfig['api'];

/**
 * A role's grants: roleFunction/role/{roleId} and roleFunction/grant.
 * @example
 * const granted = await ROLE_GRANTS.load(api, roleId, signal); // the role's menu and function ids
 */
export const ROLE_GRANTS: GrantStore = {
  load: async (api, id, signal) => ((await dataOf<Record<string, unknown>[]>(api, grantsOp, { roleId: id }, signal)) ?? []).map((g) => String(g.menuId)),
  save: (api, id, menuIds) => callOperation(api, grantOp, { roleId: id, menuIds: menuIds.join(',') }),
};

/**
 * @example
 * <PermissionDialog role={{ id: 3, name: '项目管理员' }} onClose={close} onSaved={reload} />
 */
export interface PermissionDialogProps {
  /** The role (or template) whose permissions are edited (its id and name). */
  role: { readonly id: number | string; readonly name?: unknown };
  onClose: () => void;
  /** After a successful save. */
  onSaved?: () => void;
  /** Default ROLE_GRANTS. */
  store?: GrantStore;
  /** The dialog's title (default 分配权限：{name}). */
  title?: string;
}

interface Loaded { nodes: TreeNodeInput[]; grants: string[] }

const listOp = operationOf(menu, 'list')!;
const grantsOp = roleFunction.operations.find((o) => o.name === 'ofRole')!;
const grantOp = roleFunction.operations.find((o) => o.name === 'grant')!;

/**
 * 分配权限: the role's menus and functions as a searchable checkbox tree (half-checked parents,
 * expand/collapse all, select all), read from the function catalogue and the role's current
 * grants (roleFunction), saved in one roleFunction/grant call, which also rewrites the role's
 * permission keys, so its users' menus change at their next sign-in.
 * @example
 * <PermissionDialog role={{ id: 2, name: '项目管理员' }} onClose={close} />
 */
export function PermissionDialog({ role, onClose, onSaved, store = ROLE_GRANTS, title }: PermissionDialogProps) {
  const t = useViewT(platformMessages);
  const { api } = useAdmin();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [loadError, setLoadError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const ctl = new AbortController();
    setLoadError(null);
    Promise.all([
      loadAll(api, listOp, store.menus ?? {}, ctl.signal),
      store.load(api, role.id, ctl.signal),
    ]).then(([menus, grants]) => {
      const nodes = nestRows<TreeNodeInput>(menus, (r, children) => ({
        id: String(r.id), label: String(r.name ?? r.id), ...(children ? { children } : {}),
      }));
      setLoaded({ nodes, grants });
    }, (e: unknown) => { if (!ctl.signal.aborted) setLoadError(e); });
    return () => ctl.abort();
  }, [api, role.id, attempt, store]);

  const [dirty, setDirty] = useState(false);
  const name = String(role.name ?? role.id);
  const discardLabels = { title: t('platform.discardTitle'), message: t('platform.discardQuestion'), keep: t('platform.keepEditing'), discard: t('platform.discard') };
  return (
    <Dialog
      open onClose={onClose} title={title ?? t('platform.permissionsOf', { name })} width={620} closeLabel={t('platform.close')}
      closeOnOverlay={false} dirty={dirty} discardLabels={discardLabels}
    >
      {loadError ? (
        <div role="alert">
          {t('platform.loadFailed', { message: errorText(loadError, '') })}{' '}
          <Button onClick={() => setAttempt((n) => n + 1)}>{t('platform.retry')}</Button>
        </div>
      ) : !loaded ? (
        <div role="status"><Spinner /> {t('platform.loading')}</div>
      ) : (
        <PermissionForm role={role} name={name} loaded={loaded} onClose={onClose} onSaved={onSaved} onDirty={setDirty} store={store} />
      )}
    </Dialog>
  );
}

interface FormProps extends PermissionDialogProps { name: string; loaded: Loaded; onDirty: (dirty: boolean) => void }

function PermissionForm({ role, name, loaded, onClose, onSaved, onDirty, store = ROLE_GRANTS }: FormProps) {
  const t = useViewT(platformMessages);
  const { api } = useAdmin();
  const notify = useNotify();
  const initial = useMemo(() => checkedFromGrants(indexTree(loaded.nodes), loaded.grants), [loaded]);
  const tree = useTree({ nodes: loaded.nodes, defaultChecked: initial });
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const dirty = tree.checked.size !== initial.size || [...tree.checked].some((id) => !initial.has(id));
  useEffect(() => onDirty(dirty), [dirty, onDirty]);

  const save = async () => {
    setSaving(true);
    setError(null);
    try {
      const ids = grantIds(tree.index, checkStates(tree.index, tree.checked));
      await store.save(api, role.id, ids);
      notify.success(t('platform.saved'));
      onDirty(false);
      onSaved?.();
      onClose();
    } catch (e) {
      // The checks stay as they are: the user fixes what the message says and saves again.
      setError(errorText(e, ''));
    } finally {
      setSaving(false);
    }
  };

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <TreePanel tree={tree} label={t('platform.permissionTree', { name })} checkable height={380} />
      {error ? <div role="alert" style={{ color: 'var(--sc-danger-ink, #B04E4E)' }}>{error}</div> : null}
      <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8 }}>
        <Button onClick={() => { onDirty(false); onClose(); }}>{t('platform.cancel')}</Button>
        <Button variant="primary" loading={saving} onClick={() => void save()}>{t('platform.save')}</Button>
      </div>
    </div>
  );
}
