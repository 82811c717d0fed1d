import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClient, type TestClient } from '../api/testClient';
import { createServer, type ReferenceServer } from '../createServer';
import { tableName } from '../db/migrate';
import type { Row } from '../types';
import { readXlsx } from './xlsx';

const NOW = new Date(2026, 10, 21, 10, 30, 0);
let server: ReferenceServer;
let api: TestClient;
let admin: string;
let project: string;

beforeAll(async () => {
  server = await createServer({ dataDir: 'memory://', quiet: true, now: () => NOW });
  api = testClient(server);
  admin = await api.login('admin', 'Admin123');
  project = await api.login('project', 'Project123');
});
afterAll(() => server?.close());

const rows = (key: string, where = '', params: unknown[] = []) =>
  server.db.query(`select * from ${tableName(server.idx.resource(key))} where "_deleted" = false ${where} order by "id"`, params);
const post = (path: string, form: Row, session = admin) => api.call('POST', path, { form, session });
const fileName = (headers: Headers) => decodeURIComponent(/filename\*=UTF-8''(.*)$/.exec(headers.get('content-disposition') ?? '')?.[1] ?? '');

describe('exports', () => {
  it('answer a real xlsx of every row: zh-CN headers, enum labels, referenced names', async () => {
    const res = await post('/organisation/household/exportHouseholdRoom', {});
    expect(res.body).toBeNull();
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(fileName(res.headers)).toBe('住户20261121.xlsx');
    const sheet = readXlsx(res.bytes!);
    expect(sheet[0]).toEqual(['编号', '住户姓名', '手机号', '证件号码', '住户身份', '所属项目', '楼栋', '单元', '楼层', '房间', '入住日期', '审核状态', '审核意见', '申请人编号', '申请人', '创建时间']);
    const households = await rows('organisation.household');
    expect(sheet).toHaveLength(households.length + 1);
    const last = households.at(-1)!;
    const line = sheet.find((l) => l[0] === String(last.id))!;
    const [org] = await rows('organisation.organization', 'and "id" = $1', [last.orgId]);
    const [room] = await rows('organisation.roomNo', 'and "id" = $1', [last.roomId]);
    expect(line[1]).toBe(last.name);
    expect(line[4]).toBe(last.householdType === 'owner' ? '业主' : '租户');
    expect(line[5]).toBe(org!.name);
    expect(line[9]).toBe(room!.name);
  });

  it('include a row added just before and honour the list filters', async () => {
    const [room] = await rows('organisation.roomNo');
    const added = await post('/organisation/household/addOwner', { name: '导出测试', phone: '13700001111', householdType: 'tenant', orgId: room!.orgId, roomId: room!.id });
    expect(added.body!.code).toBe(200);
    const res = await post('/organisation/household/exportHouseholdRoom', { householdType: 'tenant' });
    const sheet = readXlsx(res.bytes!);
    expect(sheet.slice(1).every((l) => l[4] === '租户')).toBe(true);
    expect(sheet.some((l) => l[1] === '导出测试' && l[2] === '13700001111')).toBe(true);
    const tenants = await rows('organisation.household', `and "householdType" = 'tenant'`);
    expect(sheet).toHaveLength(tenants.length + 1);
  });

  it('export only the picked rows when ids are given', async () => {
    const users = (await rows('organisation.v2User')).slice(0, 2);
    const res = await post('/organisation/v2/user/exportUser', { ids: users.map((u) => u.id).join(',') });
    const sheet = readXlsx(res.bytes!);
    expect(sheet.slice(1).map((l) => l[0]).sort()).toEqual(users.map((u) => String(u.id)).sort());
    expect(fileName(res.headers)).toBe('项目用户20261121.xlsx');
  });

  it('register a task that the export centre shows until it is seen, and serves again', async () => {
    const status = async (s = admin) => (await api.call('GET', '/export/exportTask/status', { session: s })).body!.data;
    await post('/export/exportTask/list', {}); // see what earlier tests exported
    expect(await status()).toBe(false);
    const res = await post('/ordermeal/web/lineManage/exportMealline', {});
    expect(await status()).toBe(true);
    expect(await status(project)).toBe(false); // not someone else's dot
    const list = await post('/export/exportTask/list', { pageSize: 50 });
    const mine = list.body!.data.list.find((t: Row) => t.fileName === '餐线管理20261121.xlsx');
    expect(mine).toMatchObject({ status: 'done', progress: 100, rowCount: (await rows('ordermeal.lineManage')).length, finishTime: '2026-11-21 10:30:00' });
    expect(await status()).toBe(false);
    const other = await post('/export/exportTask/list', {}, project);
    expect(other.body!.data.list.some((t: Row) => t.id === mine.id)).toBe(false);
    const again = await api.call('GET', `/export/exportTask/download/${mine.id}`, { session: admin });
    expect(again.bytes).toEqual(res.bytes);
    expect(fileName(again.headers)).toBe('餐线管理20261121.xlsx');
    expect((await api.call('GET', `/export/exportTask/download/${mine.id}`, { session: project })).body!.code).toBe(404);
    expect((await api.call('GET', '/export/exportTask/download/999999', { session: admin })).body!.code).toBe(404);
  });

  it('go through the export queue, which counts them', async () => {
    const before = server.services.jobs.queues().find((q) => q.name === 'export')?.processed ?? 0;
    await post('/collection/web/collection/exportCollectionList', {});
    await post('/flashdeliver/web/order/exportOrder', {});
    expect(server.services.jobs.queues().find((q) => q.name === 'export')).toMatchObject({ processed: before + 2, pending: 0, failed: 0 });
  });

  it('answer templates with the header row only (required fields starred) and register no task', async () => {
    const tasks = (await rows('session.exportTask')).length;
    const res = await post('/organisation/household/downloadTemplate', {});
    expect(fileName(res.headers)).toBe('住户导入模板.xlsx');
    expect(readXlsx(res.bytes!)).toEqual([['*住户姓名', '*手机号', '证件号码', '*住户身份', '*所属项目', '*房间', '入住日期']]);
    const model = await post('/organisation/virtAccount/exportVirtAccountModel', {});
    expect(readXlsx(model.bytes!)).toEqual([['*账户名称', '*虚拟架构', '*账户类型', '状态']]);
    // Our addition for the meal import: a template made from the writable fields like the others.
    const meals = await post('/ordermeal/web/meal/downloadTemplate', {});
    expect(fileName(meals.headers)).toBe('菜品导入模板.xlsx');
    expect(readXlsx(meals.bytes!)).toEqual([['*菜品名称', '*价格(元)', '*餐别', '*供餐商户', '*所属项目', '图片', '描述', '状态']]);
    expect(await rows('session.exportTask')).toHaveLength(tasks);
  });

  it('export the virtual accounts themselves (our addition beside the spec\'s template call)', async () => {
    const res = await post('/organisation/virtAccount/exportVirtAccount', {});
    expect(fileName(res.headers)).toBe('虚拟账户20261121.xlsx');
    const sheet = readXlsx(res.bytes!);
    expect(sheet[0]).toEqual(['编号', '账户名称', '虚拟架构', '账户类型', '余额(元)', '状态', '创建时间']);
    expect(sheet).toHaveLength((await rows('organisation.virtAccount')).length + 1);
  });

  it('sum dinner statistics per day and meal time: the total counts effective orders, cancelled and refunded apart', async () => {
    const res = await post('/ordermeal/web/orderDinner/exportDinnerStatistics', {});
    const sheet = readXlsx(res.bytes!);
    expect(sheet[0]).toEqual(['用餐日期', '餐别', '订单数', '金额(元)', '已取消(笔)', '已退款(笔)']);
    const orders = await rows('ordermeal.orderDinner');
    const effective = orders.filter((o) => o.status === 'ordered' || o.status === 'taken');
    const of = (status: string) => orders.filter((o) => o.status === status);
    expect(of('cancelled').length * of('refunded').length, 'the seed has cancelled and refunded orders').toBeGreaterThan(0);
    const [total, cancelled, refunded] = sheet.slice(-3);
    const lines = sheet.slice(1, -3);
    expect(total!.slice(0, 1)).toEqual(['合计（有效订单，不含已取消、已退款）']);
    expect(Number(total![2])).toBe(effective.length);
    expect(Number(total![3])).toBeCloseTo(effective.reduce((s, o) => s + Number(o.amount), 0), 2);
    expect(lines.reduce((s, l) => s + Number(l[2]), 0)).toBe(effective.length);
    expect(lines.reduce((s, l) => s + Number(l[4]), 0)).toBe(of('cancelled').length);
    expect(lines.reduce((s, l) => s + Number(l[5]), 0)).toBe(of('refunded').length);
    expect([cancelled![0], Number(cancelled![2])]).toEqual(['已取消（不计入合计）', of('cancelled').length]);
    expect([refunded![0], Number(refunded![2])]).toEqual(['已退款（不计入合计）', of('refunded').length]);
    expect(fileName(res.headers)).toBe('订餐订单统计20261121.xlsx');
  });

  it('are refused without the permission, like the list', async () => {
    const res = await api.call('POST', '/flashdeliver/web/order/exportOrder', { form: {}, session: project });
    expect(res.body?.code).toBe(403);
  });
});
