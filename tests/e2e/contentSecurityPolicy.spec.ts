/**
 * The built console under the server's Content-Security-Policy: it logs in, draws a list page
 * (static sheets) and opens a dialog (styled-components) with no violation reported.
 */
import { expect as baseExpect, test } from '@playwright/test';
import { ADMIN, login } from './helpers';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

test('the console runs under its CSP: no violation from login to a dialog', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (m) => { if (/Content Security Policy/i.test(m.text())) violations.push(m.text()); });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { cspViolations: string[] }).cspViolations ??= [];
      (window as unknown as { cspViolations: string[] }).cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  const doc = await page.goto(`${ADMIN}/login`);
  const headers = doc!.headers();
  expect(headers['content-security-policy']).toContain("script-src 'self'");
  expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(headers['x-content-type-options']).toBe('nosniff');

  // A console the policy breaks draws no login form: say which directive refused what, not only that it timed out.
  const reported = () => page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? []);
  await page.getByLabel('用户名').waitFor({ timeout: 15_000 }).catch(() => undefined);
  expect([...violations, ...(await reported())]).toEqual([]);

  await login(page, 'admin');
  await page.goto(`${ADMIN}/passthrough/visitorPass`);
  const region = page.getByRole('region', { name: '访客通行' });
  await expect(region.getByRole('grid', { name: '访客通行' }).locator('tbody tr[aria-rowindex]').first()).toBeVisible();
  await region.getByRole('button', { name: '新增' }).click();
  const dialog = page.getByRole('dialog', { name: '新增访客通行' });
  await expect(dialog).toBeVisible();
  expect([...violations, ...(await reported())]).toEqual([]);
  // Styled by styled-components (its <style> allowed): a flex panel, where an unstyled <section> is a static block.
  expect(await dialog.evaluate((el) => [getComputedStyle(el).display, getComputedStyle(el).position])).toEqual(['flex', 'relative']);
});
