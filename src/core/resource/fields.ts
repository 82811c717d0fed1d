/**
 * Pure helpers that read a contract resource: which call does what, which fields are columns,
 * filters and form inputs, and how a value reads in a cell. The resource views are built from
 * these, so a field added to the contract shows up everywhere without touching a screen.
 */
import { isWriteOnly, refLabelKey } from '../../contract/schemas';
import { ledgerRefusal } from '../../contract/ledger';
import type { FieldDef, Locale, OperationDef, OperationKind, ResourceDef } from '../../contract/types';

/**
 * @example
 * <ResourceTable resource={orderDinner} rows={rows} fields={listColumns(orderDinner)} label="订餐订单" />
 */
export type FieldEntry = readonly [name: string, def: FieldDef];

/**
 * The call that lists a resource's own rows: the one named 'list', else the first paged list
 * without a fixed filter or another target. Calls with path parameters are skipped.
 * @example
 * listOperation(orderDinner)?.path // '/ordermeal/web/orderDinner/list'
 */
export function listOperation(resource: ResourceDef): OperationDef | null {
  const lists = resource.operations.filter((o) => o.kind === 'list' && !o.path.includes('{') && !o.target);
  return lists.find((o) => o.name === 'list') ?? lists.find((o) => !o.where) ?? lists[0] ?? null;
}

/**
 * The resource's own call of a kind (by name when several), not one that targets another resource.
 * @example
 * const list = operationOf(orderDinner, 'list'); // the resource's own list call, or null
 */
export function operationOf(resource: ResourceDef, kind: OperationKind, name?: string): OperationDef | null {
  const own = resource.operations.filter((o) => o.kind === kind && !o.target);
  if (name) return own.find((o) => o.name === name) ?? null;
  const preferred: Partial<Record<OperationKind, string>> = { get: 'get', add: 'add', update: 'update', delete: 'delete', deleteIds: 'delete_ids', checkName: 'check_exists_name' };
  const p = preferred[kind];
  return (p ? own.find((o) => o.name === p) : undefined) ?? own[0] ?? null;
}

/**
 * The calls a page edits and deletes rows with: `update` (or the save call `saveWith` or update call `updateWith` names, else
 * a save), `delete` and `delete_ids`. A ledger (append-only money records) offers none of them on
 * the screens, whatever calls the contract keeps for the spec: corrections are refunds or reversals.
 * @example
 * rowEditOperations(orderDinner) // { update: null, remove: null, removeMany: null }
 */
export function rowEditOperations(resource: ResourceDef, saveWith?: string, updateWith?: string): Record<'update' | 'remove' | 'removeMany', OperationDef | null> {
  if (ledgerRefusal(resource, 'update')) return { update: null, remove: null, removeMany: null };
  return {
    update: (saveWith ? operationOf(resource, 'save', saveWith) : null) ?? (updateWith ? operationOf(resource, 'update', updateWith) : null)
      ?? operationOf(resource, 'update') ?? operationOf(resource, 'save'),
    remove: operationOf(resource, 'delete'),
    removeMany: operationOf(resource, 'deleteIds'),
  };
}

/**
 * The resource's own calls of a kind (exports, imports, transitions...).
 * @example
 * operationsOf(orderDinner, 'export').map((o) => o.name)
 */
export const operationsOf = (resource: ResourceDef, kind: OperationKind): OperationDef[] =>
  resource.operations.filter((o) => o.kind === kind && !o.target);

/**
 * The list columns: every field not hidden in lists, and never a password or secret.
 * @example
 * <ResourceTable resource={orderDinner} rows={rows} fields={listColumns(orderDinner)} label="订餐订单" />
 */
export function listColumns(resource: ResourceDef): FieldEntry[] {
  return Object.entries(resource.fields).filter(([, fd]) => !fd.hiddenInList && !fd.internal && !isWriteOnly(fd));
}

/**
 * Fields shown in a detail view: all but passwords and secrets (the server never sends them).
 * @example
 * detailFields(visitorInfo).map(([name, fd]) => [name, fd.label]) // no password or internal field
 */
export function detailFields(resource: ResourceDef): FieldEntry[] {
  return Object.entries(resource.fields).filter(([, fd]) => !isWriteOnly(fd) && !fd.internal);
}

/**
 * The fields a list is filtered by (the contract marks them `filter`).
 * @example
 * filterFields(orderDinner).map(([name]) => name) // the fields the filter bar offers
 */
export function filterFields(resource: ResourceDef): FieldEntry[] {
  return Object.entries(resource.fields).filter(([, fd]) => fd.filter && !isWriteOnly(fd) && !fd.internal && fd.type !== 'image' && fd.type !== 'audio');
}

/**
 * The inputs of an add or update form: writable fields (ids and server-assigned ones excluded).
 * @example
 * formFields(visitorInfo).map(([name]) => name) // what the add/edit form edits
 */
export function formFields(resource: ResourceDef): FieldEntry[] {
  return Object.entries(resource.fields).filter(([, fd]) => !fd.readOnly && !fd.internal && fd.type !== 'id');
}

/**
 * The extra inputs a call declares (e.g. a refund reason), for an action dialog.
 * @example
 * bodyFields(operationOf(visitorInfo, 'add')!).map(([name]) => name) // the add form's fields, id left out
 */
export const bodyFields = (op: OperationDef): FieldEntry[] =>
  Object.entries(op.body ?? {}).filter(([name]) => name !== 'id' && (!op.transition || name !== op.transition.field || op.transition.to.length > 1));

/**
 * The ref targets of these fields, each once (e.g. ['organisation.organization', 'ordermeal.meal']).
 * @example
 * refTargetsOf(listColumns(orderDinner)) // the resources whose select lists label the ref cells
 */
export const refTargetsOf = (fields: readonly FieldEntry[]): string[] =>
  [...new Set(fields.flatMap(([, fd]) => (fd.type === 'ref' && fd.ref ? [fd.ref] : [])))];

/**
 * The label a row carries for one of its ref fields (`orgName` beside `orgId`), if its answer has one.
 * @example
 * rowRefLabel({ orgId: 3, orgName: '海岸国际社区' }, 'orgId') // '海岸国际社区'
 */
export function rowRefLabel(row: Readonly<Record<string, unknown>>, name: string): string | undefined {
  return refLabelReader(name)(row);
}

/**
 * `rowRefLabel` for one field, its key worked out once: for a grid column's cells.
 * @example
 * const orgName = refLabelReader('orgId'); orgName(row) // '海岸国际社区'
 */
export function refLabelReader(name: string): (row: Readonly<Record<string, unknown>>) => string | undefined {
  const key = refLabelKey(name);
  return (row) => {
    const label = row[key];
    return typeof label === 'string' ? label : undefined;
  };
}

// A back end names all the rows of an answer or none of them: the first rows tell.
const LABEL_SAMPLE = 50;

/**
 * The ref targets of these fields whose labels the rows do not carry, each once: what a list must
 * still load select lists for (none against a back end that names its ref ids).
 * @example
 * unlabelledRefTargetsOf(listColumns(orderDinner), [{ orgId: 3, orgName: '海岸国际社区', mealId: 5 }]) // ['ordermeal.meal']
 */
export function unlabelledRefTargetsOf(fields: readonly FieldEntry[], rows: readonly Readonly<Record<string, unknown>>[]): string[] {
  const sample = rows.slice(0, LABEL_SAMPLE);
  return refTargetsOf(fields.filter(([name, fd]) => fd.type === 'ref'
    && sample.some((row) => row[name] !== null && row[name] !== undefined && row[name] !== '' && rowRefLabel(row, name) === undefined)));
}

/**
 * Date-like fields are filtered by a range (`xFrom`/`xTo`), the rest by one value.
 * @example
 * isRangeField({ type: 'date', label: t('日期', 'Date', 'Fecha') }) // true: filtered as from~to
 */
export const isRangeField = (fd: FieldDef): boolean => fd.type === 'date' || fd.type === 'datetime';

/**
 * @example
 * cellText(statusField, 'ordered', 'zh-CN', texts) // '已订餐'
 */
export interface CellTexts {
  readonly yes: string;
  readonly no: string;
}

/**
 * Enum value of a field by its raw value.
 * @example
 * enumValueOf({ type: 'enum', label: t('状态', 'Status', 'Estado'), values: ENABLED }, '1')?.tone // 'success'
 */
export const enumValueOf = (field: FieldDef, value: unknown) => field.values?.find((v) => String(v.value) === String(value));

/**
 * The text of one cell: enum values as their label in the locale, booleans as yes/no, amounts
 * with two decimals, empty values as '—', objects as JSON.
 * @example
 * cellText(statusField, 'ordered', 'zh-CN', texts) // '已订餐'
 */
export function cellText(field: FieldDef, value: unknown, locale: Locale, texts: CellTexts): string {
  if (value === null || value === undefined || value === '') return '—';
  if (field.type === 'enum' && field.values) {
    const hit = enumValueOf(field, value);
    return hit ? hit.label[locale] : String(value);
  }
  if (field.type === 'boolean' || typeof value === 'boolean') {
    const on = value === true || value === 1 || value === '1' || value === 'true';
    return on ? texts.yes : texts.no;
  }
  if (field.type === 'amount') {
    const n = Number(value);
    return Number.isFinite(n) ? n.toFixed(2) : String(value);
  }
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * The rows and total of a list answer's `data` ({ list, total } or a bare array); `totalExact`
 * false when the server stopped counting (more than TOTAL_CAP match).
 * @example
 * rowsOf({ list: [{ id: 1 }], total: 31 }) // { rows: [{ id: 1 }], total: 31, totalExact: true }
 * rowsOf([{ id: 1 }, { id: 2 }]).total // 2
 */
export function rowsOf(data: unknown): { rows: Record<string, unknown>[]; total: number; totalExact: boolean } {
  if (Array.isArray(data)) return { rows: data as Record<string, unknown>[], total: data.length, totalExact: true };
  const d = (data ?? {}) as { list?: unknown; total?: unknown; totalExact?: unknown };
  const rows = Array.isArray(d.list) ? (d.list as Record<string, unknown>[]) : [];
  const total = typeof d.total === 'number' ? d.total : Number(d.total) || rows.length;
  return { rows, total, totalExact: d.totalExact !== false };
}

/**
 * The id of a row as a string key.
 * @example
 * rowIdOf({ id: 7, name: 'a' }) // '7'
 */
export const rowIdOf = (row: Record<string, unknown>): string => String(row.id ?? '');
