import { useEffect, useRef, useState } from 'react';
import type { ChartKind } from './chartFormat';
import type { ChartInstance } from './echartsSetup';
import { loadCharts } from './chartEngine';
import { optionOf, themeOf, type ChartSeries } from './chartOption';
import { cssVar } from '../theme';

// ECharts is an optional peer that the host enables (chartEngine.ts). Until it does, or when the
// echarts package is missing, a chart says what to do, in the reader's language (the kit's message
// catalogue is not at hand in src/ui).
const MISSING: Readonly<Record<string, string>> = {
  zh: '图表需要 echarts：请安装 echarts@~6.1，并在应用入口调用 @supercloud/admin/charts 的 enableCharts()',
  en: 'Charts need echarts: install echarts@~6.1 and call enableCharts() from @supercloud/admin/charts in the app\'s entry',
  es: 'Los gráficos necesitan echarts: instale echarts@~6.1 y llame a enableCharts() de @supercloud/admin/charts al iniciar la aplicación',
};
/**
 * The message a chart shows when no chart engine is enabled or ECharts could not be loaded.
 * @example
 * chartsMissingText('en') // 'Charts need echarts: install echarts@~6.1 and call enableCharts() …'
 */
export const chartsMissingText = (locale: string): string => MISSING[locale.slice(0, 2)] ?? MISSING.zh!;

/**
 * @example
 * <Chart kind="line" categories={days} series={[{ name: '订单数', values: counts }]} />
 */
export interface ChartProps {
  kind: ChartKind;
  /** Category labels: the x axis, or the slices of a pie. */
  categories: readonly string[];
  /** One or more series over the categories (a pie draws the first). */
  series: readonly ChartSeries[];
  /** BCP 47 locale of axis and tooltip numbers (万 in Chinese, k in English and Spanish). */
  locale: string;
  /** Accessible name; the chart is an image to screen readers, the report's table is its text. */
  label: string;
  /** Height in px (default 300); the width follows the container. */
  height?: number;
  /** Fraction digits of tooltip values (2 for money). */
  decimals?: number;
  /** A bar, point or slice was clicked: its category index (drill-down). */
  onSelect?: (index: number) => void;
}

/**
 * A line, bar, stacked bar or pie chart drawn by ECharts (enabled by `enableCharts()` from
 * `@supercloud/admin/charts`; a message where the chart would be otherwise), which loads with the first chart. Colours
 * come from the kit's CSS variables (re-read when the data, locale or kind changes), numbers are
 * written the reader's way, and the chart follows its container's size.
 * @example
 * <Chart kind="bar" categories={['1日', '2日']} series={[{ name: '订单数', data: [3, 5] }]} locale="zh-CN" label="订单数" onSelect={(i) => open(i)} />
 */
export function Chart({ kind, categories, series, locale, label, height = 300, decimals, onSelect }: ChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<ChartInstance | null>(null);
  const select = useRef(onSelect);
  select.current = onSelect;
  const [ready, setReady] = useState(false);
  const [missing, setMissing] = useState(false);

  useEffect(() => {
    let alive = true;
    let observer: ResizeObserver | null = null;
    void loadCharts().then(({ createChart }) => {
      if (!alive || !box.current) return;
      const c = createChart(box.current);
      chart.current = c;
      c.onClick((index) => select.current?.(index));
      // Follows the layout (sidebar folded, window resized); absent only in non-browser test DOMs.
      if (typeof ResizeObserver !== 'undefined') {
        observer = new ResizeObserver(() => c.resize());
        observer.observe(box.current);
      }
      setReady(true);
    }).catch(() => { if (alive) setMissing(true); });
    return () => {
      alive = false;
      observer?.disconnect();
      chart.current?.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    const c = chart.current;
    if (!ready || !c || !box.current) return;
    c.setOption(optionOf({ kind, categories, series, locale, theme: themeOf(box.current), ...(decimals !== undefined ? { decimals } : {}) }), { notMerge: true });
  }, [ready, kind, categories, series, locale, decimals]);

  if (missing) {
    return <div role="alert" data-chart-kind={kind} style={{ padding: 16, color: cssVar.text }}>{chartsMissingText(locale)}</div>;
  }
  return (
    <div
      ref={box} role="img" aria-label={label} data-chart-kind={kind} data-ready={ready ? 'true' : 'false'}
      // What each series adds up to, so a test can compare the drawing with the table and the export.
      data-series-sums={series.map((s) => Math.round(s.data.reduce((a, b) => a + b, 0) * 100) / 100).join(',')}
      style={{ width: '100%', height, cursor: onSelect ? 'pointer' : undefined, background: cssVar.bg }}
    />
  );
}
