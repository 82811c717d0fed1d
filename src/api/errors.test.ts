import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from './createApiClient';
import { ApiError, TimeoutError, TransportError, isApiError, isTransportError } from './errors';
import { OPERATIONS } from './operations.gen';
import { API_BASE, TEST_OPERATIONS, startTestServer, type TestServer } from './testServer';
import type { ApiClientOptions } from './types';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(() => server.close());
beforeEach(() => { server.requests.length = 0; });

const client = (extra: Partial<ApiClientOptions> = {}) =>
  createApiClient({ baseUrl: server.url + API_BASE, operations: { ...OPERATIONS, ...TEST_OPERATIONS }, ...extra });
const failure = (p: Promise<unknown>) => p.then(() => { throw new Error('expected a rejection'); }, (e: unknown) => e);

describe('envelope errors', () => {
  it('rejects other codes with ApiError(code, msg, data) and calls onError with it', async () => {
    const onError = vi.fn();
    const error = await failure(client({ onError }).call<any>('POST', '/fail'));
    expect(error).toBeInstanceOf(ApiError);
    expect(isApiError(error)).toBe(true);
    expect(error).toMatchObject({ name: 'ApiError', code: 500, msg: 'boom', data: { field: 'name' }, message: 'boom' });
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError.mock.calls[0]![0]).toBe(error);
  });

  it('uses the code as message when msg is empty', async () => {
    const error = await failure(client().call<any>('POST', '/fail-nomsg'));
    expect(error).toMatchObject({ code: 4001, msg: '', message: '4001' });
  });

  it('calls onUnauthorized once for 5 parallel 401s until resetUnauthorized()', async () => {
    const onUnauthorized = vi.fn();
    const onError = vi.fn();
    const api = client({ onUnauthorized, onError });
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => api.call<any>('POST', '/unauthorized')));
    expect(server.requests).toHaveLength(5);
    for (const r of results) {
      expect(r.status).toBe('rejected');
      expect((r as PromiseRejectedResult).reason).toMatchObject({ name: 'ApiError', code: 401, msg: 'login expired' });
    }
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onUnauthorized.mock.calls[0]![0]).toBeInstanceOf(ApiError);
    expect(onError).not.toHaveBeenCalled();
    await failure(api.call<any>('POST', '/unauthorized'));
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    api.resetUnauthorized();
    await failure(api.call<any>('POST', '/unauthorized'));
    expect(onUnauthorized).toHaveBeenCalledTimes(2);
  });

  it('keeps the 401 episode open while the returned promise is pending', async () => {
    let close!: () => void;
    const onUnauthorized = vi.fn(() => new Promise<void>((resolve) => { close = resolve; }));
    const api = client({ onUnauthorized });
    await Promise.allSettled([api.call<any>('POST', '/unauthorized'), api.call<any>('POST', '/unauthorized')]);
    await failure(api.call<any>('POST', '/unauthorized'));
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    close();
    await Promise.resolve();
    await failure(api.call<any>('POST', '/unauthorized'));
    expect(onUnauthorized).toHaveBeenCalledTimes(2);
  });

  it('ends the 401 episode on a successful login', async () => {
    const onUnauthorized = vi.fn();
    const api = client({ onUnauthorized });
    await failure(api.call<any>('POST', '/unauthorized'));
    await api.POST('/user/login', { body: { loginName: 'a', password: 'b' } });
    await failure(api.call<any>('POST', '/unauthorized'));
    expect(onUnauthorized).toHaveBeenCalledTimes(2);
  });

  it('hands 401 to onError when there is no onUnauthorized', async () => {
    const onError = vi.fn();
    await failure(client({ onError }).call<any>('POST', '/unauthorized'));
    expect(onError).toHaveBeenCalledTimes(1);
  });
});

describe('transport errors', () => {
  it('rejects non-2xx with TransportError status + statusText', async () => {
    const onError = vi.fn();
    const error = await failure(client({ onError }).call<any>('POST', '/bad-gateway'));
    expect(error).toBeInstanceOf(TransportError);
    expect(isTransportError(error)).toBe(true);
    expect(error).toMatchObject({ name: 'TransportError', status: 502, statusText: 'Bad Gateway', message: '502 Bad Gateway' });
    expect((error as TransportError).url).toBe(`${server.url}${API_BASE}/bad-gateway`);
    expect(onError).toHaveBeenCalledWith(error);
  });

  it('rejects an unparsable or non-envelope body with TransportError', async () => {
    const onError = vi.fn();
    const api = client({ onError });
    const html = await failure(api.call<any>('POST', '/not-json'));
    expect(html).toBeInstanceOf(TransportError);
    expect(html).toMatchObject({ status: 200 });
    expect((html as Error).cause).toBeInstanceOf(SyntaxError);
    expect((html as Error).message).toBe(((html as Error).cause as Error).message);
    await expect(api.call<any>('POST', '/no-envelope')).rejects.toMatchObject({ name: 'TransportError', message: 'response is not an envelope' });
    expect(onError).toHaveBeenCalledTimes(2);
  });

  it('gives the network error message when the connection is refused', async () => {
    const closed = createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const { port } = closed.address() as AddressInfo;
    await new Promise((r) => closed.close(r));
    const onError = vi.fn();
    const api = createApiClient({ baseUrl: `http://127.0.0.1:${port}`, onError });
    const error = await failure(api.POST('/user/logout'));
    expect(error).toBeInstanceOf(TransportError);
    expect(error).toMatchObject({ status: undefined, message: 'fetch failed' });
    expect(onError).toHaveBeenCalledWith(error);
  });

  it("falls back to 'unknown error' when the failure has no message", async () => {
    const api = client({ fetch: async () => { throw new Error(''); } });
    await expect(api.call<any>('POST', '/echo/x')).rejects.toMatchObject({ name: 'TransportError', message: 'unknown error' });
    const odd = client({ fetch: () => Promise.reject({ weird: true }) });
    await expect(odd.call<any>('POST', '/echo/x')).rejects.toMatchObject({ message: 'unknown error', cause: { weird: true } });
  });
});

describe('time-outs and aborts', () => {
  it('rejects with TimeoutError after the default time-out', async () => {
    const onError = vi.fn();
    const started = Date.now();
    const error = await failure(client({ timeoutMs: 60, onError }).call<any>('GET', '/slow', { params: { query: { ms: 400 } } }));
    expect(Date.now() - started).toBeLessThan(350);
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).toBeInstanceOf(TransportError);
    expect(error).toMatchObject({ name: 'TimeoutError', timeoutMs: 60, url: `${server.url}${API_BASE}/slow?ms=400` });
    expect(onError).toHaveBeenCalledWith(error);
  });

  it('takes the time-out from the operation meta', async () => {
    await expect(client({ timeoutMs: 10_000 }).call<any>('POST', '/slow-meta')).rejects.toMatchObject({ name: 'TimeoutError', timeoutMs: 80 });
  });

  it('gives the one-step role set-up its 100000 ms time-out from the table', async () => {
    const api = createApiClient({ baseUrl: server.url + API_BASE, timeoutMs: 50 });
    const path = '/web/role/oneKeySettingAppRoleType3OrganisationAdministrators';
    expect(OPERATIONS[`POST ${path}`]?.timeoutMs).toBe(100000);
    await expect(api.POST(path, { body: { orgIds: [1] } })).resolves.toMatchObject({ code: 200 });
    await expect(api.call<any>('POST', '/slow')).rejects.toBeInstanceOf(TimeoutError);
  });

  it('times out while the body is still arriving', async () => {
    await expect(client({ timeoutMs: 80 }).call<any>('POST', '/slow-body')).rejects.toMatchObject({ name: 'TimeoutError', timeoutMs: 80 });
  });

  it('rejects with the abort reason and no onError when the caller aborts', async () => {
    const onError = vi.fn();
    const controller = new AbortController();
    const pending = client({ onError }).call<any>('POST', '/slow', { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    const error = await failure(pending);
    expect(error).toMatchObject({ name: 'AbortError' });
    expect(error).not.toBeInstanceOf(TransportError);
    expect(onError).not.toHaveBeenCalled();
  });
});
