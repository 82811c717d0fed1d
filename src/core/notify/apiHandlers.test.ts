import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { createApiClient } from '../../api/createApiClient';
import { createTranslator, loadMessages } from '../../i18n';
import { startShellBackend, type ShellBackend } from '../testing/shellBackend';
import { createApiHandlers } from './apiHandlers';
import { createNotifyStore } from './notifyStore';

// en is loaded on demand in the app; load it up front here.
beforeAll(() => loadMessages('en'));

let backend: ShellBackend;
beforeAll(async () => {
  backend = await startShellBackend();
  backend.state.unauthorized.add('/expired/a').add('/expired/b');
});
afterAll(() => backend.close());

function setup(active = true) {
  const notify = createNotifyStore();
  const relogin = vi.fn();
  const handlers = createApiHandlers({ notify, t: () => createTranslator('en'), sessionActive: () => active, relogin });
  const api = createApiClient({ baseUrl: backend.apiBase, onUnauthorized: handlers.onUnauthorized, onError: handlers.onError });
  return { notify, relogin, api };
}

describe('401 handling', () => {
  test('ONE confirm however many calls fail at once; confirming re-logs in', async () => {
    const { notify, relogin, api } = setup();
    const calls = Array.from({ length: 6 }, (_, i) => api.call('POST', i % 2 ? '/expired/a' : '/expired/b').catch((e: Error) => e));
    const errors = await Promise.all(calls);
    expect(errors.every((e) => e instanceof Error)).toBe(true);
    expect(notify.getState().confirms).toHaveLength(1);
    expect(notify.getState().confirms[0]).toMatchObject({ title: 'Confirm logout', confirmText: 'Log in again', cancelText: 'Cancel' });
    expect(notify.getState().toasts).toEqual([]);
    notify.settle(notify.getState().confirms[0]!.id, true);
    await vi.waitFor(() => expect(relogin).toHaveBeenCalledTimes(1));
  });

  test('cancel stays on the page; a later 401 asks again', async () => {
    const { notify, relogin, api } = setup();
    await api.call('POST', '/expired/a').catch(() => undefined);
    notify.settle(notify.getState().confirms[0]!.id, false);
    await new Promise((r) => setTimeout(r, 0));
    expect(relogin).not.toHaveBeenCalled();
    await api.call('POST', '/expired/b').catch(() => undefined);
    expect(notify.getState().confirms).toHaveLength(1);
  });

  test('no dialog while the session is not active (the guard handles it)', async () => {
    const { notify, api } = setup(false);
    await api.call('POST', '/expired/a').catch(() => undefined);
    expect(notify.getState().confirms).toEqual([]);
    expect(notify.getState().toasts).toEqual([]);
  });
});

describe('other failures', () => {
  test('another body code: an error toast for 5 s with the server msg', async () => {
    const { notify, api } = setup();
    await expect(api.call('POST', '/boom')).rejects.toThrow('服务器开小差了');
    expect(notify.getState().toasts).toMatchObject([{ type: 'error', message: '服务器开小差了', duration: 5000 }]);
  });

  test('transport failure: a toast with the HTTP status and text', async () => {
    const { notify, api } = setup();
    await expect(api.call('POST', '/bad-gateway')).rejects.toThrow();
    expect(notify.getState().toasts[0]?.message).toBe('502 Bad Gateway');
  });
});
