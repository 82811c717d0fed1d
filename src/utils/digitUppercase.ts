const DIGITS = ['零', '壹', '贰', '叁', '肆', '伍', '陆', '柒', '捌', '玖'] as const;
const SMALL_UNITS = ['', '拾', '佰', '仟'] as const;
const GROUP_UNITS = ['', '万', '亿', '万亿'] as const;

/** Amount as a sign and a whole number of fen, or null when unusable. */
function toFen(amount: number | string): { negative: boolean; fen: number } | null {
  let text: string;
  if (typeof amount === 'number') {
    if (!Number.isFinite(amount)) return null;
    text = String(amount);
    if (/e/i.test(text)) {
      // Exponent form: either tiny (rounds to 0 fen) or far out of range.
      return Math.abs(amount) < 1 ? { negative: amount < 0, fen: 0 } : null;
    }
  } else if (typeof amount === 'string') {
    text = amount.trim();
  } else {
    return null;
  }
  const match = /^([+-]?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return null;
  const yuan = Number(match[2]);
  const decimals = (match[3] ?? '').padEnd(3, '0');
  // Round half up on the decimal digits as written, so 1.005 gives 1.01.
  const fen = yuan * 100 + Number(decimals.slice(0, 2)) + (Number(decimals[2]) >= 5 ? 1 : 0);
  if (!Number.isSafeInteger(fen)) return null;
  return { negative: match[1] === '-', fen };
}

function yuanToChinese(yuan: number): string {
  const digits = String(yuan);
  let out = '';
  let pendingZero = false;
  for (let i = 0; i < digits.length; i++) {
    const digit = Number(digits[i]);
    const position = digits.length - 1 - i;
    if (digit === 0) {
      pendingZero = true;
    } else {
      out += (pendingZero ? '零' : '') + DIGITS[digit] + SMALL_UNITS[position % 4];
      pendingZero = false;
    }
    if (position > 0 && position % 4 === 0 && Number(digits.slice(Math.max(0, i - 3), i + 1)) > 0) {
      out += GROUP_UNITS[position / 4];
      pendingZero = false; // a zero just before 万/亿 is not written
    }
  }
  return out;
}

/**
 * Writes an amount in Chinese capital currency (大写金额): digits
 * 零壹贰叁肆伍陆柒捌玖, units 拾佰仟 and 万 亿 (万亿 above that), 元角分.
 *
 * - The amount is rounded half up to whole fen on its decimal digits, then
 *   handled as an integer number of fen (no float error).
 * - '整' is added when there are no jiao and no fen; '零元整' for zero.
 * - A run of zeros inside the yuan part is written as one '零'; zeros right
 *   before 万/亿 are not written (107000 -> '壹拾万柒仟元整').
 * - Without yuan only the fraction is written (0.05 -> '伍分'); with yuan, a
 *   zero jiao before a fen is written as '零' (1.05 -> '壹元零伍分').
 * - A negative amount gets the prefix '欠' ("owed"), unless it rounds to 0.
 * - Numeric strings are accepted. Invalid input, or more than about 9e13
 *   yuan (beyond safe integer fen), gives ''.
 *
 * @example
 * digitUppercase(1010.5)       // '壹仟零壹拾元伍角'
 * digitUppercase(100000)       // '壹拾万元整'
 * digitUppercase(-12.3)        // '欠壹拾贰元叁角'
 */
export function digitUppercase(amount: number | string): string {
  const parsed = toFen(amount);
  if (!parsed) return '';
  const { fen: total, negative } = parsed;
  const yuan = Math.floor(total / 100);
  const jiao = Math.floor(total / 10) % 10;
  const fen = total % 10;
  const head = negative && total > 0 ? '欠' : '';
  if (total === 0) return '零元整';
  const yuanText = yuan > 0 ? `${yuanToChinese(yuan)}元` : '';
  if (jiao === 0 && fen === 0) return `${head}${yuanText}整`;
  const jiaoText = jiao > 0 ? `${DIGITS[jiao]}角` : yuan > 0 ? '零' : '';
  const fenText = fen > 0 ? `${DIGITS[fen]}分` : '';
  return `${head}${yuanText}${jiaoText}${fenText}`;
}
