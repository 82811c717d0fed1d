/**
 * The look of the console frame (000 sections 2 and 9) in Chromium: the green sidebar by default,
 * the tab strip that content never covers, the app name that fits, and stored preferences that
 * cannot stop the console from starting.
 */
import { expect, test, type Page } from '@playwright/test';
import { ADMIN, login, sidebar, signIn, tabs } from './helpers';

const TAB_STRIP = '[role="tablist"]';

/** Switches the stored locale and reloads (the language menu would ask the same of the store). */
async function useLocale(page: Page, locale: 'zh-CN' | 'en' | 'es') {
  await page.evaluate((l) => localStorage.setItem('sc-locale', l), locale);
  await page.reload();
  await expect(page.locator('[data-admin-root]')).toHaveAttribute('lang', locale);
}

/** What the browser hits at the centre of `box`: true when it is `selector` or inside it. */
function hitsInside(page: Page, selector: string, box: { x: number; y: number; width: number; height: number }) {
  return page.evaluate(({ selector, x, y }) => {
    const hit = document.elementFromPoint(x, y);
    return Boolean(hit && hit.closest(selector));
  }, { selector, x: box.x + box.width / 2, y: box.y + box.height / 2 });
}

for (const locale of ['zh-CN', 'en'] as const) {
  test(`a long page scrolls under the tab strip, never over it (${locale})`, async ({ page }) => {
    // Short and narrow, so the home page's module cards are far taller than the main area.
    await page.setViewportSize({ width: 1000, height: 420 });
    await signIn(page, 'admin', '/');
    await useLocale(page, locale);
    const strip = page.locator(TAB_STRIP);
    await page.goto(`${ADMIN}/platform/user`);
    await expect(strip.getByRole('tab')).toHaveCount(2);
    await strip.getByRole('tab').first().click();
    await expect(page.locator('[data-testid="dashboard-module"]').first()).toBeVisible();

    const main = page.locator('#sc-main');
    // The home page has its own padding: nothing of it touches the main area's edges.
    const [mainLeft, heading, card] = await Promise.all([
      main.boundingBox(), page.getByRole('heading', { level: 2 }).boundingBox(), page.getByTestId('dashboard-module').first().boundingBox(),
    ]);
    expect(heading!.x - mainLeft!.x).toBeGreaterThanOrEqual(16);
    expect(card!.x - mainLeft!.x).toBeGreaterThanOrEqual(16);
    expect(heading!.y - mainLeft!.y).toBeGreaterThanOrEqual(16);
    const sizes = await main.evaluate((m) => ({ scroll: m.scrollHeight, client: m.clientHeight }));
    expect(sizes.scroll, 'the page is long').toBeGreaterThan(sizes.client * 2);

    await main.hover();
    await page.mouse.wheel(0, 5000);
    await expect.poll(() => main.evaluate((m) => m.scrollTop)).toBeGreaterThan(sizes.client);
    await main.evaluate((m) => { m.scrollTop = m.scrollHeight; });

    const stripBox = (await strip.boundingBox())!;
    const navBox = (await page.locator('header').first().boundingBox())!;
    const mainBox = (await main.boundingBox())!;
    // What is drawn at the strip's centre and at each tab's centre is the strip, not the page under it.
    expect(await hitsInside(page, TAB_STRIP, stripBox), 'the strip centre').toBe(true);
    for (const chip of await strip.getByRole('tab').all()) {
      expect(await hitsInside(page, TAB_STRIP, (await chip.boundingBox())!), `tab ${await chip.textContent()}`).toBe(true);
    }
    // Neither pushed away nor squeezed: the strip keeps its 34 px right under the 50 px navbar.
    expect(stripBox.height).toBe(34);
    expect(navBox.height).toBe(50);
    expect(stripBox.y).toBe(navBox.y + navBox.height);
    expect(mainBox.y).toBeGreaterThanOrEqual(stripBox.y + stripBox.height);
    // The document itself never scrolls: only the main area does.
    expect(await page.evaluate(() => document.scrollingElement!.scrollTop)).toBe(0);
  });
}

test('the default look is the green sidebar with a darker green sub-menu and white menu text', async ({ page }) => {
  await login(page, 'admin', '/login?redirect=%2Fplatform%2Fuser');
  const nav = sidebar(page);
  const style = (selector: string, prop: 'backgroundColor' | 'color') =>
    nav.locator(selector).first().evaluate((el, p) => getComputedStyle(el)[p], prop);
  await expect(nav.getByRole('link', { name: '平台用户' })).toHaveClass(/active/);
  expect(await nav.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(46, 125, 79)');
  expect(await style('ul ul', 'backgroundColor')).toBe('rgb(31, 92, 57)');
  expect(await style('a[href$="/dashboard"]', 'color')).toBe('rgb(255, 255, 255)');
  expect(await style('ul ul a', 'color')).toBe('rgb(255, 255, 255)');
  // Real icons, not the first letter of the title.
  const firsts = await nav.locator(':scope > ul > li > :is(a, button)').evaluateAll((items) => items.map((i) => i.firstElementChild?.tagName.toLowerCase()));
  expect(firsts.length).toBeGreaterThan(20);
  expect(new Set(firsts)).toEqual(new Set(['svg']));
});

for (const locale of ['en', 'es'] as const) {
  test(`the app name and menu titles in the sidebar are not cut (${locale})`, async ({ page }) => {
    await signIn(page, 'admin', '/');
    await useLocale(page, locale);
    const nav = page.locator('#sc-sidebar');
    await expect(nav.locator('a, button').first()).toBeVisible();
    const cut = await nav.evaluate((el) => {
      const right = el.getBoundingClientRect().right;
      const texts = [...el.querySelectorAll<HTMLElement>('span, .sc-label')].filter((s) => s.textContent?.trim() && s.getClientRects().length);
      return texts.filter((s) => s.scrollWidth > s.clientWidth + 1 || s.getBoundingClientRect().right > right + 0.5
        || s.getBoundingClientRect().left < el.getBoundingClientRect().left).map((s) => s.textContent);
    });
    expect(cut).toEqual([]);
    await expect(nav.getByText(locale === 'en' ? 'Consumption Platform' : 'Plataforma de consumo', { exact: true })).toBeVisible();
  });
}

test('garbage in every stored preference is ignored: the console starts on its defaults', async ({ page }) => {
  await signIn(page, 'admin', '/');
  for (const junk of ['{"primary":42,"sidebar":["dark"]}', '{not json', 'null', '[]']) {
    await page.evaluate((j) => {
      for (const key of ['sc-theme', 'sc-size', 'sc-locale', 'sidebarStatus']) localStorage.setItem(key, j);
      localStorage.setItem('sc-columns:admin:platform.webUser', j);
      sessionStorage.setItem('sc-tabs', j);
    }, junk);
    await page.goto(`${ADMIN}/platform/user`);
    await expect(tabs(page), junk).toBeVisible();
    await expect(sidebar(page).getByRole('link', { name: '平台用户' })).toHaveClass(/active/);
    await expect(page.getByRole('columnheader', { name: /登录名/ })).toBeVisible();
    const root = page.locator('[data-admin-root]');
    await expect(root).toHaveAttribute('data-sidebar-theme', 'green');
    await expect(root).toHaveAttribute('lang', 'zh-CN');
    expect(await root.evaluate((el) => el.style.getPropertyValue('--sc-primary'))).toBe('#409EFF');
  }
});
