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

export function columnType(fd: FieldDef): string {
  switch (fd.type) {
    case 'id': return 'serial primary key';
    case 'ref': case 'integer': return 'integer';
    case 'number': case 'amount': case 'percent': return 'double precision';
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

/** Indexes on the columns lists filter and join on, so big tables stay fast (unique fields have theirs). */
function indexSql(r: ResourceDef): string[] {
  const t = tableName(r);
  return Object.entries(r.fields)
    .filter(([, fd]) => (fd.filter || fd.type === 'ref') && !fd.unique)
    .map(([n]) => `create index if not exists ${`${t}__${n}`.toLowerCase().slice(0, 60)} on ${t} (${q(n)})`);
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

export async function migrate(db: Db, idx: CatalogueIndex): Promise<void> {
  const existing = new Map<string, Set<string>>();
  for (const row of await db.query<{ table_name: string; column_name: string }>(
    `select table_name, column_name from information_schema.columns where table_schema = current_schema()`,
  )) {
    if (!existing.has(row.table_name)) existing.set(row.table_name, new Set());
    existing.get(row.table_name)!.add(row.column_name);
  }
  const statements: string[] = [];
  if (!existing.has('_serials')) statements.push(SERIALS_DDL);
  for (const r of idx.resources.values()) {
    const t = tableName(r);
    const cols = existing.get(t);
    if (!cols) statements.push(createTableSql(r), ...indexSql(r));
    else {
      for (const [n, fd] of Object.entries(r.fields)) {
        if (!cols.has(n)) statements.push(`alter table ${t} add column ${q(n)} ${columnType(fd).replace(' primary key', '')}`);
      }
    }
  }
  if (statements.length) await db.exec(statements.join(';\n'));
  await ensureUniqueIndexes(db, idx);
}

/**
 * Creates the missing unique indexes one by one: a folder written before they existed may hold
 * duplicate names, which keep their index from being created (with a warning naming them) but
 * must not stop the server; the handlers' pre-check still answers new duplicates.
 */
async function ensureUniqueIndexes(db: Db, idx: CatalogueIndex): Promise<void> {
  const have = new Set((await db.query<{ indexname: string }>(
    `select indexname from pg_indexes where schemaname = current_schema()`)).map((x) => x.indexname));
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
