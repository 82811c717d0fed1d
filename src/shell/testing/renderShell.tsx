/**
 * Test-only helpers of the shell's jsdom tests: a fetch stub answering envelopes by path (no
 * mocking library: the stub is a plain function standing in for the network), and a render
 * inside AdminProvider + MemoryRouter with a stored user.
 */
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import { AdminProvider } from '../../core';
import type { AdminProviderProps, StoredUser } from '../../core';
import { addMessages } from '../../i18n';
import { FIXTURE_TITLES } from '../../core/testing/fixtureTitles';

export const API_BASE = 'http://localhost/super_cloud/api';

export const TEST_USER: StoredUser = {
  id: 7, userName: 'admin', userToken: 'tok-7', token: 'tok-7', realName: '测试管理员', userType: 1, companyId: null,
};

export interface SeenCall {
  readonly method: string;
  readonly path: string;
  readonly body: string;
  readonly contentType: string;
}

/** What a handler returns: the envelope, or a promise of it (a never-settling one keeps the call pending). */
export type Answer = { code: number | string; msg?: string; data?: unknown };

/**
 * Replaces fetch: each call is recorded and answered by `handler(path)`; unknown paths get 404.
 * @example
 * const calls = stubApi({ '/user/updatepwd': () => ({ code: 200, msg: 'ok' }) });
 */
export function stubApi(handlers: Record<string, (call: SeenCall) => Answer | Promise<Answer>>): SeenCall[] {
  const calls: SeenCall[] = [];
  vi.stubGlobal('fetch', async (input: Request) => {
    const url = new URL(input.url);
    const call: SeenCall = {
      method: input.method, path: url.pathname.replace('/super_cloud/api', ''),
      body: await input.text(), contentType: input.headers.get('Content-Type') ?? '',
    };
    calls.push(call);
    const handler = handlers[call.path];
    const answer = handler ? await handler(call) : { code: 404, msg: `no route ${call.path}` };
    return new Response(JSON.stringify(answer), { headers: { 'Content-Type': 'application/json' } });
  });
  return calls;
}

export interface RenderShellOptions extends Partial<Omit<AdminProviderProps, 'children'>> {
  path?: string;
  user?: StoredUser | null;
}

/** Renders `ui` in a logged-in (by default) console context. */
export function renderShell(ui: ReactElement, { path = '/dashboard', user = TEST_USER, permissions, ...props }: RenderShellOptions = {}) {
  localStorage.clear();
  sessionStorage.clear();
  addMessages(FIXTURE_TITLES);
  if (user) localStorage.setItem('sc-admin-user', JSON.stringify(user));
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AdminProvider apiBase={API_BASE} permissions={permissions ?? (user ? ['admin'] : undefined)} {...props}>{ui}</AdminProvider>
    </MemoryRouter>,
  );
}
