/**
 * Credit under the two-person rule: one person's credit/set never raises a limit; it files a
 * request that someone else holding approve:credit approves, which sets the limit and writes the
 * quota line (who asked, who approved, when, before and after). Lowering applies at once with its
 * own line. Nobody edits a request, and a recharge request's amount is edited only by its requester.
 * Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
 */
import { describe, expect, it } from 'vitest';
import { useAdminServer } from '../api/adminServer';
import type { Row } from '../types';

const backends: [string, string | undefined][] = [['PGlite', undefined]];
if (process.env.TEST_DATABASE_URL) backends.push(['PostgreSQL', process.env.TEST_DATABASE_URL]);

describe.each(backends)('credit limits on %s', (_name, databaseUrl) => {
  const s = useAdminServer(databaseUrl ? { databaseUrl } : {});
  const { rows } = s;
  const as = async (login: string, password: string, path: string, form: Row) =>
    (await s.api.call('POST', path, { form, session: await s.api.login(login, password) })).body!;
  const asOpcenter = (path: string, form: Row) => as('opcenter', 'Opcenter123', path, form);
  const asFinance = (path: string, form: Row) => as('finance', 'Finance123', path, form);
  const credit = async (id: unknown): Promise<Row> => (await rows('credit.credit', 'and "id" = $1', [id]))[0]!;
  const lines = (id: unknown) => rows('credit.creditQuotaOperation', 'and "creditId" = $1', [id]);
  /** A credit line the opcenter login sees, with no request pending, different per test. */
  const lineFor = async (n: number): Promise<Row> => {
    const open = (await rows('credit.creditQuotaRequest', 'and "auditStatus" = \'pending\'')).map((r) => Number(r.creditId));
    return (await rows('credit.credit')).filter((c) => !open.includes(Number(c.id)))[n]!;
  };

  it('one person\'s raise changes nothing but files a request; the requester may not approve it; another person\'s approval sets the limit with a ledger line', async () => {
    const c = await lineFor(0);
    const before = await lines(c.id);
    const asked = await asOpcenter('/credit/credit/set', { id: c.id, creditQuota: '90000000' });
    expect(asked, asked.msg).toMatchObject({ code: 200, data: { creditQuota: Number(c.creditQuota), pendingRequest: { auditStatus: 'pending', creditQuota: 90000000, requesterName: '李娜' } } });
    expect(await credit(c.id)).toEqual(c);
    expect(await lines(c.id)).toHaveLength(before.length);
    const requestId = asked.data.pendingRequest.id;

    const own = await asOpcenter('/credit/creditQuotaRequest/creditAudit', { id: requestId, auditStatus: 'approved' });
    expect(own.code).toBe(403);
    // The admin holds every key but asked nothing here; the requester's own approval is what is refused.
    expect(await credit(c.id)).toEqual(c);

    const ok = await asFinance('/credit/creditQuotaRequest/creditAudit', { id: requestId, auditStatus: 'approved', auditRemark: '已核实' });
    expect(ok, ok.msg).toMatchObject({ code: 200, data: { updated: 1, rows: [{ auditStatus: 'approved', auditorName: '陈静' }] } });
    const after = await credit(c.id);
    expect(Number(after.creditQuota)).toBe(90000000);
    const added = (await lines(c.id)).slice(before.length);
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({
      operationType: 'increase', beforeAmount: Number(c.creditQuota), afterAmount: 90000000, operatorName: '陈静', requesterName: '李娜', requestId,
    });
    expect(added[0]!.createTime).toEqual(expect.any(String));
    // Approving twice applies once.
    expect((await asFinance('/credit/creditQuotaRequest/creditAudit', { id: requestId, auditStatus: 'approved' })).code).toBe(409);
  });

  it('self-approval is refused even to the administrator, who holds every key', async () => {
    const c = await lineFor(1);
    const asked = (await s.post('/credit/credit/set', { id: c.id, creditQuota: String(Number(c.creditQuota) + 1000) })).body!;
    expect(asked).toMatchObject({ code: 200, data: { pendingRequest: { auditStatus: 'pending' } } });
    const own = (await s.post('/credit/creditQuotaRequest/creditAudit', { id: asked.data.pendingRequest.id, auditStatus: 'approved' })).body!;
    expect(own).toMatchObject({ code: 403, msg: expect.stringContaining('不能审批自己提交的申请') });
    expect(await credit(c.id)).toEqual(c);
    // A rejection by someone else leaves the limit as it was.
    expect(await asFinance('/credit/creditQuotaRequest/creditAudit', { id: asked.data.pendingRequest.id, auditStatus: 'rejected', auditRemark: '不予提额' }))
      .toMatchObject({ code: 200, data: { rows: [{ auditStatus: 'rejected' }] } });
    expect(await credit(c.id)).toEqual(c);
  });

  it('lowering a limit applies at once, with a ledger line naming who and the limits before and after', async () => {
    const c = await lineFor(0);
    const before = await lines(c.id);
    const lower = Number(c.usedAmount) + 100;
    const res = await asOpcenter('/credit/credit/set', { id: c.id, creditQuota: String(lower) });
    expect(res, res.msg).toMatchObject({ code: 200, data: { creditQuota: lower, pendingRequest: null } });
    expect(Number((await credit(c.id)).creditQuota)).toBe(lower);
    const added = (await lines(c.id)).slice(before.length);
    expect(added).toMatchObject([{ operationType: 'decrease', beforeAmount: Number(c.creditQuota), afterAmount: lower, operatorName: '李娜' }]);
    // Never under what is used.
    expect(await asOpcenter('/credit/credit/set', { id: c.id, creditQuota: '0' })).toMatchObject({ code: 409, data: { field: 'creditQuota' } });
  });

  it('a new line starts at 0 and its limit waits for approval', async () => {
    const virt = (await rows('organisation.virtualarchitecture')).at(-1)!;
    const res = (await s.post('/credit/credit/set', { virtId: virt.id, orgId: virt.orgId, creditQuota: '5000', repayDay: '10' })).body!;
    expect(res, res.msg).toMatchObject({ code: 200, data: { creditQuota: 0, availableAmount: 0, pendingRequest: { creditQuota: 5000, beforeQuota: 0 } } });
    expect(await asFinance('/credit/creditQuotaRequest/creditAudit', { id: res.data.pendingRequest.id, auditStatus: 'approved' })).toMatchObject({ code: 200 });
    expect(await credit(res.data.id)).toMatchObject({ creditQuota: 5000, availableAmount: 5000 });
  });

  it('nobody changes the amount of a credit request: it has no edit call, and its fields are the server\'s', async () => {
    const req = s.server.idx.resource('credit.creditQuotaRequest');
    expect(req.operations.map((o) => o.kind).filter((k) => k === 'add' || k === 'update' || k === 'save')).toEqual([]);
    expect(Object.values(req.fields).every((fd) => fd.readOnly || fd.type === 'id')).toBe(true);
  });
});

describe('recharge requests: an approver never changes what they approve', () => {
  const s = useAdminServer();
  const as = async (login: string, password: string, path: string, form: Row) =>
    (await s.api.call('POST', path, { form, session: await s.api.login(login, password) })).body!;
  // The administrator asks (it holds every key, and still only its own request is its to edit).
  const asRequester = async (path: string, form: Row) => (await s.post(path, form)).body!;
  const asFinance = (path: string, form: Row) => as('finance', 'Finance123', path, form);

  it('the approver cannot edit a rejected request\'s amount; the requester can, and resubmitting clears the last decision', async () => {
    const account = (await s.rows('wallet.virtAccountExtend')).find((a) => Number(a.status) === 1)!;
    const draft = await asRequester('/wallet/rechargeManage/add', { title: '补录充值', companyId: account.companyId, accountId: account.id, amount: '100' });
    expect(draft, draft.msg).toMatchObject({ code: 200 });
    const id = draft.data.id;
    expect(await asRequester('/wallet/rechargeManage/rechargeApply', { id })).toMatchObject({ code: 200 });
    expect(await asFinance('/wallet/rechargeManage/rechargeAudit', { id, auditStatus: 'rejected', auditRemark: '金额不符' })).toMatchObject({ code: 200 });

    const edited = await asFinance('/wallet/rechargeManage/update', { id, amount: '100000' });
    expect(edited).toMatchObject({ code: 403, msg: '只有申请人本人可以修改充值申请' });
    expect(Number((await s.rows('wallet.rechargeManage', 'and "id" = $1', [id]))[0]!.amount)).toBe(100);

    expect(await asRequester('/wallet/rechargeManage/update', { id, amount: '120' })).toMatchObject({ code: 200, data: { amount: 120 } });
    const again = await asRequester('/wallet/rechargeManage/rechargeApply', { id });
    expect(again).toMatchObject({ code: 200, data: { rows: [{ auditStatus: 'pending', auditorName: null, auditTime: null, auditRemark: null }] } });
    expect(await asFinance('/wallet/rechargeManage/rechargeAudit', { id, auditStatus: 'approved' }))
      .toMatchObject({ code: 200, data: { rows: [{ auditStatus: 'approved', amount: 120, auditorName: '陈静' }] } });
  });
});
