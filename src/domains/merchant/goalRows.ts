/**
 * The rows of 目标完成: each project's target of a month beside its sales in that month, with the
 * completion rate and the gap, computed in integer fen (never floats).
 */
import { amountToFen, fenToAmount } from '../../utils/amountFen';

/**
 * @example
 * const row: GoalRow = { orgId: 3, project: '星河园区', target: '1500.00', actual: '1234.50', rate: '82.30', gap: '265.50' };
 */
export interface GoalRow {
  readonly orgId: string | number;
  readonly project: string;
  /** Yuan with two decimals; null: no target for the month. */
  readonly target: string | null;
  readonly actual: string;
  /** Percentage with two decimals (truncated), null without a target. */
  readonly rate: string | null;
  /** Target minus sales (negative: above target), null without a target. */
  readonly gap: string | null;
}

/** A stored amount (NUMERIC answered as a number or a decimal string) in fen. */
const fenOf = (v: unknown): bigint => {
  if (typeof v === 'number' && Number.isFinite(v)) return amountToFen(v.toFixed(2)) ?? 0n;
  if (typeof v === 'string') return amountToFen(v.trim()) ?? 0n;
  return 0n;
};

/** `num / den` as a percentage with two decimals, truncated (bigint arithmetic). */
function percent(num: bigint, den: bigint): string {
  const hundredths = (num * 10000n) / den;
  const sign = hundredths < 0n ? '-' : '';
  const abs = hundredths < 0n ? -hundredths : hundredths;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

/**
 * Joins a month's targets (rows of flashdeliver.salesTarget) with the sales per project of that
 * month (report rows grouped by orgId), projects with a target first, by completion rate.
 * @example
 * goalRows([{ orgId: 1, orgName: 'A', targetAmount: '100.00' }], [{ key: 1, label: 'A', values: { amount: 50 } }], 'amount')
 * // [{ orgId: 1, project: 'A', target: '100.00', actual: '50.00', rate: '50.00', gap: '50.00' }]
 */
export function goalRows(
  targets: readonly Readonly<Record<string, unknown>>[],
  sales: readonly { readonly key: string | number | null; readonly label?: string; readonly values: Readonly<Record<string, number>> }[],
  measure: string,
): GoalRow[] {
  const byOrg = new Map<string, GoalRow>();
  const sold = new Map(sales.filter((s) => s.key !== null).map((s) => [String(s.key), s]));
  for (const t of targets) {
    const id = String(t.orgId);
    const target = fenOf(t.targetAmount);
    const actual = fenOf(sold.get(id)?.values[measure]);
    byOrg.set(id, {
      orgId: t.orgId as string | number, project: String(t.orgName ?? sold.get(id)?.label ?? `#${id}`),
      target: fenToAmount(target), actual: fenToAmount(actual),
      rate: target > 0n ? percent(actual, target) : null, gap: fenToAmount(target - actual),
    });
  }
  for (const [id, s] of sold) {
    if (byOrg.has(id)) continue;
    byOrg.set(id, { orgId: s.key as string | number, project: s.label ?? `#${id}`, target: null, actual: fenToAmount(fenOf(s.values[measure])), rate: null, gap: null });
  }
  const rateOf = (r: GoalRow) => (r.rate === null ? -Infinity : Number(r.rate));
  return [...byOrg.values()].sort((a, b) => rateOf(b) - rateOf(a) || a.project.localeCompare(b.project, 'zh-CN'));
}

/**
 * The first and last day of a month `yyyy-MM`.
 * @example
 * monthRange('2026-02') // { startDate: '2026-02-01', endDate: '2026-02-28' }
 */
export function monthRange(month: string): { startDate: string; endDate: string } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { startDate: `${month}-01`, endDate: `${month}-${String(last).padStart(2, '0')}` };
}
