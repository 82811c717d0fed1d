/** Stored amounts as the wallet pages show them. */
import { amountToFen, fenToAmount } from '../../utils';

/**
 * A stored amount (a JSON number with at most two decimals, or a decimal string) as a decimal
 * string with two decimals; anything else as it is (the money confirmation then refuses it).
 * @example
 * amountOf(1234.5) // '1234.50'
 */
export const amountOf = (v: unknown): string => {
  const fen = amountToFen(typeof v === 'number' ? v.toFixed(2) : String(v ?? ''));
  return fen === null ? String(v ?? '') : fenToAmount(fen);
};
