/**
 * Concurrency: N identical requests at once on one record. On PGlite (always) the calls queue on
 * one connection; on a real PostgreSQL (TEST_DATABASE_URL, which `.ci/run` starts) they run in
 * parallel transactions, which is where a read-then-write check lets two of them through.
 * Every transition and money movement must apply exactly once, a unique name must be stored once,
 * and balances must equal the sum of their flow lines.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writableFields, type ResourceDef } from '../../src/contract';
import { testClient, type CallResult, type TestClient } from './api/testClient';
import { createServer, type ReferenceServer } from './createServer';
import { tableName } from './db/migrate';
import { insertRow, updateRow } from './db/store';
import type { Row } from './types';

const N = 10;
const backends: [string, string | undefined][] = [['PGlite', undefined]];
if (process.env.TEST_DATABASE_URL) backends.push(['PostgreSQL', process.env.TEST_DATABASE_URL]);

/** Counts answers by envelope code: `{ 200: 1, 409: 9 }`. */
const codes = (results: readonly CallResult[]): Record<number, number> => {
  const out: Record<number, number> = {};
  for (const r of results) out[r.body!.code] = (out[r.body!.code] ?? 0) + 1;
  return out;
};

/** Cents of a stored amount, so sums compare exactly. */
const cents = (v: unknown): number => Math.round(Number(v ?? 0) * 100);

describe.each(backends)('concurrency on %s', (_name, databaseUrl) => {
  let server: ReferenceServer;
  let api: TestClient;
  let admin: string;
  const tag = `${Date.now() % 1e8}`;
  beforeAll(async () => {
    server = await createServer({ dataDir: 'memory://', quiet: true, ...(databaseUrl ? { databaseUrl } : {}) });
    api = testClient(server);
    admin = await api.login('admin', 'Admin123');
  }, 120_000);
  afterAll(() => server?.close());

  const t = (key: string) => tableName(server.idx.resource(key));
  const one = async (sql: string, params: unknown[] = []) => (await server.db.query(sql, params))[0]!;
  const all = (path: string, form: Row) => Promise.all(Array.from({ length: N }, () => api.call('POST', path, { form, session: admin })));

  it(`${N} parallel approvals of one recharge request credit the account once`, async () => {
    const acc = await one(`select * from ${t('wallet.virtAccountExtend')} where "_deleted" = false and "status" = 1 order by "id" limit 1`);
    const req = await one(`insert into ${t('wallet.rechargeManage')} ("title", "companyId", "accountId", "amount", "auditStatus")
      values ('并发审核', $1, $2, 88.8, 'pending') returning "id"`, [acc.companyId, acc.id]);
    const flows = async () => Number((await one(`select count(*)::int as n from ${t('wallet.virtAccountWater')} where "accountId" = $1`, [acc.id])).n);
    const flowsBefore = await flows();
    const results = await all('/wallet/rechargeManage/rechargeAudit', { id: req.id, auditStatus: 'approved' });
    const after = await one(`select * from ${t('wallet.virtAccountExtend')} where "id" = $1`, [acc.id]);
    expect({ answers: codes(results), timesCredited: (cents(after.balance) - cents(acc.balance)) / 8880, flowLines: (await flows()) - flowsBefore })
      .toEqual({ answers: { 200: 1, 409: N - 1 }, timesCredited: 1, flowLines: 1 });
  }, 60_000);

  it(`${N} parallel payouts of one welfare grant file one request; ${N} parallel approvals of it pay each person once`, async () => {
    const org = await one(`select "id" from ${t('organisation.organization')} where "_deleted" = false order by "id" limit 1`);
    const users = await server.db.query(`select * from ${t('organisation.user')} where "_deleted" = false and "status" = 1 order by "id" limit 2`);
    const grant = await one(`insert into ${t('organisation.welfareRecord')} ("title", "orgId", "grantType", "amount", "grantStatus")
      values ('并发福利', $1, 'bonus', 450, 'pending') returning "id"`, [org.id]);
    for (const u of users) {
      await server.db.query(`insert into ${t('organisation.welfarePersonRecord')} ("welfareRecordId", "userId", "name", "amount", "grantStatus")
        values ($1, $2, $3, 450, 'pending')`, [grant.id, u.id, u.name]);
    }
    const filed = await all('/organisation/welfareRecord/grantAmount', { id: grant.id });
    const requests = await server.db.query(`select * from ${t('organisation.userRechargeRequest')} where "welfareRecordId" = $1`, [grant.id]);
    const finance = await api.login('finance', 'Finance123');
    const approvals = await Promise.all(Array.from({ length: N }, () => api.call('POST', '/organisation/userRechargeRequest/rechargeAudit',
      { session: finance, form: { id: requests[0]!.id, auditStatus: 'approved' } })));
    const after = await server.db.query(`select * from ${t('organisation.user')} where "id" = any($1) order by "id"`, [users.map((u) => u.id)]);
    expect({ filed: codes(filed), requests: requests.length, approvals: codes(approvals), timesPaid: after.map((u, i) => (cents(u.balance) - cents(users[i]!.balance)) / 45000) })
      .toEqual({ filed: { 200: 1, 409: N - 1 }, requests: 1, approvals: { 200: 1, 409: N - 1 }, timesPaid: [1, 1] });
  }, 60_000);

  it(`${N} parallel approvals of one user recharge request credit the user once`, async () => {
    const user = await one(`select * from ${t('organisation.user')} where "_deleted" = false and "status" = 1
      and "orgId" = (select min("id") from ${t('organisation.organization')} where "_deleted" = false) order by "id" desc offset 3 limit 1`);
    const filed = await api.call('POST', '/organisation/user/recharge', { session: admin, form: { id: user.id, amount: '88.80' } });
    const finance = await api.login('finance', 'Finance123');
    const results = await Promise.all(Array.from({ length: N }, () => api.call('POST', '/organisation/userRechargeRequest/rechargeAudit',
      { session: finance, form: { id: filed.body!.data.request.id, auditStatus: 'approved' } })));
    const after = await one(`select * from ${t('organisation.user')} where "id" = $1`, [user.id]);
    const lines = await one(`select count(*)::int as n from ${t('organisation.userRecod')} where "userId" = $1 and "operatorName" = '陈静'`, [user.id]);
    expect({ answers: codes(results), timesCredited: (cents(after.balance) - cents(user.balance)) / 8880, lines: lines.n })
      .toEqual({ answers: { 200: 1, 409: N - 1 }, timesCredited: 1, lines: 1 });
  }, 60_000);

  const transitionOnce = (label: string, key: string, path: string, values: Row, form: (id: unknown) => Row, target: string) =>
    it(`${N} parallel ${label} apply once`, async () => {
      const r = server.idx.resource(key);
      const cols = Object.keys(values);
      const row = await one(`insert into ${tableName(r)} (${cols.map((c) => `"${c}"`).join(', ')}) values (${cols.map((_, i) => `$${i + 1}`).join(', ')}) returning "id"`,
        Object.values(values));
      const results = await all(path.replace('{id}', String(row.id)), form(row.id));
      expect(codes(results)).toEqual({ 200: 1, 409: N - 1 });
      expect((await one(`select "status" from ${tableName(r)} where "id" = $1`, [row.id])).status).toBe(target);
    }, 60_000);

  transitionOnce('refunds of one receivable', 'ordermeal.receivables', '/ordermeal/web/receivables/refund',
    { orderNo: `RC${tag}`, amount: 12.5, status: 'paid' }, (id) => ({ id, refundReason: '并发退款' }), 'refunded');
  transitionOnce('refunds of one collection', 'collection.collection', '/collection/web/collection/refund',
    { orderNo: `CL${tag}`, merchantId: 1, amount: 20, payType: 'wechat', status: 'paid' }, (id) => ({ id, refundReason: '并发退款' }), 'refunded');
  transitionOnce('cancellations of one dinner order', 'ordermeal.orderDinner', '/ordermeal/web/orderDinner/cancelDinner',
    { orderNo: `DC${tag}`, mealId: 1, date: '2026-01-15', amount: 18, status: 'ordered' }, (id) => ({ id }), 'cancelled');

  /**
   * Resources with a unique name (text) and an add (or id-less save) call, with a live row to copy the other values
   * from. A unique reference (a payment project linked once) has no fresh value to invent: its own test covers it.
   */
  const NAMES = new Set(['string', 'text', 'phone', 'email']);
  const uniqueAdds = (): { r: ResourceDef; field: string; path: string; json: boolean }[] =>
    [...server.idx.resources.values()].flatMap((r) => {
      const uniques = Object.entries(r.fields).filter(([, fd]) => fd.unique);
      if (uniques.some(([, fd]) => !NAMES.has(fd.type))) return [];
      const field = uniques[0]?.[0];
      const add = r.operations.find((o) => o.kind === 'add') ?? r.operations.find((o) => o.kind === 'save');
      return field && add ? [{ r, field, path: add.path, json: add.encoding === 'json' }] : [];
    });

  it(`${N} parallel adds with one unique name store one row; the others answer 409 naming the field`, async () => {
    const targets = uniqueAdds();
    expect(targets.map((x) => x.r.key)).toEqual(expect.arrayContaining([
      'organisation.organization', 'organisation.company', 'organisation.virtualarchitecture', 'clique.clique',
    ]));
    const seen: Record<string, { answers: Record<number, number>; stored: number; fieldNamed: boolean }> = {};
    const want: typeof seen = {};
    for (const { r, field, path, json } of targets) {
      const sample = await one(`select * from ${tableName(r)} where "_deleted" = false order by "id" limit 1`);
      // A resource the demo data leaves empty (the embedded-page addresses) has no row to copy a valid add from.
      if (!sample) continue;
      const input: Row = {};
      for (const [name] of writableFields(r)) if (sample[name] !== null && sample[name] !== undefined && name !== 'id') input[name] = sample[name];
      // Within the field's own length (a barcode takes 14 characters).
      const name = `并发${tag}${r.name}`.slice(0, Math.min(30, Number(r.fields[field]?.max ?? 30)));
      const uniques = Object.entries(r.fields).filter(([, fd]) => fd.unique).map(([n]) => n);
      // Every other unique field gets a fresh value too (a key cabinet's serial as well as its name).
      for (const [other, fd] of Object.entries(r.fields)) if (fd.unique && other !== field) input[other] = `U${tag}${other}`.slice(0, 30);
      input[field] = name;
      const results = await Promise.all(Array.from({ length: N }, () =>
        api.call('POST', path, { session: admin, ...(json ? { json: input } : { form: input }) })));
      const refused = results.filter((x) => x.body!.code === 409);
      const stored = await server.db.query(`select "id" from ${tableName(r)} where "_deleted" = false and "${field}" = $1`, [name]);
      seen[r.key] = {
        answers: codes(results), stored: stored.length,
        // With several unique fields (a key cabinet's name and serial), a refusal may name any of them.
        fieldNamed: refused.every((x) => uniques.includes(String(x.body!.data?.field)) && /已存在$/.test(x.body!.msg)),
      };
      want[r.key] = { answers: { 200: 1, 409: N - 1 }, stored: 1, fieldNamed: true };
    }
    expect(seen).toEqual(want);
  }, 120_000);

  it('the unique index itself answers 409 naming the field, past the handlers\' pre-check', async () => {
    const r = server.idx.resource('clique.cliqueLable');
    const name = `索引${tag}`;
    await insertRow(server.db, r, { name });
    await expect(insertRow(server.db, r, { name })).rejects.toMatchObject({ code: 409, message: '标签名称已存在', field: 'name' });
    const other = await insertRow(server.db, r, { name: `${name}乙` });
    await expect(updateRow(server.db, r, Number(other.id), { name })).rejects.toMatchObject({ code: 409, field: 'name' });
  });

  it('a name is free again once its row is deleted (the constraint covers live rows only)', async () => {
    const r = server.idx.resource('clique.cliqueLable');
    const name = `删后${tag}`;
    const save = () => api.call('POST', '/organisation/clique/lable/handleCliqueLable', { session: admin, json: { name } });
    const first = await save();
    expect(first.body!.code).toBe(200);
    await server.db.query(`update ${tableName(r)} set "_deleted" = true where "id" = $1`, [first.body!.data.id]);
    expect((await save()).body!.code).toBe(200);
  }, 60_000);

  it(`${N} parallel recharges of one user and one account: balances equal the sum of their flow lines`, async () => {
    // A user of the first project: the approver's (finance's) data scope holds it.
    const user = await one(`select * from ${t('organisation.user')} where "_deleted" = false and "status" = 1
      and "orgId" = (select min("id") from ${t('organisation.organization')} where "_deleted" = false) order by "id" desc limit 1`);
    const acc = await one(`select * from ${t('wallet.virtAccountExtend')} where "_deleted" = false and "status" = 1 order by "id" desc limit 1`);
    const userFlows = async () => Number((await one(`select coalesce(sum(round("amount"::numeric * 100)), 0)::int as s from ${t('organisation.userRecod')} where "userId" = $1`, [user.id])).s);
    const accFlows = async () => Number((await one(`select coalesce(sum(round("amount"::numeric * 100)), 0)::int as s from ${t('wallet.virtAccountWater')} where "accountId" = $1`, [acc.id])).s);
    const [u0, a0] = [await userFlows(), await accFlows()];
    const amounts = Array.from({ length: N }, (_, i) => `${i + 1}.${String(i * 7 % 100).padStart(2, '0')}`);
    const results = await Promise.all(amounts.flatMap((amount) => [
      api.call('POST', '/organisation/user/recharge', { session: admin, form: { id: user.id, amount } }),
      api.call('POST', '/wallet/virtAccountExtend/recharge', { session: admin, form: { id: acc.id, amount } }),
    ]));
    expect(codes(results)).toEqual({ 200: 2 * N });
    // Each recharge files a request; the user and the account move when another person approves them, in parallel.
    const finance = await api.login('finance', 'Finance123');
    const filed = results.filter((r) => r.body!.data?.pending).map((r) => r.body!.data.request);
    expect(filed).toHaveLength(2 * N);
    const approvals = await Promise.all(filed.map((req: Row) => api.call('POST',
      req.accountId ? '/wallet/rechargeManage/rechargeAudit' : '/organisation/userRechargeRequest/rechargeAudit',
      { session: finance, form: { id: req.id, auditStatus: 'approved' } })));
    expect(codes(approvals)).toEqual({ 200: 2 * N });
    const total = amounts.reduce((s, a) => s + cents(a), 0);
    const u1 = await one(`select * from ${t('organisation.user')} where "id" = $1`, [user.id]);
    const a1 = await one(`select * from ${t('wallet.virtAccountExtend')} where "id" = $1`, [acc.id]);
    expect([cents(u1.balance) - cents(user.balance), (await userFlows()) - u0]).toEqual([total, total]);
    expect([cents(a1.balance) - cents(acc.balance), (await accFlows()) - a0, cents(a1.totalRecharge) - cents(acc.totalRecharge)]).toEqual([total, total, total]);
  }, 60_000);
});
