/**
 * Tables derived from the contract: one table per resource, one column per field, plus the
 * bookkeeping columns `_deleted` (soft delete) and `_created`. Migrating is idempotent:
 * missing tables are created and missing columns added, so a new field in the contract
 * reaches an existing data directory on the next start.
 */
import type { CatalogueIndex, FieldDef, ResourceDef } from '../../../src/contract';
import type { Db } from '../types';

/** `organisation.household` -> `r_organisation__household`. */
export const tableName = (r: Pick<ResourceDef, 'service' | 'name'>): string =>
  `r_${r.service}__${r.name}`.toLowerCase().replace(/[^a-z0-9_]/g, '_');

/** Quotes an identifier (field names keep their camelCase). */
export const q = (ident: string): string => `"${ident.replace(/"/g, '""')}"`;

/** The column type of an `amount`: exact decimal, so sums in SQL never drift like binary floats. */
export const AMOUNT_COLUMN = 'numeric(18,2)';

export function columnType(fd: FieldDef): string {
  switch (fd.type) {
    case 'id': return 'serial primary key';
    case 'ref': case 'integer': return 'integer';
    case 'amount': return AMOUNT_COLUMN;
    case 'number': case 'percent': return 'double precision';
    case 'boolean': return 'boolean';
    case 'enum': return typeof fd.values?.[0]?.value === 'number' ? 'integer' : 'text';
    default: return 'text';
  }
}

function createTableSql(r: ResourceDef): string {
  const cols = Object.entries(r.fields).map(([n, fd]) => `${q(n)} ${columnType(fd)}`);
  if (!('id' in r.fields)) cols.unshift(`${q('id')} serial primary key`);
  cols.push(`"_deleted" boolean not null default false`, `"_created" timestamptz not null default now()`);
  return `create table if not exists ${tableName(r)} (\n  ${cols.join(',\n  ')}\n)`;
}

const TEXTUAL = new Set(['string', 'text', 'phone', 'email', 'url', 'image', 'audio']);

/** An index name within PostgreSQL's 63 bytes, still unique when the table and field names are long. */
function indexName(base: string): string {
  const name = base.toLowerCase();
  if (name.length <= 63) return name;
  let h = 0;
  for (const c of name) h = (Math.imul(h, 31) + c.charCodeAt(0)) >>> 0;
  return `${name.slice(0, 54)}_${h.toString(36).padStart(7, '0').slice(0, 8)}`;
}

/**
 * The b-trees of earlier versions, each covered by its `(column, "_deleted", "id")` successor: the
 * single-column one, then `(column, "_deleted")`.
 */
const replacedBtreeNames = (t: string, n: string) => [`${t}__${n}`.toLowerCase().slice(0, 60), indexName(`${t}__${n}__live`)];

/** The fields that get a b-tree: list filters and refs (unique fields have their unique index). */
const btreeFields = (r: ResourceDef): string[] =>
  Object.entries(r.fields).filter(([, fd]) => (fd.filter || fd.type === 'ref') && !fd.unique).map(([n]) => n);

/**
 * Indexes derived from the contract, so big tables stay fast whatever the filter: a b-tree on
 * every column lists filter, sort and join on (equality, ranges, order; unique fields have
 * theirs), and, where the database has pg_trgm, a trigram GIN index on every text filter, which
 * the list's substring match (`ilike '%…%'`) uses instead of reading the whole table.
 * The b-tree also holds `"_deleted"`: every list asks for live rows, so its capped total
 * (`count(*)` of up to 10,001 rows) reads the index alone instead of 10,001 table rows
 * (`npm run bench:server`, 1,000,000 orders, random date ranges: 362 to 978 req/s on PostgreSQL).
 * And `"id"`, the list's default order: one equality filter reads its page in order from the
 * index, and a deep page finds its ids in the index alone before reading 20 rows (store.ts).
 */
export function indexSql(r: ResourceDef, trigram: boolean): { name: string; sql: string }[] {
  const t = tableName(r);
  const out: { name: string; sql: string }[] = [];
  for (const n of btreeFields(r)) {
    const name = indexName(`${t}__${n}__live_id`);
    out.push({ name, sql: `create index if not exists ${name} on ${t} (${q(n)}, "_deleted", "id")` });
  }
  for (const [n, fd] of Object.entries(r.fields)) {
    if (trigram && fd.filter && TEXTUAL.has(fd.type)) {
      const name = indexName(`${t}__${n}__trgm`);
      out.push({ name, sql: `create index if not exists ${name} on ${t} using gin (${q(n)} gin_trgm_ops)` });
    }
  }
  return out;
}

/** Filters that pick one of few values (a project, a status, a flag): their combinations are correlated. */
const CATEGORICAL = new Set(['enum', 'ref', 'boolean']);

/**
 * Multi-column statistics (the most common value combinations) over each pair of a resource's
 * categorical list filters, derived from the contract like the indexes. Without them the planner
 * multiplies the two selectivities as if independent; for a combination that matches nothing (a
 * status one project never had) it then walks the whole table in id order looking for a page.
 * ANALYZE (PostgreSQL's autovacuum; ensureIndexes for a folder that lacked them) fills them.
 * @example statisticsSql(orderDinner)[0] // { name: 'r_ordermeal__orderdinner__orgid__companyid__st', sql: 'create statistics …' }
 */
export function statisticsSql(r: ResourceDef): { name: string; sql: string }[] {
  const t = tableName(r);
  const fields = Object.entries(r.fields).filter(([, fd]) => fd.filter && CATEGORICAL.has(fd.type)).map(([n]) => n);
  const out: { name: string; sql: string }[] = [];
  for (let i = 0; i < fields.length; i += 1) {
    for (let j = i + 1; j < fields.length; j += 1) {
      const name = indexName(`${t}__${fields[i]}__${fields[j]}__st`);
      out.push({ name, sql: `create statistics if not exists ${name} (mcv) on ${q(fields[i]!)}, ${q(fields[j]!)} from ${t}` });
    }
  }
  return out;
}

/** The name of the unique index of a `unique` field; uniqueViolation maps it back to the field. */
export const uniqueIndexName = (r: ResourceDef, field: string): string => `${tableName(r)}__${field}__uq`.toLowerCase().slice(0, 63);

/**
 * Fields marked `unique` are unique among live rows: a partial unique index, so a soft-deleted row
 * frees its name and two parallel adds cannot both store one (a read-then-insert check can).
 */
function uniqueIndexSql(r: ResourceDef): string[] {
  return Object.entries(r.fields)
    .filter(([, fd]) => fd.unique)
    .map(([n]) => `create unique index if not exists ${q(uniqueIndexName(r, n))} on ${tableName(r)} (${q(n)}) where "_deleted" = false`);
}

/** The counters of the numbers the server assigns (see serials.ts): one row per serial field and day. */
const SERIALS_DDL = `create table if not exists "_serials" ("scope" text not null, "day" text not null,
  "n" integer not null, primary key ("scope", "day"))`;

/** Whether the database offers trigram indexes (pg_trgm: PostgreSQL's contrib, PGlite's extension). */
async function enableTrigram(db: Db): Promise<boolean> {
  try {
    await db.exec('create extension if not exists pg_trgm');
    return true;
  } catch (e) {
    // The in-browser PGlite goes without on purpose; a PostgreSQL without contrib is worth a word.
    if (db.kind === 'pg') console.warn(`[migrate] pg_trgm not available (${(e as Error).message}): substring filters will scan their tables`);
    return false;
  }
}

export async function migrate(db: Db, idx: CatalogueIndex): Promise<void> {
  const existing = new Map<string, Map<string, string>>();
  for (const row of await db.query<{ table_name: string; column_name: string; data_type: string }>(
    `select table_name, column_name, data_type from information_schema.columns where table_schema = current_schema()`,
  )) {
    if (!existing.has(row.table_name)) existing.set(row.table_name, new Map());
    existing.get(row.table_name)!.set(row.column_name, row.data_type);
  }
  const trigram = await enableTrigram(db);
  const statements: string[] = [];
  if (!existing.has('_serials')) statements.push(SERIALS_DDL);
  for (const r of idx.resources.values()) {
    const t = tableName(r);
    const cols = existing.get(t);
    if (!cols) statements.push(createTableSql(r), ...indexSql(r, trigram).map((i) => i.sql), ...statisticsSql(r).map((x) => x.sql));
    else {
      for (const [n, fd] of Object.entries(r.fields)) {
        if (!cols.has(n)) statements.push(`alter table ${t} add column ${q(n)} ${columnType(fd).replace(' primary key', '')}`);
        // Folders written before amounts were exact hold them as double precision: rounded to
        // cents once, so the binary value 0.1000000000000000055… is stored as 0.10.
        else if (fd.type === 'amount' && cols.get(n) === 'double precision') {
          statements.push(`alter table ${t} alter column ${q(n)} type ${AMOUNT_COLUMN} using round(${q(n)}::numeric, 2)`);
        }
      }
    }
  }
  if (statements.length) await db.exec(statements.join(';\n'));
  await ensureIndexes(db, idx, trigram);
}

/**
 * Creates the indexes a folder written by an older version lacks (new filters, trigram indexes),
 * then the missing unique indexes one by one: a folder written before they existed may hold
 * duplicate names, which keep their index from being created (with a warning naming them) but
 * must not stop the server; the handlers' pre-check still answers new duplicates.
 */
async function ensureIndexes(db: Db, idx: CatalogueIndex, trigram: boolean): Promise<void> {
  const have = new Set((await db.query<{ indexname: string }>(
    `select indexname from pg_indexes where schemaname = current_schema()`)).map((x) => x.indexname));
  const missing = [...idx.resources.values()].flatMap((r) => indexSql(r, trigram)).filter((i) => !have.has(i.name));
  if (missing.length) await db.exec(missing.map((i) => i.sql).join(';\n'));
  // The b-trees of earlier versions: each is covered by its (column, "_deleted", "id") successor.
  const replaced = [...idx.resources.values()].flatMap((r) => btreeFields(r).flatMap((n) => replacedBtreeNames(tableName(r), n)))
    .filter((name) => have.has(name));
  if (replaced.length) await db.exec(replaced.map((name) => `drop index if exists ${name}`).join(';\n'));
  // Statistics a folder of an earlier version lacks: created, then filled for their tables at once.
  const haveStats = new Set((await db.query<{ stxname: string }>(`select stxname from pg_statistic_ext where stxnamespace = current_schema()::regnamespace`)).map((x) => x.stxname));
  const newStats = [...idx.resources.values()].flatMap((r) => statisticsSql(r).filter((x) => !haveStats.has(x.name)).map((x) => ({ ...x, table: tableName(r) })));
  if (newStats.length) {
    await db.exec(newStats.map((x) => x.sql).join(';\n'));
    await db.exec(`analyze ${[...new Set(newStats.map((x) => x.table))].join(', ')}`);
  }
  for (const r of idx.resources.values()) {
    for (const sql of uniqueIndexSql(r)) {
      const name = /index if not exists "([^"]+)"/.exec(sql)![1]!;
      if (have.has(name)) continue;
      try {
        await db.exec(sql);
      } catch (e) {
        console.warn(`[migrate] ${tableName(r)}: unique index ${name} not created (${(e as Error).message}); `
          + 'rename or delete the live rows that share a value, then restart, or parallel adds may store it twice');
      }
    }
  }
}
