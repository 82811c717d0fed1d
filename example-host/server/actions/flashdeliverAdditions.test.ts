/**
 * The cloud shop's pages that are our additions, on PGlite and (with TEST_DATABASE_URL) on
 * PostgreSQL: handover codes are generated, unique in their project and regenerable; a menu takes
 * on-shelf products once a day with a sale window and copies the day before; a banner needs its
 * picture and a slot takes on-shelf products in order; recovered goods are valued in fen, stamped
 * with the recorder and handled once (返库 adds the quantity back to stock).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClient, type TestClient } from '../api/testClient';
import { createServer, type ReferenceServer } from '../createServer';
import { tableName } from '../db/migrate';
import type { Row } from '../types';
import { dayBefore } from './flashdeliverAdditions';

const backends: [string, string | undefined][] = [['PGlite', undefined]];
if (process.env.TEST_DATABASE_URL) backends.push(['PostgreSQL', process.env.TEST_DATABASE_URL]);

const W = '/flashdeliver/web';

describe.each(backends)('cloud shop additions on %s', (_name, databaseUrl) => {
  let server: ReferenceServer;
  let api: TestClient;
  let admin: string;
  let orgId: number;
  let onShelf: Row[];
  const form = (path: string, body: Row, session = admin) => api.call('POST', `${W}${path}`, { form: body, session });
  const one = async (key: string, id: unknown): Promise<Row> => {
    const [row] = await server.db.query(`select * from ${tableName(server.idx.resource(key))} where "id" = $1`, [id]);
    return row!;
  };

  beforeAll(async () => {
    server = await createServer({ dataDir: 'memory://', quiet: true, ...(databaseUrl ? { databaseUrl } : {}) });
    api = testClient(server);
    admin = await api.login('admin', 'Admin123');
    const [org] = await server.db.query(`select "id" from ${tableName(server.idx.resource('organisation.organization'))} where "_deleted" = false order by "id" limit 1`);
    orgId = Number(org!.id);
    onShelf = await server.db.query(`select * from ${tableName(server.idx.resource('flashdeliver.product'))} where "shelfStatus" = 'onShelf' and "_deleted" = false order by "id"`);
  }, 180_000);
  afterAll(() => server?.close());

  it('generates a 6-digit handover code, refuses an end before the start, and regenerates it', async () => {
    const base = { orgId, pointName: '测试交收点', validFrom: '2026-12-01', remark: '' };
    const early = await form('/handoverCode/add', { ...base, validTo: '2026-11-30' });
    expect(early.body).toMatchObject({ code: 400, msg: '失效日期不能早于生效日期', data: { field: 'validTo' } });
    const added = await form('/handoverCode/add', { ...base, validTo: '2027-01-31', code: '000000' });
    expect(added.body?.code, added.body?.msg).toBe(200);
    const row = await one('flashdeliver.handoverCode', added.body!.data.id);
    // The code is the server's: what the request sent is ignored.
    expect(row.code).toMatch(/^[1-9]\d{5}$/);
    expect(row).toMatchObject({ status: 1, pointName: '测试交收点' });
    const codes = await server.db.query(`select "code" from ${tableName(server.idx.resource('flashdeliver.handoverCode'))} where "orgId" = $1 and "_deleted" = false`, [orgId]);
    expect(new Set(codes.map((c) => c.code)).size).toBe(codes.length);
    const again = await form('/handoverCode/regenerateCode', { id: row.id });
    expect(again.body?.code, again.body?.msg).toBe(200);
    expect(String(again.body!.data.code)).toMatch(/^\d{6}$/);
    expect((await one('flashdeliver.handoverCode', row.id)).code).toBe(again.body!.data.code);
    const edited = await form('/handoverCode/update', { id: row.id, validTo: '2026-11-01' });
    expect(edited.body).toMatchObject({ code: 400, data: { field: 'validTo' } });
    expect((await form('/handoverCode/setHandoverCodeStatus', { id: row.id, status: 0 })).body?.code).toBe(200);
    expect((await one('flashdeliver.handoverCode', row.id)).status).toBe(0);
  });

  it('puts an on-shelf product on a day once, within a sale window, and copies the day before', async () => {
    const [a, b] = onShelf;
    const off = (await server.db.query(`select "id" from ${tableName(server.idx.resource('flashdeliver.product'))} where "shelfStatus" <> 'onShelf' limit 1`))[0]!;
    // A year of its own per run: a PostgreSQL database keeps the rows of earlier runs.
    const y = 2100 + (Date.now() % 800);
    const item = { orgId, menuDate: `${y}-01-01`, saleStart: '10:00', saleEnd: '14:00', sort: 1 };
    expect((await form('/menuItem/add', { ...item, productId: a!.id, saleEnd: '09:00' })).body).toMatchObject({ code: 400, msg: '停售时间须晚于开售时间', data: { field: 'saleEnd' } });
    expect((await form('/menuItem/add', { ...item, productId: a!.id, saleStart: '25:00' })).body).toMatchObject({ code: 400, data: { field: 'saleStart' } });
    expect((await form('/menuItem/add', { ...item, productId: off.id })).body).toMatchObject({ code: 400, data: { field: 'productId' } });
    expect((await form('/menuItem/add', { ...item, productId: a!.id })).body?.code).toBe(200);
    expect((await form('/menuItem/add', { ...item, productId: a!.id })).body).toMatchObject({ code: 409, data: { field: 'productId' } });
    expect((await form('/menuItem/add', { ...item, menuDate: `${y}-01-02`, productId: b!.id })).body?.code).toBe(200);
    expect((await form('/menuItem/copyMenu', { orgId, menuDate: `${y}-06-01` })).body).toMatchObject({ code: 400, data: { field: 'menuDate' } });
    // b is already on the 2nd: only a is copied, with its window.
    const copied = await form('/menuItem/copyMenu', { orgId, menuDate: `${y}-01-02` });
    expect(copied.body).toMatchObject({ code: 200, data: { copied: 1, from: `${y}-01-01` } });
    const day = await server.db.query(`select * from ${tableName(server.idx.resource('flashdeliver.menuItem'))} where "orgId" = $1 and "menuDate" = $2 and "_deleted" = false order by "productId"`, [orgId, `${y}-01-02`]);
    expect(day.map((r) => Number(r.productId)).sort()).toEqual([Number(a!.id), Number(b!.id)].sort());
    expect(day.find((r) => Number(r.productId) === Number(a!.id))).toMatchObject({ saleStart: '10:00', saleEnd: '14:00' });
    expect(dayBefore('2030-03-01')).toBe('2030-02-28');
  });

  it('needs a banner picture, and adds on-shelf products to a slot in order once', async () => {
    const slot = { name: '测试轮播', orgId, startTime: '2026-12-01 00:00:00', endTime: '2026-12-31 23:59:59', sort: 1 };
    expect((await form('/slot/add', { ...slot, position: 'banner' })).body).toMatchObject({ code: 400, msg: '首页轮播须上传轮播图片', data: { field: 'image' } });
    expect((await form('/slot/add', { ...slot, position: 'recommend', endTime: '2026-11-01 00:00:00' })).body).toMatchObject({ code: 400, data: { field: 'endTime' } });
    const added = await form('/slot/add', { ...slot, position: 'recommend' });
    expect(added.body?.code, added.body?.msg).toBe(200);
    const slotId = added.body!.data.id;
    const [a, b, c] = onShelf;
    const put = await form('/slotProduct/addSlotProducts', { slotId, productIds: `${c!.id},${a!.id}` });
    expect(put.body).toMatchObject({ code: 200, data: { added: 2 } });
    const more = await form('/slotProduct/addSlotProducts', { slotId, productIds: `${a!.id},${b!.id}` });
    expect(more.body).toMatchObject({ code: 200, data: { added: 1, skipped: 1 } });
    const rows = await server.db.query(`select * from ${tableName(server.idx.resource('flashdeliver.slotProduct'))} where "slotId" = $1 order by "sort"`, [slotId]);
    expect(rows.map((r) => Number(r.productId))).toEqual([Number(c!.id), Number(a!.id), Number(b!.id)]);
    const off = (await server.db.query(`select "id" from ${tableName(server.idx.resource('flashdeliver.product'))} where "shelfStatus" <> 'onShelf' limit 1`))[0]!;
    expect((await form('/slotProduct/addSlotProducts', { slotId, productIds: String(off.id) })).body).toMatchObject({ code: 400, data: { field: 'productIds' } });
    // An edit changes the order only: the product stays (it went through the on-shelf check).
    expect((await form('/slotProduct/update', { id: rows[0]!.id, sort: 9, productId: off.id })).body?.code).toBe(200);
    expect(await one('flashdeliver.slotProduct', rows[0]!.id)).toMatchObject({ sort: 9, productId: rows[0]!.productId });
  });

  it('values recovered goods in fen, stamps the recorder, and handles them once with a note', async () => {
    const p = onShelf[0]!;
    const added = await form('/recovery/add', { orgId, productId: p.id, quantity: 3, reason: 'expired', goodsValue: '1', status: 'restocked' });
    expect(added.body?.code, added.body?.msg).toBe(200);
    const id = added.body!.data.id;
    const rec = await one('flashdeliver.recovery', id);
    const fen = Math.round(Number(p.price) * 100) * 3;
    expect(Math.round(Number(rec.goodsValue) * 100)).toBe(fen);
    expect(rec).toMatchObject({ status: 'pending', recoveredBy: expect.any(String) });
    expect(String(rec.recoveredBy).length).toBeGreaterThan(0);
    expect((await form('/recovery/add', { orgId, productId: p.id, quantity: 0, reason: 'expired' })).body).toMatchObject({ code: 400, data: { field: 'quantity' } });
    // Not editable: a ledger.
    expect((await form('/recovery/handleRecovery', { id, status: 'restocked', handleNote: ' ' })).body).toMatchObject({ code: 400, data: { field: 'handleNote' } });
    const stockBefore = Number((await one('flashdeliver.product', p.id)).stock);
    const ok = await form('/recovery/handleRecovery', { id, status: 'restocked', handleNote: '包装完好' });
    expect(ok.body?.code, ok.body?.msg).toBe(200);
    expect(await one('flashdeliver.recovery', id)).toMatchObject({ status: 'restocked', handleNote: '包装完好' });
    expect(Number((await one('flashdeliver.product', p.id)).stock)).toBe(stockBefore + 3);
    // Handled once: a second move is refused and the stock stays.
    expect((await form('/recovery/handleRecovery', { id, status: 'restocked', handleNote: '再来' })).body?.code).toBe(409);
    expect(Number((await one('flashdeliver.product', p.id)).stock)).toBe(stockBefore + 3);
  });
});
