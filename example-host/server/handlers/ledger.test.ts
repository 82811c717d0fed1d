/**
 * Records that are money stay true: ledgers refuse every edit and delete (409, nothing changes),
 * create-only amounts keep their value, and a recharge request is edited only until submitted.
 */
import { describe, expect, it } from 'vitest';
import type { IndexedOperation } from '../../../src/contract';
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
  const ledgerEdits = () => s.server.idx.operations.filter((e) => s.server.idx.rowsOf(e).ledger
    && (['update', 'delete', 'deleteIds', 'save'] as const).some((k) => k === e.op.kind));

  it('the contract marks orders, flows, recharge and integral records, receivables, collections and welfare payouts', () => {
    const ledgers = [...s.server.idx.resources.values()].filter((r) => r.ledger).map((r) => r.key);
    expect(ledgers).toEqual(expect.arrayContaining([
      'ordermeal.orderDinner', 'meal.mealOrderDinner', 'carwash.order', 'airconditioning.order', 'flashdeliver.order',
      'wallet.virtAccountWater', 'organisation.userRecod', 'meal.integralRecord', 'meal.integralRechargeRecord',
      'ordermeal.integralRechargeRecord', 'ordermeal.receivables', 'collection.collection', 'organisation.welfareRecord',
      'organisation.welfarePersonRecord',
    ]));
    // The spec lists update and delete for several of them: the calls stay in the contract.
    expect(ledgerEdits().length).toBeGreaterThan(20);
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
