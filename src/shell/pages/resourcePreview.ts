/**
 * Pure helpers of the resource placeholder page: which call lists a resource, which fields are
 * columns, how a cell reads. Kept apart from the component so they are unit-tested directly.
 */
import type { FieldDef, Locale, OperationDef, ResourceDef, ServiceDef } from '../../contract';

/**
 * The call that lists a resource's own rows: the one named 'list', else the first paged list
 * without a fixed filter or another target, else none. Calls with path parameters are skipped
 * (the page has no values for them).
 * @example
 * listOperation(household)?.path // '/organisation/household/list'
 */
export function listOperation(resource: ResourceDef): OperationDef | null {
  const lists = resource.operations.filter((o) => o.kind === 'list' && !o.path.includes('{') && !o.target);
  return lists.find((o) => o.name === 'list') ?? lists.find((o) => !o.where) ?? lists[0] ?? null;
}

/** The list columns: every field not hidden in lists, and never a password. */
export function listColumns(resource: ResourceDef): [string, FieldDef][] {
  return Object.entries(resource.fields).filter(([, fd]) => !fd.hiddenInList && fd.type !== 'password');
}

/** Looks a resource up by `service.resource` in a catalogue. */
export function findResource(services: readonly ServiceDef[], key: string): ResourceDef | null {
  for (const s of services) for (const r of s.resources) if (r.key === key) return r;
  return null;
}

export interface CellTexts {
  readonly yes: string;
  readonly no: string;
}

/**
 * The text of one cell: enum values as their label in the locale, booleans as yes/no, empty
 * values as '—', objects as JSON.
 * @example
 * cellText(statusField, 1, 'zh-CN', texts) // '启用'
 */
export function cellText(field: FieldDef, value: unknown, locale: Locale, texts: CellTexts): string {
  if (value === null || value === undefined || value === '') return '—';
  if (field.type === 'enum' && field.values) {
    const hit = field.values.find((v) => String(v.value) === String(value));
    return hit ? hit.label[locale] : String(value);
  }
  if (field.type === 'boolean' || typeof value === 'boolean') {
    const on = value === true || value === 1 || value === '1' || value === 'true';
    return on ? texts.yes : texts.no;
  }
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** The rows and total of a list answer's `data` ({ list, total } or a bare array). */
export function rowsOf(data: unknown): { rows: Record<string, unknown>[]; total: number } {
  if (Array.isArray(data)) return { rows: data as Record<string, unknown>[], total: data.length };
  const d = (data ?? {}) as { list?: unknown; total?: unknown };
  const rows = Array.isArray(d.list) ? (d.list as Record<string, unknown>[]) : [];
  const total = typeof d.total === 'number' ? d.total : Number(d.total) || rows.length;
  return { rows, total };
}
