/**
 * The wallet domain's server side: an approved recharge request names its reviewer and time and
 * its flow line names who moved the money; the ledger's totals in and out are exact decimal
 * strings summed in SQL; nobody approves their own request.
 */
import { describe, expect, it } from 'vitest';
import { useAdminServer } from '../api/adminServer';
import { tableName } from '../db/migrate';
import { OWN_APPROVAL_MSG } from '../handlers/approvals';
import type { Row } from '../types';

const s = useAdminServer();
const call = async (path: string, form: Row, session: string) => (await s.api.call('POST', path, { form, session })).body!;

describe('recharge request: who asked, who approved, when', () => {
  it('records the reviewer and the time on the request and the approver and requester on the flow line', async () => {
    const finance = await s.api.login('finance', 'Finance123');
    const [acc] = await s.rows('wallet.virtAccountExtend', 'and "status" = 1');
    const added = await call('/wallet/rechargeManage/add', { title: '十二月餐补', companyId: acc!.companyId, accountId: acc!.id, amount: '1234.56' }, s.admin);
    expect(added.code, added.msg).toBe(200);
    expect((await call('/wallet/rechargeManage/rechargeApply', { id: added.data.id }, s.admin)).code).toBe(200);
    // The admin asked: the admin cannot approve, whatever keys it holds.
    expect(await call('/wallet/rechargeManage/rechargeAudit', { id: added.data.id, auditStatus: 'approved' }, s.admin))
      .toMatchObject({ code: 403, msg: OWN_APPROVAL_MSG });
    const before = Number((await s.rows('wallet.virtAccountExtend', 'and "id" = $1', [acc!.id]))[0]!.balance);
    const ok = await call('/wallet/rechargeManage/rechargeAudit', { id: added.data.id, auditStatus: 'approved', auditRemark: '已核实' }, finance);
    expect(ok).toMatchObject({ code: 200, data: { rows: [{ auditStatus: 'approved', auditorName: '陈静', auditTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/) }] } });
    const [after] = await s.rows('wallet.virtAccountExtend', 'and "id" = $1', [acc!.id]);
    expect(Math.round(Number(after!.balance) * 100)).toBe(Math.round(before * 100) + 123456);
    const [line] = await s.server.db.query(
      `select * from ${tableName(s.server.idx.resource('wallet.virtAccountWater'))} where "accountId" = $1 order by "id" desc limit 1`, [acc!.id]);
    expect(line).toMatchObject({ type: 'recharge', amount: 1234.56, operatorName: '陈静' });
    expect(String(line!.remark)).toContain('管理员');
    expect(String(line!.remark)).toContain(String(added.data.rechargeNo));
  });

  it('a rejection records the reviewer and moves no money', async () => {
    const finance = await s.api.login('finance', 'Finance123');
    const [acc] = await s.rows('wallet.virtAccountExtend', 'and "status" = 1');
    const added = await call('/wallet/rechargeManage/add', { title: '凭证待补', companyId: acc!.companyId, accountId: acc!.id, amount: '9.99' }, s.admin);
    await call('/wallet/rechargeManage/rechargeApply', { id: added.data.id }, s.admin);
    const flows = (await s.rows('wallet.virtAccountWater', 'and "accountId" = $1', [acc!.id])).length;
    const no = await call('/wallet/rechargeManage/rechargeAudit', { id: added.data.id, auditStatus: 'rejected', auditRemark: '凭证不清' }, finance);
    expect(no).toMatchObject({ code: 200, data: { rows: [{ auditStatus: 'rejected', auditorName: '陈静', auditRemark: '凭证不清' }] } });
    expect(await s.rows('wallet.virtAccountWater', 'and "accountId" = $1', [acc!.id])).toHaveLength(flows);
  });

  it('counts requests per status for the tabs', async () => {
    const res = await call('/wallet/rechargeManage/statusCount', {}, s.admin);
    expect(res.code).toBe(200);
    const all = await s.rows('wallet.rechargeManage');
    const pending = all.filter((r) => r.auditStatus === 'pending').length;
    expect(res.data.groups.find((g: Row) => (g.key as Row).auditStatus === 'pending')).toMatchObject({ count: pending });
    expect(res.data.total).toBe(all.length);
  });
});

describe('ledger totals (waterTotal)', () => {
  it('adds money in and out exactly, as decimal strings, under the filters', async () => {
    const [acc] = await s.rows('wallet.virtAccountExtend', 'and "status" = 1');
    const waters = s.server.idx.resource('wallet.virtAccountWater');
    // A fresh account whose flow is known: 0.10 + 0.20 in (0.30000000000000004 as floats), 0.07 out.
    const [fresh] = await s.server.db.query(
      `insert into ${tableName(s.server.idx.resource('wallet.virtAccountExtend'))} ("accountNo", "name", "companyId", "type", "balance", "status")
       values ('VA-T1', '合计测试账户', $1, 'meal', 0, 1) returning "id"`, [acc!.companyId]);
    const id = fresh!.id;
    for (const [type, amount] of [['recharge', 0.1], ['refund', 0.2], ['consume', 0.07]] as const) {
      await s.server.db.query(
        `insert into ${tableName(waters)} ("serialNo", "accountId", "companyId", "type", "channel", "amount", "balance") values ($1, $2, $3, $4, 'admin', $5, 0)`,
        [`WT${type}`, id, acc!.companyId, type, amount]);
    }
    const res = await call('/wallet/virtAccountWater/waterTotal', { accountId: id }, s.admin);
    expect(res).toEqual({ code: 200, msg: expect.any(String), data: { count: 3, inAmount: '0.30', outAmount: '0.07', netAmount: '0.23' } });
    const onlyOut = await call('/wallet/virtAccountWater/waterTotal', { accountId: id, type: 'consume' }, s.admin);
    expect(onlyOut.data).toEqual({ count: 1, inAmount: '0.00', outAmount: '0.07', netAmount: '-0.07' });
  });

  it('matches the sum over every line of the seeded flow', async () => {
    const res = await call('/wallet/virtAccountWater/waterTotal', {}, s.admin);
    const lines = await s.rows('wallet.virtAccountWater');
    const fen = (types: string[]) => lines.filter((l) => types.includes(String(l.type))).reduce((n, l) => n + BigInt(Math.round(Number(l.amount) * 100)), 0n);
    const text = (f: bigint) => `${f < 0n ? '-' : ''}${(f < 0n ? -f : f) / 100n}.${String((f < 0n ? -f : f) % 100n).padStart(2, '0')}`;
    expect(res.data).toEqual({
      count: lines.length, inAmount: text(fen(['recharge', 'refund'])), outAmount: text(fen(['consume', 'clear'])),
      netAmount: text(fen(['recharge', 'refund']) - fen(['consume', 'clear'])),
    });
  });

  it('keeps to the caller\'s data scope', async () => {
    const merchant = await s.api.login('merchant', 'Merchant123');
    const res = await call('/wallet/virtAccountWater/waterTotal', {}, merchant);
    // The merchant role has no 'enterprise' key: the ledger is not theirs to read.
    expect(res.code).toBe(403);
  });
});

describe('credit set', () => {
  it('records each change of the limit with before, after, who asked and who approved; the available amount follows', async () => {
    const finance = await s.api.login('finance', 'Finance123');
    const approve = async (request: Row) => {
      const ok = await call('/credit/creditQuotaRequest/creditAudit', { id: request.id, auditStatus: 'approved' }, finance);
      expect(ok.code, ok.msg).toBe(200);
    };
    const [virt] = await s.rows('organisation.virtualarchitecture');
    const added = await call('/credit/credit/set', { virtId: virt!.id, creditQuota: '5000.10' }, s.admin);
    // A new line starts at 0: its limit is a request for someone else to approve.
    expect(added).toMatchObject({ code: 200, data: { creditQuota: 0, availableAmount: 0, pendingRequest: { creditQuota: 5000.1, beforeQuota: 0 } } });
    const id = added.data.id;
    await approve(added.data.pendingRequest);
    const raised = await call('/credit/credit/set', { id, virtId: virt!.id, creditQuota: '8000.30' }, s.admin);
    expect(raised).toMatchObject({ code: 200, data: { creditQuota: 5000.1, pendingRequest: { creditQuota: 8000.3 } } });
    await approve(raised.data.pendingRequest);
    expect((await s.rows('credit.credit', 'and "id" = $1', [id]))[0]).toMatchObject({ creditQuota: 8000.3, availableAmount: 8000.3 });
    const ops = await s.rows('credit.creditQuotaOperation', 'and "creditId" = $1', [id]);
    expect(ops.map((o) => [o.operationType, o.beforeAmount, o.afterAmount, o.operatorName, o.requesterName])).toEqual([
      ['increase', 0, 5000.1, '陈静', '管理员'], ['increase', 5000.1, 8000.3, '陈静', '管理员'],
    ]);
    // The same limit again changes nothing and records nothing.
    expect(await call('/credit/credit/set', { id, virtId: virt!.id, creditQuota: '8000.30' }, s.admin)).toMatchObject({ code: 200, data: { pendingRequest: null } });
    expect(await s.rows('credit.creditQuotaOperation', 'and "creditId" = $1', [id])).toHaveLength(2);
  });

  it('refuses a limit under what is used (409 on the field) and keeps the line as it was', async () => {
    const [line] = await s.rows('credit.credit', 'and "usedAmount" > 0');
    const under = Number(line!.usedAmount) - 1;
    const res = await call('/credit/credit/set', { id: line!.id, virtId: line!.virtId, creditQuota: String(under) }, s.admin);
    expect(res).toMatchObject({ code: 409, data: { field: 'creditQuota' } });
    expect(res.msg).toContain('已用额度');
    expect((await s.rows('credit.credit', 'and "id" = $1', [line!.id]))[0]).toEqual(line);
  });
});
