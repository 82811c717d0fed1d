import { describe, expect, it } from 'vitest';
import { useAdminServer } from '../api/adminServer';
import { tableName } from '../db/migrate';

const s = useAdminServer();
const { rows, post } = s;

// Users' recharges (a request, then another person's approval): userRecharge.test.ts.

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
