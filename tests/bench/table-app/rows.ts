/**
 * 100,000 dinner orders (`ordermeal.orderDinner`) made in the page from a seeded PRNG, so every
 * load and both grids show the same rows. Values look like the reference server's: order numbers
 * 'DC2026…', 11-digit phones, small ref ids, ISO dates, enum values of the contract, amounts with
 * two decimals and 'YYYY-MM-DD HH:mm:ss' creation times. Enum values are passed in (read from the
 * contract by the caller) so the bare page does not import the kit.
 */
export type OrderRow = Record<string, string | number>;

/** mulberry32: small, fast and good enough for test data. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const TWO_DIGITS = Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0'));
const DAY_MS = 86_400_000;

/**
 * Strings are built with `join`, one flat string per value, as JSON.parse leaves a server's
 * response: `+` or template literals would build rope strings that take about twice the heap
 * and would make the rows, not the grid, dominate the heap figure.
 * @example
 * const rows = makeOrderRows(100_000, ['breakfast', 'lunch', 'dinner'], ['ordered', 'taken', 'cancelled', 'refunded']);
 */
export function makeOrderRows(count: number, mealTimes: readonly string[], statuses: readonly string[], seed = 20260101): OrderRow[] {
  const rand = prng(seed);
  const int = (lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1));
  const two = (lo: number, hi: number) => TWO_DIGITS[int(lo, hi)]!;
  const start = Date.UTC(2026, 0, 1);
  const rows: OrderRow[] = new Array(count);
  let ymd: [string, string, string] = ['', '', ''];
  for (let i = 0; i < count; i += 1) {
    // About 1,100 orders a day, oldest first, over three months.
    if (i % 1100 === 0) {
      const day = new Date(start + (i / 1100) * DAY_MS);
      ymd = [String(day.getUTCFullYear()), TWO_DIGITS[day.getUTCMonth() + 1]!, TWO_DIGITS[day.getUTCDate()]!];
    }
    const [y, m, d] = ymd;
    rows[i] = {
      id: i + 1,
      orderNo: ['DC', y, m, d, String(1_000_000 + i).slice(1), two(0, 99)].join(''),
      userId: int(1, 5000),
      phone: String(int(13, 19) * 1e9 + int(0, 999_999_999)),
      orgId: int(1, 12),
      companyId: int(1, 40),
      mealId: int(1, 60),
      date: [y, m, d].join('-'),
      mealTime: mealTimes[int(0, mealTimes.length - 1)]!,
      amount: int(500, 4800) / 100,
      status: statuses[int(0, statuses.length - 1)]!,
      createTime: [y, '-', m, '-', d, ' ', two(6, 20), ':', two(0, 59), ':', two(0, 59)].join(''),
    };
  }
  return rows;
}
