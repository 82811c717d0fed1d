/**
 * A refusal a handler answers instead of throwing, when what it wrote before refusing must be
 * kept (a failed login's throttling bookkeeping): a thrown ApiFail rolls the call's transaction
 * back, a returned refusal lets it commit and still answers the failure envelope.
 */
export interface Refusal {
  readonly kind: 'refusal';
  readonly code: number;
  readonly msg: string;
}

/**
 * @example return refusal(CODE.badRequest, BAD_CREDENTIALS);
 */
export const refusal = (code: number, msg: string): Refusal => ({ kind: 'refusal', code, msg });

export const isRefusal = (r: unknown): r is Refusal =>
  typeof r === 'object' && r !== null && (r as Refusal).kind === 'refusal' && typeof (r as Refusal).code === 'number';
