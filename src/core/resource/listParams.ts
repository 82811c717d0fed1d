/**
 * A list page's state in the URL: `f.<field>` filters (a date range as `from~to`), `page`,
 * `size` and `sort` (`field.asc`). A reload or a shared link restores the list exactly, and the
 * tab key ignores these parameters (see `isListStateParam`), so filtering never opens a new tab.
 */
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../contract/schemas';
import type { FieldDef } from '../../contract/types';
import type { FieldEntry } from './fields';
import { isRangeField } from './fields';

/**
 * @example
 * <Pagination pageSizes={PAGE_SIZES} … />
 */
export const PAGE_SIZES = [10, 20, 50, 100] as const;

/**
 * @example
 * parseListState('?f.status=ordered&page=2', fields).filters.status // 'ordered'
 */
export interface ListSort {
  readonly key: string;
  readonly order: 'asc' | 'desc';
}

/**
 * @example
 * parseListState('?f.status=ordered&page=2', fields).filters.status // 'ordered'
 */
export interface ListState {
  readonly page: number;
  readonly size: number;
  readonly sort: ListSort | null;
  /** Filter values by field name; a range is `from~to` (either side may be empty). */
  readonly filters: Readonly<Record<string, string>>;
}

const positive = (raw: string | null, fallback: number, max: number) => {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 ? Math.min(n, max) : fallback;
};

/**
 * Reads the list state from a query string, keeping only known fields and sane values (a
 * hand-edited link cannot inject unknown filters or a page size of a million).
 * @example
 * parseListState('?f.status=ordered&page=2', fields).filters.status // 'ordered'
 */
export function parseListState(search: string | URLSearchParams, fields: readonly FieldEntry[], sortable?: (name: string) => boolean): ListState {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const known = new Map(fields);
  const filters: Record<string, string> = {};
  for (const [name] of fields) {
    const v = params.get(`f.${name}`);
    if (v !== null && v.trim() !== '') filters[name] = v.slice(0, 256);
  }
  const sizeRaw = positive(params.get('size'), DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
  const size = (PAGE_SIZES as readonly number[]).includes(sizeRaw) ? sizeRaw : DEFAULT_PAGE_SIZE;
  const sortRaw = /^([A-Za-z_]\w*)\.(asc|desc)$/.exec(params.get('sort') ?? '');
  const sort = sortRaw && (sortable ? sortable(sortRaw[1]!) : known.has(sortRaw[1]!) || sortRaw[1] === 'id')
    ? { key: sortRaw[1]!, order: sortRaw[2] as 'asc' | 'desc' } : null;
  return { page: positive(params.get('page'), 1, 100000), size, sort, filters };
}

/**
 * Writes a list state into `params` (other parameters are kept), leaving defaults out so
 * links stay short.
 * @example
 * setSearchParams((p) => writeListState(p, { ...state, page: 2 })) // ?page=2 beside the other params
 */
export function writeListState(params: URLSearchParams, state: ListState): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of [...next.keys()]) if (/^(page|size|sort|f\..+)$/.test(name)) next.delete(name);
  for (const [name, v] of Object.entries(state.filters)) if (v !== '' && v !== '~') next.set(`f.${name}`, v);
  if (state.page > 1) next.set('page', String(state.page));
  if (state.size !== DEFAULT_PAGE_SIZE) next.set('size', String(state.size));
  if (state.sort) next.set('sort', `${state.sort.key}.${state.sort.order}`);
  return next;
}

/**
 * Splits a range filter value `from~to`.
 * @example
 * splitRange('2026-01-01~2026-01-31') // ['2026-01-01', '2026-01-31']
 * splitRange(undefined) // ['', '']
 */
export function splitRange(value: string | undefined): [string, string] {
  if (!value) return ['', ''];
  const [from = '', to = ''] = value.split('~');
  return [from, to];
}

/**
 * The filters as the list call's input: text as is (the server matches a substring), one value
 * for enums and refs, `xFrom`/`xTo` for date ranges.
 * @example
 * filterInput({ createTime: '2026-01-01~2026-01-31' }, filterFields(visitorInfo)) // { createTimeFrom: '2026-01-01', createTimeTo: '2026-01-31' }
 */
export function filterInput(filters: Readonly<Record<string, string>>, fields: readonly FieldEntry[]): Record<string, string> {
  const defs = new Map<string, FieldDef>(fields);
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(filters)) {
    const fd = defs.get(name);
    if (!fd) continue;
    if (isRangeField(fd)) {
      const [from, to] = splitRange(value);
      if (from) out[`${name}From`] = from;
      if (to) out[`${name}To`] = to;
    } else out[name] = value.trim();
  }
  return out;
}

/**
 * The paged list call's input for a state.
 * @example
 * api.call('POST', list.path, { body: listInput(state, filterFields(orderDinner)) }) // pageNum, pageSize, sort and the filters
 */
export function listInput(state: ListState, fields: readonly FieldEntry[]): Record<string, string | number> {
  return {
    ...filterInput(state.filters, fields),
    pageNum: state.page,
    pageSize: state.size,
    ...(state.sort ? { orderBy: state.sort.key, order: state.sort.order } : {}),
  };
}
