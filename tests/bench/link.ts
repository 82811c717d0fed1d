/**
 * `bench:link` (issue 44.1): a list page opened by link, as an operator meets it: a new tab on
 * `/meal/orders` of the built console (example-host, the reference server with its demo data),
 * logged in (session cookie and stored user set before navigation), cold cache, a fresh browser
 * process per load, under Chromium's network emulation (CDP `Network.emulateNetworkConditions`):
 * loopback, an office network and slow 4G. Against it, react-admin's single-file list page
 * (tests/bench/linkPeer.ts) over the same rows our list call answered. Per load: navigation start
 * to the first painted frame with data rows (watchPaintedRows), the JS files fetched before those
 * rows (count, gzip -9 KB = 1024 bytes, and bytes on the wire), and the API calls sent before them
 * (and, on loopback, by the time the network is idle). Rounds interleaved (each round: every
 * profile, the two pages in a rotating order), medians of the rounds.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { serve } from '@hono/node-server';
import { chromium, type BrowserContextOptions, type Page, type Request } from 'playwright';
import { createServer } from '../../example-host/server/createServer';
import { ADMIN_BASE } from '../../example-host/server/staticSite';
import { chromiumLaunchOptions } from '../chromium';
import { ROWS_BINDING, bindingCalled } from './bindingCalled';
import { PEER_VERSIONS, startPeer } from './linkPeer';
import { PAGE_PARTS, median, ratio, turnOrder, watchPaintedRows, type PaintedRows } from './paintedRows';

const root = fileURLToPath(new URL('../..', import.meta.url));
const ROUNDS = Number(process.env.LINK_ROUNDS ?? 5);
/** Data rows that make "first rows": fewer than a page, all in view on both pages. */
const MIN_ROWS = 10;
const VIEWPORT = { width: 1440, height: 900 };
const API = '/super_cloud/api/';
const PEER_API = '/ra-api/';
type Conditions = { latency: number; downloadThroughput: number; uploadThroughput: number } | null;
/** The issue's profiles; throughput in bytes per second, latency the added round trip in ms. */
export const PROFILES: Readonly<Record<string, { label: string; conditions: Conditions }>> = {
  loopback: { label: 'loopback', conditions: null },
  office: { label: 'office network (40 ms, 10 Mbit/s)', conditions: { latency: 40, downloadThroughput: 10e6 / 8, uploadThroughput: 10e6 / 8 } },
  slow4g: { label: 'slow 4G (150 ms, 1.6 Mbit/s down, 750 kbit/s up)', conditions: { latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 } },
};
const kb = (n: number) => Math.round((n / 1024) * 10) / 10;

interface Subject { readonly url: string; readonly rows: string; readonly api: string; readonly state?: BrowserContextOptions['storageState'] }
interface LinkLoad { firstRowsMs: number; jsFiles: number; jsGzip: number; jsWire: number; apiBeforeRows: string[]; apiSettled: number | null; elements: number }
/** What the first loaded list call answered: the rows the peer then serves. */
interface ListAnswer { rows: Record<string, unknown>[]; total: number }

interface Fetched { path: string; api: boolean; start: number; gzip: number; wire: number }

/**
 * The page's JS and API requests, each with its start time as the browser stamped it (epoch ms, the
 * clock of `performance.timeOrigin`), its body's gzip -9 size and its bytes on the wire.
 */
function watchRequests(page: Page, api: string) {
  const seen: { at: number; api: boolean; done: Promise<Fetched> }[] = [];
  const ends = new Map<Request, (failed: boolean) => void>();
  page.on('request', (req) => {
    const path = new URL(req.url()).pathname;
    const isApi = path.startsWith(api);
    if (!isApi && !path.endsWith('.js')) return;
    const done = new Promise<Fetched>((resolve) => ends.set(req, (failed) => void (async () => {
      // The browser may close before a late body is read (a request after the rows): then it counts no bytes.
      const body = failed || isApi ? null : await req.response().then((r) => r?.body() ?? null).catch(() => null);
      const sizes = failed ? null : await req.sizes().catch(() => null);
      resolve({ path, api: isApi, start: req.timing().startTime, gzip: body ? gzipSync(body, { level: 9 }).length : 0, wire: sizes?.responseBodySize ?? 0 });
    })()));
    seen.push({ at: Date.now(), api: isApi, done });
  });
  page.on('requestfinished', (req) => ends.get(req)?.(false));
  page.on('requestfailed', (req) => ends.get(req)?.(true));
  return {
    /** The requests the browser started before `epochMs` (each awaited to its end). */
    async startedBefore(epochMs: number): Promise<Fetched[]> {
      // Node sees a request a little after the browser starts it: a second's margin, then the browser's own stamp decides.
      const near = await Promise.all(seen.filter((r) => r.at < epochMs + 1000).map((r) => r.done));
      return near.filter((r) => r.start < epochMs);
    },
    apiCount: () => seen.filter((r) => r.api).length,
  };
}

/** One load in a fresh browser process under `conditions`; `capture` receives our list call's answer. */
async function load(s: Subject, conditions: Conditions, capture?: (a: ListAnswer) => void): Promise<LinkLoad> {
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const context = await browser.newContext({ viewport: VIEWPORT, storageState: s.state });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const requests = watchRequests(page, s.api);
    if (capture) {
      page.on('response', (res) => {
        const path = new URL(res.url()).pathname;
        if (!path.startsWith(API) || !path.endsWith('/list')) return;
        res.json().then((b) => { if (Array.isArray(b?.data?.list) && b.data.list.length) capture({ rows: b.data.list, total: b.data.total ?? b.data.list.length }); }, () => undefined);
      });
    }
    await page.addInitScript({ content: watchPaintedRows(MIN_ROWS, PAGE_PARTS, s.rows) });
    const cdp = await context.newCDPSession(page);
    const shown = await bindingCalled(cdp, ROWS_BINDING, 120_000);
    if (conditions) {
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', { offline: false, ...conditions });
    }
    await page.goto(s.url, { waitUntil: 'commit' });
    await shown.called.catch((e: Error) => { throw new Error(`${e.message} at ${s.url} ${errors.join('; ')}`); });
    const painted = (await page.evaluate(() => (window as any).__paintedRows)) as PaintedRows;
    const rowsAt = await page.evaluate((ms) => performance.timeOrigin + ms, painted.inDomMs);
    const before = await requests.startedBefore(rowsAt);
    const js = before.filter((r) => r.path.endsWith('.js'));
    let apiSettled: number | null = null;
    if (!conditions) {
      await page.waitForLoadState('networkidle');
      apiSettled = requests.apiCount();
    }
    return {
      firstRowsMs: painted.paintedMs, jsFiles: js.length, jsGzip: js.reduce((a, r) => a + r.gzip, 0),
      jsWire: js.reduce((a, r) => a + r.wire, 0), apiBeforeRows: before.filter((r) => r.api).map((r) => r.path), apiSettled, elements: painted.counts.elements,
    };
  } finally {
    await browser.close();
  }
}

/** Logs in through the console's form once: the cookie and stored user every timed load starts with. */
async function loginState(base: string): Promise<BrowserContextOptions['storageState']> {
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${base}${ADMIN_BASE}/login`);
    await page.getByLabel('用户名').fill('admin');
    await page.getByLabel('密码', { exact: true }).fill('Admin123');
    await page.getByRole('button', { name: '登录' }).click();
    await page.waitForFunction(() => !!localStorage.getItem('sc-admin-user'), null, { timeout: 60_000 });
    return await context.storageState();
  } finally {
    await browser.close();
  }
}

function summary(loads: readonly LinkLoad[]) {
  return {
    firstRowsMs: Math.round(median(loads.map((l) => l.firstRowsMs))),
    runsMs: loads.map((l) => Math.round(l.firstRowsMs)),
    jsFiles: median(loads.map((l) => l.jsFiles)),
    jsKB: kb(median(loads.map((l) => l.jsGzip))),
    jsWireKB: kb(median(loads.map((l) => l.jsWire))),
    apiCallsBeforeRows: median(loads.map((l) => l.apiBeforeRows.length)),
    apiBeforeRows: [...new Set(loads.flatMap((l) => l.apiBeforeRows))],
    ...(loads[0]?.apiSettled !== null ? { apiCallsSettled: median(loads.map((l) => l.apiSettled ?? 0)) } : {}),
    elements: median(loads.map((l) => l.elements)),
  };
}
export type LinkSummary = ReturnType<typeof summary>;

export async function benchLink(): Promise<Record<string, unknown>> {
  const built = spawnSync('npx', ['vite', 'build', '--config', 'example-host/vite.config.ts', '--logLevel', 'error'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('console build failed');
  const server = await createServer({ dataDir: 'memory://', quiet: true, distDir: join(root, 'example-host/dist') });
  const http = serve({ fetch: server.app.fetch, port: 0, hostname: '127.0.0.1', overrideGlobalObjects: false });
  await new Promise((done) => (http.listening ? done(null) : http.once('listening', done)));
  const base = `http://127.0.0.1:${(http.address() as { port: number }).port}`;
  let peer: Awaited<ReturnType<typeof startPeer>> | null = null;
  try {
    const ours: Subject = { url: `${base}${ADMIN_BASE}/meal/orders`, rows: '[role="grid"] tbody tr', api: API, state: await loginState(base) };
    // One discarded load of ours (warms the server), which also yields the rows the peer serves.
    let answer: ListAnswer | null = null;
    await load(ours, null, (a) => { answer ??= a; });
    if (!answer) throw new Error('the list page made no list call with rows');
    const { rows, total } = answer as ListAnswer;
    const columns = Object.keys(rows[0]!).filter((k) => rows.every((r) => r[k] === null || typeof r[k] !== 'object')).slice(0, 9);
    peer = await startPeer(rows, total, columns);
    const ra: Subject = { url: peer.url, rows: 'table tbody tr', api: PEER_API };
    await load(ra, null);
    const subjects = [ours, ra];
    const profiles = Object.keys(PROFILES);
    const loads: LinkLoad[][][] = profiles.map(() => subjects.map(() => []));
    for (let i = 0; i < ROUNDS; i += 1) {
      for (const [p, name] of profiles.entries()) {
        for (const k of turnOrder(i + p, subjects.length)) loads[p]![k]!.push(await load(subjects[k]!, PROFILES[name]!.conditions));
      }
    }
    const by = (k: number) => Object.fromEntries(profiles.map((name, p) => [name, summary(loads[p]![k]!)]));
    const o = by(0);
    const r = by(1);
    return {
      method: 'navigation start to the first painted frame with data rows; a fresh browser process per load (cold cache), logged in before navigation; Chromium network emulation; rounds interleaved, medians',
      rounds: ROUNDS, viewport: `${VIEWPORT.width}x${VIEWPORT.height}`, minRows: MIN_ROWS, pageRows: rows.length, columns: columns.length,
      profiles: Object.fromEntries(profiles.map((n) => [n, PROFILES[n]!.label])),
      peer: { ...PEER_VERSIONS, data: 'ra-data-simple-rest over HTTP, the rows our list call answered (in memory)' },
      ours: o, reactAdmin: r,
      oursOverReactAdmin: Object.fromEntries(profiles.map((n) => [n, ratio(o[n]!.firstRowsMs, r[n]!.firstRowsMs)])),
    };
  } finally {
    await peer?.close();
    (http as { closeAllConnections?: () => void }).closeAllConnections?.();
    http.close();
    await server.close();
  }
}

/** The README lines of this bench. */
export function linkLines(l: any): string[] {
  if (!l?.ours) return [];
  const names = Object.keys(l.profiles ?? PROFILES);
  const row = (name: string, x: any) => `| ${name} | ${names.map((n) => `${x[n].firstRowsMs} ms`).join(' | ')} | ${x.loopback.jsFiles} / ${x.loopback.jsKB} KB (${x.loopback.jsWireKB} KB on the wire) | ${x.loopback.apiCallsBeforeRows}${x.loopback.apiCallsSettled !== undefined ? ` (${x.loopback.apiCallsSettled} once idle)` : ''} |`;
  return [
    `A list page opened by link (\`npx tsx tests/bench/index.ts link\`): ${l.method}; ${l.rounds} rounds, viewport ${l.viewport},`,
    `first rows = ${l.minRows} data rows painted. Ours: /meal/orders of the built console on the reference server (demo data, a real list call`,
    `and the session's profile). react-admin ${l.peer['react-admin']}: one resource, ${l.columns} columns, ${l.pageRows} rows a page over ${l.peer.data}.`,
    '',
    `| page | ${names.map((n) => `first rows, ${l.profiles[n]}`).join(' | ')} | JS before first rows: files / gzip -9 | API calls before first rows |`,
    `|---|${names.map(() => '---:').join('|')}|---:|---:|`,
    row('this project', l.ours),
    row('react-admin, single-file list page', l.reactAdmin),
    `| ours / react-admin | ${names.map((n) => `**${l.oursOverReactAdmin[n]}x**`).join(' | ')} | | |`,
    '',
    `Our calls before the first rows: ${l.ours.loopback.apiBeforeRows.join(', ') || 'none'}.`,
    '',
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(JSON.stringify(await benchLink(), null, 2));
