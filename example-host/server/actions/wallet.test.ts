import { describe, expect, it } from 'vitest';
import { useAdminServer } from '../api/adminServer';
import { tableName } from '../db/migrate';
import type { Row } from '../types';

const s = useAdminServer();
const { rows, post } = s;

async function activeUser(): Promise<Row> {
  const [u] = await rows('organisation.user', 'and "status" = 1');
  return u!;
}

describe('organisation user recharge', () => {
  it('raises the balance, credits the cash account and writes a userRecod line, together', async () => {
    const u = await activeUser();
    const before = Number(u.balance ?? 0);
    const recordsBefore = (await rows('organisation.userRecod', 'and "userId" = $1', [u.id])).length;
    const res = await post('/organisation/user/recharge', { id: u.id, amount: '100.25', remark: '测试充值' });
    expect(res.body).toMatchObject({ code: 200, data: { userId: u.id, balance: Math.round((before + 100.25) * 100) / 100 } });
    const [after] = await rows('organisation.user', 'and "id" = $1', [u.id]);
    expect(Number(after!.balance)).toBeCloseTo(before + 100.25, 2);
    const records = await rows('organisation.userRecod', 'and "userId" = $1', [u.id]);
    expect(records).toHaveLength(recordsBefore + 1);
    expect(records.at(-1)).toMatchObject({ category: 'user', operation: 'recharge', amount: 100.25, remark: '测试充值', operatorName: expect.any(String) });
    expect(Number(records.at(-1)!.balanceAfter)).toBeCloseTo(before + 100.25, 2);
    const [cash] = await rows('organisation.userAccount', 'and "userId" = $1 and "accountType" = $2', [u.id, 'cash']);
    expect(Number(cash!.balance)).toBeGreaterThanOrEqual(100.25);
  });

  it('refuses a negative, zero or three-decimal amount and changes nothing', async () => {
    const u = await activeUser();
    const recordsBefore = (await rows('organisation.userRecod')).length;
    for (const amount of ['-5', '0', '1.234']) {
      const res = await post('/organisation/user/recharge', { id: u.id, amount });
      expect(res.body!.code).toBe(400);
      expect(res.body!.msg).toMatch(/金额/);
    }
    const [after] = await rows('organisation.user', 'and "id" = $1', [u.id]);
    expect(after!.balance).toEqual(u.balance);
    expect(await rows('organisation.userRecod')).toHaveLength(recordsBefore);
  });

  it('refuses an unknown or disabled user', async () => {
    expect((await post('/organisation/user/recharge', { id: 999999, amount: 10 })).body).toMatchObject({ code: 404, msg: '用户不存在' });
    const [disabled] = await rows('organisation.user', 'and "status" = 0');
    if (disabled) expect((await post('/organisation/user/recharge', { id: disabled.id, amount: 10 })).body!.code).toBe(409);
  });

  it('batch recharge credits every user, or nobody when one id is unknown', async () => {
    const users = (await rows('organisation.user', 'and "status" = 1')).slice(0, 3);
    const ids = users.map((u) => u.id);
    const before = users.map((u) => Number(u.balance ?? 0));
    const bad = await post('/organisation/user/batchUserEcharge', { ids: [...ids, 999999].join(','), amount: 5 });
    expect(bad.body).toMatchObject({ code: 404, msg: expect.stringContaining('999999') });
    const unchanged = await rows('organisation.user', 'and "id" = any($1)', [ids]);
    expect(unchanged.map((u) => Number(u.balance ?? 0))).toEqual(before);
    const ok = await post('/organisation/user/batchUserEcharge', { ids: ids.join(','), amount: 5 });
    expect(ok.body).toMatchObject({ code: 200, data: { count: 3, total: 15 } });
    const after = await rows('organisation.user', 'and "id" = any($1)', [ids]);
    expect(after.map((u) => Number(u.balance))).toEqual(before.map((b) => Math.round((b + 5) * 100) / 100));
  });
});

describe('enterprise account recharge', () => {
  it('files a pending request and moves nothing; another person\'s approval credits it with a flow line', async () => {
    const [acc] = await rows('wallet.virtAccountExtend', 'and "status" = 1');
    const flows = (await rows('wallet.virtAccountWater', 'and "accountId" = $1', [acc!.id])).length;
    const res = await post('/wallet/virtAccountExtend/recharge', { id: acc!.id, amount: 300, remark: '预存' });
    expect(res.body).toMatchObject({ code: 200, data: { pending: true, request: { title: '预存', accountId: acc!.id, amount: 300, auditStatus: 'pending', requesterName: '管理员' } } });
    // One person asked: nothing moved yet.
    expect((await rows('wallet.virtAccountExtend', 'and "id" = $1', [acc!.id]))[0]).toEqual(acc);
    expect(await rows('wallet.virtAccountWater', 'and "accountId" = $1', [acc!.id])).toHaveLength(flows);
    const id = res.body!.data.request.id;
    expect((await post('/wallet/rechargeManage/rechargeAudit', { id, auditStatus: 'approved' })).body).toMatchObject({ code: 403 });
    const finance = await s.api.login('finance', 'Finance123');
    const ok = await s.api.call('POST', '/wallet/rechargeManage/rechargeAudit', { form: { id, auditStatus: 'approved' }, session: finance });
    expect(ok.body!.code, ok.body!.msg).toBe(200);
    const [after] = await rows('wallet.virtAccountExtend', 'and "id" = $1', [acc!.id]);
    expect(Number(after!.balance)).toBeCloseTo(Number(acc!.balance ?? 0) + 300, 2);
    expect(Number(after!.totalRecharge)).toBeCloseTo(Number(acc!.totalRecharge ?? 0) + 300, 2);
    const lines = await rows('wallet.virtAccountWater', 'and "accountId" = $1', [acc!.id]);
    expect(lines).toHaveLength(flows + 1);
    expect(lines.at(-1)).toMatchObject({ type: 'recharge', channel: 'admin', amount: 300, companyId: acc!.companyId, operatorName: '陈静' });
    expect(Number(lines.at(-1)!.balance)).toBeCloseTo(Number(after!.balance), 2);
    // The flow's number comes from the server's daily sequence (the contract's serial field).
    expect(String(lines.at(-1)!.serialNo)).toMatch(/^W\d{8}\d{6}$/);
  });

  it('a refused recharge files no request', async () => {
    const [acc] = await rows('wallet.virtAccountExtend');
    const requests = (await rows('wallet.rechargeManage')).length;
    expect((await post('/wallet/virtAccountExtend/recharge', { id: acc!.id, amount: -1 })).body!.code).toBe(400);
    expect((await post('/wallet/virtAccountExtend/recharge', { id: 999999, amount: 1 })).body!.code).toBe(404);
    expect(await rows('wallet.rechargeManage')).toHaveLength(requests);
  });
});

describe('recharge request audit', () => {
  it('credits the account when approved, not when rejected, and refuses a second audit', async () => {
    const [acc] = await rows('wallet.virtAccountExtend', 'and "status" = 1');
    const make = async (title: string) => (await s.server.db.query(
      `insert into ${tableName(s.server.idx.resource('wallet.rechargeManage'))} ("title", "companyId", "accountId", "amount", "auditStatus")
       values ($1, $2, $3, 88.8, 'pending') returning "id"`, [title, acc!.companyId, acc!.id]))[0]!.id;
    const approveId = await make('审核通过');
    const rejectId = await make('审核驳回');
    const balance = async () => Number((await rows('wallet.virtAccountExtend', 'and "id" = $1', [acc!.id]))[0]!.balance);
    const start = await balance();
    const rejected = await post('/wallet/rechargeManage/rechargeAudit', { id: rejectId, auditStatus: 'rejected', auditRemark: '凭证不清' });
    expect(rejected.body).toMatchObject({ code: 200, data: { updated: 1, rows: [{ auditStatus: 'rejected', auditRemark: '凭证不清' }] } });
    expect(await balance()).toBe(start);
    const approved = await post('/wallet/rechargeManage/rechargeAudit', { id: approveId, auditStatus: 'approved' });
    expect(approved.body).toMatchObject({ code: 200, data: { updated: 1, rows: [{ auditStatus: 'approved' }] } });
    expect(await balance()).toBeCloseTo(start + 88.8, 2);
    const again = await post('/wallet/rechargeManage/rechargeAudit', { id: approveId, auditStatus: 'approved' });
    expect(again.body).toMatchObject({ code: 409, msg: '当前状态(已通过)不允许此操作' });
    expect(await balance()).toBeCloseTo(start + 88.8, 2);
  });
});

describe('credit setAvailableAmount', () => {
  it('sets the amount within limit minus used, recording the change; refuses more', async () => {
    const [credit] = await rows('credit.credit');
    const room = Number(credit!.creditQuota) - Number(credit!.usedAmount ?? 0);
    const tooMuch = await post('/credit/credit/setAvailableAmount', { id: credit!.id, availableAmount: room + 1 });
    expect(tooMuch.body!.code).toBe(409);
    const res = await post('/credit/credit/setAvailableAmount', { id: credit!.id, availableAmount: Math.floor(room), remark: '调整' });
    expect(res.body).toMatchObject({ code: 200, data: { credit: { availableAmount: Math.floor(room) }, operation: { operationType: 'set', afterAmount: Math.floor(room) } } });
  });
});

describe('welfare grantAmount', () => {
  it('credits each person of a pending grant once and marks it granted', async () => {
    const [org] = await rows('organisation.organization');
    const users = (await rows('organisation.user', 'and "status" = 1')).slice(0, 2);
    const add = await s.server.db.query(
      `insert into ${tableName(s.server.idx.resource('organisation.welfareRecord'))} ("title", "orgId", "grantType", "amount", "grantStatus")
       values ('中秋福利', $1, 'bonus', 50, 'pending') returning "id"`, [org!.id]);
    const grantId = add[0]!.id;
    for (const u of users) {
      await s.server.db.query(`insert into ${tableName(s.server.idx.resource('organisation.welfarePersonRecord'))} ("welfareRecordId", "userId", "name", "amount", "grantStatus")
        values ($1, $2, $3, 50, 'pending')`, [grantId, u.id, u.name]);
    }
    const before = users.map((u) => Number(u.balance ?? 0));
    const res = await post('/organisation/welfareRecord/grantAmount', { id: grantId });
    expect(res.body).toMatchObject({ code: 200, data: { granted: 2, amount: 100, record: { grantStatus: 'granted', personCount: 2, totalAmount: 100 } } });
    const after = await rows('organisation.user', 'and "id" = any($1)', [users.map((u) => u.id)]);
    expect(after.map((u) => Number(u.balance))).toEqual(before.map((b) => Math.round((b + 50) * 100) / 100));
    const again = await post('/organisation/welfareRecord/grantAmount', { id: grantId });
    expect(again.body).toMatchObject({ code: 409, msg: '当前状态(已发放)不允许此操作' });
  });
});
