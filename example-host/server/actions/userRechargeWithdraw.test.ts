/**
 * A requester's own user recharge requests (our additions): `myList` answers only the caller's,
 * `withdraw` takes back a pending one (only its requester, only while 待审核; a welfare grant goes
 * back to 待发放), and a withdrawn request cannot be approved. Runs on PGlite, and on PostgreSQL
 * when TEST_DATABASE_URL is set.
 */
import { describe, expect, it } from 'vitest';
import { useAdminServer } from '../api/adminServer';
import { tableName } from '../db/migrate';
import type { Row } from '../types';

const backends: [string, string | undefined][] = [['PGlite', undefined]];
if (process.env.TEST_DATABASE_URL) backends.push(['PostgreSQL', process.env.TEST_DATABASE_URL]);

describe.each(backends)('withdrawing one\'s own user recharge requests on %s', (_name, databaseUrl) => {
  const s = useAdminServer(databaseUrl ? { databaseUrl } : {});
  const { rows, post } = s;
  const request = async (id: unknown): Promise<Row> => (await rows('organisation.userRechargeRequest', 'and "id" = $1', [id]))[0]!;
  // Users of the first project (the finance reviewer's scope), one per test so balances stay apart.
  const activeUser = async (offset: number): Promise<Row> => {
    const all = await rows('organisation.user', 'and "status" = 1');
    return all.filter((u) => u.orgId === all[0]!.orgId)[offset]!;
  };
  const as = async (login: string, password: string, path: string, form: Row) =>
    s.api.call('POST', path, { form, session: await s.api.login(login, password) });
  const file = async (offset: number): Promise<number> => {
    const res = await post('/organisation/user/recharge', { id: (await activeUser(offset)).id, amount: '12.30' });
    expect(res.body, res.body!.msg).toMatchObject({ code: 200 });
    return Number(res.body!.data.request.id);
  };

  it('the requester withdraws a pending request: 已撤回, nothing credited, and it can no longer be approved', async () => {
    const u = await activeUser(10);
    const id = await file(10);
    const res = await post('/organisation/userRechargeRequest/withdraw', { id });
    expect(res.body, res.body!.msg).toMatchObject({ code: 200, data: { updated: 1, rows: [{ id, auditStatus: 'withdrawn' }] } });
    expect(await request(id)).toMatchObject({ auditStatus: 'withdrawn' });
    const approve = await as('finance', 'Finance123', '/organisation/userRechargeRequest/rechargeAudit', { id, auditStatus: 'approved' });
    expect(approve.body).toMatchObject({ code: 409, msg: '当前状态(已撤回)不允许此操作' });
    expect(await activeUser(10)).toEqual(u);
    const again = await post('/organisation/userRechargeRequest/withdraw', { id });
    expect(again.body).toMatchObject({ code: 409, msg: expect.stringContaining('已撤回') });
  });

  it('someone else (even with the users role and every key) may not withdraw it; nothing changes', async () => {
    const id = await file(11);
    await s.server.db.query(`update ${tableName(s.server.idx.resource('organisation.userRechargeRequest'))}
      set "requesterId" = "requesterId" + 1000, "requesterName" = '张伟' where "id" = $1`, [id]);
    const res = await post('/organisation/userRechargeRequest/withdraw', { id });
    expect(res.body).toMatchObject({ code: 403, msg: '只能撤回自己提交的充值申请（申请人：张伟）' });
    expect(await request(id)).toMatchObject({ auditStatus: 'pending' });
    // Without the users role the call itself is refused.
    const finance = await as('finance', 'Finance123', '/organisation/userRechargeRequest/withdraw', { id });
    expect(finance.body!.code).toBe(403);
    expect(await request(id)).toMatchObject({ auditStatus: 'pending' });
  });

  it('after a decision (approved or rejected) the request cannot be withdrawn', async () => {
    for (const [offset, decision, label] of [[12, 'approved', '已通过'], [13, 'rejected', '已驳回']] as const) {
      const id = await file(offset);
      const audit = await as('finance', 'Finance123', '/organisation/userRechargeRequest/rechargeAudit', { id, auditStatus: decision });
      expect(audit.body, audit.body!.msg).toMatchObject({ code: 200 });
      const res = await post('/organisation/userRechargeRequest/withdraw', { id });
      expect(res.body).toMatchObject({ code: 409, msg: `审核状态为${label}，只有待审核的申请可以撤回` });
      expect(await request(id)).toMatchObject({ auditStatus: decision });
    }
  });

  it('a withdrawal and an approval at the same moment: exactly one wins, and money moves only if the approval did', async () => {
    const u = await activeUser(16);
    const id = await file(16);
    const finance = await s.api.login('finance', 'Finance123');
    const [w, a] = await Promise.all([
      post('/organisation/userRechargeRequest/withdraw', { id }),
      s.api.call('POST', '/organisation/userRechargeRequest/rechargeAudit', { form: { id, auditStatus: 'approved' }, session: finance }),
    ]);
    expect([w.body!.code, a.body!.code].sort()).toEqual([200, 409]);
    const after = await request(id);
    const credited = Math.round(Number((await activeUser(16)).balance) * 100) - Math.round(Number(u.balance) * 100);
    if (w.body!.code === 200) expect([after.auditStatus, credited]).toEqual(['withdrawn', 0]);
    else expect([after.auditStatus, credited]).toEqual(['approved', 1230]);
  });

  it('an unknown request is a 404 with the envelope', async () => {
    expect((await post('/organisation/userRechargeRequest/withdraw', { id: 987654 })).body).toMatchObject({ code: 404 });
    expect((await post('/organisation/userRechargeRequest/withdraw', {})).body).toMatchObject({ code: 400 });
  });

  it('withdrawing a welfare grant\'s request puts the grant back to 待发放, so it can be filed again', async () => {
    const [org] = await rows('organisation.organization');
    const u = await activeUser(14);
    const grantId = (await s.server.db.query(
      `insert into ${tableName(s.server.idx.resource('organisation.welfareRecord'))} ("title", "orgId", "grantType", "amount", "grantStatus")
       values ('撤回测试', $1, 'bonus', 20, 'pending') returning "id"`, [org!.id]))[0]!.id;
    await s.server.db.query(`insert into ${tableName(s.server.idx.resource('organisation.welfarePersonRecord'))} ("welfareRecordId", "userId", "name", "amount", "grantStatus")
      values ($1, $2, $3, 20, 'pending')`, [grantId, u.id, u.name]);
    const grant = async () => (await rows('organisation.welfareRecord', 'and "id" = $1', [grantId]))[0]!;
    const filed = await post('/organisation/welfareRecord/grantAmount', { id: grantId });
    expect(filed.body, filed.body!.msg).toMatchObject({ code: 200 });
    expect(await grant()).toMatchObject({ grantStatus: 'requested' });
    expect((await post('/organisation/userRechargeRequest/withdraw', { id: filed.body!.data.request.id })).body).toMatchObject({ code: 200 });
    expect(await grant()).toMatchObject({ grantStatus: 'pending' });
    expect((await post('/organisation/welfareRecord/grantAmount', { id: grantId })).body).toMatchObject({ code: 200 });
  });

  it('myList answers only the caller\'s own requests, under the users role', async () => {
    const mine = await file(15);
    const others = await as('auditor', 'Auditor123', '/organisation/userRechargeRequest/myList', { pageNum: 1, pageSize: 100 });
    expect(others.body, others.body!.msg).toMatchObject({ code: 200 });
    expect(others.body!.data.list.map((r: Row) => r.id)).not.toContain(mine);
    const own = await post('/organisation/userRechargeRequest/myList', { pageNum: 1, pageSize: 100 });
    expect(own.body).toMatchObject({ code: 200 });
    const list = own.body!.data.list as Row[];
    expect(list.map((r) => r.id)).toContain(mine);
    expect(new Set(list.map((r) => r.requesterName))).toEqual(new Set(['管理员']));
    expect(own.body!.data.total).toBe((await rows('organisation.userRechargeRequest', 'and "requesterName" = $1', ['管理员'])).length);
    // A requester filter cannot widen it to someone else's rows.
    const [other] = await rows('organisation.userRechargeRequest', 'and "requesterName" <> $1', ['管理员']);
    if (other) {
      const widened = await post('/organisation/userRechargeRequest/myList', { pageNum: 1, pageSize: 100, requesterId: other.requesterId });
      expect(widened.body!.data.list).toEqual([]);
    }
    // The wallet role's list still answers everyone's; myList needs the users role.
    expect((await as('finance', 'Finance123', '/organisation/userRechargeRequest/myList', {})).body!.code).toBe(403);
  });
});
