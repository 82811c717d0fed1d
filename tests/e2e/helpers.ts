/** Shared steps of the console e2e tests (Chromium against the reference server). */
import { expect, type APIResponse, type Page } from '@playwright/test';
import { encryptPassword, publicKeyOf, serverTimeOf } from '../../src/core/session/encryptPassword';
import { USER_KEY, userFromLogin } from '../../src/core/session/storage';

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

/**
 * The header the console sends on every call (the server refuses state-changing calls without it), and
 * no keep-alive for the test's own calls: Playwright's request context reuses a pooled socket after the
 * server closed it for idling (Node's 5 s keep-alive), and the call then fails with ECONNRESET
 * (microsoft/playwright#42698). A fresh connection per call cannot meet a socket being closed.
 */
export const XHR = { 'X-Requested-With': 'XMLHttpRequest', Connection: 'close' } as const;

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

let signIns = 0;

/**
 * Signs in through the API as the console's login form does (the password sealed with the server's
 * key, the XHR header), for tests whose subject is not the login: the session cookie lands in the
 * page's context, and the next document of the page finds the user the console stores at a login
 * (src/core/session/storage.ts). No page is loaded here: the test goes straight to the page it is
 * about (`path`, when given, is opened and the console frame awaited), without the login page's
 * and the home page's loads. login.spec, guard.spec and the a11y checks keep using the form.
 * @example await signIn(page, 'finance'); await page.goto(`${ADMIN}/userManage/recharge`);
 */
export async function signIn(page: Page, who: keyof typeof LOGINS = 'admin', path?: string): Promise<void> {
  const { name, password } = LOGINS[who];
  const key = (await (await page.request.post(`${API}/user/getKey`, { headers: XHR })).json() as { data?: unknown }).data;
  const sealed = await encryptPassword(password, publicKeyOf(key), serverTimeOf(key) ?? Date.now());
  const answer = await (await page.request.post(`${API}/user/login`, { form: { loginName: name, password: sealed }, headers: XHR })).json() as { code: number; msg?: string; data?: unknown };
  expect(answer.code, `sign-in as ${name}: ${answer.msg ?? ''}`).toBe(200);
  // Once, on the page's next document (before its scripts): a later reload or logout keeps its own state.
  const mark = `e2e-signed-in-${(signIns += 1)}`;
  await page.addInitScript(([k, user, m]) => {
    if (sessionStorage.getItem(m)) return;
    sessionStorage.setItem(m, '1');
    localStorage.setItem(k, user);
  }, [USER_KEY, JSON.stringify(userFromLogin(answer.data)), mark] as const);
  if (path !== undefined) {
    await page.goto(`${ADMIN}${path}`);
    await expect(tabs(page)).toBeVisible();
  }
}

/**
 * Opens a console path inside the running app, as a sidebar link does: a history push and a popstate
 * for the router, no click and no new document.
 * @example await pushInApp(page, '/platform/user');
 */
export async function pushInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((url) => {
    history.pushState(null, '', url);
    dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, `${ADMIN}${path}`);
}

export const sidebar = (page: Page) => page.getByRole('navigation', { name: '侧边菜单' });
export const tabs = (page: Page) => page.getByRole('tablist', { name: '已打开的页面' });
