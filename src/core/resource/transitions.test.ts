import { describe, expect, it } from 'vitest';
import type { FieldDef, OperationDef, ResourceDef, Text } from '../../contract/types';
import {
  isOwnRequest, isRefusal, noteFields, noteFieldsFor, sameState, transitionChoices, transitionInput, transitionKind, transitionVerb,
} from './transitions';

const zh = (s: string): Text => ({ 'zh-CN': s, en: s, es: s });
const status: FieldDef = {
  type: 'enum', label: zh('状态'),
  values: [{ value: 1, label: zh('启用'), tone: 'success' }, { value: 0, label: zh('停用'), tone: 'danger' }],
};
const audit: FieldDef = {
  type: 'enum', label: zh('审核状态'),
  values: [{ value: 'pending', label: zh('待审核') }, { value: 'approved', label: zh('已通过'), tone: 'success' }, { value: 'rejected', label: zh('已驳回'), tone: 'danger' }],
};
const op = (name: string, transition: OperationDef['transition'], extra: Partial<OperationDef> = {}): OperationDef => ({
  name, method: 'POST', path: `/x/${name}`, kind: 'transition', encoding: 'form', response: 'json', timeoutMs: 5000, summary: name, transition, ...extra,
});
const toggle = op('updateStatus', { field: 'status', from: [1, 0], to: [1, 0] });
const auditOp = op('audit', { field: 'auditStatus', from: ['pending'], to: ['approved', 'rejected'], verbs: { approved: zh('通过'), rejected: zh('驳回') } }, {
  body: { auditRemark: { type: 'string', label: zh('审核意见'), max: 200 } },
});
const cancel = op('cancel', { field: 'status', from: [1], to: [0] }, { path: '/x/disable/{ids}' });
const res: ResourceDef = {
  service: 'x', name: 'r', key: 'x.r', basePath: '/x', title: zh('资源'), permission: 'p', labelField: 'name',
  fields: { status, auditStatus: audit }, operations: [toggle, auditOp, cancel],
};

describe('transitions', () => {
  it('tells a toggle, a choice and a single move apart', () => {
    expect(transitionKind(toggle)).toBe('toggle');
    expect(transitionKind(auditOp)).toBe('choice');
    expect(transitionKind(cancel)).toBe('single');
    expect(transitionKind(op('merchant', { field: 'status', from: ['open', 'suspended'], to: ['open', 'suspended', 'closed'] }))).toBe('choice');
  });

  it('offers a row only the targets it may move to, never its own state', () => {
    expect(transitionChoices(toggle, { id: 1, status: 1 })).toEqual([0]);
    expect(transitionChoices(toggle, { id: 1, status: '0' })).toEqual([1]);
    expect(transitionChoices(auditOp, { id: 1, auditStatus: 'pending' })).toEqual(['approved', 'rejected']);
    expect(transitionChoices(auditOp, { id: 1, auditStatus: 'approved' })).toEqual([]);
    expect(transitionChoices(cancel, { id: 1, status: 0 })).toEqual([]);
    expect(sameState(true, 1)).toBe(true);
  });

  it('names a move by its verb, else by the state it reaches', () => {
    expect(transitionVerb(auditOp, res, 'rejected', 'zh-CN')).toBe('驳回');
    expect(transitionVerb(toggle, res, 0, 'zh-CN')).toBe('停用');
  });

  it('requires the note when rejecting an audit only', () => {
    expect(noteFields(auditOp).map(([n]) => n)).toEqual(['auditRemark']);
    expect(isRefusal(auditOp, res, 'rejected')).toBe(true);
    expect(noteFieldsFor(auditOp, res, 'rejected')[0]![1].required).toBe(true);
    expect(noteFieldsFor(auditOp, res, 'approved')[0]![1].required).toBeFalsy();
  });

  it('builds the request: id (or the ids path), the target when there are several, trimmed notes', () => {
    expect(transitionInput(toggle, { id: 3, status: 1 }, 0)).toEqual({ id: 3, status: 0 });
    expect(transitionInput(auditOp, { id: 5 }, 'rejected', { auditRemark: ' 材料不全 ', other: ' ' })).toEqual({ id: 5, auditStatus: 'rejected', auditRemark: '材料不全' });
    expect(transitionInput(cancel, { id: 4, status: 1 }, 0)).toEqual({ ids: 4 });
    expect(() => transitionInput(auditOp, { id: 5 }, null)).toThrow(/not one of its targets/);
  });
});

describe('isOwnRequest', () => {
  const approval = op('rechargeAudit', { field: 'auditStatus', from: ['pending'], to: ['approved', 'rejected'] }, {
    approval: { permission: 'approve:recharge', requester: 'requesterId' },
  });
  it('is true only for an approval on a row the user put up', () => {
    expect(isOwnRequest(approval, { id: 1, requesterId: 4 }, 4)).toBe(true);
    expect(isOwnRequest(approval, { id: 1, requesterId: '4' }, 4)).toBe(true);
    expect(isOwnRequest(approval, { id: 1, requesterId: 5 }, 4)).toBe(false);
    expect(isOwnRequest(approval, { id: 1, requesterId: null }, 4)).toBe(false);
    expect(isOwnRequest(approval, { id: 1, requesterId: 4 }, null)).toBe(false);
    expect(isOwnRequest(toggle, { id: 1, requesterId: 4 }, 4)).toBe(false);
  });
});
