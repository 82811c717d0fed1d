/** Shared steps of the console e2e tests (Chromium against the reference server). */
import { expect, type APIResponse, type Page } from '@playwright/test';

export const ADMIN = '/super_cloud/admin';
export const API = '/super_cloud/api';

export const LOGINS = {
  admin: { name: 'admin', password: 'Admin123' },
  project: { name: 'project', password: 'Project123' },
  opcenter: { name: 'opcenter', password: 'Opcenter123' },
  merchant: { name: 'merchant', password: 'Merchant123' },
  finance: { name: 'finance', password: 'Finance123' },
  auditor: { name: 'auditor', password: 'Auditor123' },
} as const;

/** The header the console sends on every call: the server refuses state-changing calls without it. */
export const XHR = { 'X-Requested-With': 'XMLHttpRequest' } as const;

/**
 * POSTs a form-encoded call with the browser's session (page.request shares the context's
 * cookies) and the console's header, as the console would send it.
 */
export function apiPost(page: Page, path: string, form: Record<string, string | number> = {}): Promise<APIResponse> {
  return page.request.post(`${API}${path}`, { form, headers: XHR });
}

/** The path of the page below the console base ('/dashboard'). */
export const consolePath = (page: Page): string => new URL(page.url()).pathname.replace(ADMIN, '') || '/';

/** Fills and submits the login form on the current page. */
export async function submitLogin(page: Page, name: string, password: string): Promise<void> {
  await page.getByLabel('用户名').fill(name);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page.getByRole('button', { name: '登录' }).click();
}

/** Logs in from the login page and waits for the console frame. */
export async function login(page: Page, who: keyof typeof LOGINS = 'admin', path = '/login'): Promise<void> {
  await page.goto(`${ADMIN}${path}`);
  await submitLogin(page, LOGINS[who].name, LOGINS[who].password);
  await expect(page.getByRole('tablist', { name: '已打开的页面' })).toBeVisible();
}

export const sidebar = (page: Page) => page.getByRole('navigation', { name: '侧边菜单' });
export const tabs = (page: Page) => page.getByRole('tablist', { name: '已打开的页面' });
