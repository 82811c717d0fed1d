/**
 * The cloud shop's stock, on PGlite and (with TEST_DATABASE_URL) on PostgreSQL: a receipt adds
 * to the stock with its line; a stock-taking copies the book figures, takes counted ones while it
 * is open and, confirmed once, sets the stock to them with one line per difference (a second
 * confirmation is 409 and moves nothing); stock never goes below zero; a project's operator sees
 * and moves only its own project's stock.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClient, type TestClient } from '../api/testClient';
import { createServer, type ReferenceServer } from '../createServer';
import { tableName } from '../db/migrate';
import type { Row } from '../types';

const backends: [string, string | undefined][] = [['PGlite', undefined]];
if (process.env.TEST_DATABASE_URL) backends.push(['PostgreSQL', process.env.TEST_DATABASE_URL]);

const W = '/flashdeliver/web';

describe.each(backends)('cloud shop stock on %s', (_name, databaseUrl) => {
  let server: ReferenceServer;
  let api: TestClient;
  let admin: string;
  const form = (path: string, body: Row, session = admin) => api.call('POST', `${W}${path}`, { form: body, session });
  const list = async (path: string, body: Row, session = admin): Promise<Row[]> => {
    const res = await form(path, { pageNum: 1, pageSize: 500, ...body }, session);
    expect(res.body?.code, res.body?.msg).toBe(200);
    return res.body!.data.list as Row[];
  };
  const stockOf = async (orgId: number, productId: number): Promise<number | null> => {
    const [row] = await server.db.query(`select "quantity" from ${tableName(server.idx.resource('flashdeliver.stock'))} where "orgId" = $1 and "productId" = $2 and "_deleted" = false`, [orgId, productId]);
    return row ? Number(row.quantity) : null;
  };
  const linesOf = (sourceNo: string) => server.db.query(`select * from ${tableName(server.idx.resource('flashdeliver.stockMovement'))} where "sourceNo" = $1 order by "id"`, [sourceNo]);

  beforeAll(async () => {
    server = await createServer({ dataDir: 'memory://', quiet: true, ...(databaseUrl ? { databaseUrl } : {}) });
    api = testClient(server);
    admin = await api.login('admin', 'Admin123');
  }, 180_000);
  afterAll(() => server?.close());

  it('receives goods into stock with a line, and refuses a quantity that is not a positive whole number', async () => {
    const [s] = await list('/stock/list', {});
    const before = await stockOf(Number(s!.orgId), Number(s!.productId));
    for (const quantity of ['0', '1.5', 'x']) {
      const res = await form('/stockReceipt/add', { orgId: s!.orgId, productId: s!.productId, quantity });
            expect(res.body).toMatchObject({ code: 400, data: { field: 'quantity' } });
    }
    const res = await form('/stockReceipt/add', { orgId: s!.orgId, productId: s!.productId, quantity: '7', supplier: '测试供应商' });
    expect(res.body?.code, res.body?.msg).toBe(200);
    expect(await stockOf(Number(s!.orgId), Number(s!.productId))).toBe(before! + 7);
    const [line] = await linesOf(String(res.body!.data.receiptNo));
    expect(line).toMatchObject({ kind: 'receipt', beforeQuantity: before, afterQuantity: before! + 7, difference: 7, operatorName: expect.any(String) });
    // The stock and its lines take no generic write.
    expect((await form('/stock/update', { id: s!.id, quantity: 999 })).body?.code).not.toBe(200);
  });

  it('adjusts the stock to the counted figures exactly once per confirmation, one line per difference', async () => {
    const [org] = await server.db.query(`select "orgId" from ${tableName(server.idx.resource('flashdeliver.stock'))} s where not exists (select 1 from ${tableName(server.idx.resource('flashdeliver.stockTaking'))} t where t."orgId" = s."orgId" and t."status" = 'draft') order by "orgId" limit 1`);
    const orgId = Number(org!.orgId);
    const added = await form('/stockTaking/add', { orgId, remark: '单元测试盘点' });
    expect(added.body?.code, added.body?.msg).toBe(200);
    const taking = added.body!.data as Row;
    expect(taking).toMatchObject({ status: 'draft', takingNo: expect.stringMatching(/^PD/) });
    // One open stock-taking per project.
    expect((await form('/stockTaking/add', { orgId })).body?.code).toBe(409);
    const lines = await list('/stockTakingLine/list', { stockTakingId: taking.id });
    expect(lines.length).toBeGreaterThan(1);
    const [a, b] = lines;
    const bookA = Number(a!.bookQuantity);
    expect(bookA).toBe(await stockOf(orgId, Number(a!.productId)));
    expect((await form('/stockTakingLine/update', { id: a!.id, countedQuantity: -1 })).body).toMatchObject({ code: 400, data: { field: 'countedQuantity' } });
    expect((await form('/stockTakingLine/update', { id: a!.id, countedQuantity: '2.5' })).body?.code).toBe(400);
    const counted = bookA + 3;
    const upd = await form('/stockTakingLine/update', { id: a!.id, countedQuantity: counted });
    expect(upd.body?.data).toMatchObject({ countedQuantity: counted, difference: 3 });
    await form('/stockTakingLine/update', { id: b!.id, countedQuantity: b!.bookQuantity });
    const untouched = lines.slice(2).map((l) => [Number(l.productId), Number(l.bookQuantity)] as const);

    const ok = await form('/stockTaking/confirmStockTaking', { id: taking.id });
    expect(ok.body?.code, ok.body?.msg).toBe(200);
    expect(await stockOf(orgId, Number(a!.productId))).toBe(counted);
    for (const [p, q] of untouched) expect(await stockOf(orgId, p)).toBe(q);
    const moved = await linesOf(String(taking.takingNo));
    expect(moved).toHaveLength(1);
    expect(moved[0]).toMatchObject({ kind: 'stockTaking', productId: Number(a!.productId), beforeQuantity: bookA, afterQuantity: counted, difference: 3 });

    const again = await form('/stockTaking/confirmStockTaking', { id: taking.id });
    expect(again.body?.code).toBe(409);
    expect(await stockOf(orgId, Number(a!.productId))).toBe(counted);
    expect(await linesOf(String(taking.takingNo))).toHaveLength(1);
    // Closed: its lines are no longer edited and it is not voided; a stock-taking has no edit or delete call at all.
    expect((await form('/stockTakingLine/update', { id: a!.id, countedQuantity: 1 })).body?.code).toBe(409);
    expect((await form('/stockTaking/cancelStockTaking', { id: taking.id })).body?.code).toBe(409);
    expect((await form('/stockTaking/update', { id: taking.id, remark: '改' })).body?.code).not.toBe(200);
    expect((await form(`/stockTaking/delete/${String(taking.id)}`, {})).body?.code).not.toBe(200);
    // A voided one moves nothing and frees the project for the next count.
    const next = (await form('/stockTaking/add', { orgId })).body!.data as Row;
    const [n] = await list('/stockTakingLine/list', { stockTakingId: next.id });
    await form('/stockTakingLine/update', { id: n!.id, countedQuantity: Number(n!.bookQuantity) + 9 });
    expect((await form('/stockTaking/cancelStockTaking', { id: next.id })).body?.code).toBe(200);
    expect((await form('/stockTaking/confirmStockTaking', { id: next.id })).body?.code).toBe(409);
    expect(await linesOf(String(next.takingNo))).toHaveLength(0);
    expect((await form('/stockTaking/add', { orgId })).body?.code).toBe(200);
  });

  it('keeps the stock at zero or above and every figure equal to the sum of its lines', async () => {
    const stocks = server.idx.resource('flashdeliver.stock');
    const moves = server.idx.resource('flashdeliver.stockMovement');
    const [neg] = await server.db.query(`select count(*)::int as n from ${tableName(stocks)} where "quantity" < 0`);
    expect(neg!.n).toBe(0);
    const off = await server.db.query(`select s."id" from ${tableName(stocks)} s left join (select "stockId", sum("difference")::int as total from ${tableName(moves)} group by "stockId") m on m."stockId" = s."id" where coalesce(m.total, 0) <> s."quantity"`);
    expect(off).toEqual([]);
    // The database holds the floor too, whatever a future handler writes.
    const [any] = await server.db.query(`select "id" from ${tableName(stocks)} limit 1`);
    await expect(server.db.query(`update ${tableName(stocks)} set "quantity" = -1 where "id" = $1`, [any!.id])).rejects.toThrow();
  });

  it('shows a project operator only its own project\'s stock, and refuses moving another project\'s', async () => {
    const operator = await api.login('operator', 'Operator123');
    const mine = await list('/stock/list', {}, operator);
    const all = await list('/stock/list', {});
    const orgs = new Set(mine.map((r) => Number(r.orgId)));
    expect(orgs.size).toBeLessThanOrEqual(1);
    expect(mine.length).toBeLessThan(all.length);
    const other = all.find((r) => !orgs.has(Number(r.orgId)))!;
    const before = await stockOf(Number(other.orgId), Number(other.productId));
    const res = await form('/stockReceipt/add', { orgId: other.orgId, productId: other.productId, quantity: 5 }, operator);
    expect(res.body?.code).not.toBe(200);
    expect(await stockOf(Number(other.orgId), Number(other.productId))).toBe(before);
    const takings = await list('/stockTaking/list', {}, operator);
    expect(takings.every((t) => orgs.has(Number(t.orgId)))).toBe(true);
  });
});
