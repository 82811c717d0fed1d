import { useMemo, useState } from 'react';
import { webMenu } from '../../contract/services/platform';
import { useAdmin, useNotify, useTree, type TreeNodeInput } from '../../core';
import { useQuery } from '../../core/query/useQuery';
import { formFields, operationOf, resourceQueryKey, useResourceWrite } from '../../core/resource';
import { ResourceFormDialog, ResourceTable, errorText, useViewT, type Row } from '../../resource';
import { ActionBar, Button, SegmentedControl, classes } from '../../ui';
import { loadAll, nestRows } from './loadAll';
import { platformMessages } from './messages';

/**
 * @example
 * <MenusPage className="partner-menus" />
 */
export interface MenusPageProps {
  /** Heading (default 菜单管理). */
  title?: string;
  /** The host's class on the page's root (beside `sca-page`). */
  className?: string;
}

const listOp = operationOf(webMenu, 'list')!;
const addOp = operationOf(webMenu, 'add')!;
const updateOp = operationOf(webMenu, 'update')!;
const deleteOp = operationOf(webMenu, 'delete')!;
const COLUMNS = ['name', 'type', 'path', 'icon', 'perms', 'hidden', 'sort'];
// The tree shows what a menu editor needs at a glance, icon and hidden included (the generic list hides them).
const fields = COLUMNS.map((n) => [n, webMenu.fields[n]!] as const);
const writable = formFields(webMenu);

type Dialog = { kind: 'add'; parentId: number | null } | { kind: 'edit'; row: Row } | null;

/**
 * 菜单管理: the web or app menus as a tree table: open and close branches (or all), add a root
 * entry or a child, edit (icon, hidden, route, button-level permission keys), move an entry up or
 * down among its siblings (their `sort` swapped), delete. App menus are the ones `loadMenu`
 * serves with `isApp`.
 * @example
 * <AdminProvider apiBase="/super_cloud/api" token={token}><MenusPage /></AdminProvider>
 */
export function MenusPage({ title, className }: MenusPageProps) {
  const t = useViewT(platformMessages);
  const { api } = useAdmin();
  const notify = useNotify();
  const write = useResourceWrite(webMenu);
  const [isApp, setIsApp] = useState(false);
  const [dialog, setDialog] = useState<Dialog>(null);
  const heading = title ?? t('route.menu');
  const q = useQuery({
    key: [...resourceQueryKey(webMenu.key), 'tree', isApp],
    fn: (signal) => loadAll(api, listOp, { isApp }, signal),
    keepPrevious: true,
  });
  const rows = useMemo(() => q.data ?? [], [q.data]);
  const byId = useMemo(() => new Map(rows.map((r) => [String(r.id), r])), [rows]);
  const nodes = useMemo(() => nestRows<TreeNodeInput>(rows, (r, children) => ({ id: String(r.id), label: String(r.name ?? r.id), ...(children ? { children } : {}) })), [rows]);
  const tree = useTree({ nodes });
  const visible = tree.rows.map((r) => byId.get(String(r.id))!).filter(Boolean);
  const rowOf = new Map(tree.rows.map((r) => [String(r.id), r]));

  const siblingsOf = (id: string) => {
    const p = tree.index.parentOf.get(id) ?? null;
    return p === null ? tree.index.roots : tree.index.childrenOf.get(p) ?? [];
  };
  const move = async (row: Row, step: -1 | 1) => {
    const sibs = siblingsOf(String(row.id));
    const at = sibs.indexOf(String(row.id));
    const other = byId.get(String(sibs[at + step]));
    if (!other) return;
    const a = Number(row.sort ?? 0);
    const b = Number(other.sort ?? 0);
    // Equal orders (never set) would not move anything: the moved entry goes just past the other.
    const [mine, theirs] = a === b ? [b + step, a] : [b, a];
    const input = (r: Row, sort: number) => ({ ...Object.fromEntries(writable.map(([n]) => [n, r[n]])), id: r.id, sort: Math.max(0, sort) });
    try {
      await write.run(updateOp, input(other, theirs));
      await write.run(updateOp, input(row, mine));
    } catch (e) {
      notify.error(errorText(e, ''));
    }
  };
  const remove = async (row: Row) => {
    if (!(await notify.confirm({ title: t('platform.deleteMenu'), message: t('platform.deleteMenuConfirm', { name: String(row.name) }) }))) return;
    try {
      await write.run(deleteOp, { id: row.id });
      notify.success(t('platform.deleted'));
    } catch (e) {
      notify.error(errorText(e, ''));
    }
  };

  const actions = (row: Row) => {
    const sibs = siblingsOf(String(row.id));
    const at = sibs.indexOf(String(row.id));
    const name = String(row.name ?? row.id);
    return (
      <ActionBar>
        <button type="button" aria-label={`${t('platform.addChild')} ${name}`} onClick={() => setDialog({ kind: 'add', parentId: Number(row.id) })}>{t('platform.addChild')}</button>
        <button type="button" aria-label={`${t('platform.edit')} ${name}`} onClick={() => setDialog({ kind: 'edit', row })}>{t('platform.edit')}</button>
        <button type="button" aria-label={`${t('platform.moveUp')} ${name}`} disabled={at <= 0} onClick={() => void move(row, -1)}>{t('platform.moveUp')}</button>
        <button type="button" aria-label={`${t('platform.moveDown')} ${name}`} disabled={at < 0 || at >= sibs.length - 1} onClick={() => void move(row, 1)}>{t('platform.moveDown')}</button>
        <button type="button" data-danger="" aria-label={`${t('platform.delete')} ${name}`} onClick={() => void remove(row)}>{t('platform.delete')}</button>
      </ActionBar>
    );
  };

  const nameCell = (row: Row) => {
    const r = rowOf.get(String(row.id));
    if (!r) return undefined;
    return (
      <span style={{ display: 'inline-flex', alignItems: 'center', gap: 4, paddingLeft: (r.level - 1) * 20 }}>
        {r.hasChildren ? (
          // A disclosure of the tree, not one of the row's actions (those sit in the actions column).
          <span
            role="button" tabIndex={0} aria-expanded={r.expanded} aria-label={`${r.expanded ? t('platform.collapse') : t('platform.expand')} ${r.label}`}
            onClick={() => tree.toggleExpanded(r.id)}
            onKeyDown={(e) => { if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); tree.toggleExpanded(r.id); } }}
            style={{ display: 'inline-block', cursor: 'pointer', width: 18, textAlign: 'center' }}
          >{r.expanded ? '▾' : '▸'}</span>
        ) : <span style={{ width: 18 }} aria-hidden="true" />}
        {r.label}
      </span>
    );
  };

  return (
    <section className={classes('sca-page sca-resource-page', className)} aria-labelledby="sc-title-platform-menus">
      <h1 id="sc-title-platform-menus">{heading}</h1>
      <div style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap', margin: '8px 0' }}>
        <SegmentedControl
          aria-label={t('platform.menuKind')} value={isApp ? 'app' : 'web'} onChange={(v) => setIsApp(v === 'app')}
          options={[{ value: 'web', label: t('platform.webMenus') }, { value: 'app', label: t('platform.appMenus') }]}
        />
        <Button variant="primary" onClick={() => setDialog({ kind: 'add', parentId: null })}>{t('platform.addMenu')}</Button>
        <Button onClick={tree.expandAll}>{t('platform.expandAll')}</Button>
        <Button onClick={tree.collapseAll}>{t('platform.collapseAll')}</Button>
      </div>
      {q.error ? <div role="alert">{t('platform.loadFailed', { message: errorText(q.error, '') })}</div> : null}
      <ResourceTable
        resource={webMenu} rows={visible} fields={fields} label={heading} busy={q.isFetching}
        renderCell={(field, row) => (field === 'name' ? nameCell(row) : undefined)}
        rowActions={actions} actionsWidth={330}
      />
      {dialog ? (
        <ResourceFormDialog
          resource={webMenu} fields={writable.filter(([n]) => n !== 'isApp' && (dialog.kind === 'edit' || n !== 'parentId'))}
          operation={dialog.kind === 'add' ? addOp : updateOp}
          row={dialog.kind === 'edit' ? dialog.row : null}
          fixed={dialog.kind === 'add' ? { isApp: isApp ? 'true' : 'false', ...(dialog.parentId !== null ? { parentId: dialog.parentId } : {}) } : undefined}
          title={heading}
          onClose={() => setDialog(null)}
          onSaved={() => { if (dialog.kind === 'add' && dialog.parentId !== null) tree.setExpanded(String(dialog.parentId), true); }}
        />
      ) : null}
    </section>
  );
}
