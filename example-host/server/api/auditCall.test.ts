/** The audit log: every state-changing call writes one platform.log row, refusals included; reads write none. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type ReferenceServer } from '../createServer';
import { tableName } from '../db/migrate';
import type { Row } from '../types';
import { testClient, type TestClient } from './testClient';

let server: ReferenceServer;
let api: TestClient;
let clock = new Date(2026, 10, 21, 9, 0, 0).getTime();
const AUDIT_DAY = new Date(2027, 5, 1, 10, 0, 0).getTime();

beforeAll(async () => {
  server = await createServer({ dataDir: 'memory://', quiet: true, now: () => new Date(clock) });
  api = testClient(server);
});
afterAll(() => server?.close());

const post = async (path: string, form: Row, session: string | null) => (await api.call('POST', path, { form, session })).body!;
const logRows = async (session: string, filters: Row = {}) => {
  const body = await post('/log/list', { pageNum: 1, pageSize: 100, createTimeFrom: '2027-06-01', ...filters }, session);
  expect(body.code, body.msg).toBe(200);
  return (body.data.list as Row[]).sort((a, b) => Number(a.id) - Number(b.id));
};

describe('operation log', () => {
  it('writes one row per state-changing call with who, what, which record, the outcome and the amount', async () => {
    clock = AUDIT_DAY; // after the seeded rows, so the time filter shows only this test's calls
    const admin = await api.login('admin', 'Admin123');
    const merchant = await api.login('merchant', 'Merchant123');
    const orgId = (await post('/organisation/organization/getselectlist', {}, admin)).data[0].value;
    const build = (await post('/organisation/build/add', { name: '审计楼', orgId }, admin)).data;
    expect((await post('/organisation/build/update', { id: build.id, name: '审计楼二', orgId }, admin)).code).toBe(200);
    expect((await post('/organisation/build/list', { pageSize: 5 }, admin)).code).toBe(200); // a read: no row
    expect((await api.call('POST', `/organisation/build/delete/${build.id}`, { session: admin })).body!.code).toBe(200);
    const [acc] = await server.db.query(`select "id", "companyId" from ${tableName(server.idx.resource('wallet.virtAccountExtend'))} where "status" = 1 limit 1`);
    const [req] = await server.db.query(`insert into ${tableName(server.idx.resource('wallet.rechargeManage'))} ("title", "companyId", "accountId", "amount", "auditStatus")
       values ('审计充值', $1, $2, 1000.5, 'pending') returning "id"`, [acc!.companyId, acc!.id]);
    expect((await post('/wallet/rechargeManage/rechargeAudit', { id: req!.id, auditStatus: 'approved' }, admin)).code).toBe(200);
    const again = await post('/wallet/rechargeManage/rechargeAudit', { id: req!.id, auditStatus: 'approved' }, admin);
    expect(again.code).toBe(409);
    expect((await post('/organisation/build/add', { name: '无权楼', orgId }, merchant)).code).toBe(403);
    expect((await post('/user/login', { loginName: 'admin', password: await api.sealed('Wrong999') }, null)).code).toBe(400);

    const rows = await logRows(admin);
    const adminId = rows[0]!.userId;
    expect(adminId).toEqual(expect.any(Number));
    const buildTitle = server.idx.resource('organisation.build').title['zh-CN'];
    expect(rows.map((r) => [r.userName, r.operation, r.recordId, r.result, r.amount, r.message])).toEqual([
      ['管理员', '登录', String(adminId), 'success', null, null],
      ['王芳', '登录', String(rows[1]!.userId), 'success', null, null],
      ['管理员', `新增${buildTitle}`, String(build.id), 'success', null, null],
      ['管理员', `修改${buildTitle}`, String(build.id), 'success', null, null],
      ['管理员', `删除${buildTitle}`, String(build.id), 'success', null, null],
      ['管理员', '充值审核（通过）', String(req!.id), 'success', '1000.50', null],
      ['管理员', '充值审核（通过）', String(req!.id), 'fail', null, again.msg],
      ['王芳', `新增${buildTitle}`, '', 'fail', null, expect.stringContaining('没有权限')],
      ['admin', '登录', '', 'fail', null, '用户名或密码错误'],
    ]);
    expect(rows[5]).toMatchObject({ userId: adminId, operationId: 'wallet.rechargeManage.rechargeAudit', module: expect.any(String), method: 'POST', path: '/wallet/rechargeManage/rechargeAudit', createTime: '2027-06-01 10:00:00' });
    expect(rows[8]!.userId).toBeNull();
  });

  it('filters by operator, operation and time range', async () => {
    const admin = await api.login('admin', 'Admin123');
    const reader = await api.login('admin', 'Admin123');
    clock = AUDIT_DAY + 3 * 3600_000;
    const later = await post('/organisation/organization/getselectlist', {}, admin); // a read: no row
    expect(later.code).toBe(200);
    await post('/user/logout', {}, admin);
    const merchantRows = await logRows(reader, { userName: '王芳' });
    expect(merchantRows.length).toBe(2);
    expect(merchantRows.every((r) => r.userName === '王芳')).toBe(true);
    const window = await logRows(reader, { createTimeFrom: '2027-06-01 12:00:00', createTimeTo: '2027-06-01 14:00:00' });
    expect(window.map((r) => [r.userName, r.operation, r.createTime])).toEqual([['管理员', '退出登录', '2027-06-01 13:00:00']]);
    const approvals = await logRows(reader, { operation: '充值审核' });
    expect(approvals.map((r) => r.result)).toEqual(['success', 'fail']);
  });
});
