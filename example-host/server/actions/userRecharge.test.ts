/**
 * Users' recharges need two people: user/recharge, batchUserEcharge and welfareRecord/grantAmount
 * file a request and move nothing; only another person's approval credits, once, with a ledger
 * line naming requester and approver. Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
 */
import { describe, expect, it } from 'vitest';
import { useAdminServer } from '../api/adminServer';
import { tableName } from '../db/migrate';
import type { Row } from '../types';

const backends: [string, string | undefined][] = [['PGlite', undefined]];
if (process.env.TEST_DATABASE_URL) backends.push(['PostgreSQL', process.env.TEST_DATABASE_URL]);
const fen = (v: unknown): number => Math.round(Number(v ?? 0) * 100);

describe.each(backends)('users\' recharges on %s', (_name, databaseUrl) => {
  const s = useAdminServer(databaseUrl ? { databaseUrl } : {});
  const { rows, post } = s;
  const user = async (id: unknown): Promise<Row> => (await rows('organisation.user', 'and "id" = $1', [id]))[0]!;
  const records = (id: unknown) => rows('organisation.userRecod', 'and "userId" = $1', [id]);
  const activeUsers = async (n: number, offset = 0): Promise<Row[]> => {
    const all = await rows('organisation.user', 'and "status" = 1');
    // Users of one project, a different slice per test, so the tests do not share balances.
    return all.filter((u) => u.orgId === all[0]!.orgId).slice(offset, offset + n);
  };
  const asFinance = async (path: string, form: Row) => s.api.call('POST', path, { form, session: await s.api.login('finance', 'Finance123') });
  const audit = (id: unknown, auditStatus: string, auditRemark?: string) =>
    asFinance('/organisation/userRechargeRequest/rechargeAudit', { id, auditStatus, ...(auditRemark ? { auditRemark } : {}) });

  it('a recharge files a pending request and moves nothing; the requester may not approve it; another person\'s approval credits with who and when', async () => {
    const [u] = await activeUsers(1, 0);
    const before = await records(u!.id);
    const res = await post('/organisation/user/recharge', { id: u!.id, amount: '100.25', remark: '线下缴费' });
    expect(res.body).toMatchObject({
      code: 200,
      data: { pending: true, request: { targetType: 'user', userIds: String(u!.id), amount: 100.25, totalAmount: 100.25, orgId: u!.orgId, auditStatus: 'pending', requesterName: '管理员', purpose: '线下缴费' } },
    });
    const id = res.body!.data.request.id;
    expect(String(res.body!.data.request.requestNo)).toMatch(/^YC/);
    expect(await user(u!.id)).toEqual(u);
    expect(await records(u!.id)).toHaveLength(before.length);

    // The requester holds every key (admin) and is still refused: nothing changes.
    const own = await post('/organisation/userRechargeRequest/rechargeAudit', { id, auditStatus: 'approved' });
    expect(own.body).toMatchObject({ code: 403, msg: expect.stringContaining('不能审批自己提交的申请') });
    expect(await user(u!.id)).toEqual(u);
    expect((await rows('organisation.userRechargeRequest', 'and "id" = $1', [id]))[0]).toMatchObject({ auditStatus: 'pending' });

    const ok = await audit(id, 'approved', '已核实');
    expect(ok.body, ok.body!.msg).toMatchObject({ code: 200, data: { updated: 1, credited: 1, rows: [{ auditStatus: 'approved', auditorName: '陈静', auditRemark: '已核实' }] } });
    expect(ok.body!.data.rows[0].auditTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(fen((await user(u!.id)).balance) - fen(u!.balance)).toBe(10025);
    const after = await records(u!.id);
    expect(after).toHaveLength(before.length + 1);
    expect(after.at(-1)).toMatchObject({ category: 'user', operation: 'recharge', amount: 100.25, operatorName: '陈静' });
    expect(String(after.at(-1)!.remark)).toMatch(/^充值申请YC.*（申请人：管理员）：线下缴费$/);
    expect(after.at(-1)!.createTime).toEqual(expect.any(String));

    // Approving twice credits once.
    const again = await audit(id, 'approved');
    expect(again.body).toMatchObject({ code: 409, msg: '当前状态(已通过)不允许此操作' });
    expect(fen((await user(u!.id)).balance) - fen(u!.balance)).toBe(10025);
    expect(await records(u!.id)).toHaveLength(before.length + 1);
  });

  it('a rejected request moves nothing and records the reviewer and the note', async () => {
    const [u] = await activeUsers(1, 1);
    const before = await records(u!.id);
    const id = (await post('/organisation/user/recharge', { id: u!.id, amount: '0.10' })).body!.data.request.id;
    const rejected = await audit(id, 'rejected', '凭证不清');
    expect(rejected.body).toMatchObject({ code: 200, data: { credited: 0, rows: [{ auditStatus: 'rejected', auditRemark: '凭证不清', auditorName: '陈静' }] } });
    expect(await user(u!.id)).toEqual(u);
    expect(await records(u!.id)).toHaveLength(before.length);
    expect((await audit(id, 'approved')).body!.code).toBe(409);
    expect(await user(u!.id)).toEqual(u);
  });

  it('refuses a bad amount, an unknown or disabled user with the envelope, filing nothing', async () => {
    const [u] = await activeUsers(1, 2);
    const count = (await rows('organisation.userRechargeRequest')).length;
    for (const amount of ['-5', '0', '1.234', 'abc']) {
      const res = await post('/organisation/user/recharge', { id: u!.id, amount });
      expect(res.body!.code, amount).toBe(400);
      expect(res.body!.msg).toMatch(/金额/);
    }
    expect((await post('/organisation/user/recharge', { id: 999999, amount: 10 })).body).toMatchObject({ code: 404, msg: '用户不存在' });
    const [disabled] = await rows('organisation.user', 'and "status" = 0');
    expect((await post('/organisation/user/recharge', { id: disabled!.id, amount: 10 })).body).toMatchObject({ code: 409, msg: expect.stringContaining('已停用') });
    expect(await rows('organisation.userRechargeRequest')).toHaveLength(count);
  });

  it('a batch files one request; its approval credits every user in one go, 0.10 + 0.20 exactly', async () => {
    const users = await activeUsers(3, 3);
    const ids = users.map((u) => u.id);
    const bad = await post('/organisation/user/batchUserEcharge', { ids: [...ids, 999999].join(','), amount: '0.10' });
    expect(bad.body).toMatchObject({ code: 404, msg: expect.stringContaining('999999') });
    const first = await post('/organisation/user/batchUserEcharge', { ids: ids.join(','), amount: '0.10' });
    expect(first.body).toMatchObject({ code: 200, data: { pending: true, count: 3, total: 0.3, request: { targetType: 'batch', userCount: 3, totalAmount: 0.3 } } });
    expect(first.body!.data.requests).toHaveLength(1);
    const second = await post('/organisation/user/batchUserEcharge', { ids: ids.join(','), amount: '0.20' });
    expect((await rows('organisation.user', 'and "id" = any($1)', [ids])).map((u) => u.balance)).toEqual(users.map((u) => u.balance));
    for (const r of [first, second]) expect((await audit(r.body!.data.request.id, 'approved')).body).toMatchObject({ code: 200, data: { credited: 3 } });
    const after = await rows('organisation.user', 'and "id" = any($1)', [ids]);
    expect(after.map((u) => fen(u.balance) - fen(users.find((x) => x.id === u.id)!.balance))).toEqual([30, 30, 30]);
  });

  it('an approval that cannot credit every user credits none', async () => {
    const users = await activeUsers(2, 6);
    const id = (await post('/organisation/user/batchUserEcharge', { ids: users.map((u) => u.id).join(','), amount: '5' })).body!.data.request.id;
    // One of them is disabled after the request was filed.
    await s.server.db.query(`update ${tableName(s.server.idx.resource('organisation.user'))} set "status" = 0 where "id" = $1`, [users[1]!.id]);
    const res = await audit(id, 'approved');
    expect(res.body).toMatchObject({ code: 409, msg: expect.stringContaining('已停用') });
    expect(await user(users[0]!.id)).toEqual(users[0]);
    expect((await rows('organisation.userRechargeRequest', 'and "id" = $1', [id]))[0]).toMatchObject({ auditStatus: 'pending' });
    await s.server.db.query(`update ${tableName(s.server.idx.resource('organisation.user'))} set "status" = 1 where "id" = $1`, [users[1]!.id]);
  });

  it('a welfare payout is a request: the grant waits 待审核, a second call is refused, rejecting puts it back, approving pays each person once', async () => {
    const [org] = await rows('organisation.organization');
    const users = await activeUsers(2, 8);
    const grantId = (await s.server.db.query(
      `insert into ${tableName(s.server.idx.resource('organisation.welfareRecord'))} ("title", "orgId", "grantType", "amount", "grantStatus")
       values ('中秋福利', $1, 'bonus', 50, 'pending') returning "id"`, [org!.id]))[0]!.id;
    for (const u of users) {
      await s.server.db.query(`insert into ${tableName(s.server.idx.resource('organisation.welfarePersonRecord'))} ("welfareRecordId", "userId", "name", "amount", "grantStatus")
        values ($1, $2, $3, 50, 'pending')`, [grantId, u.id, u.name]);
    }
    const grant = async () => (await rows('organisation.welfareRecord', 'and "id" = $1', [grantId]))[0]!;
    const file = await post('/organisation/welfareRecord/grantAmount', { id: grantId });
    expect(file.body).toMatchObject({ code: 200, data: { pending: true, request: { targetType: 'welfare', welfareRecordId: grantId, userCount: 2, totalAmount: 100, purpose: '福利发放：中秋福利' }, record: { grantStatus: 'requested' } } });
    expect((await post('/organisation/welfareRecord/grantAmount', { id: grantId })).body).toMatchObject({ code: 409, msg: '当前状态(待审核)不允许此操作' });
    expect((await audit(file.body!.data.request.id, 'rejected', '名单有误')).body!.code).toBe(200);
    expect(await grant()).toMatchObject({ grantStatus: 'pending' });
    expect((await rows('organisation.user', 'and "id" = any($1)', [users.map((u) => u.id)])).map((u) => u.balance)).toEqual(users.map((u) => u.balance));

    const id = (await post('/organisation/welfareRecord/grantAmount', { id: grantId })).body!.data.request.id;
    const ok = await audit(id, 'approved');
    expect(ok.body).toMatchObject({ code: 200, data: { credited: 2 } });
    expect(await grant()).toMatchObject({ grantStatus: 'granted', personCount: 2, totalAmount: 100 });
    const after = await rows('organisation.user', 'and "id" = any($1)', [users.map((u) => u.id)]);
    expect(after.map((u) => fen(u.balance) - fen(users.find((x) => x.id === u.id)!.balance))).toEqual([5000, 5000]);
    const line = (await records(users[0]!.id)).at(-1)!;
    expect(line).toMatchObject({ operation: 'recharge', amount: 50, operatorName: '陈静' });
    expect(String(line.remark)).toContain('（申请人：管理员）');
    expect((await audit(id, 'approved')).body!.code).toBe(409);
    expect((await post('/organisation/welfareRecord/grantAmount', { id: grantId })).body).toMatchObject({ code: 409, msg: '当前状态(已发放)不允许此操作' });
  });

  it('parallel approvals of one request credit once', async () => {
    const [u] = await activeUsers(1, 10);
    const id = (await post('/organisation/user/recharge', { id: u!.id, amount: '12.34' })).body!.data.request.id;
    const finance = await s.api.login('finance', 'Finance123');
    const results = await Promise.all(Array.from({ length: 8 }, () =>
      s.api.call('POST', '/organisation/userRechargeRequest/rechargeAudit', { form: { id, auditStatus: 'approved' }, session: finance })));
    const codes = results.map((r) => r.body!.code).sort();
    expect(codes).toEqual([200, ...Array(7).fill(409)]);
    expect(fen((await user(u!.id)).balance) - fen(u!.balance)).toBe(1234);
  });
});
