/**
 * Money as whole fen (bigint) parsed from and written back to decimal strings: totals of
 * amounts (a batch recharge, a welfare grant) are added and multiplied exactly, never as floats.
 */

const AMOUNT = /^(0|[1-9]\d*)(?:\.(\d{1,2}))?$/;

/**
 * The fen of an amount written per 000 section 5 (zero or positive, up to two decimals, no
 * leading zero), or null when it is not one. A trailing point left while typing ('12.') is not an amount.
 * @example
 * amountToFen('1000')   // 100000n
 * amountToFen('0.05')   // 5n
 * amountToFen('1.234')  // null
 */
export function amountToFen(value: string | null | undefined): bigint | null {
  const m = AMOUNT.exec((value ?? '').trim());
  if (!m) return null;
  return BigInt(m[1]!) * 100n + BigInt((m[2] ?? '').padEnd(2, '0'));
}

/**
 * Fen back to a decimal string with two decimals; negatives keep their sign.
 * @example
 * fenToAmount(100000n) // '1000.00'
 * fenToAmount(-5n)     // '-0.05'
 */
export function fenToAmount(fen: bigint): string {
  const neg = fen < 0n;
  const abs = neg ? -fen : fen;
  return `${neg ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

/**
 * The amount times a whole count (the same recharge for several people), exact; null when the
 * amount is not one or the count is not a whole number of zero or more.
 * @example
 * multiplyAmount('0.10', 3)     // '0.30'
 * multiplyAmount('99999.99', 7) // '699999.93'
 */
export function multiplyAmount(amount: string, count: number): string | null {
  const fen = amountToFen(amount);
  if (fen === null || !Number.isSafeInteger(count) || count < 0) return null;
  return fenToAmount(fen * BigInt(count));
}

/**
 * The exact sum of amounts; null when one of them is not an amount.
 * @example
 * sumAmounts(['0.10', '0.20']) // '0.30' (0.1 + 0.2 as floats is 0.30000000000000004)
 */
export function sumAmounts(amounts: readonly string[]): string | null {
  let total = 0n;
  for (const a of amounts) {
    const fen = amountToFen(a);
    if (fen === null) return null;
    total += fen;
  }
  return fenToAmount(total);
}
