/**
 * Numbers the server assigns (the contract's `serial` fields: order, release-slip and recharge
 * numbers) as `<prefix><yyyyMMdd><sequence>`, the sequence counting from 000001 per field and day.
 * A counter row per field and day hands out blocks with one upsert: on PostgreSQL a second
 * transaction waits for the first one's counter row, so concurrent adds never share a number. A
 * day's first block continues after the numbers already stored for it (rows seeded or imported
 * with that day's numbers), soft-deleted rows included.
 */
import type { ResourceDef } from '../../../src/contract';
import type { Db, Row } from '../types';
import { q, tableName } from './migrate';

// The counter table "_serials" (scope, day, n) is created by `migrate`.

const SEQUENCE_DIGITS = 6;

/** yyyyMMdd of the server clock's local date, as the seed's codes and the datetime columns use it. */
function dayOf(now: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}${p(now.getMonth() + 1)}${p(now.getDate())}`;
}

/**
 * `count` fresh numbers of one serial field, in order.
 * @example await reserveSerials(db, orderDinner, 'orderNo', 2, now) // ['DC20261125000121', 'DC20261125000122']
 */
export async function reserveSerials(db: Db, r: ResourceDef, field: string, count: number, now: Date): Promise<string[]> {
  const prefix = r.fields[field]?.serial;
  if (!prefix) throw new Error(`${r.key}.${field} is not a serial field`);
  if (count <= 0) return [];
  const head = `${prefix}${dayOf(now)}`;
  const col = `t.${q(field)}`;
  const [row] = await db.query<{ n: number }>(
    `insert into "_serials" as s ("scope", "day", "n")
       select $1, $2, coalesce(max(substr(${col}, $3::int)::int), 0) + $4::int
         from ${tableName(r)} t where ${col} like $5 and substr(${col}, $3::int) ~ '^[0-9]{1,9}$'
     on conflict ("scope", "day") do update set "n" = s."n" + $4::int
     returning "n"`,
    [`${tableName(r)}.${field}`, head.slice(prefix.length), head.length + 1, count, `${head}%`],
  );
  const last = Number(row!.n);
  return Array.from({ length: count }, (_, i) => `${head}${String(last - count + 1 + i).padStart(SEQUENCE_DIGITS, '0')}`);
}

const missing = (v: unknown): boolean => v === undefined || v === null || v === '';

/** The rows with a number in every serial field they lack (rows that bring one keep it). */
export async function withSerials(db: Db, r: ResourceDef, rows: readonly Row[], now: Date): Promise<readonly Row[]> {
  const fields = Object.entries(r.fields).filter(([, fd]) => fd.serial).map(([name]) => name);
  if (!fields.length) return rows;
  const out = rows.map((row) => ({ ...row }));
  for (const field of fields) {
    const lacking = out.filter((row) => missing(row[field]));
    const numbers = await reserveSerials(db, r, field, lacking.length, now);
    lacking.forEach((row, i) => { row[field] = numbers[i]; });
  }
  return out;
}
