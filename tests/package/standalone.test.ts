/**
 * The packed package as an integrator meets it: `npm pack`, installed from the tarball into a
 * fresh React app next to its peers, bundled by Vite, served beside the reference server's API,
 * and used in Chromium. The pages come from the subpaths `@supercloud/admin/meal` and
 * `@supercloud/admin/passthrough`, mounted in the partner's own router, without echarts (an optional
 * peer the app does not install). The same app is also built
 * on React 18.3, and a Next.js app-router portal (tests/package/next-app) is built (prerender
 * included) and served from the same install. Slow by nature (build, pack, install, bundle): one
 * run of the pipeline for the whole file.
 */
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Locator, type Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClient } from '../../example-host/server/api/testClient';
import { API_BASE } from '../../src/contract';
import { chromiumLaunchOptions } from '../chromium';
import {
  REPO_ROOT, buildPartnerApp, installPartnerApp, packPackage, startPartnerServer, typecheckPartnerApp,
  type PartnerApp, type PartnerBuild, type PartnerServer,
} from './partnerApp';
import { buildNextApp, startNextApp, type NextBuild, type NextServer } from './nextApp';

const WAIT = { timeout: 30_000 };
const POLL = { timeout: 30_000, interval: 250 };

let work: string;
let app: PartnerApp;
let build: PartnerBuild;
let srv: PartnerServer;
let browser: Browser;
let build18: PartnerBuild;
let srv18: PartnerServer;
let nextBuild: NextBuild;
let portal: NextServer;

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'sc-partner-'));
  const tarball = await packPackage(work);
  app = await installPartnerApp(work, tarball);
  build = await buildPartnerApp(app, 'index.html');
  build18 = await buildPartnerApp(app, 'index.html', '/', { react: 18 });
  srv = await startPartnerServer({ '/': build });
  srv18 = await startPartnerServer({ '/': build18 });
  const started = performance.now();
  nextBuild = await buildNextApp(app, srv.url);
  console.info(`next build (prerender included): ${((performance.now() - started) / 1000).toFixed(1)} s`);
  portal = await startNextApp(app, nextBuild, srv.url);
  browser = await chromium.launch(chromiumLaunchOptions());
}, 900_000);

afterAll(async () => {
  await browser?.close();
  await portal?.close();
  await srv18?.close();
  await srv?.close();
  if (work) rmSync(work, { recursive: true, force: true });
}, 60_000);

const pageErrors = new WeakMap<Page, string[]>();

/** A page in a fresh browser context (no storage shared between tests). */
async function open(path: string, baseURL = srv.url): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'zh-CN' });
  const page = await context.newPage();
  const errors: string[] = [];
  pageErrors.set(page, errors);
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(path);
  return page;
}

async function close(page: Page): Promise<void> {
  expect(pageErrors.get(page), 'uncaught errors in the page').toEqual([]);
  await page.context().close();
}

/** Data rows: loading or empty placeholders span one cell and carry no data. */
const dataRowTexts = async (grid: Locator): Promise<string[]> =>
  (await grid.locator('tbody tr').evaluateAll((rows) =>
    (rows as HTMLTableRowElement[]).filter((r) => r.cells.length > 1).map((r) => r.innerText))).map((t) => t.trim());

/** The admin's own fresh session token (not the one every other test shares). */
async function freshSession(): Promise<{ cookie: string; token: string }> {
  const cookie = await testClient(srv.server).login('admin', 'Admin123');
  return { cookie, token: cookie.slice(cookie.indexOf('=') + 1) };
}

async function search(page: Page, fields: Record<string, string>): Promise<void> {
  const form = page.getByRole('search');
  for (const [label, value] of Object.entries(fields)) await form.getByRole('textbox', { name: label }).fill(value);
  await form.getByRole('button', { name: '查询' }).click();
}

describe('the packed package in a partner app', () => {
  it('installs from the tarball and bundles its dist, with one copy of each peer', () => {
    const own = build.modules.filter((id) => id.includes('@supercloud/admin'));
    expect(own.length).toBeGreaterThan(0);
    for (const id of own) expect(id.startsWith(join(app.dir, 'node_modules/@supercloud/admin/dist/'))).toBe(true);
    expect(build.modules.filter((id) => id.startsWith(join(REPO_ROOT, 'src')))).toEqual([]);
    for (const peer of ['react', 'react-dom', 'react-router', 'styled-components']) {
      const copies = new Set(build.modules.map((id) => new RegExp(`^(.*/node_modules/${peer})/`).exec(id)?.[1]).filter(Boolean));
      expect([...copies], peer).toEqual([join(app.dir, 'node_modules', peer)]);
    }
    console.info(`partner app installed ${app.offline ? 'offline from the npm cache' : 'with registry look-ups'}`);
  });

  it('installs no chart library for a meal-only app, and bundles no chart code', () => {
    // echarts is an optional peer: npm leaves it out, and the meal page's graph never reaches it.
    for (const name of ['echarts', 'zrender']) expect(existsSync(join(app.dir, 'node_modules', name)), name).toBe(false);
    expect(build.modules.filter((id) => /\/(echarts|zrender)\/|echartsSetup|optional-peer-dep/.test(id))).toEqual([]);
    // ECharts marks each chart's element with this attribute; no script of the bundle holds it.
    const scripts = readdirSync(join(build.outDir, 'assets')).filter((f) => f.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((f) => readFileSync(join(build.outDir, 'assets', f), 'utf8').includes('_echarts_instance_'))).toEqual([]);
  });

  it('type-checks the partner source against the packed types', async () => {
    await expect(typecheckPartnerApp(app)).resolves.toBeDefined();
  }, 180_000);

  it('loads the meal orders page with data rows', async () => {
    const page = await open('/meal');
    await page.getByRole('heading', { level: 1, name: '订餐订单' }).waitFor(WAIT);
    const grid = page.getByRole('grid', { name: '订餐订单' });
    await expect.poll(async () => (await dataRowTexts(grid)).length, POLL).toBeGreaterThan(0);
    // The first view is drawn by the kit's static sheets, each once: nothing compiled CSS at run time
    // (styled-components would have added its own <style data-styled>).
    const sheets = await page.locator('head style[data-precedence="sca"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-href')));
    expect(sheets).toEqual(expect.arrayContaining(['sca-grid', 'sca-tag', 'sca-actions', 'sca-button', 'sca-input', 'sca-pager', 'sca-filters']));
    expect(new Set(sheets).size).toBe(sheets.length);
    expect(await page.locator('style[data-styled]').count()).toBe(0);
    await close(page);
  }, 120_000);

  it('filters by order number and keeps the filter in the URL', async () => {
    const page = await open('/meal');
    const grid = page.getByRole('grid', { name: '订餐订单' });
    await expect.poll(async () => (await dataRowTexts(grid)).length, POLL).toBeGreaterThan(1);
    const headers = (await grid.getByRole('columnheader').allInnerTexts()).map((h) => h.trim());
    const column = headers.indexOf('订单号');
    expect(column, `columns: ${headers.join(', ')}`).toBeGreaterThanOrEqual(0);
    const orderNo = (await grid.locator('tbody tr').first().locator(':scope > td, :scope > th').nth(column).innerText()).trim();
    expect(orderNo).not.toBe('');

    await search(page, { 订单号: orderNo });
    await expect.poll(() => [...new URL(page.url()).searchParams.values()].includes(orderNo), POLL).toBe(true);
    const matchAll = async () => { const rows = await dataRowTexts(grid); return rows.length > 0 && rows.every((r) => r.includes(orderNo)) ? rows.length : 0; };
    await expect.poll(matchAll, POLL).toBe(1);

    // The URL alone restores the filtered list.
    await page.reload();
    await expect.poll(matchAll, POLL).toBe(1);
    await expect.poll(() => page.getByRole('search').getByRole('textbox', { name: '订单号' }).inputValue(), POLL).toBe(orderNo);
    await close(page);
  }, 120_000);

  it('uses the host seams of the README: its texts (messages) and its stylesheet (className, sca-* parts)', async () => {
    const page = await open('/meal');
    const grid = page.getByRole('grid', { name: '订餐订单' });
    await expect.poll(async () => (await dataRowTexts(grid)).length, POLL).toBeGreaterThan(0);
    // One of the kit's texts replaced, one of the partner's own added, both through `messages`.
    await page.getByRole('search').getByRole('button', { name: '清空条件' }).waitFor(WAIT);
    expect(await page.getByRole('search').getByRole('button', { name: '重置' }).count()).toBe(0);
    expect((await page.locator('.portal-title').innerText()).trim()).toBe('伙伴门户');
    // The page's root carries the partner's class, and the partner's sheet styles the kit's parts by their sca-* names.
    const root = page.locator('section.partner-meal');
    expect(await root.getAttribute('class')).toMatch(/\bsca-page\b/);
    expect(await root.locator('.sca-page-title').evaluate((el) => getComputedStyle(el).color)).toBe('rgb(12, 34, 56)');
    expect(await root.locator('.sca-toolbar').evaluate((el) => getComputedStyle(el).borderBottomColor)).toBe('rgb(200, 0, 0)');
    await close(page);
  }, 120_000);

  it('on an expired session, "Log in again" takes the partner to its own sign-in page (onSessionExpired), without a reload', async () => {
    const { cookie, token } = await freshSession();
    const context = await browser.newContext({ baseURL: srv.url, locale: 'zh-CN' });
    const page = await context.newPage();
    const errors: string[] = [];
    pageErrors.set(page, errors);
    page.on('pageerror', (e) => errors.push(e.message));
    await page.route('**/partner-config.js', (route) => route.fulfill({
      contentType: 'text/javascript', body: `window.partnerConfig = ${JSON.stringify({ apiBase: API_BASE, token })};`,
    }));
    await page.goto('/meal');
    const grid = page.getByRole('grid', { name: '订餐订单' });
    await expect.poll(async () => (await dataRowTexts(grid)).length, POLL).toBeGreaterThan(0);
    // A reload would drop this mark: the host page must survive the re-login.
    await page.evaluate(() => { (window as unknown as { partnerMark: number }).partnerMark = 42; });

    const out = await testClient(srv.server).call('POST', '/user/logout', { session: cookie });
    expect(out.body?.code).toBe(200);

    // The partner's own link to another page: its first list call meets the expired session.
    await page.getByRole('link', { name: 'Visitors' }).click();
    const dialog = page.getByRole('alertdialog', { name: '确认登出' });
    await dialog.waitFor(WAIT);
    await dialog.getByRole('button', { name: '重新登录' }).click();
    await page.getByRole('status').filter({ hasText: 'Your session ended' }).waitFor(WAIT);
    expect(new URL(page.url()).pathname).toBe('/signed-out');
    expect(await page.evaluate(() => (window as unknown as { partnerMark?: number }).partnerMark)).toBe(42);
    await close(page);
  }, 120_000);

  it('adds a visitor that the list and the API then show', async () => {
    const name = `伙伴访客${String(Date.now()).slice(-6)}`;
    const phone = '13812345678';
    const page = await open('/visitor');
    await page.getByRole('heading', { level: 1, name: '访客信息' }).waitFor(WAIT);
    await page.getByRole('button', { name: '新增' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: '访客姓名' }).fill(name);
    await dialog.getByRole('textbox', { name: '手机号' }).fill(phone);
    await dialog.getByRole('button', { name: '保存' }).click();
    await page.getByText('保存成功').first().waitFor(WAIT);
    await dialog.waitFor({ state: 'hidden', ...WAIT });

    await search(page, { 访客姓名: name });
    const grid = page.getByRole('grid', { name: '访客信息' });
    await expect.poll(async () => { const rows = await dataRowTexts(grid); return rows.length === 1 && rows[0]!.includes(name); }, POLL).toBe(true);

    const res = await fetch(`${srv.url}${API_BASE}/passthrough/visitorInfo/list`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${srv.token}`, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ name, pageNum: '1', pageSize: '10' }),
    });
    const body = (await res.json()) as { code: number; data: { list: { name: string; phone: string }[] } };
    expect(body.code).toBe(200);
    expect(body.data.list).toEqual([expect.objectContaining({ name, phone })]);
    await close(page);
  }, 120_000);
});

describe('the packed package on React 18.3', () => {
  it('bundles React and React DOM 18.3, one copy each', () => {
    const reactCopies = new Set(build18.modules.map((id) => /^(.*\/node_modules\/react(?:-dom)?(?:18)?)\//.exec(id)?.[1]).filter(Boolean));
    expect([...reactCopies].sort()).toEqual([join(app.dir, 'node_modules/react-dom18'), join(app.dir, 'node_modules/react18')]);
  });

  it('loads the meal orders page with data rows, its sheets once in the head', async () => {
    const page = await open('/meal', srv18.url);
    await page.getByRole('heading', { level: 1, name: '订餐订单' }).waitFor(WAIT);
    const grid = page.getByRole('grid', { name: '订餐订单' });
    await expect.poll(async () => (await dataRowTexts(grid)).length, POLL).toBeGreaterThan(0);
    // React 18 has no <style precedence> hoisting: the kit inserts each sheet into the head itself.
    const sheets = await page.locator('head style[data-precedence="sca"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-href')));
    expect(sheets).toEqual(expect.arrayContaining(['sca-grid', 'sca-button', 'sca-input', 'sca-pager']));
    expect(new Set(sheets).size).toBe(sheets.length);
    // None left in place where the parts render (what React 18 does with a <style href precedence>).
    expect(await page.locator('body style[href]').count()).toBe(0);
    await close(page);
  }, 120_000);

  it('loads the visitor page with data rows and opens its form', async () => {
    const page = await open('/visitor', srv18.url);
    await page.getByRole('heading', { level: 1, name: '访客信息' }).waitFor(WAIT);
    const grid = page.getByRole('grid', { name: '访客信息' });
    await expect.poll(async () => (await dataRowTexts(grid)).length, POLL).toBeGreaterThan(0);
    await page.getByRole('button', { name: '新增' }).click();
    await page.getByRole('dialog').getByRole('textbox', { name: '访客姓名' }).waitFor(WAIT);
    await close(page);
  }, 120_000);
});

describe('the packed package in a Next.js app-router portal', () => {
  it('builds with next build, the page prerendered as static', () => {
    expect(nextBuild.log).toMatch(/Generating static pages/);
    expect(nextBuild.log).not.toMatch(/document is not defined|window is not defined/);
  });

  it('serves the page, which shows the dinner orders rows', async () => {
    const page = await open('/', portal.url);
    const consoleErrors: string[] = [];
    page.on('console', (m) => { if (m.type() === 'error') consoleErrors.push(m.text()); });
    await page.getByRole('heading', { level: 1, name: '订餐订单' }).waitFor(WAIT);
    const grid = page.getByRole('grid', { name: '订餐订单' });
    await expect.poll(async () => (await dataRowTexts(grid)).length, POLL).toBeGreaterThan(0);
    // The prerendered HTML hydrates without a mismatch.
    expect(consoleErrors.filter((e) => /hydrat/i.test(e))).toEqual([]);
    await close(page);
  }, 120_000);
});
