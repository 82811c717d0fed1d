/**
 * Size budget of the console, measured in Chromium against the reference server: the
 * JavaScript the browser fetches for /login, then in all for the first page after login
 * (gzip sizes, React included), a list page opened directly by a logged-in operator following a
 * link (cold cache: what that link costs), and the largest lazily loaded chunk of the build.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { serve } from '@hono/node-server';
import { chromium, type Response } from 'playwright';
import { createServer } from '../../example-host/server/createServer';
import { chromiumLaunchOptions } from '../chromium';

const root = fileURLToPath(new URL('../..', import.meta.url));
const dist = join(root, 'example-host/dist');
const PORT = 18941;
const kb = (n: number) => Math.round((n / 1024) * 10) / 10;

export async function benchSize(): Promise<Record<string, unknown>> {
  const build = spawnSync('npx', ['vite', 'build', '--config', 'example-host/vite.config.ts', '--logLevel', 'error'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('console build failed');
  const server = await createServer({ dataDir: 'memory://', quiet: true, distDir: dist });
  const http = serve({ fetch: server.app.fetch, port: PORT, hostname: '127.0.0.1', overrideGlobalObjects: false });
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const page = await browser.newPage();
    // Bodies are read asynchronously: a total waits for every body read started so far, or a large
    // entry still being read counts as nothing.
    const pending: Promise<void>[] = [];
    const settled = async () => { while (pending.length) await Promise.all(pending.splice(0)); };
    const track = (handler: (res: Response) => Promise<void>) => (res: Response) => { pending.push(handler(res)); };
    const scripts = new Map<string, number>();
    const onScript = async (res: Response) => {
      if (!res.url().endsWith('.js')) return;
      const body = await res.body().catch(() => null);
      if (body) scripts.set(new URL(res.url()).pathname, gzipSync(body, { level: 9 }).length);
    };
    const onScriptTracked = track(onScript);
    page.on('response', onScriptTracked);
    const total = () => [...scripts.values()].reduce((a, b) => a + b, 0);
    await page.goto(`http://127.0.0.1:${PORT}/super_cloud/admin/login`, { waitUntil: 'networkidle' });
    await settled();
    const login = total();
    const loginFiles = scripts.size;
    await page.getByLabel('用户名').fill('admin');
    await page.getByLabel('密码', { exact: true }).fill('Admin123');
    await page.getByRole('button', { name: '登录' }).click();
    await page.getByTestId('dashboard-module').first().waitFor();
    // The whole first page: its cards and trend lines answered (network idle alone can come between two chunks).
    await page.locator('[data-dashboard-card]').first().waitFor();
    await page.waitForFunction(() => document.querySelectorAll('[aria-busy="true"]').length === 0);
    await page.waitForLoadState('networkidle');
    await settled();
    const firstPage = total();
    // What the dashboard paints first, without the trend charts that arrive after it (their report
    // parts and ECharts), and the ECharts chunk itself, which only report views load.
    const isChart = (path: string) => /\/(echartsSetup|DashboardTrends|TrendLine)-/.test(path);
    const dashboardFirstPaint = [...scripts].filter(([p]) => !isChart(p)).reduce((a, [, n]) => a + n, 0);
    const echartsOnDashboard = [...scripts.keys()].some((p) => p.includes('/echartsSetup-'));
    // A link to the dinner orders followed in the same tab (the session lives in the tab), the HTTP cache
    // cleared first: what that link costs an operator whose cache is cold.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    const linkScripts = new Map<string, number>();
    const onLink = async (res: Response) => {
      if (!res.url().endsWith('.js')) return;
      const body = await res.body().catch(() => null);
      if (body) linkScripts.set(new URL(res.url()).pathname, gzipSync(body, { level: 9 }).length);
    };
    page.off('response', onScriptTracked);
    await settled();
    const onLinkTracked = track(onLink);
    page.on('response', onLinkTracked);
    await page.goto(`http://127.0.0.1:${PORT}/super_cloud/admin/meal/orders`);
    await page.locator('[role="grid"] tbody tr td + td').first().waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    page.off('response', onLinkTracked);
    await settled();
    const listDirect = [...linkScripts.values()].reduce((a, b) => a + b, 0);
    await page.goto(`http://127.0.0.1:${PORT}/super_cloud/admin/statiscal/reportComment`);
    await page.locator('[data-chart-kind][data-ready="true"]').first().waitFor({ timeout: 60_000 });
    const assets = readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.js'));
    const entry = readFileSync(join(dist, 'index.html'), 'utf8').match(/assets\/(index-[^"]+\.js)/)?.[1];
    const chunks = assets.filter((f) => f !== entry).map((f) => ({ file: f, gzip: gzipSync(readFileSync(join(dist, 'assets', f)), { level: 9 }).length }));
    const largest = chunks.sort((a, b) => b.gzip - a.gzip)[0];
    const echarts = chunks.find((c) => c.file.startsWith('echartsSetup-'));
    return {
      echartsChunkKB: echarts ? kb(echarts.gzip) : null, echartsOnDashboard, dashboardFirstPaintKB: kb(dashboardFirstPaint),
      loginKB: kb(login), loginFiles, firstPageAfterLoginKB: kb(firstPage), firstPageFiles: scripts.size,
      listPageDirectKB: kb(listDirect), listPageDirectFiles: linkScripts.size,
      largestRouteChunk: largest ? { file: largest.file.replace(/-[\w-]+\.js$/, ''), KB: kb(largest.gzip) } : null,
    };
  } finally {
    await browser.close();
    http.close();
    await server.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(JSON.stringify(await benchSize(), null, 2));
