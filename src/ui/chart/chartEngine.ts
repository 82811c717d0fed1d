/**
 * Which library draws the kit's charts. ECharts is an optional peer of the package, so nothing the
 * package root or a domain entry reaches may import it, not even lazily: a bundler resolves every
 * import it can see, and a partner who mounts no chart has no echarts to resolve. A host that
 * wants charts registers the engine once (`enableCharts()` from `@supercloud/admin/charts`);
 * until then a chart shows what to install.
 */
import type { ChartInstance } from './echartsSetup';

/**
 * What a loaded engine offers `Chart`: a chart instance drawn in an element.
 * @example
 * const { createChart } = await loadCharts(); const chart = createChart(box);
 */
export interface ChartDrawer {
  createChart(el: HTMLElement): ChartInstance;
}

/**
 * Loads the drawing library (a lazy import, so its chunk arrives with the first chart).
 * @example
 * const engine: ChartEngine = () => import('./echartsSetup');
 */
export type ChartEngine = () => Promise<ChartDrawer>;

let engine: ChartEngine | null = null;
let loading: Promise<ChartDrawer> | null = null;

/**
 * Makes `engine` draw every chart from now on; charts mounted later load it with their first draw.
 * @example
 * registerChartEngine(() => import('./echartsSetup'));
 */
export function registerChartEngine(next: ChartEngine): void {
  if (engine === next) return;
  engine = next;
  loading = null;
}

/** Whether a host registered a chart engine. */
export const chartsEnabled = (): boolean => engine !== null;

/**
 * The registered engine, loaded once for every chart of the session; rejects when none is
 * registered or its chunk fails (echarts not installed), and then tries again on the next call.
 * @example
 * void loadCharts().catch(() => {}); // a report page may start the download early
 */
export function loadCharts(): Promise<ChartDrawer> {
  if (!engine) return Promise.reject(new Error('no chart engine: call enableCharts() from @supercloud/admin/charts'));
  loading ??= engine().catch((e: unknown) => {
    loading = null;
    throw e;
  });
  return loading;
}
