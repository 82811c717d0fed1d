/**
 * The ECharts option of a chart, built from plain data and the theme's colours. Pure (no ECharts
 * import), so it is tested without a canvas and the option shape stays in one place.
 */
import { compactNumber, fullNumber, type ChartKind } from './chartFormat';

export interface ChartSeries {
  readonly name: string;
  readonly data: readonly number[];
}

/** Colours read from the kit's CSS variables (see theme.ts). */
export interface ChartTheme {
  readonly palette: readonly string[];
  readonly text: string;
  readonly textSecondary: string;
  readonly border: string;
  readonly bg: string;
}

export const DEFAULT_CHART_THEME: ChartTheme = {
  palette: ['#409EFF', '#67C23A', '#E6A23C', '#F56C6C', '#909399', '#9B59B6', '#2EC7C9', '#B6A2DE'],
  text: '#303133', textSecondary: '#606266', border: '#DCDFE6', bg: '#fff',
};

const PALETTE_VARS = ['--sc-primary', '--sc-success', '--sc-warning', '--sc-danger', '--sc-info'];

/** The theme of the element's place in the page: the kit's variables, their defaults where unset. */
export function themeOf(el: Element): ChartTheme {
  const style = getComputedStyle(el);
  const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  const d = DEFAULT_CHART_THEME;
  return {
    palette: [...PALETTE_VARS.map((v, i) => read(v, d.palette[i]!)), ...d.palette.slice(PALETTE_VARS.length)],
    text: read('--sc-text', d.text), textSecondary: read('--sc-text-secondary', d.textSecondary),
    border: read('--sc-border', d.border), bg: read('--sc-bg', d.bg),
  };
}

export interface ChartOptionInput {
  readonly kind: ChartKind;
  readonly categories: readonly string[];
  readonly series: readonly ChartSeries[];
  readonly locale: string;
  readonly theme: ChartTheme;
  /** Fraction digits of tooltip values (2 for money); default up to 2. */
  readonly decimals?: number;
}

/**
 * The option object handed to `chart.setOption`.
 * @example
 * optionOf({ kind: 'bar', categories: ['一月'], series: [{ name: '订单', data: [3] }], locale: 'zh-CN', theme: DEFAULT_CHART_THEME })
 */
export function optionOf({ kind, categories, series, locale, theme, decimals }: ChartOptionInput): Record<string, unknown> {
  const base = {
    color: [...theme.palette],
    animation: false,
    textStyle: { color: theme.text, fontFamily: 'inherit' },
    legend: { show: series.length > 1 || kind === 'pie', top: 0, textStyle: { color: theme.textSecondary } },
    tooltip: {
      trigger: kind === 'pie' ? 'item' : 'axis',
      valueFormatter: (v: number) => fullNumber(Number(v), locale, decimals),
    },
  };
  if (kind === 'pie') {
    const s = series[0];
    return {
      ...base,
      series: [{
        type: 'pie', radius: ['35%', '65%'], top: 24, name: s?.name ?? '',
        label: { color: theme.textSecondary },
        data: categories.map((name, i) => ({ name, value: s?.data[i] ?? 0 })),
      }],
    };
  }
  const stacked = kind === 'stackedBar';
  return {
    ...base,
    grid: { left: 8, right: 16, top: series.length > 1 ? 36 : 16, bottom: 8, containLabel: true },
    xAxis: {
      type: 'category', data: [...categories],
      axisLine: { lineStyle: { color: theme.border } }, axisLabel: { color: theme.textSecondary },
    },
    yAxis: {
      type: 'value',
      splitLine: { lineStyle: { color: theme.border, type: 'dashed' } },
      axisLabel: { color: theme.textSecondary, formatter: (v: number) => compactNumber(v, locale) },
    },
    series: series.map((s) => ({
      type: kind === 'line' ? 'line' : 'bar', name: s.name, data: [...s.data],
      ...(stacked ? { stack: 'total' } : {}),
      ...(kind === 'line' ? { smooth: false, symbolSize: 6 } : { barMaxWidth: 40 }),
    })),
  };
}
