/**
 * `@supercloud/admin/charts`: the charts of report pages, drawn with ECharts. The package's only
 * entry that reaches `echarts`, an optional peer: install `echarts@~6.1` and call `enableCharts()`
 * once in the app's entry; an app that never imports this entry never resolves echarts.
 * @example
 * import { enableCharts } from '@supercloud/admin/charts';
 * enableCharts();
 * @module @supercloud/admin/charts
 */
'use client';

import { registerChartEngine, type ChartEngine } from './chartEngine';

/**
 * The ECharts engine: only the line, bar and pie charts with grid, tooltip, legend and the SVG
 * renderer, loaded as its own chunk with the first chart on screen.
 * @example
 * registerChartEngine(echartsEngine);
 */
export const echartsEngine: ChartEngine = () => import('./echartsSetup');

/**
 * Lets the kit's report pages and `Chart` draw with ECharts (which the app must install:
 * `npm install echarts@~6.1`). Call it once, before the first chart renders, e.g. in the app's entry.
 * @example
 * import { enableCharts } from '@supercloud/admin/charts';
 * enableCharts();
 * createRoot(el).render(<AdminProvider apiBase={api}><DinnerStatisticsPage /></AdminProvider>);
 */
export function enableCharts(): void {
  registerChartEngine(echartsEngine);
}

export type { ChartDrawer, ChartEngine } from './chartEngine';
export { registerChartEngine } from './chartEngine';
