/**
 * Generic row access for any contract resource: the list filters, paging and sorting of the
 * standard pattern, inserts, updates and (soft) deletes. Handlers, the seed and imports all
 * go through here, so a resource behaves the same whichever call touches it.
 */
import { TOTAL_CAP, isWriteOnly, type ResourceDef } from '../../../src/contract';
import type { Db, Row } from '../types';
import { SNAPSHOT_COLUMN, dataVersion, sharedDataVersion, sharedVersionOf } from './dataVersion';
import { q, tableName } from './migrate';
import { currentDataScope } from '../api/scopedDb';
import { withSerials } from './serials';
import { uniqueViolation } from './uniqueViolation';

export interface ListQuery {
  readonly filters?: Row;
  readonly where?: Readonly<Record<string, unknown>>;
  readonly orderBy?: string;
  readonly order?: 'asc' | 'desc';
  readonly limit?: number;
  readonly offset?: number;
  readonly includeDeleted?: boolean;
  /** More select-list expressions over the table, aliased `t` (e.g. the labels of its refs). */
  readonly columns?: readonly string[];
  /** The session's data scope (scope/rowScope.ts): rows outside it are never selected. */
  readonly scope?: ((r: ResourceDef, params: unknown[]) => string | null) | undefined;
  /** Count every match; by default counting stops past TOTAL_CAP (`totalExact: false`). */
  readonly exactTotal?: boolean;
}

const TEXTUAL = new Set(['string', 'text', 'phone', 'email', 'url', 'image', 'audio']);

/** Formats a Date as the contract's datetime text (yyyy-MM-dd HH:mm:ss, local time). */
export function formatDateTime(d: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
}

/** SQL and parameters for the filters of a list-like call. */
export function buildWhere(r: ResourceDef, q0: ListQuery, params: unknown[] = []): string {
  const parts: string[] = q0.includeDeleted ? [] : ['"_deleted" = false'];
  const add = (sql: string, v: unknown) => { params.push(v); parts.push(sql.replace('?', `$${params.length}`)); };
  const scoped = q0.scope?.(r, params);
  if (scoped) parts.push(scoped);
  for (const [k, v] of Object.entries(q0.where ?? {})) {
    if (k in r.fields) add(`${q(k)} = ?`, v);
  }
  for (const [name, v] of Object.entries(q0.filters ?? {})) {
    if (v === undefined || v === null || v === '') continue;
    const range = /^(.*)(From|To)$/.exec(name);
    if (range && !(name in r.fields) && range[1]! in r.fields) {
      const fd = r.fields[range[1]!]!;
      const bound = fd.type === 'date' || fd.type === 'datetime'
        ? (range[2] === 'To' && String(v).length === 10 ? `${v} 23:59:59` : String(v)) : v;
      add(`${q(range[1]!)} ${range[2] === 'From' ? '>=' : '<='} ?`, bound);
      continue;
    }
    const fd = r.fields[name];
    if (!fd || isWriteOnly(fd)) continue;
    if (TEXTUAL.has(fd.type)) add(`${q(name)} ilike ?`, `%${String(v).replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    else if (typeof v === 'string' && v.includes(',') && (fd.type === 'ref' || fd.type === 'id' || fd.type === 'enum')) {
      const list = v.split(',').map((s) => s.trim()).filter(Boolean);
      params.push(fd.type === 'enum' && typeof fd.values?.[0]?.value === 'string' ? list : list.map(Number));
      parts.push(`${q(name)} = any($${params.length})`);
    } else add(`${q(name)} = ?`, v);
  }
  return parts.length ? `where ${parts.join(' and ')}` : '';
}

// Counting every matching row is what made a page of a big table slow: by default the count stops
// past TOTAL_CAP (a bounded subquery), so a new filter over a million rows costs no more than its
// first TOTAL_CAP + 1 index entries. A total is reused until any statement changes data (dataVersion).
// Keyed by database (tests run several servers in one process), then by table, filter and values.
const totalsByDb = new WeakMap<Db, Map<string, { version: string; n: number }>>();

// On PostgreSQL other processes write too, so a total also remembers the database snapshot it was
// counted in. The snapshot travels inside the statements the page runs anyway (the count's own, or
// the rows', SNAPSHOT_COLUMN) rather than in a query of its own: one round trip less per list request.

/** From this many skipped rows on, a page looks up its ids before its rows. */
const DEEP_OFFSET = 200;

function totalsOf(db: Db): Map<string, { version: string; n: number }> {
  let totals = totalsByDb.get(db);
  if (!totals) totalsByDb.set(db, (totals = new Map()));
  return totals;
}

function remember(totals: Map<string, { version: string; n: number }>, key: string, version: string, n: number): void {
  if (totals.size > 5000) totals.clear();
  totals.set(key, { version, n });
}

/** The count's statement; on PostgreSQL it also answers the snapshot it counted in. */
async function countNow(db: Db, table: string, where: string, params: unknown[], exact: boolean): Promise<{ n: number; snap: string }> {
  const snap = db.kind === 'pg' ? `, ${SNAPSHOT_COLUMN}` : '';
  const sql = exact
    ? `select count(*)::int as n${snap} from ${table} ${where}`
    : `select count(*)::int as n${snap} from (select 1 from ${table} ${where} limit ${TOTAL_CAP + 1}) capped`;
  const [row] = await db.query<{ n: number; _snap?: string }>(sql, params);
  return { n: Number(row!.n), snap: row!._snap ?? '' };
}

/**
 * Paged rows and the total that matches: exact up to TOTAL_CAP (or always with `exactTotal`);
 * beyond it `total` is TOTAL_CAP and `totalExact` false.
 */
export async function listRows(db: Db, r: ResourceDef, lq: ListQuery): Promise<{ rows: Row[]; total: number; totalExact: boolean }> {
  const params: unknown[] = [];
  const where = buildWhere(r, lq, params);
  const t = tableName(r);
  const orderBy = lq.orderBy && lq.orderBy in r.fields ? q(lq.orderBy) : q('id');
  const dir = lq.orderBy ? (lq.order === 'asc' ? 'asc' : 'desc') : 'desc';
  const offset = Math.max(0, Math.floor(lq.offset ?? 0));
  const page = lq.limit !== undefined ? ` limit ${Math.max(0, Math.floor(lq.limit))} offset ${offset}` : '';
  const exact = lq.exactTotal === true;
  const rowsSql = (columns: readonly string[]) => (page && offset >= DEEP_OFFSET
    // A deep page: the ids first, from the filter's index alone (it holds "id"), then only the
    // page's rows from the table, instead of reading every skipped row.
    ? `${selectFrom(r, columns)} join (select "id" from ${t} ${where} order by ${orderBy} ${dir}, "id" ${dir}${page}) page on page."id" = t."id" order by t.${orderBy} ${dir}, t."id" ${dir}`
    : `${selectFrom(r, columns)} ${where} order by ${orderBy} ${dir}, "id" ${dir}${page}`);
  if (lq.limit === undefined) {
    const rows = await db.query(rowsSql(lq.columns ?? []), params);
    return { rows: rows.map((row) => rowOut(r, row)), total: rows.length, totalExact: true };
  }
  const totals = totalsOf(db);
  // The database's own scope (scope/policies.ts) narrows the count as much as the WHERE does.
  const key = `${exact ? 'exact' : 'capped'} ${t} ${where} ${JSON.stringify(params)} ${JSON.stringify(currentDataScope())}`;
  // Read before any statement: a write committed meanwhile leaves the entry stale, not wrong.
  const local = String(dataVersion());
  const hit = totals.get(key);
  let rows: Row[];
  let n: number;
  if (db.kind !== 'pg') {
    // PGlite runs one statement at a time anyway: the rows first; then the remembered total, or a
    // page that is not full (a narrow search) tells it with no count at all.
    rows = await db.query(rowsSql(lq.columns ?? []), params);
    if (hit?.version === local) n = hit.n;
    else {
      const told = rows.length < lq.limit && (rows.length > 0 || offset === 0);
      n = told ? offset + rows.length : (await countNow(db, t, where, params, exact)).n;
      remember(totals, key, local, n);
    }
  } else if (hit) {
    // The rows' statement brings the snapshot; with no row, it is asked for alone.
    rows = await db.query(rowsSql([...(lq.columns ?? []), SNAPSHOT_COLUMN]), params);
    const now = rows.length ? sharedVersionOf(local, String(rows[0]!._snap)) : await sharedDataVersion(db);
    if (hit.version === now) n = hit.n;
    else {
      const c = await countNow(db, t, where, params, exact);
      n = c.n;
      remember(totals, key, sharedVersionOf(local, c.snap), n);
    }
  } else {
    const [found, c] = await Promise.all([db.query(rowsSql(lq.columns ?? []), params), countNow(db, t, where, params, exact)]);
    rows = found;
    n = c.n;
    remember(totals, key, sharedVersionOf(local, c.snap), n);
  }
  const capped = !exact && n > TOTAL_CAP;
  return { rows: rows.map((row) => rowOut(r, row)), total: capped ? TOTAL_CAP : n, totalExact: !capped };
}

/**
 * Strips what never leaves the server: passwords and bookkeeping columns are left out, secrets
 * (AppSecret, SMS and mail keys) come as null, whether one is stored or not.
 */
export function rowOut(r: ResourceDef, row: Row): Row {
  const out: Row = {};
  for (const [k, v] of Object.entries(row)) {
    const fd = r.fields[k];
    if (k.startsWith('_') || fd?.type === 'password') continue;
    out[k] = fd?.secret ? null : v;
  }
  return out;
}

/** `columns`: more select-list expressions over the table, aliased `t` (e.g. the labels of its refs). */
const selectFrom = (r: ResourceDef, columns: readonly string[] = []) => `select t.*${columns.map((c) => `, ${c}`).join('')} from ${tableName(r)} t`;

export async function findById(db: Db, r: ResourceDef, id: number, includeDeleted = false, columns: readonly string[] = []): Promise<Row | null> {
  const rows = await db.query(`${selectFrom(r, columns)} where "id" = $1${includeDeleted ? '' : ' and "_deleted" = false'}`, [id]);
  return rows[0] ?? null;
}

/** Keeps only columns the resource has (never the id). */
function columnsOf(r: ResourceDef, values: Row): [string, unknown][] {
  return Object.entries(values).filter(([k, v]) => k !== 'id' && k in r.fields && v !== undefined);
}

export async function insertRow(db: Db, r: ResourceDef, values: Row, now = new Date()): Promise<Row> {
  const [row] = await insertMany(db, r, [values], now);
  return row!;
}

/**
 * Inserts rows in one statement per 500 (a unique index refusing one answers 409 naming the field); stamps `createTime` when the resource has one and numbers
 * its `serial` fields (order numbers) where a row brings none.
 */
export async function insertMany(db: Db, r: ResourceDef, given: readonly Row[], now = new Date()): Promise<Row[]> {
  const rows = await withSerials(db, r, given, now);
  const out: Row[] = [];
  const stamp = 'createTime' in r.fields ? formatDateTime(now) : null;
  for (let i = 0; i < rows.length; i += 500) {
    const chunk: Row[] = rows.slice(i, i + 500).map((v) => {
      const withDefaults: Row = {};
      for (const [k, fd] of Object.entries(r.fields)) if (fd.default !== undefined) withDefaults[k] = fd.default;
      return { ...withDefaults, ...(stamp ? { createTime: stamp } : {}), ...v };
    });
    const cols = [...new Set(chunk.flatMap((v) => columnsOf(r, v).map(([k]) => k)))];
    if (!cols.length) {
      for (const _ of chunk) out.push(...(await db.query(`insert into ${tableName(r)} default values returning *`)));
      continue;
    }
    const params: unknown[] = [];
    const tuples = chunk.map((v) => `(${cols.map((c) => { params.push(v[c] ?? null); return `$${params.length}`; }).join(', ')})`);
    out.push(...(await db.query(`insert into ${tableName(r)} (${cols.map(q).join(', ')}) values ${tuples.join(', ')} returning *`, params)
      .catch((e: unknown) => { throw uniqueViolation(r, e) ?? e; })));
  }
  return out;
}

export async function updateRow(db: Db, r: ResourceDef, id: number, values: Row): Promise<Row | null> {
  const cols = columnsOf(r, values);
  if (!cols.length) return findById(db, r, id);
  const params: unknown[] = cols.map(([, v]) => v);
  params.push(id);
  const set = cols.map(([k], i) => `${q(k)} = $${i + 1}`).join(', ');
  const rows = await db.query(`update ${tableName(r)} set ${set} where "id" = $${params.length} and "_deleted" = false returning *`, params)
    .catch((e: unknown) => { throw uniqueViolation(r, e) ?? e; });
  return rows[0] ?? null;
}

/** Soft-deletes live rows; physically removes rows that are already soft-deleted or when asked. */
export async function deleteRows(db: Db, r: ResourceDef, ids: readonly number[], physical: boolean): Promise<number> {
  if (!ids.length) return 0;
  const t = tableName(r);
  if (physical || r.physicalDelete) return (await db.query(`delete from ${t} where "id" = any($1) returning "id"`, [ids])).length;
  const soft = await db.query(`update ${t} set "_deleted" = true where "id" = any($1) and "_deleted" = false returning "id"`, [ids]);
  const purged = await db.query(`delete from ${t} where "id" = any($1) and "_deleted" = true and not ("id" = any($2)) returning "id"`, [ids, soft.map((x) => x.id)]);
  return soft.length + purged.length;
}

/**
 * The first live row whose columns equal `eq` exactly (unlike list filters, text is not
 * matched by substring); `exceptId` skips one row (uniqueness checks on update).
 */
export async function findOne(db: Db, r: ResourceDef, eq: Row, exceptId?: number, columns: readonly string[] = []): Promise<Row | null> {
  const params: unknown[] = [];
  const parts = ['"_deleted" = false'];
  for (const [k, v] of Object.entries(eq)) {
    if (!(k in r.fields) || v === undefined) continue;
    if (v === null) parts.push(`${q(k)} is null`);
    else { params.push(v); parts.push(`${q(k)} = $${params.length}`); }
  }
  if (exceptId !== undefined) { params.push(exceptId); parts.push(`"id" <> $${params.length}`); }
  const rows = await db.query(`${selectFrom(r, columns)} where ${parts.join(' and ')} order by "id" desc limit 1`, params);
  return rows[0] ?? null;
}

/** Live rows by id, in the order of the ids given. */
export async function findByIds(db: Db, r: ResourceDef, ids: readonly number[]): Promise<Row[]> {
  if (!ids.length) return [];
  const rows = await db.query(`select * from ${tableName(r)} where "id" = any($1) and "_deleted" = false`, [ids]);
  const byId = new Map(rows.map((row) => [Number(row.id), row]));
  return ids.map((id) => byId.get(id)).filter((row): row is Row => row !== undefined);
}
