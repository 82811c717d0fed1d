/**
 * Issue 23 "Done when": no raw call name and no duplicate row-action label on any page. One admin
 * login, then every page of the sidebar (from the console's route table; external links and
 * embedded iframes skipped) in turn: wait for the page's content state, collect the visible texts
 * of buttons, column headers, headings, tabs, menu items and dialog titles (a row's 更多 menu and
 * its first action dialog opened and closed), and report every offender of every page at once.
 * Each page also gets an axe pass over its main area (WCAG 2 A/AA, colour contrast included): a
 * serious or critical violation is an offender (issue 39).
 */
import { expect, test, type Page } from '@playwright/test';
import { catalogue } from '../../src/contract';
import type { RouteEntry } from '../../src/core';
import { consoleRoutes } from '../../src/console/menu';
import { axeViolations } from './axe';
import { ADMIN, pushInApp, signIn, tabs } from './helpers';

/** Sidebar pages: leaves of the route table that show a page of this console. */
function sidebarPages(entries: readonly RouteEntry[], out: RouteEntry[] = []): RouteEntry[] {
  for (const e of entries) {
    if (e.hidden) continue;
    if (e.children?.length) sidebarPages(e.children, out);
    else if (!e.externallink && e.view && e.view.kind !== 'embed') out.push(e);
  }
  return out;
}
// CRAWL_ONLY=<regex> narrows the crawl to some paths while one looks into a finding.
const ONLY = process.env.CRAWL_ONLY ? new RegExp(process.env.CRAWL_ONLY) : null;
const PAGES = sidebarPages(consoleRoutes).filter((e) => !ONLY || ONLY.test(e.path));

const UI_KINDS = new Set(['transition', 'action', 'import', 'export', 'upload', 'stats']);
/**
 * Call names an operator must never read: every camelCase or snake_case op name, and the one-word
 * names of calls with a button (approval, refund, switch…), matched as whole words.
 */
const CALL_NAMES = [...new Set(catalogue.flatMap((s) => s.resources.flatMap((r) => r.operations)).filter((o) =>
  /^[a-z]+[A-Z]/.test(o.name) || o.name.includes('_') || (UI_KINDS.has(o.kind) && /^[a-z]{4,}$/.test(o.name))).map((o) => o.name))];
const CALL_NAME = new RegExp(`\\b(${CALL_NAMES.sort((a, b) => b.length - a.length).join('|')})\\b`);

/** Generic row actions every resource has; a row's own actions are the others. */
const GENERIC = new Set(['详情', '编辑', '删除', '更多']);

interface Seen { kind: string; text: string }

/** True once the page's main area shows its content: a heading, and no grid or panel still loading. */
async function contentShown(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const main = document.querySelector('#sc-main');
    if (!main) return false;
    const shown = (el: Element) => el.checkVisibility();
    const visible = (sel: string) => [...main.querySelectorAll(sel)].filter(shown);
    if (visible('[role=progressbar], [aria-busy=true]').length) return false;
    if (!visible('h1, h2').length) return false;
    // Every grid has its rows or its empty state.
    return visible('table[role=grid]').every((g) => g.querySelector('tbody tr[aria-rowindex], td[data-empty]'));
  }, undefined, { timeout: 20000 });
}

/**
 * Opens a console page the way the sidebar does, inside the running app (history push and a
 * popstate for the router): a full load per page cost more than the page itself. The headings
 * shown before are marked first, so the wait is for the new view, not the one still on screen;
 * unless the view shown is already this path's (the home page after the login, or a list a row
 * action of the page before opened with a filter), which stays.
 */
async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((url) => {
    if (location.pathname === url) return;
    for (const h of document.querySelectorAll('#sc-main h1, #sc-main h2')) if (h.checkVisibility()) h.setAttribute('data-crawl-was', '');
  }, `${ADMIN}${path}`);
  await pushInApp(page, path);
  await page.waitForFunction(() => ![...document.querySelectorAll('#sc-main [data-crawl-was]')].some((h) => h.checkVisibility()), undefined, { timeout: 20000 });
}

/** Closes every tab but the shown one (and the pinned home), so the views visited before unmount. */
async function closeOtherTabs(page: Page): Promise<void> {
  const strip = tabs(page);
  if (await strip.getByRole('tab').count() <= 2) return;
  await strip.getByRole('tab', { selected: true }).click({ button: 'right' });
  await page.getByRole('menuitem', { name: '关闭其他' }).click();
  await expect(strip.getByRole('tab')).toHaveCount(2);
}

/** Visible texts of the surfaces an operator reads as names of things to do or to look at. */
function collect(page: Page): Promise<Seen[]> {
  return page.evaluate(() => {
    const out: { kind: string; text: string }[] = [];
    const add = (kind: string, sel: string) => {
      for (const el of document.querySelectorAll<HTMLElement>(sel)) {
        if (!el.checkVisibility()) continue;
        const text = (el.innerText || el.getAttribute('aria-label') || '').trim();
        if (text) out.push({ kind, text });
      }
    };
    add('button', 'button, [role=button], a[role=menuitem]');
    add('column header', '[role=columnheader], th');
    add('heading', '#sc-main h1, #sc-main h2, #sc-main h3');
    add('tab', '[role=tab]');
    add('menu item', '[role=menuitem], [role=menu] li, nav a');
    add('dialog title', '[role=dialog] h2, [role=alertdialog] h2, [role=dialog] [id$=title], [role=alertdialog] [id$=title]');
    add('toast', '[role=status], [role=alert]');
    return out;
  });
}

/** Serious and critical WCAG 2 A/AA violations in the page's main area, one line per rule. */
async function axeOffenders(page: Page, where: string): Promise<string[]> {
  const violations = await axeViolations(page, '#sc-main', ['wcag2a', 'wcag2aa']);
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${where}: axe ${v.id} (${v.impact}) on ${v.nodes.length} element(s), e.g. ${v.nodes[0]?.target.join(' ')} ${v.nodes[0]?.any[0]?.message ?? ''}`.slice(0, 400));
}

/** Texts of the visible buttons of each data row of the main grid (the row's actions). */
function rowButtons(page: Page): Promise<string[][]> {
  return page.evaluate(() => [...document.querySelectorAll<HTMLElement>('#sc-main table[role=grid] tbody tr[aria-rowindex]')]
    .filter((tr) => tr.checkVisibility())
    .map((tr) => [...tr.querySelectorAll<HTMLElement>('button, [role=button]')].filter((b) => b.checkVisibility()).map((b) => b.innerText.trim()).filter(Boolean)));
}

/** Closes the open dialog or menu (Escape, else its 取消) and waits until it is gone. */
async function dismiss(page: Page, selector: string): Promise<void> {
  const open = page.locator(selector).filter({ visible: true });
  await page.keyboard.press('Escape');
  if (await open.count()) await open.getByRole('button', { name: '取消' }).first().click();
  await expect(open).toHaveCount(0);
}

// The parts below spread over both workers (each part logs in on its own).
test.describe.configure({ mode: 'parallel' });

/** The sidebar's pages in parts of 60, one test each: each part has its own time budget as the console grows. */
const PART = 60;
const PARTS = Array.from({ length: Math.ceil(PAGES.length / PART) }, (_, i) => PAGES.slice(i * PART, (i + 1) * PART));

test('the crawl covers the sidebar', () => {
  if (!ONLY) expect(PAGES.length).toBeGreaterThan(90);
  expect(PARTS.flat()).toHaveLength(PAGES.length);
});

PARTS.forEach((part, n) => test(`no page of the sidebar shows a call name or two row actions with one label (part ${n + 1} of ${PARTS.length})`, async ({ page }) => {
  test.setTimeout(15 * 60_000);
  await signIn(page, 'admin', '/');
  const offenders: string[] = [];
  const notes: string[] = [];
  for (const route of part) {
    const where = `${route.path}`;
    try {
      await openInApp(page, route.path);
      await contentShown(page);
    } catch {
      offenders.push(`${where}: never showed its content (no heading, or rows/empty state)`);
      continue;
    }
    if (!page.url().endsWith(route.path)) notes.push(`${where}: landed on ${new URL(page.url()).pathname}`);
    const seen = await collect(page);
    offenders.push(...await axeOffenders(page, where));

    const rows = await rowButtons(page);
    const dupsOf = (labels: readonly string[]) => [...new Set(labels.filter((l, j) => labels.indexOf(l) !== j))];
    // One line per page: the first row that repeats a label.
    const i = rows.findIndex((labels) => dupsOf(labels).length);
    if (i >= 0) offenders.push(`${where}: row ${i + 1} has several row actions labelled ${dupsOf(rows[i]!).map((d) => `"${d}"`).join(', ')} (${rows[i]!.join(' | ')})`);

    const firstRow = page.locator('#sc-main table[role=grid] tbody tr[aria-rowindex]').filter({ visible: true }).first();
    if (rows.length) {
      // The row's overflow menu: its items count among the row's actions.
      const more = firstRow.getByRole('button', { name: /^更多/ });
      if (await more.count()) {
        await more.first().click();
        const menu = page.getByRole('menu').filter({ visible: true });
        await expect(menu).toBeVisible();
        const items = (await menu.getByRole('menuitem').allInnerTexts()).map((s) => s.trim());
        seen.push(...items.map((text) => ({ kind: 'menu item', text })));
        const dup = dupsOf([...rows[0]!.filter((l) => !/^更多/.test(l)), ...items]);
        if (dup.length) offenders.push(`${where}: row 1 and its 更多 menu share ${dup.map((d) => `"${d}"`).join(', ')}`);
        await dismiss(page, '[role=menu]');
      }
      // The first own action of the row that can run: its dialog's title.
      const own = firstRow.locator('button:enabled').filter({ visible: true });
      const texts = (await own.allInnerTexts()).map((s) => s.trim());
      const k = texts.findIndex((s) => s && !GENERIC.has(s) && !/^更多/.test(s));
      if (k >= 0) {
        // A row's own button opens its dialog, or (a link to a related list) another page, or runs at
        // once and says so in a toast (连通性检测: nothing changes but the row's last result).
        const dialog = page.locator('[role=dialog], [role=alertdialog]').filter({ visible: true });
        const toasts = page.locator('[data-kind][role=status], [data-kind][role=alert]').filter({ visible: true });
        const toastsBefore = await toasts.count();
        await own.nth(k).click();
        const answered = await Promise.race([
          dialog.first().waitFor({ timeout: 15_000 }),
          toasts.nth(toastsBefore).waitFor({ timeout: 15_000 }),
          page.waitForURL((u) => !u.pathname.endsWith(route.path), { timeout: 15_000 }),
        ]).then(() => true, () => false);
        if (!answered) offenders.push(`${where}: the row action "${texts[k]}" opened no dialog, no page and no toast`);
        else if (await toasts.count() > toastsBefore) seen.push(...(await collect(page)).filter((s) => s.kind === 'toast'));
        if (answered && await dialog.count()) {
          seen.push(...(await collect(page)).filter((s) => s.kind === 'dialog title' || s.kind === 'button'));
          await dismiss(page, '[role=dialog], [role=alertdialog]');
        }
      }
    }

    const bad = new Set<string>();
    for (const s of seen) {
      const m = CALL_NAME.exec(s.text);
      if (m) bad.add(`${where}: ${s.kind} "${s.text.slice(0, 60)}" shows the call name ${m[1]}`);
    }
    offenders.push(...bad);
    await closeOtherTabs(page);
  }
  if (notes.length) test.info().annotations.push({ type: 'notes', description: notes.join('\n') });
  expect(offenders, `${offenders.length} offenders over ${part.length} pages:\n${offenders.join('\n')}`).toEqual([]);
}));
