/**
 * Small helpers the action handlers share: rows that must exist, id lists, money rounding,
 * serial numbers, and two server-owned tables for what the contract has no resource for:
 * `_config` (JSON settings by scope and key) and `_links` (membership pairs, e.g. the
 * projects of a clique).
 */
import { randomInt } from '../platform/random';
import { tableName } from '../db/migrate';
import { scopeCondition, scopeOfUser } from '../scope/rowScope';
import { scopedRow } from '../scope/scopedRows';
import { ApiFail, CODE, type Db, type OpContext, type Row } from '../types';

/** A row of `key` by id within the session's data scope, or ApiFail 404 naming what is missing. */
export async function needRow(ctx: OpContext, db: Db, key: string, id: unknown): Promise<Row> {
  const r = ctx.idx.resource(key);
  const n = Number(id);
  const row = Number.isInteger(n) && n > 0 && n <= 2147483647 ? await scopedRow(ctx, db, r, n) : null;
  if (!row) throw new ApiFail(CODE.notFound, `${r.title['zh-CN']}不存在`);
  return row;
}

/**
 * Like needRow, and holds the row's lock until the transaction ends (`for update`), so what the
 * caller checks on it (enabled, still pending) stays true while it writes: a parallel call on the
 * same row waits, then reads the row as this one left it.
 */
export async function lockRow(ctx: OpContext, db: Db, key: string, id: unknown): Promise<Row> {
  const r = ctx.idx.resource(key);
  const n = Number(id);
  const row = Number.isInteger(n) && n > 0 && n <= 2147483647 ? await scopedRow(ctx, db, r, n, { lock: true }) : null;
  if (!row) throw new ApiFail(CODE.notFound, `${r.title['zh-CN']}不存在`);
  return row;
}

/** "1, 2,3" -> [1, 2, 3]; anything not a positive integer is a 400 naming the field. */
export function parseIds(v: unknown, field: string, label: string, required = true): number[] {
  if (v === undefined || v === null || v === '') {
    if (required) throw new ApiFail(CODE.badRequest, `${label}不能为空`, field);
    return [];
  }
  const parts = (Array.isArray(v) ? v.map(String) : String(v).split(',')).map((s) => s.trim()).filter(Boolean);
  if (parts.some((s) => !/^\d+$/.test(s) || Number(s) < 1)) throw new ApiFail(CODE.badRequest, `${label}格式不正确`, field);
  const ids = [...new Set(parts.map(Number))];
  if (required && !ids.length) throw new ApiFail(CODE.badRequest, `${label}不能为空`, field);
  return ids;
}

/** Checks that every id exists in `key` within the session's data scope; a 404 lists the missing ones. */
export async function needAll(ctx: OpContext, db: Db, key: string, ids: readonly number[]): Promise<void> {
  if (!ids.length) return;
  const r = ctx.idx.resource(key);
  const params: unknown[] = [ids];
  const cond = scopeCondition(ctx.idx, scopeOfUser(ctx.user), r, params);
  const found = new Set((await db.query(`select "id" from ${tableName(r)} where "id" = any($1) and "_deleted" = false${cond ? ` and (${cond})` : ''}`, params)).map((x) => Number(x.id)));
  const missing = ids.filter((i) => !found.has(i));
  if (missing.length) throw new ApiFail(CODE.notFound, `${r.title['zh-CN']}不存在：${missing.join(',')}`);
}

/** A row as callers see it: without the bookkeeping columns (`_deleted`, `_created`). */
export const publicRow = (row: Row): Row => Object.fromEntries(Object.entries(row).filter(([k]) => !k.startsWith('_')));

export const round2 = (n: number): number => Math.round(n * 100) / 100;

/** A positive amount with at most two decimals, or 400. */
export function positiveAmount(v: unknown, label = '金额'): number {
  const n = Number(v);
  if (!Number.isFinite(n) || n <= 0) throw new ApiFail(CODE.badRequest, `${label}必须大于0`, 'amount');
  if (round2(n) !== n) throw new ApiFail(CODE.badRequest, `${label}最多保留两位小数`, 'amount');
  return n;
}

/** `W20261121093015` + 4 random digits: unique enough for one server, sortable by time. */
export function serialNo(prefix: string, now: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  const stamp = `${now.getFullYear()}${p(now.getMonth() + 1)}${p(now.getDate())}${p(now.getHours())}${p(now.getMinutes())}${p(now.getSeconds())}`;
  return `${prefix}${stamp}${String(randomInt(0, 10000)).padStart(4, '0')}`;
}

/** The name of whoever acts (for operator columns). */
export const operatorName = (ctx: OpContext): string => (ctx.user?.userName || ctx.user?.loginName || 'system').slice(0, 32);

export async function readConfig<T>(db: Db, scope: string, key: string | number): Promise<T | null> {
  const rows = await db.query<{ value: unknown }>(`select "value" from "_config" where "scope" = $1 and "key" = $2`, [scope, String(key)]);
  const v = rows[0]?.value;
  return v === undefined ? null : ((typeof v === 'string' ? JSON.parse(v) : v) as T);
}

export async function writeConfig(db: Db, scope: string, key: string | number, value: unknown, now: Date): Promise<void> {
  await db.query(
    `insert into "_config" ("scope", "key", "value", "updated") values ($1, $2, $3::jsonb, $4)
     on conflict ("scope", "key") do update set "value" = excluded."value", "updated" = excluded."updated"`,
    [scope, String(key), JSON.stringify(value), now],
  );
}

/** Adds members (existing pairs are kept); answers how many were new. */
export async function addLinks(db: Db, kind: string, ownerId: number, memberIds: readonly number[]): Promise<number> {
  if (!memberIds.length) return 0;
  const rows = await db.query(
    `insert into "_links" ("kind", "owner_id", "member_id") select $1, $2, unnest($3::int[]) on conflict do nothing returning 1`,
    [kind, ownerId, memberIds],
  );
  return rows.length;
}

export async function removeLinks(db: Db, kind: string, ownerId: number, memberIds: readonly number[]): Promise<number> {
  if (!memberIds.length) return 0;
  return (await db.query(`delete from "_links" where "kind" = $1 and "owner_id" = $2 and "member_id" = any($3) returning 1`, [kind, ownerId, memberIds])).length;
}

export async function linkedIds(db: Db, kind: string, ownerId: number): Promise<number[]> {
  return (await db.query(`select "member_id" from "_links" where "kind" = $1 and "owner_id" = $2 order by "created", "member_id"`, [kind, ownerId]))
    .map((x) => Number(x.member_id));
}
