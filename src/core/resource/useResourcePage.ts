/**
 * The headless half of a resource's list page: list state in the URL, the rows, the columns the
 * user chose, the calls the page offers and which the user may run, selection, the open dialog,
 * deletes, the export, and when the page may show. `ResourcePage` draws it; a host can draw its
 * own page on it.
 */
import { useCallback, useMemo, useState } from 'react';
import type { OperationDef, ResourceDef } from '../../contract/types';
import { useCan } from '../permissions';
import { useLocale, useT } from '../preferences/useT';
import { useNotify } from '../notify/useNotify';
import { useSettledWithin } from '../query/useSettledWithin';
import { useEnsurePermissions, useSessionState } from '../session/useSession';
import { detailFields, filterFields, formFields, listColumns, operationOf, refTargetsOf, type FieldEntry } from './fields';
import { editFields, pageOperations } from './pageOperations';
import type { TransitionState } from './transitions';
import { useColumnPrefs } from './useColumnPrefs';
import { useExport } from './useExport';
import { useListParams } from './useListParams';
import { usePrefetchRefOptions } from './useRefOptions';
import { useResourceList } from './useResourceList';
import { useResourceWrite } from './useResourceWrite';

type Row = Record<string, unknown>;

/**
 * @example
 * function MyOrders() {
 *   const page = useResourcePage({ resource: orderDinner });
 *   if (!page.shown) return null;
 *   return <MyGrid rows={page.query.rows} columns={page.visible} onOpen={(row) => page.setDialog({ kind: 'detail', row })} />;
 * }
 */
export interface ResourcePageOptions {
  resource: ResourceDef;
  /** i18n key or text of the heading (default: the resource's title). */
  title?: string;
  /** Field names shown as columns by default, in order (default: the contract's list columns). */
  columns?: readonly string[];
  /** Field names offered as filters (default: the contract's filter fields). */
  filters?: readonly string[];
  /** Inputs sent with every list and save (e.g. a fixed organisation). */
  fixed?: Readonly<Record<string, string | number>>;
  /** Name of the call that both adds and updates (e.g. addAndUpdateLineManage), used instead of add/update. */
  saveWith?: string;
  /** Name of the list call to show instead of the resource's own list (e.g. findAuditList: pending rows only). */
  listWith?: string;
  /** Name of the update call of the edit form (e.g. updateService); a call that declares its body edits only those fields. */
  updateWith?: string;
  /**
   * Which filters of the bar are drawn (and so may need their ref options for a value in the URL);
   * default all of them.
   */
  shownFilters?: (filters: readonly FieldEntry[]) => readonly FieldEntry[];
  /** Rows are shown, filtered and exported, never written (a log): no add, edit, delete, import or transition. */
  readOnly?: boolean;
}

/**
 * The dialog a list page shows, if any.
 * @example
 * function MyOrders() {
 *   const page = useResourcePage({ resource: orderDinner });
 *   if (!page.shown) return null;
 *   return <MyGrid rows={page.query.rows} columns={page.visible} onOpen={(row) => page.setDialog({ kind: 'detail', row })} />;
 * }
 */
export type ResourcePageDialog =
  | { kind: 'add' } | { kind: 'edit'; row: Row } | { kind: 'detail'; row: Row } | { kind: 'delete'; row: Row }
  | { kind: 'deleteMany'; ids: string[] } | { kind: 'action'; op: OperationDef; row: Row; target: TransitionState | null }
  | { kind: 'import'; op: OperationDef } | null;

// How long a page waits for its first rows (and, mounted alone, the user's permissions) before it
// shows its title, filters, table and a loading bar: a quicker answer (the usual case) paints the
// page once, with its rows and their buttons, instead of twice.
const FIRST_ANSWER_WAIT_MS = 150;

const NO_ROWS: ReadonlySet<string> = new Set();

const pick = (all: readonly FieldEntry[], names?: readonly string[]) =>
  (names ? names.map((n) => all.find(([k]) => k === n)).filter((e): e is FieldEntry => Boolean(e)) : [...all]);

/**
 * Everything a resource's list page decides, without drawing any of it.
 * @example
 * function MyOrders() {
 *   const page = useResourcePage({ resource: orderDinner });
 *   if (!page.shown) return null;
 *   return <MyGrid rows={page.query.rows} columns={page.visible} onOpen={(row) => page.setDialog({ kind: 'detail', row })} />;
 * }
 */
export function useResourcePage(p: ResourcePageOptions) {
  const { resource } = p;
  const t = useT();
  const locale = useLocale();
  const notify = useNotify();
  const may = useCan();
  const userId = useSessionState().user?.id ?? null;
  const allowed = useCallback((op: OperationDef) => op.permission === null || may([op.permission ?? resource.permission]), [may, resource.permission]);
  const can = (op: OperationDef | null): op is OperationDef => Boolean(op && allowed(op));
  const title = p.title ? t(p.title) : resource.title[locale];
  const list = useListParams(resource);
  // A fixed input (the group whose items a page shows, the floor a list of rooms is under) is neither filtered on nor typed in a form.
  const fixedKeys = Object.keys(p.fixed ?? {}).join(',');
  const notFixed = useCallback((entries: readonly FieldEntry[]) => (fixedKeys ? entries.filter(([n]) => !fixedKeys.split(',').includes(n)) : entries), [fixedKeys]);
  const filterDefs = useMemo(() => notFixed(pick(filterFields(resource), p.filters)), [resource, p.filters, notFixed]);
  // A named list call may answer another resource's rows in this one's shape (getWxUserList of the
  // wechat users' screen calls): named, it is taken whatever its target.
  const listOp = useMemo(() => (p.listWith
    ? { operation: operationOf(resource, 'list', p.listWith) ?? resource.operations.find((o) => o.kind === 'list' && o.name === p.listWith) ?? null }
    : {}), [resource, p.listWith]);
  const [exactTotal, setExactTotal] = useState(false);
  const query = useResourceList(resource, list.state, { ...listOp, ...(p.fixed ? { fixed: p.fixed } : {}), exactTotal });
  // Mounted alone with a host token, nobody else loads the permissions the buttons depend on.
  // Asked for after the rows, so the server answers the rows first.
  const permsKnown = useEnsurePermissions();
  const write = useResourceWrite(resource);
  const [dialog, setDialog] = useState<ResourcePageDialog>(null);
  const close = useCallback(() => setDialog(null), []);
  const [selected, setSelected] = useState<ReadonlySet<string>>(NO_ROWS);
  // Another page, filter or sort starts with nothing selected. Set while rendering, not in an
  // effect: the mount then costs no second render of the whole page.
  const [selectedOn, setSelectedOn] = useState(list.state);
  if (selectedOn !== list.state) {
    setSelectedOn(list.state);
    setSelected(NO_ROWS);
  }

  // A page that names its columns may show a field the contract hides from lists (never a secret).
  const allColumns = useMemo(() => {
    const base = listColumns(resource);
    const named = detailFields(resource).filter(([n]) => p.columns?.includes(n) && !base.some(([k]) => k === n));
    return [...base, ...named];
  }, [resource, p.columns]);
  const defaults = useMemo(() => {
    const shown = new Set((p.columns ?? allColumns.map(([n]) => n)));
    const ordered = [...pick(allColumns, p.columns), ...allColumns.filter(([n]) => !shown.has(n))];
    return ordered.map(([key]) => ({ key, visible: shown.has(key) }));
  }, [allColumns, p.columns]);
  const columns = useColumnPrefs(resource.key, defaults);
  const visible = useMemo(() => columns.prefs.filter((c) => c.visible).map((c) => allColumns.find(([n]) => n === c.key)!).filter(Boolean), [columns.prefs, allColumns]);
  // The rows name their ref ids themselves; a ref filter shown with a value (a shared link) needs
  // its target's options for its label, so they are asked for with the rows. An empty one loads
  // them when the user heads for it (a folded one once the bar has opened).
  const filters = list.state.filters;
  const { shownFilters } = p;
  const refKeys = useMemo(
    () => refTargetsOf((shownFilters ? shownFilters(filterDefs) : filterDefs).filter(([name]) => filters[name])), [filterDefs, filters, shownFilters]);
  usePrefetchRefOptions(refKeys);

  const ops = useMemo(() => {
    const all = pageOperations(resource, {
      ...(p.saveWith ? { saveWith: p.saveWith } : {}), ...(p.updateWith ? { updateWith: p.updateWith } : {}),
    });
    // A log page (received messages, SMS codes) shows and exports rows; it writes none.
    return p.readOnly ? { ...all, add: null, update: null, remove: null, removeMany: null, transitions: [], imports: [] } : all;
  }, [resource, p.saveWith, p.updateWith, p.readOnly]);
  const exp = useExport(resource, ops.exportOp && allowed(ops.exportOp) ? ops.exportOp : null, title);
  const fields = useMemo(() => notFixed(formFields(resource)), [resource, notFixed]);
  const updateFields = useMemo(() => notFixed(editFields(resource, ops.update)), [resource, ops.update, notFixed]);

  const runDelete = async (ids: string[]) => {
    try {
      if (ids.length === 1 && ops.remove) await write.run(ops.remove, { id: ids[0] });
      else await write.run(ops.removeMany!, { ids: ids.join(',') });
      notify.success(ids.length > 1 ? t('resource.deletedMany', { count: ids.length }) : t('resource.deleted'));
      setSelected(NO_ROWS);
    } catch { /* the API client already toasted the server's message */ }
    close();
  };
  const runExport = () => exp.run({ ...query.input, ...(selected.size ? { ids: [...selected].join(',') } : {}) });

  // The rows and the buttons the permissions allow appear together: no row actions popping in later.
  const shown = useSettledWithin((!query.isPending || !query.operation) && permsKnown, FIRST_ANSWER_WAIT_MS);

  return {
    resource, title, list, filterDefs, query, write, ops, exp, fields, updateFields,
    columns, visible, selected, setSelected, dialog, setDialog, close,
    /** Whether the user may run a call (its permission, or the resource's). */
    allowed,
    /** The call exists and the user may run it. */
    can,
    /** The signed-in user's id (null when the host gave no user): approvals of their own requests are not offered. */
    userId,
    runDelete, runExport,
    /** Asks the server for the exact total (the pager offers it when more than TOTAL_CAP rows match). */
    countExactly: () => setExactTotal(true),
    /** False while the first rows (and, mounted alone, the permissions) are on their way, for up to 150 ms. */
    shown,
  };
}

/**
 * @example
 * function MyOrders() {
 *   const page = useResourcePage({ resource: orderDinner });
 *   if (!page.shown) return null;
 *   return <MyGrid rows={page.query.rows} columns={page.visible} onOpen={(row) => page.setDialog({ kind: 'detail', row })} />;
 * }
 */
export type ResourcePageController = ReturnType<typeof useResourcePage>;
