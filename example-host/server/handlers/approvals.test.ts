/**
 * The two-person rule on the reference server, for every approval the contract marks: the user
 * who put a request up cannot approve it (403, nothing changes, even with every key), a user
 * holding the request's key but not the approval key gets 403, and another user with the approval
 * key approves it. Requests are made through the API, as the console makes them.
 */
import { describe, expect, it } from 'vitest';
import { writableFields, type IndexedOperation, type ResourceDef } from '../../../src/contract';
import { useAdminServer } from '../api/adminServer';
import { q, tableName } from '../db/migrate';
import { findById } from '../db/store';
import { DEMO_LOGINS, DEMO_ROLES } from '../seed/demoUsers';
import type { Row } from '../types';
import { OWN_APPROVAL_MSG, submitsForApproval } from './approvals';

const s = useAdminServer();

/** An active account of the merchant's own company: requests stay inside the requester's data scope. */
async function merchantAccount(): Promise<Row> {
  const users = q(tableName({ service: 'platform', name: 'webUser' }));
  const [acc] = await s.rows('wallet.virtAccountExtend', `and "status" = 1 and "companyId" = (select "companyId" from ${users} where "loginName" = $1)`, ['merchant']);
  return acc!;
}

/** The approvals the issues name: recharge, message releases, shelf listing, household, refunds, credit limits. */
const EXPECTED = [
  'collection.collection.refund',
  'credit.creditQuotaRequest.creditAudit',
  'flashdeliver.product.rackProductAudit',
  'notify.appNotice.approval',
  'notify.emailMessage.approval',
  'notify.mobileMessage.approval',
  'notify.wxTemplateMessage.approval',
  'ordermeal.receivables.refund',
  'organisation.household.auditHouseholdRoom',
  'organisation.userDeduction.deductionAudit',
  'organisation.userRechargeRequest.rechargeAudit',
  'wallet.rechargeManage.rechargeAudit',
];

const approvals = (): IndexedOperation[] => s.server.idx.operations.filter((e) => e.op.approval);
const permsOf = (loginName: string) => DEMO_ROLES.find((r) => r.key === DEMO_LOGINS.find((d) => d.loginName === loginName)!.role)!.perms;
/** A demo login (not admin) that holds `key`, or that holds `has` but not `lacks`. */
const loginWith = (has: string, lacks?: string) => DEMO_LOGINS.find((d) => d.role !== 'admin'
  && permsOf(d.loginName).includes(has) && (!lacks || !permsOf(d.loginName).includes(lacks)));

const sessions = new Map<string, string>();
async function session(loginName: string): Promise<string> {
  let cookie = sessions.get(loginName);
  if (!cookie) sessions.set(loginName, (cookie = await s.api.login(loginName, DEMO_LOGINS.find((d) => d.loginName === loginName)!.password)));
  return cookie;
}
const call = async (path: string, form: Row, cookie: string) => (await s.api.call('POST', path, { form, session: cookie })).body!;

/** The add payload of a new request: the writable values of a seeded row, unique ones made new. */
async function payloadFor(r: ResourceDef): Promise<Row> {
  const [seeded] = await s.rows(r.key);
  const out: Row = {};
  for (const [name, fd] of writableFields(r)) {
    const v = seeded![name];
    if (v === null || v === undefined || fd.secret) continue;
    out[name] = fd.unique ? `${String(v).slice(0, (fd.max ?? 32) - 4)}${Date.now() % 10000}` : v;
  }
  return out;
}

/** Puts a request up for approval as `cookie`'s user: the resource's add call, then its submitting transition when the new row is not yet pending. */
async function makeRequest(e: IndexedOperation, cookie: string): Promise<number> {
  const r = e.resource;
  // Users' recharge requests have no add: the users' recharge call files them (a user of the first project, in every approver's scope).
  if (r.key === 'organisation.userRechargeRequest') {
    const [user] = await s.rows('organisation.user', `and "status" = 1 and "orgId" = (select min("id") from ${tableName(s.server.idx.resource('organisation.organization'))})`);
    const filed = await call('/organisation/user/recharge', { id: user!.id, amount: '9.99' }, cookie);
    expect(filed.code, filed.msg).toBe(200);
    return Number(filed.data.request.id);
  }
  // Credit limit requests have no add: credit/set files one for a raise (a line with none pending).
  if (r.key === 'credit.creditQuotaRequest') {
    const open = (await s.rows(r.key, 'and "auditStatus" = $1', ['pending'])).map((x) => Number(x.creditId));
    const line = (await s.rows('credit.credit')).find((c) => !open.includes(Number(c.id)))!;
    const filed = await call('/credit/credit/set', { id: line.id, creditQuota: String(Number(line.creditQuota) + 100) }, cookie);
    expect(filed.code, filed.msg).toBe(200);
    return Number(filed.data.pendingRequest.id);
  }
  const add = r.operations.find((o) => o.kind === 'add' && !o.target)!;
  const added = await call(add.path, await payloadFor(r), cookie);
  expect(added.code, `${add.path}: ${added.msg}`).toBe(200);
  const id = Number(added.data.id);
  const tr = e.op.transition!;
  if (!tr.from.some((st) => String(st) === String(added.data[tr.field]))) {
    const submit = r.operations.find((o) => submitsForApproval(r, o) && o.transition!.from.some((st) => String(st) === String(added.data[tr.field])))!;
    const sent = await call(submit.path, { id }, cookie);
    expect(sent.code, `${submit.path}: ${sent.msg}`).toBe(200);
  }
  return id;
}

/** The request of an approval that approves (the first target that is not a refusal). */
const approveInput = (e: IndexedOperation, id: number): Row => {
  const tr = e.op.transition!;
  return tr.to.length > 1 ? { id, [tr.field]: tr.to[0] } : { id, refundReason: '核实后退款' };
};

describe('two-person rule', () => {
  it('marks exactly the approvals of the issue, each with its own key', () => {
    expect(approvals().map((e) => e.id).sort()).toEqual(EXPECTED);
    for (const e of approvals()) expect(e.op.permission, e.id).not.toBe(e.resource.permission);
  });

  it('seeds a queue for every approval: pending requests of a demo login without the key, and a demo approver', async () => {
    for (const e of approvals().filter((x) => x.op.approval!.requester)) {
      const key = e.op.approval!.permission;
      const tr = e.op.transition!;
      const waiting = await s.rows(e.resource.key, `and ${JSON.stringify(tr.field)} = any($1)`, [tr.from.map(String)]);
      expect(waiting.length, e.id).toBeGreaterThan(0);
      for (const row of waiting) {
        const [requester] = await s.rows('platform.webUser', 'and "id" = $1', [row[e.op.approval!.requester!]]);
        expect(requester, `${e.id} row ${String(row.id)}`).toBeTruthy();
        expect(permsOf(String(requester!.loginName)), e.id).not.toContain(key);
      }
      expect(loginWith(key), e.id).toBeTruthy();
    }
  });

  describe.each(EXPECTED.filter((id) => !id.endsWith('.refund')))('%s', (opId) => {
    it('is refused to its requester, refused without the approval key, and approved by another approver', async () => {
      const e = s.server.idx.operations.find((x) => x.id === opId)!;
      const key = e.op.approval!.permission;
      // admin holds every key: only the two-person rule can refuse it.
      const id = await makeRequest(e, s.admin);
      const stored = await findById(s.server.db, e.resource, id);
      expect(stored![e.op.approval!.requester!]).toBeGreaterThan(0);
      const own = await call(e.op.path, approveInput(e, id), s.admin);
      expect(own).toMatchObject({ code: 403, msg: OWN_APPROVAL_MSG });
      expect(await findById(s.server.db, e.resource, id)).toEqual(stored);

      const requesterRole = loginWith(e.resource.permission, key)!;
      expect(requesterRole, `a demo login with ${e.resource.permission} but not ${key}`).toBeTruthy();
      const refused = await call(e.op.path, approveInput(e, id), await session(requesterRole.loginName));
      expect(refused).toMatchObject({ code: 403, msg: expect.stringContaining(key) });

      const approver = loginWith(key)!;
      const ok = await call(e.op.path, approveInput(e, id), await session(approver.loginName));
      expect(ok.code, ok.msg).toBe(200);
      expect(ok.data.rows[0][e.op.transition!.field]).toBe(e.op.transition!.to[0]);
    });
  });

  describe.each(EXPECTED.filter((id) => id.endsWith('.refund')))('%s', (opId) => {
    it('needs the refund key: the request key alone is refused, the approver refunds', async () => {
      const e = s.server.idx.operations.find((x) => x.id === opId)!;
      const [paid] = await s.rows(e.resource.key, 'and "status" = $1', ['paid']);
      const merchant = loginWith(e.resource.permission, e.op.approval!.permission)!;
      const refused = await call(e.op.path, approveInput(e, Number(paid!.id)), await session(merchant.loginName));
      expect(refused).toMatchObject({ code: 403, msg: expect.stringContaining(e.op.approval!.permission) });
      expect((await findById(s.server.db, e.resource, Number(paid!.id)))!.status).toBe('paid');
      const ok = await call(e.op.path, approveInput(e, Number(paid!.id)), await session(loginWith(e.op.approval!.permission)!.loginName));
      expect(ok.code, ok.msg).toBe(200);
    });
  });

  it('credits a recharge once, approved by finance, never by the merchant who asked', async () => {
    const merchant = await session('merchant');
    const finance = await session('finance');
    const acc = await merchantAccount();
    const ask = async (cookie: string) => {
      const added = await call('/wallet/rechargeManage/add', { title: '预存餐费', companyId: acc!.companyId, accountId: acc!.id, amount: '1000.00' }, cookie);
      expect(added.code, added.msg).toBe(200);
      expect((await call('/wallet/rechargeManage/rechargeApply', { id: added.data.id }, cookie)).code).toBe(200);
      return added.data as Row;
    };
    const audit = (id: unknown, cookie: string) => call('/wallet/rechargeManage/rechargeAudit', { id, auditStatus: 'approved' }, cookie);
    const balance = async () => Number((await s.rows('wallet.virtAccountExtend', 'and "id" = $1', [acc!.id]))[0]!.balance);
    const before = await balance();
    const asked = await ask(merchant);
    expect(asked).toMatchObject({ requesterName: '王芳', auditStatus: 'draft' });
    expect(await audit(asked.id, merchant)).toMatchObject({ code: 403, msg: expect.stringContaining('approve:recharge') });
    expect((await audit(asked.id, finance)).code).toBe(200);
    expect((await audit(asked.id, finance)).code).toBe(409);
    expect(await balance()).toBeCloseTo(before + 1000, 2);
    // Finance's own request waits for someone else, whatever keys finance holds.
    const own = await ask(finance);
    expect(await audit(own.id, finance)).toMatchObject({ code: 403, msg: OWN_APPROVAL_MSG });
    expect(await balance()).toBeCloseTo(before + 1000, 2);
  });

  it('makes whoever submits a draft its requester', async () => {
    const merchant = await session('merchant');
    const finance = await session('finance');
    const acc = await merchantAccount();
    const added = await call('/wallet/rechargeManage/add', { title: '代提交', companyId: acc!.companyId, accountId: acc!.id, amount: '5.00' }, merchant);
    expect((await call('/wallet/rechargeManage/rechargeApply', { id: added.data.id }, finance)).code).toBe(200);
    expect(await call('/wallet/rechargeManage/rechargeAudit', { id: added.data.id, auditStatus: 'approved' }, finance)).toMatchObject({ code: 403, msg: OWN_APPROVAL_MSG });
  });

  it('ignores a requester sent in the payload', async () => {
    const merchant = await session('merchant');
    const acc = await merchantAccount();
    const financeId = Number((await s.rows('platform.webUser', 'and "loginName" = $1', ['finance']))[0]!.id);
    const added = await call('/wallet/rechargeManage/add', {
      title: '冒名申请', companyId: acc!.companyId, accountId: acc!.id, amount: '10.00', requesterId: financeId, requesterName: '陈静',
    }, merchant);
    const stored = await findById(s.server.db, s.server.idx.resource('wallet.rechargeManage'), Number(added.data.id));
    expect(stored).toMatchObject({ requesterName: '王芳' });
    expect(Number(stored!.requesterId)).not.toBe(financeId);
  });

  it('refuses a whole batch that holds one of the caller\'s own requests, naming it', async () => {
    const auditor = await session('auditor');
    const mine = await makeRequest(s.server.idx.operations.find((x) => x.id === 'notify.appNotice.approval')!, auditor);
    const [other] = await s.rows('notify.appNotice', 'and "auditStatus" = $1 and "id" <> $2', ['pending', mine]);
    const res = await call('/notify/appNotice/approval', { id: `${String(other!.id)},${mine}`, auditStatus: 'approved' }, auditor);
    expect(res).toMatchObject({ code: 403, msg: `${OWN_APPROVAL_MSG}（编号 ${mine}）` });
    expect((await findById(s.server.db, s.server.idx.resource('notify.appNotice'), Number(other!.id)))!.auditStatus).toBe('pending');
  });
});
