/**
 * What every write checks before it touches a table: the values it may store, references
 * that must point at live rows, unique fields, and (on delete) rows that other rows still
 * need. Imports and dedicated actions reuse these so a row is judged the same everywhere.
 */
import { isWriteOnly, ledgerRefusal, writableFields, type CatalogueIndex, type FieldDef, type OperationKind, type ResourceDef } from '../../../src/contract';
import { hashPassword } from '../auth/password';
import { q, tableName } from '../db/migrate';
import { findById, findOne } from '../db/store';
import { ApiFail, CODE, type Db, type Row } from '../types';
import { titleOf } from './input';

const label = (r: ResourceDef, field: string): string => r.fields[field]?.label['zh-CN'] ?? field;

/**
 * The writable values of `input` for `r`: present keys only (null clears a field), passwords
 * hashed, required fields never cleared. A write-only field (password, secret) sent blank leaves
 * the stored value alone: an edit form cannot show it, so it starts blank.
 */
export async function writableValues(r: ResourceDef, input: Row, mode: 'add' | 'update'): Promise<Row> {
  const out: Row = {};
  for (const [name, fd] of writableFields(r)) {
    if (!(name in input) || input[name] === undefined) continue;
    const v = input[name];
    if (isWriteOnly(fd) && (v === null || v === '')) {
      if (mode === 'add' && fd.required) throw new ApiFail(CODE.badRequest, `${label(r, name)}不能为空`, name);
      continue;
    }
    if (fd.type === 'password') {
      out[name] = await hashPassword(String(v));
      continue;
    }
    if (v === null && fd.required) throw new ApiFail(CODE.badRequest, `${label(r, name)}不能为空`, name);
    if (v === null && mode === 'add') continue;
    out[name] = v;
  }
  return out;
}

/** What a refused write of a money ledger says (the console shows it as the toast). */
export const MONEY_LEDGER_MSG = '只能由资金操作写入（充值审核、消费、退款、额度调整），不能手工新增、修改、删除或导入';

/**
 * A ledger refuses what the contract says it refuses (ledgerRefusal), whatever handler the call
 * has: an append-only ledger (orders, bills, welfare grants) any update, delete, or save that
 * names a row (409; corrections are new records, a refund or a reversal); a money ledger (account
 * records, account flow, points records, credit quota changes, refund lines) every generic add,
 * update, save, delete and import (403): its lines are written only by the action that moved the
 * money, with who and when.
 */
export function refuseLedgerEdit(r: ResourceDef, kind: OperationKind, input: Row): void {
  const why = ledgerRefusal(r, kind, input);
  if (why === 'money') throw new ApiFail(CODE.forbidden, `${titleOf(r)}${MONEY_LEDGER_MSG}`);
  if (why === 'edit') throw new ApiFail(CODE.conflict, `${titleOf(r)}是流水记录，不可修改或删除，请通过退款或冲正处理`);
}

const sameValue = (fd: FieldDef, a: unknown, b: unknown): boolean => {
  const blank = (v: unknown) => v === null || v === undefined || v === '';
  if (blank(a) || blank(b)) return blank(a) && blank(b);
  const numeric = fd.type === 'amount' || fd.type === 'number' || fd.type === 'integer' || fd.type === 'percent';
  return numeric ? Number(a) === Number(b) : String(a) === String(b);
};

/**
 * Create-only fields (the amounts of money records) keep the value they were added with: an
 * update that changes one is refused (409 naming it); sending the stored value again is fine.
 */
export function checkCreateOnly(r: ResourceDef, stored: Row, values: Row): void {
  for (const [name, v] of Object.entries(values)) {
    const fd = r.fields[name];
    if (fd?.createOnly && !sameValue(fd, stored[name], v)) {
      throw new ApiFail(CODE.conflict, `${label(r, name)}创建后不可修改`, name);
    }
  }
}

/** Every non-null reference must name a live row of its resource (400 naming the field). */
export async function checkRefs(db: Db, idx: CatalogueIndex, r: ResourceDef, values: Row, selfId?: number): Promise<void> {
  for (const [name, v] of Object.entries(values)) {
    const fd = r.fields[name];
    if (fd?.type !== 'ref' || v === null || v === undefined) continue;
    if (selfId !== undefined && fd.ref === r.key && Number(v) === selfId) {
      throw new ApiFail(CODE.badRequest, `${label(r, name)}不能是自己`, name);
    }
    const target = idx.resource(fd.ref!);
    if (!(await findById(db, target, Number(v)))) {
      throw new ApiFail(CODE.badRequest, `${label(r, name)}不存在（编号 ${String(v)}）`, name);
    }
  }
}

/** Fields marked unique must not repeat among live rows (409 '<label>已存在'). */
export async function checkUnique(db: Db, r: ResourceDef, values: Row, exceptId?: number): Promise<void> {
  for (const [name, fd] of Object.entries(r.fields)) {
    const v = values[name];
    if (!fd.unique || v === null || v === undefined || v === '') continue;
    if (await findOne(db, r, { [name]: v }, exceptId)) throw new ApiFail(CODE.conflict, `${label(r, name)}已存在`, name);
  }
}

type Referrer = { readonly resource: ResourceDef; readonly field: string };
const referrersCache = new WeakMap<CatalogueIndex, Map<string, Referrer[]>>();

/**
 * Resources whose required reference points at `key`: a unit cannot live without its building,
 * so a building with units may not be deleted. Optional references (a log's user) do not block.
 */
function referrersOf(idx: CatalogueIndex, key: string): Referrer[] {
  let map = referrersCache.get(idx);
  if (!map) {
    map = new Map();
    for (const res of idx.resources.values()) {
      for (const [field, fd] of Object.entries(res.fields)) {
        if (fd.type !== 'ref' || !fd.required || !fd.ref) continue;
        const list = map.get(fd.ref) ?? [];
        list.push({ resource: res, field });
        map.set(fd.ref, list);
      }
    }
    referrersCache.set(idx, map);
  }
  return map.get(key) ?? [];
}

/** Refuses (409) to delete rows that live rows of another resource still need. */
export async function checkNotInUse(db: Db, idx: CatalogueIndex, r: ResourceDef, ids: readonly number[]): Promise<void> {
  if (!ids.length) return;
  for (const { resource, field } of referrersOf(idx, r.key)) {
    const self = resource.key === r.key ? ` and not ("id" = any($1))` : '';
    const rows = await db.query<{ ref: number }>(
      `select ${q(field)} as ref from ${tableName(resource)} where ${q(field)} = any($1) and "_deleted" = false${self} limit 1`, [ids],
    );
    if (rows.length) {
      throw new ApiFail(CODE.conflict, `${titleOf(r)}（编号 ${rows[0]!.ref}）仍被${titleOf(resource)}使用，不能删除`);
    }
  }
}
