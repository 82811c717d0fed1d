/**
 * The only module that imports ECharts: the core and just the charts and components the kit
 * draws (line, bar, pie; grid, tooltip, legend; the SVG renderer), so the bundler leaves the
 * rest of ECharts out. `Chart` imports this module lazily, with the first chart on screen.
 */
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendPlainComponent, TooltipComponent } from 'echarts/components';
import { init, use as register } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

let registered = false;

/**
 * What `Chart` uses of an ECharts instance. Declared here rather than taken from ECharts' own
 * types, so the package's declarations never import `echarts` (ESM only: a CommonJS consumer
 * type-checking with node16 resolution could not load them).
 * @example
 * const chart: ChartInstance = createChart(el); chart.setOption(option, { notMerge: true });
 */
export interface ChartInstance {
  setOption(option: Record<string, unknown>, opts?: { notMerge?: boolean }): void;
  resize(): void;
  dispose(): void;
  onClick(handler: (dataIndex: number) => void): void;
}

/**
 * An ECharts instance drawn as SVG in `el`. The parts are registered on the first call, not at
 * module level: the package is `sideEffects: false`, so a bare top-level call may be dropped.
 * @example
 * const chart = createChart(box); chart.onClick((i) => drill(rows[i]));
 */
export function createChart(el: HTMLElement): ChartInstance {
  if (!registered) {
    register([LineChart, BarChart, PieChart, GridComponent, TooltipComponent, LegendPlainComponent, SVGRenderer]);
    registered = true;
  }
  const c = init(el, undefined, { renderer: 'svg' });
  return {
    setOption: (option, opts) => c.setOption(option, opts),
    resize: () => c.resize(),
    dispose: () => c.dispose(),
    onClick: (handler) => { c.on('click', (p) => { if (typeof p.dataIndex === 'number') handler(p.dataIndex); }); },
  };
}
