/**
 * The pure half of status transitions (contract `transition: { field, from, to, verbs }`): what a
 * row may move to, how the operator names each move, and the exact request that makes it. The
 * row buttons, the dialogs and the catalogue-wide test all go through these, so what the screen
 * offers is what the server is sent.
 */
import type { FieldDef, Locale, OperationDef, ResourceDef } from '../../contract/types';
import { bodyFields, enumValueOf, type FieldEntry } from './fields';

/**
 * A status value as the contract writes it.
 * @example
 * transitionChoices(updateStatus, { id: 3, status: 1 }) // [0]
 * transitionChoices(auditHouseholdRoom, { id: 5, auditStatus: 'pending' }) // ['approved', 'rejected']
 * transitionChoices(auditHouseholdRoom, { id: 6, auditStatus: 'approved' }) // []
 */
export type TransitionState = string | number;

/**
 * How a transition is offered: `single` has one target (a confirm, or a form when it takes input);
 * `toggle` goes between the same two states it comes from (one button named by the state the row
 * would go to); `choice` asks for the target (an audit: 通过 / 驳回).
 * @example
 * transitionKind(updateStatus) // 'toggle' (from [1, 0], to [1, 0])
 * transitionKind(auditHouseholdRoom) // 'choice'
 */
export type TransitionKind = 'single' | 'toggle' | 'choice';

/**
 * Compares stored and contract states as the server does: numbers and numeric strings alike, booleans as 0/1.
 * @example
 * sameState(1, '1') // true
 * sameState(true, 1) // true
 */
export const sameState = (a: unknown, b: unknown): boolean => {
  const n = (v: unknown) => (typeof v === 'boolean' ? Number(v) : v);
  return n(a) === n(b) || (n(a) != null && n(b) != null && String(n(a)) === String(n(b)));
};

/**
 * @example
 * transitionKind(updateStatus) // 'toggle' (from [1, 0], to [1, 0])
 * transitionKind(auditHouseholdRoom) // 'choice'
 */
export function transitionKind(op: OperationDef): TransitionKind | null {
  const tr = op.transition;
  if (!tr) return null;
  if (tr.to.length === 1) return 'single';
  const toggle = tr.to.length === 2 && tr.from.length === 2 && tr.to.every((s) => tr.from.some((f) => sameState(f, s)));
  return toggle ? 'toggle' : 'choice';
}

/**
 * The targets a row may move to by this call, in contract order: none when its status is not in
 * `from` (the action does not apply), and never the state it is already in.
 * @example
 * transitionChoices(updateStatus, { id: 3, status: 1 }) // [0]
 * transitionChoices(auditHouseholdRoom, { id: 5, auditStatus: 'pending' }) // ['approved', 'rejected']
 * transitionChoices(auditHouseholdRoom, { id: 6, auditStatus: 'approved' }) // []
 */
export function transitionChoices(op: OperationDef, row: Readonly<Record<string, unknown>>): TransitionState[] {
  const tr = op.transition;
  if (!tr) return [];
  const current = row[tr.field];
  if (!tr.from.some((s) => sameState(s, current))) return [];
  if (tr.to.length === 1) return [tr.to[0]!];
  return tr.to.filter((s) => !sameState(s, current));
}

/**
 * Whether a row is the user's own request for this approval (the two-person rule, contract
 * `approval.requester`): the screens then do not offer the approval; the server refuses it anyway.
 * @example
 * isOwnRequest(rechargeAudit, { id: 7, auditStatus: 'pending', requesterId: 4 }, 4) // true
 * isOwnRequest(rechargeAudit, { id: 7, auditStatus: 'pending', requesterId: 4 }, 5) // false
 */
export function isOwnRequest(op: OperationDef, row: Readonly<Record<string, unknown>>, userId: number | null | undefined): boolean {
  const field = op.approval?.requester;
  if (!field || userId == null) return false;
  const requester = row[field];
  return requester != null && requester !== '' && String(requester) === String(userId);
}

/**
 * What choosing a target does, as the operator says it: the contract's verb (通过, 停用), else the
 * target state's label (已驳回), else the value.
 * @example
 * transitionVerb(updateStatus, user, 0, 'zh-CN') // '停用'
 */
export function transitionVerb(op: OperationDef, resource: ResourceDef, target: TransitionState, locale: Locale): string {
  const tr = op.transition;
  const own = tr?.verbs?.[String(target)]?.[locale];
  if (own) return own;
  const fd = tr ? resource.fields[tr.field] : undefined;
  return (fd && enumValueOf(fd, target)?.label[locale]) ?? String(target);
}

/**
 * The state a row is in for this call's field, as its enum label (or the raw value).
 * @example
 * <Tag>{stateLabel(op, resource, row[op.transition!.field], locale)}</Tag> // the state's label, e.g. 启用
 */
export function stateLabel(op: OperationDef, resource: ResourceDef, value: unknown, locale: Locale): string {
  const fd = op.transition ? resource.fields[op.transition.field] : undefined;
  return (fd && enumValueOf(fd, value)?.label[locale]) ?? String(value ?? '');
}

/**
 * The inputs a call takes besides the row and its target (an audit remark, a refund reason, a card number).
 * @example
 * noteFields(op).map(([name]) => name) // the inputs an audit's dialog asks for, e.g. ['remark']
 */
export const noteFields = (op: OperationDef): FieldEntry[] =>
  bodyFields(op).filter(([name]) => name !== op.transition?.field);

/**
 * Whether moving to `target` is a refusal (its state is shown in the danger colour: 驳回, 停业):
 * its note fields are then required, so the applicant learns why.
 * @example
 * isRefusal(op, household, 'rejected') // true: 驳回 asks for a note and focuses 取消
 */
export function isRefusal(op: OperationDef, resource: ResourceDef, target: TransitionState | null | undefined): boolean {
  const fd = op.transition ? resource.fields[op.transition.field] : undefined;
  return target != null && Boolean(fd && enumValueOf(fd, target)?.tone === 'danger');
}

/**
 * The note fields for a target: required when it is a refusal with a choice (rejecting an audit).
 * @example
 * noteFieldsFor(op, household, 'approved') // [] : only a refusal asks for its note
 */
export function noteFieldsFor(op: OperationDef, resource: ResourceDef, target: TransitionState | null | undefined): FieldEntry[] {
  const notes = noteFields(op);
  if (transitionKind(op) !== 'choice' || !isRefusal(op, resource, target)) return notes;
  return notes.map(([name, fd]): FieldEntry => [name, fd.required ? fd : ({ ...fd, required: true } as FieldDef)]);
}

/**
 * The request of one move: the row's id (in the body, or the `{ids}` path segment), the target
 * in the status field when the call has several, and the notes typed (trimmed, blank ones left out).
 * @example
 * transitionInput(updateStatus, { id: 3, status: 1 }, 0) // { id: 3, status: 0 }
 * transitionInput(auditHouseholdRoom, row, 'rejected', { auditRemark: ' 材料不全 ' }) // { id: 5, auditStatus: 'rejected', auditRemark: '材料不全' }
 * transitionInput(disableCarpark, { id: 4, status: 1 }, 0) // { ids: 4 } (POST /carpark/carpark/disable/{ids})
 */
export function transitionInput(
  op: OperationDef, row: Readonly<Record<string, unknown>>, target: TransitionState | null | undefined,
  extra: Readonly<Record<string, string>> = {},
): Record<string, unknown> {
  const tr = op.transition;
  const idKey = op.path.includes('{ids}') ? 'ids' : 'id';
  const out: Record<string, unknown> = { [idKey]: row.id };
  if (tr && tr.to.length > 1) {
    if (target == null || !tr.to.some((s) => sameState(s, target))) throw new Error(`${op.name}: ${String(target)} is not one of its targets`);
    out[tr.field] = tr.to.find((s) => sameState(s, target));
  }
  for (const [name, value] of Object.entries(extra)) {
    const v = value.trim();
    if (v && name !== idKey && name !== tr?.field) out[name] = v;
  }
  return out;
}
