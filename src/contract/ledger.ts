/**
 * What a ledger's calls may do, said once for the server, the OpenAPI document and the screens.
 * A resource marked `ledger: true` is append-only (orders, bills): its rows are never edited or
 * deleted. One marked `ledger: 'money'` (account records, account flow, points records, credit
 * quota changes, refund lines) is more: its lines are written only by the action that moved the
 * money (a recharge approval, a payment, a refund, a quota change), with who and when, so no
 * generic add, update, save, delete or import of it is taken either.
 */
import type { OperationKind, ResourceDef } from './types';

/** Calls an append-only ledger refuses (a save refuses only when it names a row). */
const EDIT_KINDS: ReadonlySet<OperationKind> = new Set<OperationKind>(['update', 'delete', 'deleteIds']);
/** Calls a money ledger refuses, whatever they are sent. */
const WRITE_KINDS: ReadonlySet<OperationKind> = new Set<OperationKind>(['add', 'update', 'save', 'delete', 'deleteIds', 'import']);

/**
 * Whether the resource's lines are written only by money actions.
 * @example
 * isMoneyLedger(userRecod) // true
 */
export const isMoneyLedger = (r: Pick<ResourceDef, 'ledger'>): boolean => r.ledger === 'money';

/**
 * Why a ledger refuses a call of this kind: 'money' (a money ledger takes no generic write),
 * 'edit' (an append-only ledger keeps its rows), or null when the call may run. For a `save`
 * the input decides: one that names a row is an edit.
 * @example
 * ledgerRefusal(userRecod, 'add') // 'money'
 * ledgerRefusal(orderDinner, 'add') // null
 * ledgerRefusal(orderDinner, 'save', { id: 3 }) // 'edit'
 */
export function ledgerRefusal(r: Pick<ResourceDef, 'ledger'>, kind: OperationKind, input?: Readonly<Record<string, unknown>>): 'money' | 'edit' | null {
  if (!r.ledger) return null;
  if (isMoneyLedger(r)) return WRITE_KINDS.has(kind) ? 'money' : null;
  if (EDIT_KINDS.has(kind)) return 'edit';
  if (kind !== 'save') return null;
  // Without the input (the OpenAPI document, the screens) a save may edit, so it counts as one.
  if (!input) return 'edit';
  const id = input.id;
  return id !== undefined && id !== null && id !== '' ? 'edit' : null;
}
