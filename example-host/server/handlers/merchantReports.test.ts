/**
 * 商户报表 and 账单异常报表 on rows inserted here (PGlite; PostgreSQL with TEST_DATABASE_URL): sales,
 * refunds over the child table (an order refunded twice still counted once), net and average in
 * whole fen; anomalous orders listed once with every rule they break, the overdue rule relative to
 * the range's end, totals counting orders; the data scope, bad input and the export.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../api/testClient';
import type { ReferenceServer } from '../createServer';
import { insertRow } from '../db/store';
import { readXlsx } from '../files/xlsx';
import type { Row } from '../types';
import { reportTestServer, type ReportTestServer } from './reportTestServer';

const backends: [string, string | undefined][] = [['PGlite', undefined]];
if (process.env.TEST_DATABASE_URL) backends.push(['PostgreSQL', process.env.TEST_DATABASE_URL]);

const MERCHANT = '/statistics/report/flashMerchant';
const ANOMALY = '/statistics/report/flashBillAnomaly';
const WEEK = { startDate: '2026-03-02', endDate: '2026-03-08' };

describe.each(backends)('merchant and billing anomaly reports on %s', (_name, databaseUrl) => {
  let server: ReferenceServer;
  let api: TestClient;
  let admin: string;
  let orgId: number;
  let shopA: number;
  let shopB: number;
  const nos: Record<string, string> = {};
  let ok: ReportTestServer['ok'];

  beforeAll(async () => {
    ({ server, api, admin, orgId, ok } = await reportTestServer(databaseUrl, '商户报表项目'));
    const merchant = server.idx.resource('merchant.merchant');
    const shop = (name: string) => insertRow(server.db, merchant, { name, type: 'supermarket', orgId, contactName: '店长', contactPhone: '13900000000', status: 'open' });
    shopA = Number((await shop('甲便利店')).id);
    shopB = Number((await shop('乙生鲜店')).id);
    const order = server.idx.resource('flashdeliver.order');
    const line = server.idx.resource('flashdeliver.orderLine');
    const refund = server.idx.resource('flashdeliver.orderRefund');
    // name, day, status, paid fen, lines [quantity, unit fen], refunds fen, merchant
    const rows: [string, string, string, number, [number, number][], number[], number][] = [
      ['refundedTwice', '2026-03-02 09:00:00', 'completed', 1000, [[2, 300], [1, 400]], [100, 50], shopA],
      ['overdue', '2026-03-03 10:00:00', 'paid', 2550, [[1, 2550]], [], shopA],
      ['fresh', '2026-03-07 10:00:00', 'delivering', 999, [[3, 333]], [], shopB],
      ['shortAndOverdue', '2026-03-04 12:00:00', 'paid', 1200, [[1, 1000]], [], shopB],
      ['cancelled', '2026-03-05 08:00:00', 'cancelled', 0, [[1, 500]], [], shopB],
      ['unpaid', '2026-03-05 09:00:00', 'unpaid', 0, [[1, 800]], [], shopA],
      ['refundedOnce', '2026-03-06 11:00:00', 'completed', 700, [[1, 700]], [70], shopA],
      ['previous', '2026-02-26 12:00:00', 'completed', 500, [[1, 500]], [], shopA],
      ['outside', '2026-01-01 12:00:00', 'completed', 9999, [[1, 1]], [], shopA],
    ];
    let n = 0;
    for (const [name, createTime, status, paidAmount, lines, refunds, merchantId] of rows) {
      const orderNo = `MR${String(++n).padStart(4, '0')}${Date.now() % 1e6}`;
      nos[name] = orderNo;
      const o = await insertRow(server.db, order, {
        orderNo, receiverName: '收货人', receiverPhone: '13800000000', address: '一号路', orgId, amount: paidAmount / 100, paidAmount, merchantId, status, createTime,
      });
      for (const [quantity, unitPrice] of lines) await insertRow(server.db, line, { orderId: o.id, productId: 1, quantity, unitPrice });
      for (const amount of refunds) await insertRow(server.db, refund, { orderId: o.id, amount, reason: '退款', createTime });
    }
  }, 120_000);
  afterAll(() => server?.close());

  it('per merchant: sold orders, sales, refunds over the child table, net and average order in fen', async () => {
    const data = await ok(MERCHANT, { ...WEEK, dimension: 'merchantId', orgId });
    const byShop = Object.fromEntries(data.rows.map((r: { key: number; label: string; values: Row }) => [r.key, { label: r.label, ...r.values }]));
    // A: the order refunded twice is one order and one sale; the unpaid one is no sale. 4250 / 3 = 1416.67 -> 1417.
    expect(byShop[shopA]).toEqual({ label: '甲便利店', orders: 3, sales: 4250, refunds: 220, net: 4030, average: 1417 });
    // B: the cancelled order is left out; 2199 / 2 = 1099.5 rounds half up.
    expect(byShop[shopB]).toEqual({ label: '乙生鲜店', orders: 2, sales: 2199, refunds: 0, net: 2199, average: 1100 });
    expect(data.totals).toEqual({ orders: 5, sales: 6449, refunds: 220, net: 6229, average: 1290 });
    expect(data.previous.totals).toEqual({ orders: 1, sales: 500, refunds: 0, net: 500, average: 500 });
    const one = await ok(MERCHANT, { ...WEEK, dimension: 'day', orgId, merchantId: String(shopB) });
    expect(one.rows.filter((r: { values: Row }) => r.values.orders).map((r: { key: string }) => r.key)).toEqual(['2026-03-04', '2026-03-07']);
    expect(one.totals.sales).toBe(2199);
  });

  it('lists each anomalous order once with every rule it breaks; totals count orders', async () => {
    const data = await ok(ANOMALY, { ...WEEK, orgId });
    const rows = Object.fromEntries(data.rows.map((r: { key: string; values: Row }) => [r.key, r.values]));
    expect(Object.keys(rows).sort()).toEqual([nos.refundedTwice, nos.overdue, nos.shortAndOverdue].sort());
    expect(rows[nos.refundedTwice!]).toEqual({ orders: 1, mismatch: 0, overdue: 0, multiRefund: 1, paid: 1000, lines: 1000, refunds: 2 });
    expect(rows[nos.shortAndOverdue!]).toEqual({ orders: 1, mismatch: 1, overdue: 1, multiRefund: 0, paid: 1200, lines: 1000, refunds: 0 });
    expect(data.totals).toEqual({ orders: 3, mismatch: 1, overdue: 2, multiRefund: 1, paid: 4750, lines: 4550, refunds: 2 });
  });

  it('judges "overdue" at the range\'s end with the number of days asked', async () => {
    // Ending on 03-05 with 3 days: only orders created before 03-03 are overdue, so the 03-03 order is not.
    const early = await ok(ANOMALY, { startDate: '2026-03-02', endDate: '2026-03-05', orgId });
    expect(early.rows.map((r: { key: string }) => r.key).sort()).toEqual([nos.refundedTwice, nos.shortAndOverdue].sort());
    expect(early.totals).toMatchObject({ orders: 2, overdue: 0, mismatch: 1 });
    // Six days at 03-08: the cut is 03-03 00:00 again.
    const six = await ok(ANOMALY, { ...WEEK, orgId, overdueDays: 6 });
    expect(six.totals).toMatchObject({ orders: 2, overdue: 0 });
    const bad = await api.call('POST', ANOMALY, { json: { ...WEEK, orgId, overdueDays: 0 }, session: admin });
    expect(bad.body).toMatchObject({ code: 400 });
  });

  it('applies the caller\'s data scope and the bounded range', async () => {
    const opcenter = await api.login('opcenter', 'Opcenter123');
    expect((await ok(MERCHANT, { ...WEEK, orgId }, opcenter)).totals.orders).toBe(0);
    expect((await ok(ANOMALY, { ...WEEK, orgId }, opcenter)).totals.orders).toBe(0);
    const tooLong = await api.call('POST', ANOMALY, { json: { startDate: '2025-01-01', endDate: '2026-03-01' }, session: admin });
    expect(tooLong.body).toMatchObject({ code: 400, msg: '日期范围不能超过 366 天' });
    const missing = await api.call('POST', MERCHANT, { json: { dimension: 'merchantId' }, session: admin });
    expect(missing.body).toMatchObject({ code: 400 });
  });

  it('exports yuan from the fen and the rules as marks', async () => {
    const res = await api.call('POST', `${ANOMALY}/export`, { json: { ...WEEK, orgId }, session: admin });
    const sheet = readXlsx(res.bytes!);
    expect(sheet[0]).toEqual(['订单号', '异常订单数', '金额与明细不符', '超时未完成', '多次退款', '实付金额(元)', '明细合计(元)', '退款次数']);
    const short = sheet.find((r) => r[0] === nos.shortAndOverdue)!;
    expect(short.slice(1)).toEqual(['1', '是', '是', '', '12', '10', '0']);
    expect(sheet.at(-1)).toEqual(['合计', '3', '1', '2', '1', '47.5', '45.5', '2']);
    const merchant = readXlsx((await api.call('POST', `${MERCHANT}/export`, { json: { ...WEEK, dimension: 'merchantId', orgId }, session: admin })).bytes!);
    expect(merchant.at(-1)).toEqual(['合计', '5', '64.49', '2.2', '62.29', '12.9']);
  });
});
