/** Transitions on real rows: allowed moves, refusals that change nothing, picked targets and `sets`. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClient, type TestClient } from '../api/testClient';
import { createServer, type ReferenceServer } from '../createServer';
import { findById, insertRow } from '../db/store';
import type { Row } from '../types';

let server: ReferenceServer;
let api: TestClient;
let admin: string;
let orgId: number;

const send = async (path: string, input: Row = {}, json = false) =>
  (await api.call('POST', path, json ? { json: input, session: admin } : { form: input, session: admin })).body!;
const ok = async (path: string, input: Row = {}, json = false) => {
  const body = await send(path, input, json);
  expect(body.code, `${path}: ${body.msg}`).toBe(200);
  return body.data;
};
const row = async (key: string, id: number) => findById(server.db, server.idx.resource(key), id);
const insert = (key: string, values: Row) => insertRow(server.db, server.idx.resource(key), values);

beforeAll(async () => {
  server = await createServer({ dataDir: 'memory://', quiet: true, now: () => new Date(2026, 4, 2, 9, 30, 0) });
  api = testClient(server);
  admin = await api.login('admin', 'Admin123');
  orgId = (await ok('/organisation/organization/getselectlist'))[0].value;
});
afterAll(async () => server?.close());

describe('transition', () => {
  const order = (status: string) => insert('flashdeliver.order', {
    receiverName: '收货人', receiverPhone: '13800000000', address: '一号路', orgId, amount: 12, status,
  });

  it('moves a row from an allowed state and sets the fields the call carries', async () => {
    const o = await order('paid');
    const staff = await insert('flashdeliver.deliveryStaff', { name: '配送员甲', phone: '13900000002', orgId, status: 1 });
    const data = await ok('/flashdeliver/web/order/carrierOrder', { id: o.id, deliveryStaffId: staff.id }, true);
    expect(data.updated).toBe(1);
    expect(data.rows[0]).toMatchObject({ id: o.id, status: 'delivering', deliveryStaffId: staff.id });
  });

  it('refuses a move from another state with 409 naming it, and changes nothing', async () => {
    const o = await order('completed');
    const res = await send('/flashdeliver/web/order/cancelOrder', { id: o.id, cancelReason: '重复下单' }, true);
    expect(res).toMatchObject({ code: 409, msg: '当前状态(已完成)不允许此操作' });
    expect(await row('flashdeliver.order', o.id as number)).toMatchObject({ status: 'completed' });
  });

  it('refuses a reference to a missing row in the fields it sets', async () => {
    const o = await order('paid');
    expect(await send('/flashdeliver/web/order/carrierOrder', { id: o.id, deliveryStaffId: 999999 }, true)).toMatchObject({ code: 400 });
    expect(await row('flashdeliver.order', o.id as number)).toMatchObject({ status: 'paid', deliveryStaffId: null });
  });

  it('answers 404 for a missing row', async () => {
    expect(await send('/flashdeliver/web/order/cancelOrder', { id: 999999, cancelReason: '重复下单' }, true)).toMatchObject({ code: 404 });
  });

  it('moves several rows from the path all or nothing', async () => {
    const park = (name: string, status: number) => insert('carpark.carpark', { name, orgId, totalSpaces: 5, status });
    const a = await park('车场甲', 1);
    const b = await park('车场乙', 0);
    const refused = await send(`/carpark/carpark/disable/${a.id},${b.id}`);
    expect(refused).toMatchObject({ code: 409, msg: '当前状态(停用)不允许此操作' });
    expect(await row('carpark.carpark', a.id as number)).toMatchObject({ status: 1 });
    const c = await park('车场丙', 1);
    expect((await ok(`/carpark/carpark/disable/${a.id},${c.id}`)).updated).toBe(2);
    expect((await ok(`/carpark/carpark/enable/${b.id}`)).rows[0]).toMatchObject({ id: b.id, status: 1 });
  });

  it('lets the request pick one of several targets and stamps the audit time', async () => {
    const notice = await ok('/notify/appNotice/add', { title: '停水通知', content: '周六停水', orgId });
    expect(notice.auditStatus).toBe('pending');
    expect(await send('/notify/appNotice/approval', { id: notice.id, auditStatus: 'pending' })).toMatchObject({ code: 400 });
    // The two-person rule: admin wrote it, so another approver decides.
    const auditor = await api.login('auditor', 'Auditor123');
    const approve = async (input: Row) => (await api.call('POST', '/notify/appNotice/approval', { form: input, session: auditor })).body!;
    const approved = await approve({ id: notice.id, auditStatus: 'approved', auditRemark: '同意' });
    expect(approved.code, approved.msg).toBe(200);
    const data = approved.data;
    expect(data.rows[0]).toMatchObject({ auditStatus: 'approved', auditRemark: '同意', auditTime: '2026-05-02 09:30:00' });
    expect(await approve({ id: notice.id, auditStatus: 'rejected' })).toMatchObject({
      code: 409, msg: '当前状态(已通过)不允许此操作',
    });
  });

  it('walks the card lifecycle: generate, activate, lose, recover, unbind, bind', async () => {
    const user = await ok('/organisation/v2/user/add', { name: '持卡人', phone: '13700000001', orgId, personnelType: 'employee' }, true);
    expect(user.cardStatus).toBe('unbound');
    const step = async (path: string, input: Row = {}) => (await ok(`/organisation/v2/user/${path}`, { id: user.id, ...input })).rows[0];
    const generated = await step('generateCardNo');
    expect(generated.cardStatus).toBe('generated');
    expect(generated.cardNo).toMatch(/^20260502\d{10}$/);
    expect(await step('activeCardNo')).toMatchObject({ cardStatus: 'active', cardNo: generated.cardNo });
    expect(await send('/organisation/v2/user/activeCardNo', { id: user.id })).toMatchObject({ code: 409 });
    expect((await step('cardLoss')).cardStatus).toBe('lost');
    expect((await step('cancelLoss')).cardStatus).toBe('active');
    expect(await step('unBindCard')).toMatchObject({ cardStatus: 'unbound', cardNo: null });
    expect(await step('bindCard', { cardNo: 'CARD-7' })).toMatchObject({ cardStatus: 'active', cardNo: 'CARD-7' });
  });

  it('stores a picked state in integer status columns', async () => {
    const m = await insert('platform.module', { name: '测试模块', code: 'tm', basePath: '/tm', enabled: 1 });
    expect((await ok('/module/switch', { id: m.id, enabled: '0' })).rows[0]).toMatchObject({ enabled: 0 });
    expect((await ok('/module/switch', { id: m.id, enabled: 1 })).rows[0]).toMatchObject({ enabled: 1 });
  });
});
