/**
 * The permission tree with 2,000 nodes (100 modules of 19 functions, all open): `TreePanel` over
 * `useTree` (virtualised, half-checked parents, inside AdminProvider) against a plain React list
 * of the same nodes with a native checkbox each, both built by Vite (production) from
 * tests/bench/tree-app/ and loaded in Chromium, 7 loads of each in turn, each in a new context.
 * Per load: first rows (navigation start to the first frame with rows on screen, and main-thread
 * CPU to then), check all (click on 全选 to the first frame showing every node checked) and
 * filter (typing a query to the first frame showing the filtered rows).
 *
 * Space case: the lazy space tree of 10,000 rooms (10 buildings x 5 units x 20 floors x 10 rooms,
 * each level answered a task later as a server would) as the hierarchy browser draws it, against
 * nested plain React lists with the same loader: first rows (the 10 buildings), opening a
 * building (to its 5 units on screen) and opening a floor (to its 10 rooms on screen).
 */
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright';
import { ROWS_BINDING, bindingCalled } from './bindingCalled';
import { cpuSeconds } from './cpuSeconds';
import { withBuiltPages } from './builtPages';
import { QUERY, TOTAL } from './tree-app/nodes';
import type { TreeBenchProbe } from './tree-app/probe';
import { BUILDS, FLOORS, ROOMS, TOTAL_ROOMS, UNITS } from './tree-app/spaceNodes';
import type { SpaceBenchProbe } from './tree-app/spaceProbe';

const app = fileURLToPath(new URL('./tree-app/', import.meta.url));
const RUNS = 7;
const VIEWPORT = { width: 1280, height: 720 };

interface Load { firstRowsMs: number; firstRowsCpuMs: number; checkAllMs: number; filterMs: number; rowsInDom: number; pageErrors: string[] }

const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const spread = (xs: number[], digits: number) => ({ median: round(median(xs), digits), min: round(Math.min(...xs), digits), max: round(Math.max(...xs), digits) });

interface FirstRows { firstRowsMs: number; firstRowsCpuMs: number; pageErrors: string[] }

/**
 * One load in its own context: the time and CPU to the first rows (the page's probe says when), then
 * `after` measures on the loaded page.
 */
async function firstRowsThen<T>(browser: Browser, url: string, probe: '__treeBench' | '__spaceBench', after: (page: Page) => Promise<T>): Promise<FirstRows & T> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (e) => pageErrors.push(e.message));
    const cdp = await context.newCDPSession(page);
    const rowsShown = await bindingCalled(cdp, ROWS_BINDING, 60_000);
    await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
    const cpu0 = await cpuSeconds(cdp);
    await page.goto(url);
    await rowsShown.called;
    const firstRowsCpuMs = (await cpuSeconds(cdp) - cpu0) * 1000;
    const firstRowsMs = (await page.evaluate((name) => (window as unknown as Record<string, { firstRowsMs: number }>)[name]!.firstRowsMs, probe));
    return { firstRowsMs, firstRowsCpuMs, pageErrors, ...await after(page) };
  } finally {
    await context.close();
  }
}

const load = (browser: Browser, url: string): Promise<Load> => firstRowsThen(browser, url, '__treeBench', async (page) => ({
  rowsInDom: await page.evaluate(() => document.querySelectorAll('[role="treeitem"], li').length),
  checkAllMs: await page.evaluate(() => (window.__treeBench as TreeBenchProbe).checkAll()),
  filterMs: await page.evaluate((q: string) => (window.__treeBench as TreeBenchProbe).filter(q), QUERY),
}));

function summary(runs: Load[]) {
  return {
    firstRowsMs: spread(runs.map((r) => r.firstRowsMs), 0),
    firstRowsCpuMs: spread(runs.map((r) => r.firstRowsCpuMs), 0),
    checkAllMs: spread(runs.map((r) => r.checkAllMs), 1),
    filterMs: spread(runs.map((r) => r.filterMs), 1),
    rowsInDom: median(runs.map((r) => r.rowsInDom)),
    pageErrors: [...new Set(runs.flatMap((r) => r.pageErrors))],
  };
}

interface SpaceLoad { firstRowsMs: number; firstRowsCpuMs: number; openBuildingMs: number; openFloorMs: number; rowsInDom: number; pageErrors: string[] }

const spaceLoad = (browser: Browser, url: string): Promise<SpaceLoad> => firstRowsThen(browser, url, '__spaceBench', async (page) => {
  const expand = (id: string, n: number) => page.evaluate(([i, k]: readonly [string, number]) => (window.__spaceBench as SpaceBenchProbe).expand(i, k), [id, n] as const);
  const openBuildingMs = await expand('1', UNITS);
  await expand('1/1', FLOORS); // untimed: the way down to a floor
  const openFloorMs = await expand('1/1/1', ROOMS);
  return { openBuildingMs, openFloorMs, rowsInDom: await page.evaluate(() => window.__spaceBench!.rows()) };
});

function spaceSummary(runs: SpaceLoad[]) {
  return {
    firstRowsMs: spread(runs.map((r) => r.firstRowsMs), 0),
    firstRowsCpuMs: spread(runs.map((r) => r.firstRowsCpuMs), 0),
    openBuildingMs: spread(runs.map((r) => r.openBuildingMs), 1),
    openFloorMs: spread(runs.map((r) => r.openFloorMs), 1),
    rowsInDom: median(runs.map((r) => r.rowsInDom)),
    pageErrors: [...new Set(runs.flatMap((r) => r.pageErrors))],
  };
}

async function benchSpace(browser: Browser, pages: { space: string; spacePlain: string }) {
  await spaceLoad(browser, pages.space);
  await spaceLoad(browser, pages.spacePlain);
  const ours: SpaceLoad[] = [];
  const plain: SpaceLoad[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    ours.push(await spaceLoad(browser, pages.space));
    plain.push(await spaceLoad(browser, pages.spacePlain));
  }
  const a = spaceSummary(ours);
  const b = spaceSummary(plain);
  return {
    rooms: TOTAL_ROOMS, shape: `${BUILDS} buildings x ${UNITS} units x ${FLOORS} floors x ${ROOMS} rooms`, runs: RUNS,
    ours: a,
    plain: b,
    oursOverPlain: {
      firstRows: round(a.firstRowsMs.median / b.firstRowsMs.median, 2),
      firstRowsCpu: round(a.firstRowsCpuMs.median / b.firstRowsCpuMs.median, 2),
      openBuilding: round(a.openBuildingMs.median / b.openBuildingMs.median, 2),
      openFloor: round(a.openFloorMs.median / b.openFloorMs.median, 2),
    },
  };
}

export async function benchTree(): Promise<Record<string, unknown>> {
  const pages = { ours: 'index.html', plain: 'plain.html', space: 'space.html', spacePlain: 'spacePlain.html' };
  return withBuiltPages(app, pages, async (browser, urls) => {
    const space = await benchSpace(browser, urls);
    const pages = urls;
    // One discarded load of each warms the server, the disk cache and Chromium's code paths.
    await load(browser, pages.ours);
    await load(browser, pages.plain);
    const ours: Load[] = [];
    const plain: Load[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      ours.push(await load(browser, pages.ours));
      plain.push(await load(browser, pages.plain));
    }
    const a = summary(ours);
    const b = summary(plain);
    return {
      nodes: TOTAL, runs: RUNS, query: QUERY, viewport: `${VIEWPORT.width}x${VIEWPORT.height}`,
      ours: a,
      plain: b,
      oursOverPlain: {
        firstRows: round(a.firstRowsMs.median / b.firstRowsMs.median, 2),
        firstRowsCpu: round(a.firstRowsCpuMs.median / b.firstRowsCpuMs.median, 2),
        checkAll: round(a.checkAllMs.median / b.checkAllMs.median, 2),
        filter: round(a.filterMs.median / b.filterMs.median, 2),
      },
      space,
    };
  });
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(JSON.stringify(await benchTree(), null, 2));
