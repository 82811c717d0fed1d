/**
 * The cloud shop's rules on the server, on PGlite and (with TEST_DATABASE_URL) on PostgreSQL: a
 * listing goes merchant -> reviewer (never the requester, a rejection only with a note), a batch
 * review is one call per product, an order goes only to an enabled courier of its own project, is
 * delivered, and is cancelled only with a reason; a refund is an approver's, exact, and never passes
 * what was paid.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClient, type TestClient } from '../api/testClient';
import { createServer, type ReferenceServer } from '../createServer';
import { tableName } from '../db/migrate';
import { insertRow, updateRow } from '../db/store';
import type { Row } from '../types';

const backends: [string, string | undefined][] = [['PGlite', undefined]];
if (process.env.TEST_DATABASE_URL) backends.push(['PostgreSQL', process.env.TEST_DATABASE_URL]);

const P = '/flashdeliver/web/product';
const O = '/flashdeliver/web/order';

describe.each(backends)('cloud shop on %s', (_name, databaseUrl) => {
  let server: ReferenceServer;
  let api: TestClient;
  let merchant: string;
  let auditor: string;
  let admin: string;
  let categoryId: number;
  const form = (path: string, body: Row, session: string) => api.call('POST', path, { form: body, session });
  const json = (path: string, body: Row, session = admin) => api.call('POST', path, { json: body, session });
  const one = async (key: string, id: unknown): Promise<Row> => {
    const [row] = await server.db.query(`select * from ${tableName(server.idx.resource(key))} where "id" = $1`, [id]);
    return row!;
  };
  /** A product the merchant added and put up for review. */
  const submitted = async (name: string): Promise<number> => {
    const added = await form(`${P}/addProduct`, { name, categoryId, image: '/super_cloud/api/common/file/geturl/e2e.jpg', price: '12.50', stock: 10 }, merchant);
    expect(added.body?.code, added.body?.msg).toBe(200);
    const id = Number(added.body!.data.id);
    expect((await form(`${P}/rackProduct`, { id }, merchant)).body?.code).toBe(200);
    return id;
  };

  beforeAll(async () => {
    server = await createServer({ dataDir: 'memory://', quiet: true, ...(databaseUrl ? { databaseUrl } : {}) });
    api = testClient(server);
    admin = await api.login('admin', 'Admin123');
    merchant = await api.login('merchant', 'Merchant123');
    auditor = await api.login('auditor', 'Auditor123');
    const [cat] = await server.db.query(`select "id" from ${tableName(server.idx.resource('flashdeliver.category'))} where "parentId" is not null and "status" = 1 order by "id" limit 1`);
    categoryId = Number(cat!.id);
  }, 180_000);
  afterAll(() => server?.close());

  it('lists a product only after someone else approves it, and takes it down', async () => {
    const id = await submitted(`测试商品${Date.now() % 1e6}`);
    expect(await one('flashdeliver.product', id)).toMatchObject({ shelfStatus: 'pendingAudit', requesterName: expect.any(String) });
    // The requester may not approve it, whatever keys it holds.
    expect((await form(`${P}/rackProductAudit`, { id, shelfStatus: 'onShelf' }, merchant)).body?.code).toBe(403);
    // A rejection without a note is refused on the note's field; nothing changes.
    expect((await form(`${P}/rackProductAudit`, { id, shelfStatus: 'rejected', auditRemark: '  ' }, auditor)).body)
      .toMatchObject({ code: 400, msg: '驳回时请填写审核意见', data: { field: 'auditRemark' } });
    expect((await one('flashdeliver.product', id)).shelfStatus).toBe('pendingAudit');
    const ok = await form(`${P}/rackProductAudit`, { id, shelfStatus: 'onShelf', auditRemark: '图片清晰' }, auditor);
    expect(ok.body?.code, ok.body?.msg).toBe(200);
    expect(await one('flashdeliver.product', id)).toMatchObject({ shelfStatus: 'onShelf', auditRemark: '图片清晰' });
    expect((await form(`${P}/downProduct`, { id }, merchant)).body?.code).toBe(200);
    expect((await one('flashdeliver.product', id)).shelfStatus).toBe('offShelf');
  });

  it('rejects with the note, and the merchant may ask again', async () => {
    const id = await submitted(`驳回商品${Date.now() % 1e6}`);
    expect((await form(`${P}/rackProductAudit`, { id, shelfStatus: 'rejected', auditRemark: '价格有误' }, auditor)).body?.code).toBe(200);
    expect(await one('flashdeliver.product', id)).toMatchObject({ shelfStatus: 'rejected', auditRemark: '价格有误' });
    expect((await form(`${P}/rackProduct`, { id }, merchant)).body?.code).toBe(200);
  });

  it('reviews three products one after the other, and refuses one no longer waiting', async () => {
    const ids = [await submitted('批量一'), await submitted('批量二'), await submitted('批量三')];
    for (const id of ids) expect((await form(`${P}/rackProductAudit`, { id, shelfStatus: 'onShelf' }, auditor)).body?.code).toBe(200);
    for (const id of ids) expect((await one('flashdeliver.product', id)).shelfStatus).toBe('onShelf');
    expect((await form(`${P}/rackProductAudit`, { id: ids[0], shelfStatus: 'rejected', auditRemark: '重复' }, auditor)).body)
      .toMatchObject({ code: 409, msg: '当前状态(已上架)不允许此操作' });
  });

  it('dispatches an order only to an enabled courier of its project, then delivers it', async () => {
    const staff = server.idx.resource('flashdeliver.deliveryStaff');
    const orders = server.idx.resource('flashdeliver.order');
    const [orgA, orgB] = await server.db.query(`select "id" from ${tableName(server.idx.resource('organisation.organization'))} where "_deleted" = false order by "id" limit 2`);
    const base = { receiverName: '收货人', receiverPhone: '13800000001', address: '一号路', amount: 30 };
    const order = await insertRow(server.db, orders, { ...base, orderNo: `T${Date.now() % 1e8}`, orgId: orgA!.id, status: 'paid' }, new Date());
    const mine = await insertRow(server.db, staff, { name: '本项目骑手', phone: '13800000002', orgId: orgA!.id, status: 1 }, new Date());
    const other = await insertRow(server.db, staff, { name: '外项目骑手', phone: '13800000003', orgId: orgB!.id, status: 1 }, new Date());
    const off = await insertRow(server.db, staff, { name: '停用骑手', phone: '13800000004', orgId: orgA!.id, status: 0 }, new Date());
    expect((await json(`${O}/carrierOrder`, { id: order.id, deliveryStaffId: off.id })).body)
      .toMatchObject({ code: 400, msg: '配送员停用骑手已停用，不能接单', data: { field: 'deliveryStaffId' } });
    expect((await json(`${O}/carrierOrder`, { id: order.id, deliveryStaffId: other.id })).body)
      .toMatchObject({ code: 400, msg: '配送员外项目骑手不属于该订单的项目', data: { field: 'deliveryStaffId' } });
    expect((await json(`${O}/carrierOrder`, { id: order.id })).body).toMatchObject({ code: 400, data: { field: 'deliveryStaffId' } });
    expect((await json(`${O}/carrierOrder`, { id: order.id, deliveryStaffId: 999999 })).body).toMatchObject({ code: 400, msg: '配送员不存在', data: { field: 'deliveryStaffId' } });
    expect((await one('flashdeliver.order', order.id)).status).toBe('paid');
    expect((await json(`${O}/carrierOrder`, { id: order.id, deliveryStaffId: mine.id })).body?.code).toBe(200);
    expect(await one('flashdeliver.order', order.id)).toMatchObject({ status: 'delivering', deliveryStaffId: mine.id });
    // Out for delivery: no longer cancellable; then delivered.
    expect((await json(`${O}/cancelOrder`, { id: order.id, cancelReason: '不要了' })).body?.code).toBe(409);
    expect((await json(`${O}/completeOrder`, { id: order.id })).body?.code).toBe(200);
    expect((await one('flashdeliver.order', order.id)).status).toBe('completed');
    await updateRow(server.db, staff, Number(mine.id), { status: 0 });
  });

  it('cancels an order only with a reason, and keeps the reason', async () => {
    const orders = server.idx.resource('flashdeliver.order');
    const [org] = await server.db.query(`select "id" from ${tableName(server.idx.resource('organisation.organization'))} where "_deleted" = false order by "id" limit 1`);
    const order = await insertRow(server.db, orders, {
      receiverName: '收货人', receiverPhone: '13800000001', address: '一号路', amount: 18.8, orderNo: `C${Date.now() % 1e8}`, orgId: org!.id, status: 'unpaid',
    }, new Date());
    expect((await json(`${O}/cancelOrder`, { id: order.id, cancelReason: ' ' })).body).toMatchObject({ code: 400, data: { field: 'cancelReason' } });
    expect((await one('flashdeliver.order', order.id)).status).toBe('unpaid');
    expect((await json(`${O}/cancelOrder`, { id: order.id, cancelReason: '用户地址填错' })).body?.code).toBe(200);
    expect(await one('flashdeliver.order', order.id)).toMatchObject({ status: 'cancelled', cancelReason: '用户地址填错' });
  });

  it('refunds part of a paid order by an approver, with who and when, never past what was paid, even two at once', async () => {
    const orders = server.idx.resource('flashdeliver.order');
    const refunds = server.idx.resource('flashdeliver.orderRefund');
    const [org] = await server.db.query(`select "id" from ${tableName(server.idx.resource('organisation.organization'))} where "_deleted" = false order by "id" limit 1`);
    const base = { receiverName: '收货人', receiverPhone: '13800000001', address: '一号路', amount: 100.3, paidAmount: 10030, orgId: org!.id };
    const order = await insertRow(server.db, orders, { ...base, orderNo: `R${Date.now() % 1e8}`, status: 'completed' }, new Date());
    const finance = await api.login('finance', 'Finance123');
    const lines = async () => server.db.query(`select * from ${tableName(refunds)} where "orderId" = $1 order by "id"`, [order.id]);
    // Only holders of approve:refund: the merchant who sold it may not pay it back.
    expect((await json(`${O}/refundOrder`, { id: order.id, refundAmount: '10.00', refundReason: '缺货' }, merchant)).body?.code).toBe(403);
    expect((await json(`${O}/refundOrder`, { id: order.id, refundAmount: '10.00', refundReason: ' ' }, finance)).body)
      .toMatchObject({ code: 400, data: { field: 'refundReason' } });
    // 0.1 + 0.2 in fen: exact.
    const first = await json(`${O}/refundOrder`, { id: order.id, refundAmount: '0.10', refundReason: '少送一件' }, finance);
    expect(first.body, first.body?.msg).toMatchObject({ code: 200, data: { refundable: '100.20' } });
    expect((await json(`${O}/refundOrder`, { id: order.id, refundAmount: '0.20', refundReason: '包装破损' }, finance)).body?.data).toMatchObject({ refundable: '100.00' });
    expect((await json(`${O}/refundOrder`, { id: order.id, refundAmount: '100.01', refundReason: '全部退' }, finance)).body)
      .toMatchObject({ code: 400, msg: '退款金额不能超过可退金额 100.00 元', data: { field: 'refundAmount' } });
    // Two refunds of 60 at once on 100 left: the order's lock lets one through.
    const both = await Promise.all([1, 2].map((n) => json(`${O}/refundOrder`, { id: order.id, refundAmount: '60.00', refundReason: `并发${n}` }, finance)));
    expect(both.map((r) => r.body?.code).sort()).toEqual([200, 400]);
    const stored = await lines();
    expect(stored.map((l) => Number(l.amount))).toEqual([10, 20, 6000]);
    expect(stored.every((l) => l.operatorName && l.createTime)).toBe(true);
    // Nothing was paid for an unpaid order: nothing to give back.
    const unpaid = await insertRow(server.db, orders, { ...base, orderNo: `U${Date.now() % 1e8}`, status: 'unpaid', paidAmount: 0 }, new Date());
    expect((await json(`${O}/refundOrder`, { id: unpaid.id, refundAmount: '1.00', refundReason: '误操作' }, finance)).body?.code).toBe(409);
  });
});
