/**
 * Which calls change state: the kinds that write, and every `action` not marked `reads`. The
 * reference server writes one operation-log row per such call; an integrator's back end can use
 * the same rule for its own audit trail.
 */
import type { OperationDef, OperationKind } from './types';

const WRITING_KINDS: ReadonlySet<OperationKind> = new Set<OperationKind>([
  'add', 'update', 'save', 'delete', 'deleteIds', 'transition', 'import', 'upload', 'action',
]);

/**
 * True when the call changes stored state (and so is audited).
 * @example
 * changesState({ kind: 'transition', ... }) // true
 * changesState({ kind: 'action', reads: true, ... }) // false
 */
export function changesState(op: Pick<OperationDef, 'kind' | 'reads'>): boolean {
  return WRITING_KINDS.has(op.kind) && !(op.kind === 'action' && op.reads === true);
}
