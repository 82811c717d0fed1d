/**
 * Exact decimals at the edge between the database and JSON. Amounts are `numeric(18,2)` columns
 * and sums are added in SQL numeric; both drivers hand numeric values over as decimal text, which
 * becomes the contract's JSON number here (the nearest double of the text, no arithmetic), and
 * totals added outside SQL are added as whole fen (bigint), never as floats.
 */

/** The OID of PostgreSQL's `numeric` type, for the drivers' type parsers. */
export const NUMERIC_OID = 1700;

const DECIMAL = /^([+-]?)(\d+)(?:\.(\d*))?$/;

/**
 * Numeric text as the JSON number the contract answers (`'0.10'` -> 0.1); `NaN` and the
 * infinities PostgreSQL's numeric may hold stay what Number makes of them.
 * @example numericToNumber('300.00') // 300
 */
export function numericToNumber(text: string): number {
  return Number(text);
}

/**
 * The whole fen of a decimal (text or number) rounded to cents half away from zero, exactly: the
 * digits are read from the text, so 0.1 + 0.2 style drift never enters. Null for what is not a
 * finite decimal.
 * @example decimalToFen('0.30') // 30n; decimalToFen(-1.005) // -101n
 */
export function decimalToFen(v: unknown): bigint | null {
  const text = typeof v === 'number' ? (Number.isFinite(v) ? numberText(v) : '') : typeof v === 'string' ? v.trim() : '';
  const m = DECIMAL.exec(text);
  if (!m) return null;
  const frac = (m[3] ?? '').padEnd(3, '0');
  let fen = BigInt(m[2]!) * 100n + BigInt(frac.slice(0, 2));
  if (frac.charCodeAt(2) >= 53 /* '5' */) fen += 1n;
  return m[1] === '-' ? -fen : fen;
}

/** A number's plain decimal text (no exponent), the shortest that reads back as the same number. */
function numberText(n: number): string {
  const s = String(n);
  if (!/e/i.test(s)) return s;
  return Number.isInteger(n) ? BigInt(n).toString() : n.toFixed(20).replace(/\.?0+$/, '');
}

/**
 * Fen as the contract's JSON number of yuan (`30n` -> 0.3), through its decimal text.
 * @example fenToNumber(30000n) // 300
 */
export function fenToNumber(fen: bigint): number {
  const abs = fen < 0n ? -fen : fen;
  return numericToNumber(`${fen < 0n ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`);
}
