/**
 * Embedding stays a first-class path (issue 38): a page the spec serves from an external service
 * shows the console's own page until an administrator sets a base for its service kind; then it
 * shows the external page in its sandboxed iframe, with the session token (the reference console
 * trusts its own host, here 127.0.0.1 on another port); clearing the base brings the native page back.
 * The external service is a second local origin: a tiny HTTP server that prints the token it received.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { ADMIN, apiPost, signIn } from './helpers';

// The machine is shared and slow: generous waits, never timed assertions.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

const main = (page: Page) => page.getByRole('main');
let service: Server;
let serviceBase = '';
const received: string[] = [];

test.beforeAll(async () => {
  service = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    received.push(url.pathname);
    const token = url.searchParams.get('token') ?? '（无）';
    const escape = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><meta charset="utf-8"><title>会议室服务</title><h1>外部会议室服务</h1><p>路径：${escape(url.pathname)}</p><p data-testid="token">令牌：${escape(token)}</p>`);
  });
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
  serviceBase = `http://127.0.0.1:${(service.address() as AddressInfo).port}/web`;
});

// Whatever happened, later tests see the native pages (the server is shared by every spec).
test.afterEach(async ({ page }) => {
  const list = (await (await apiPost(page, '/common/web/embedService/list')).json()) as { data?: { id: number; service: string }[] };
  for (const r of list.data ?? []) if (r.service === 'meetingRoom') await apiPost(page, `/common/web/embedService/delete/${r.id}`);
});

test.afterAll(async () => {
  await new Promise<void>((resolve) => service.close(() => resolve()));
});

test('a page shows the external service once its kind has a base, with the token, and its native page again once cleared', async ({ page }) => {
  await signIn(page, 'admin', '/');
  // The session's token, as the console keeps it (src/core/session/storage.ts USER_KEY).
  const stored = JSON.parse(await page.evaluate(() => localStorage.getItem('sc-admin-user') ?? '{}')) as { token?: string };
  expect(stored.token).toBeTruthy();

  // No base for the meeting-room service: 会议记录 is the console's own page.
  await page.goto(`${ADMIN}/meetingRoom/record`);
  await expect(main(page).getByRole('heading', { name: '会议记录' })).toBeVisible();
  await expect(main(page).locator('iframe')).toHaveCount(0);

  // The administrator sets the meeting-room service's base in 内嵌页面服务地址.
  await page.goto(`${ADMIN}/operationcenter/embedService`);
  await main(page).getByRole('button', { name: '设置地址 会议室服务' }).click();
  const dialog = page.getByRole('dialog', { name: '新增会议室服务地址' });
  await dialog.getByLabel('服务基础地址').fill(serviceBase);
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toBeHidden();
  await expect(main(page).getByText(serviceBase)).toBeVisible();

  // The same page now frames the external one: sandboxed, and the token went along (trusted host).
  await page.goto(`${ADMIN}/meetingRoom/record`);
  const frameEl = main(page).locator('iframe');
  await expect(frameEl).toHaveAttribute('src', new RegExp(`^${serviceBase.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}/meeting/record\\?`));
  await expect(frameEl).toHaveAttribute('sandbox', /allow-scripts/);
  const frame = page.frameLocator('main iframe');
  await expect(frame.getByRole('heading', { name: '外部会议室服务' })).toBeVisible();
  const shown = (await frame.getByTestId('token').textContent()) ?? '';
  expect(shown).toBe(`令牌：${stored.token}`);
  expect(received).toContain('/web/meeting/record');
  await expect(main(page).getByRole('heading', { name: '会议记录' })).toHaveCount(0);

  // Cleared: the native page is back.
  await page.goto(`${ADMIN}/operationcenter/embedService`);
  await main(page).getByRole('button', { name: '清除 会议室服务' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('已清除')).toBeVisible();
  const after = (await (await apiPost(page, '/common/web/embedService/list')).json()) as { data: { service: string }[] };
  expect(after.data.some((r) => r.service === 'meetingRoom')).toBe(false);

  await page.goto(`${ADMIN}/meetingRoom/record`);
  await expect(main(page).getByRole('heading', { name: '会议记录' })).toBeVisible();
  await expect(main(page).locator('iframe')).toHaveCount(0);
});
