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
 * An ECharts instance drawn as SVG in `el`. The parts are registered on the first call, not at
 * module level: the package is `sideEffects: false`, so a bare top-level call may be dropped.
 */
export function createChart(el: HTMLElement): ReturnType<typeof init> {
  if (!registered) {
    register([LineChart, BarChart, PieChart, GridComponent, TooltipComponent, LegendPlainComponent, SVGRenderer]);
    registered = true;
  }
  return init(el, undefined, { renderer: 'svg' });
}
