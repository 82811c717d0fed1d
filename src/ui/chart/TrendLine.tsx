import { compactNumber } from './chartFormat';
import { cssVar } from '../theme';

export interface TrendLineProps {
  /** One value per point, oldest first. */
  values: readonly number[];
  /** The points' labels (days); the first and last are written under the line. */
  labels: readonly string[];
  /** BCP 47 locale of the numbers (万 in Chinese, k in English and Spanish). */
  locale: string;
  /** Accessible name; the numbers themselves are in the text alternative the caller gives (cards, a table). */
  label: string;
  /** Height in px (default 120); the width follows the container. */
  height?: number;
}

const W = 300;

/**
 * A small trend line drawn as plain SVG, in the theme's primary colour: for places that must stay
 * light (the dashboard), where loading ECharts is not worth it. It marks the highest value.
 * @example
 * <TrendLine values={[3, 5, 4]} labels={['11-19', '11-20', '11-21']} locale="zh-CN" label="近 3 天订单数" />
 */
export function TrendLine({ values, labels, locale, label, height = 120 }: TrendLineProps) {
  const top = 16;
  const bottom = height - 20;
  const max = Math.max(0, ...values);
  const n = values.length;
  const x = (i: number) => (n <= 1 ? W / 2 : (i / (n - 1)) * W);
  const y = (v: number) => (max === 0 ? bottom : bottom - (v / max) * (bottom - top));
  const points = values.map((v, i) => `${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(' ');
  const peak = values.indexOf(max);
  return (
    <svg role="img" aria-label={label} viewBox={`0 0 ${W} ${height}`} preserveAspectRatio="none" width="100%" height={height} data-trend-line="">
      <line x1="0" x2={W} y1={bottom} y2={bottom} stroke={cssVar.border} strokeWidth="1" vectorEffect="non-scaling-stroke" />
      {n > 0 ? (
        <>
          <polygon points={`0,${bottom} ${points} ${W},${bottom}`} fill={cssVar.primaryLight} />
          <polyline points={points} fill="none" stroke={cssVar.primary} strokeWidth="2" vectorEffect="non-scaling-stroke" />
          {max > 0 ? <text x={Math.min(Math.max(x(peak), 16), W - 16)} y={Math.max(y(max) - 4, 10)} textAnchor="middle" fontSize="11" fill={cssVar.textSecondary}>{compactNumber(max, locale)}</text> : null}
          <text x="0" y={height - 4} fontSize="11" fill={cssVar.textSecondary}>{labels[0] ?? ''}</text>
          <text x={W} y={height - 4} fontSize="11" textAnchor="end" fill={cssVar.textSecondary}>{labels[n - 1] ?? ''}</text>
        </>
      ) : null}
    </svg>
  );
}
