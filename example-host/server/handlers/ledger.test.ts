/**
 * Records that are money stay true: ledgers refuse every edit and delete (409, nothing changes),
 * create-only amounts keep their value, and a recharge request is edited only until submitted.
 */
import { describe, expect, it } from 'vitest';
import { isMoneyLedger, ledgerRefusal, type IndexedOperation } from '../../../src/contract';
import { useAdminServer } from '../api/adminServer';
import { tableName } from '../db/migrate';
import type { Row } from '../types';

const s = useAdminServer();

const table = (key: string) => tableName(s.server.idx.resource(key));
const firstRow = async (key: string): Promise<Row | undefined> =>
  (await s.server.db.query(`select * from ${table(key)} where "_deleted" = false order by "id" limit 1`))[0];
const post = async (path: string, form: Row) => (await s.api.call('POST', path, { form, session: s.admin })).body!;

/** Calls an operation on one row the way the console would (path id, body id or ids). */
async function callOn(e: IndexedOperation, id: number, extra: Row = {}) {
  const path = e.op.path.replace(/\{ids?\}/, String(id));
  const input: Row = { ...(e.op.kind === 'deleteIds' ? { ids: String(id) } : { id }), ...extra };
  if (e.op.method === 'GET') return (await s.api.call('GET', path, { session: s.admin })).body!;
  return (await s.api.call('POST', path, e.op.encoding === 'json' ? { json: input, session: s.admin } : { form: input, session: s.admin })).body!;
}

describe('ledger resources', () => {
  const ledgerEdits = () => s.server.idx.operations.filter((e) => ledgerRefusal(s.server.idx.rowsOf(e), e.op.kind) === 'edit');

  it('the contract marks orders, flows, recharge and integral records, receivables, collections and welfare payouts', () => {
    const ledgers = [...s.server.idx.resources.values()].filter((r) => r.ledger).map((r) => r.key);
    expect(ledgers).toEqual(expect.arrayContaining([
      'ordermeal.orderDinner', 'meal.mealOrderDinner', 'carwash.order', 'airconditioning.order', 'flashdeliver.order',
      'wallet.virtAccountWater', 'organisation.userRecod', 'meal.integralRecord', 'meal.integralRechargeRecord',
      'ordermeal.integralRechargeRecord', 'ordermeal.receivables', 'collection.collection', 'organisation.welfareRecord',
      'organisation.welfarePersonRecord',
    ]));
    // The spec lists update and delete for several of them: the calls stay in the contract.
    expect(ledgerEdits().length).toBeGreaterThan(10);
  });

  it('refuse every update, delete, delete_ids and save of a row with 409, and the row stays as it was', async () => {
    for (const e of ledgerEdits()) {
      const rows = s.server.idx.rowsOf(e);
      const row = await firstRow(rows.key);
      const id = row ? Number(row.id) : 1;
      const amount = Object.entries(rows.fields).find(([, fd]) => fd.type === 'amount' && !fd.readOnly)?.[0];
      const body = await callOn(e, id, amount && e.op.kind !== 'deleteIds' && e.op.kind !== 'delete' ? { [amount]: '0.01' } : {});
      expect(body, e.id).toMatchObject({ code: 409 });
      expect(body.msg, e.id).toBe(`${rows.title['zh-CN']}是流水记录，不可修改或删除，请通过退款或冲正处理`);
      if (row) expect(await firstRow(rows.key), e.id).toEqual(row);
    }
  });

  it('a save without an id still adds (a ledger grows), and its transitions (cancel, refund) still run', async () => {
    const order = (await s.server.db.query(`select * from ${table('ordermeal.orderDinner')} where "status" = 'ordered' order by "id" limit 1`))[0]!;
    expect(await post('/ordermeal/web/orderDinner/cancelDinner', { id: order.id })).toMatchObject({ code: 200 });
    const lines = await post('/ordermeal/web/orderDinner/add', {
      userId: order.userId, orgId: order.orgId, mealId: order.mealId, date: order.date, mealTime: order.mealTime, amount: '12.5',
    });
    expect(lines).toMatchObject({ code: 200, data: { amount: 12.5, status: 'ordered' } });
  });

  it('an ordinary resource is still edited and deleted', async () => {
    const build = (await firstRow('organisation.build'))!;
    expect(await post('/organisation/build/update', { id: build.id, name: `${String(build.name)}A` })).toMatchObject({ code: 200 });
  });
});

describe('money ledgers (written only by the action that moved the money)', () => {
  const moneyLedgers = () => [...s.server.idx.resources.values()].filter(isMoneyLedger);
  const countOf = async (key: string) => Number((await s.server.db.query(`select count(*)::int as n from ${table(key)}`))[0]!.n);

  it('the contract marks account records, account flow, points records, credit quota changes and refund lines', () => {
    expect(moneyLedgers().map((r) => r.key)).toEqual(expect.arrayContaining([
      'organisation.userRecod', 'wallet.virtAccountWater', 'meal.integralRecord', 'meal.integralRechargeRecord',
      'ordermeal.integralRechargeRecord', 'credit.creditQuotaOperation', 'flashdeliver.orderRefund',
    ]));
  });

  it('refuse every generic add, update, save, delete and import (403), and nothing is stored or changed', async () => {
    const writes = s.server.idx.operations.filter((e) => isMoneyLedger(s.server.idx.rowsOf(e)) && ledgerRefusal(s.server.idx.rowsOf(e), e.op.kind) === 'money');
    // saveUserRecod, saveSalesAccountRecod and the points records' standard calls: the spec lists them, so they stay.
    expect(writes.map((e) => e.id)).toEqual(expect.arrayContaining(['organisation.userRecod.saveUserRecod', 'meal.integralRecord.add']));
    for (const e of writes) {
      const rows = s.server.idx.rowsOf(e);
      const before = await countOf(rows.key);
      const row = await firstRow(rows.key);
      const id = row ? Number(row.id) : 1;
      // A hand-written 50,000 recharge line with a plausible body: every field the contract lets a form send.
      const line: Row = {};
      for (const [name, fd] of Object.entries(rows.fields)) {
        if (fd.readOnly || fd.type === 'id') continue;
        line[name] = fd.type === 'amount' || fd.type === 'integer' ? '50000' : fd.type === 'ref' ? String(row?.[name] ?? 1)
          : fd.type === 'enum' ? String(fd.values?.[0]?.value ?? '') : fd.type === 'date' ? '2026-03-01' : 'x';
      }
      const body = e.op.kind === 'add' || e.op.kind === 'import' ? (await s.api.call('POST', e.op.path, { form: line, session: s.admin })).body!
        : await callOn(e, id, e.op.kind === 'delete' || e.op.kind === 'deleteIds' ? {} : line);
      expect(body, e.id).toMatchObject({ code: 403, msg: `${rows.title['zh-CN']}只能由资金操作写入（充值审核、消费、退款、额度调整），不能手工新增、修改、删除或导入` });
      expect(await countOf(rows.key), e.id).toBe(before);
      if (row) expect(await firstRow(rows.key), e.id).toEqual(row);
    }
  });

  it('the user account records call of the issue: 50,000 "recharge" by hand is refused, no line appears', async () => {
    const user = (await firstRow('organisation.user'))!;
    const before = await countOf('organisation.userRecod');
    const res = await post('/organisation/userRecod/saveUserRecod', { userId: user.id, category: 'user', amount: '50000', operation: 'recharge' });
    expect(res).toMatchObject({ code: 403 });
    expect(await countOf('organisation.userRecod')).toBe(before);
  });

  it('every seeded or written line names who moved the money and when', async () => {
    for (const key of ['organisation.userRecod', 'wallet.virtAccountWater', 'credit.creditQuotaOperation']) {
      const bad = await s.server.db.query(`select "id" from ${table(key)} where coalesce("operatorName", '') = '' or "createTime" is null limit 1`);
      expect(bad, key).toEqual([]);
    }
  });
});

describe('create-only amounts', () => {
  it('an update that changes one is refused (409 naming the field); the same value or leaving it out is fine', async () => {
    const rec = (await firstRow('organisation.depositRecord'))!;
    const changed = await post('/organisation/depositRecord/update', { id: rec.id, amount: Number(rec.amount) + 1 });
    expect(changed).toMatchObject({ code: 409, msg: '金额(元)创建后不可修改', data: { field: 'amount' } });
    expect(Number((await firstRow('organisation.depositRecord'))!.amount)).toBe(Number(rec.amount));
    expect(await post('/organisation/depositRecord/update', { id: rec.id, amount: String(rec.amount), depositStatus: 'refunded' }))
      .toMatchObject({ code: 200, data: { depositStatus: 'refunded' } });
    expect(await post('/organisation/depositRecord/update', { id: rec.id, depositStatus: 'paid' })).toMatchObject({ code: 200 });
  });

  it('amounts of money records are create-only in the contract', () => {
    for (const key of ['ordermeal.orderDinner', 'collection.collection', 'wallet.virtAccountWater', 'organisation.generalbills', 'organisation.depositRecord']) {
      expect(s.server.idx.resource(key).fields.amount?.createOnly, key).toBe(true);
    }
  });
});

describe('recharge requests (not a ledger: edited until submitted)', () => {
  it('a draft is edited, amount included; a submitted or approved one is refused with 409', async () => {
    const account = (await firstRow('wallet.virtAccountExtend'))!;
    const draft = (await post('/wallet/rechargeManage/add', { title: '补录充值', companyId: account.companyId, accountId: account.id, amount: '100' })).data;
    expect(draft).toMatchObject({ auditStatus: 'draft', rechargeNo: expect.stringMatching(/^CZ\d{14}$/) });
    expect(await post('/wallet/rechargeManage/update', { id: draft.id, amount: '120' })).toMatchObject({ code: 200, data: { amount: 120 } });
    expect(await post('/wallet/rechargeManage/rechargeApply', { id: draft.id })).toMatchObject({ code: 200 });
    expect(await post('/wallet/rechargeManage/update', { id: draft.id, amount: '1' })).toMatchObject({ code: 409, msg: '充值申请已提交审核，不能修改' });
  });
});
