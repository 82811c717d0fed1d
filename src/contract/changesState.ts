/**
 * Which calls change state. The reference server refuses such calls when they come from another
 * site (CSRF) or without the client's `X-Requested-With` header; the OpenAPI document marks them
 * `x-changes-state`. Decided by the kind alone, so a GET that deletes (the spec's
 * `GET /notify/mediaFile/delete/{id}`) counts, and an `action` counts whatever it does: the
 * contract cannot tell a reading action from a writing one, and a wrong "reads" would open a hole.
 */
import type { OperationDef, OperationKind } from './types';

/** The kinds that only read: every other kind changes state. */
export const READ_KINDS: ReadonlySet<OperationKind> = new Set<OperationKind>([
  'list', 'all', 'get', 'select', 'checkName', 'tree', 'stats', 'export',
]);

/**
 * True when the call may change stored state (or the session: login, logout), whatever its method.
 * @example
 * changesState({ kind: 'delete', method: 'GET', ... }) // true: /notify/mediaFile/delete/{id}
 * changesState({ kind: 'list', method: 'POST', ... })  // false
 */
export function changesState(op: Pick<OperationDef, 'kind'>): boolean {
  return !READ_KINDS.has(op.kind);
}
