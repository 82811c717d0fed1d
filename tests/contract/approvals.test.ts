/**
 * Issue 24 point 4, the two-person rule in the contract: every approval (recharge audit, message
 * releases, product shelf audit, household audit, refunds) is marked, has its own permission key,
 * distinct from the key of every call that makes or edits the request, and where a user asks for
 * it, names a server-set requester field that no payload can write.
 */
import { describe, expect, it } from 'vitest';
import { APPROVAL_KEYS, catalogue, writableFields, type ResourceDef } from '../../src/contract';

const resources: ResourceDef[] = catalogue.flatMap((s) => [...s.resources]);
const approvals = resources.flatMap((r) => r.operations.filter((o) => o.approval).map((op) => ({ r, op, id: `${r.key}.${op.name}` })));
/** Requests filed by calls of other resources (the caller as requester), not by an add of their own. */
const FILED_ELSEWHERE: Record<string, readonly string[]> = {
  'organisation.userRechargeRequest': ['organisation.user.recharge', 'organisation.user.batchUserEcharge', 'organisation.welfareRecord.grantAmount'],
  'credit.creditQuotaRequest': ['credit.credit.set'],
};
const keyOf = (r: ResourceDef, o: ResourceDef['operations'][number]) => (o.permission === undefined ? r.permission : o.permission);

describe('approvals in the contract', () => {
  it('marks the approvals of the issue', () => {
    expect(approvals.map((a) => a.id).sort()).toEqual([
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
    ]);
  });

  it('gives every approval its own key, apart from every call on the request', () => {
    const approvalKeys = new Set<string>(Object.values(APPROVAL_KEYS));
    for (const { r, op, id } of approvals) {
      expect(op.permission, id).toBe(op.approval!.permission);
      expect(approvalKeys.has(op.approval!.permission), id).toBe(true);
      expect(op.approval!.permission, id).not.toBe(r.permission);
      for (const other of r.operations.filter((o) => !o.approval)) expect(keyOf(r, other), `${id} vs ${other.name}`).not.toBe(op.approval!.permission);
    }
  });

  it('is a transition, so the server moves the row once and the screens offer it per row', () => {
    for (const { op, id } of approvals) expect(op.kind, id).toBe('transition');
  });

  it('names a read-only requester field the server fills, and a way to put the request up', () => {
    for (const { r, op, id } of approvals.filter((a) => a.op.approval!.requester)) {
      const field = r.fields[op.approval!.requester!];
      expect(field, id).toMatchObject({ type: 'integer', readOnly: true, requester: 'id' });
      expect(writableFields(r).map(([n]) => n), id).not.toContain(op.approval!.requester);
      const puts = r.operations.some((o) => (o.kind === 'add' && !o.target) || (o.transition && !o.approval
        && o.transition.field === op.transition!.field && o.transition.to.some((s) => op.transition!.from.includes(s))));
      const filedBy = FILED_ELSEWHERE[r.key]?.filter((call) => {
        const [svc, res, name] = call.split('.');
        return resources.find((x) => x.key === `${svc}.${res}`)?.operations.some((o) => o.name === name);
      });
      expect(puts || Boolean(filedBy?.length), id).toBe(true);
    }
  });

  it('leaves the requester out where nobody asks: refunds of payments a till or the app took', () => {
    for (const { op, id } of approvals.filter((a) => a.op.name === 'refund')) expect(op.approval!.requester, id).toBeUndefined();
  });
});
