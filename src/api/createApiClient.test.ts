import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from './createApiClient';
import { ApiError } from './errors';
import { OPERATIONS } from './operations.gen';
import { API_BASE, TEST_OPERATIONS, startTestServer, type TestServer } from './testServer';
import type { ApiClientOptions } from './types';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(() => server.close());
beforeEach(() => { server.requests.length = 0; });

const client = (extra: Partial<ApiClientOptions> = {}) =>
  createApiClient({ baseUrl: server.url + API_BASE, operations: { ...OPERATIONS, ...TEST_OPERATIONS }, ...extra });
const last = () => server.requests.at(-1)!;

describe('request encodings', () => {
  it('form-encodes unknown POSTs: arrays joined, null/undefined dropped, objects as JSON', async () => {
    const res = await client().call<any>('POST', '/echo/anything', {
      body: { name: 'a b', ids: [1, 2, 3], skip: null, gone: undefined, filter: { k: 1 }, on: false, zh: '中文' },
    });
    expect(last().method).toBe('POST');
    expect(last().contentType).toBe('application/x-www-form-urlencoded;charset=UTF-8');
    expect(last().body).toBe('name=a+b&ids=1%2C2%2C3&filter=%7B%22k%22%3A1%7D&on=false&zh=%E4%B8%AD%E6%96%87');
    expect(Object.fromEntries(new URLSearchParams(last().body))).toEqual({ name: 'a b', ids: '1,2,3', filter: '{"k":1}', on: 'false', zh: '中文' });
    expect(res).toMatchObject({ code: 200, msg: 'ok' }); // the whole envelope
    expect(res.data.path).toBe('/echo/anything');
  });

  it('form-encodes with path params from params.path', async () => {
    await client().call<any>('POST', '/echo/form/{id}', { params: { path: { id: 42 } }, body: { a: 1 } });
    expect(last().path).toBe('/echo/form/42');
    expect(last().body).toBe('a=1');
  });

  it('sends JSON bodies with the UTF-8 JSON content type', async () => {
    const body = { page: { num: 1 }, ids: [1, 2], name: '星巴克', none: null };
    await client().call<any>('POST', '/echo/json', { body });
    expect(last().contentType).toBe('application/json;charset=UTF-8');
    expect(JSON.parse(last().body)).toEqual(body);
  });

  it('sends multipart with files and lets fetch set the boundary', async () => {
    const file = new File(['a,b\n1,2'], '房间.csv', { type: 'text/csv' });
    const res = await client().call<any>('POST', '/echo/multipart', { body: { file, orgId: 7, tags: ['x', 'y'], skip: null } });
    expect(last().contentType).toMatch(/^multipart\/form-data; ?boundary=/);
    expect(res.data.multipart).toEqual({ file: { fileName: '房间.csv', type: 'text/csv', text: 'a,b\n1,2' }, orgId: '7', tags: 'x,y' });
  });

  it('sends no body and no content type for encoding none and for bodiless POSTs', async () => {
    await client().call<any>('POST', '/echo/none', { body: { ignored: 1 } });
    expect(last().body).toBe('');
    expect(last().contentType).toBe('');
    await client().POST('/user/logout');
    expect(last().contentType).toBe('');
  });

  it('puts GET values in the query string, same rules as forms', async () => {
    await client().call<any>('GET', '/echo/query', { params: { query: { token: 'abc', ids: [1, 2], skip: null } } });
    expect(last().method).toBe('GET');
    expect(last().search).toBe('?token=abc&ids=1%2C2');
    expect(last().body).toBe('');
  });
});

describe('headers, token and credentials', () => {
  it('adds X-Requested-With on every call (servers refuse state-changing calls without it), GET deletes included', async () => {
    for (const path of ['/user/login', '/user/loginV2', '/user/loginV3'] as const) {
      await client().POST(path, { body: { loginName: 'admin', password: 'x' } });
      expect(last().headers['x-requested-with']).toBe('XMLHttpRequest');
      expect(last().contentType).toBe('application/x-www-form-urlencoded;charset=UTF-8');
    }
    await client().POST('/user/logout');
    expect(last().headers['x-requested-with']).toBe('XMLHttpRequest');
    await client().POST('/user/loginByThirdToken');
    expect(last().headers['x-requested-with']).toBe('XMLHttpRequest');
    await client().GET('/notify/mediaFile/delete/{id}', { params: { path: { id: '3' } } });
    expect(last().method).toBe('GET');
    expect(last().headers['x-requested-with']).toBe('XMLHttpRequest');
    await client().call('POST', '/organisation/household/list', { body: {} });
    expect(last().headers['x-requested-with']).toBe('XMLHttpRequest');
  });

  it('sends the token as a Bearer header, never in the URL', async () => {
    await client({ getToken: async () => 'tok-123' }).call<any>('POST', '/echo/x', { body: { a: 1 } });
    expect(last().headers.authorization).toBe('Bearer tok-123');
    expect(last().search + last().body).not.toContain('tok-123');
    await client({ getToken: () => null }).call<any>('POST', '/echo/x');
    expect(last().headers.authorization).toBeUndefined();
  });

  it('reaches the network within the call when the token is at hand (a page calls while it renders)', async () => {
    const seen: string[] = [];
    const spy = (req: Request) => { seen.push(req.headers.get('authorization') ?? ''); return fetch(req); };
    const answer = client({ fetch: spy, getToken: () => 'tok-sync' }).call<any>('POST', '/echo/x');
    // No await yet: an await inside the call would have held the request back.
    expect(seen).toEqual(['Bearer tok-sync']);
    await answer;
    const later = client({ fetch: spy, getToken: async () => 'tok-async' }).call<any>('POST', '/echo/x');
    await later;
    expect(seen).toEqual(['Bearer tok-sync', 'Bearer tok-async']);
  });

  it('passes the profile token only as the explicit query value', async () => {
    await client({ getToken: () => 'tok' }).GET('/user/profile', { params: { query: { token: 'tok' } } });
    expect(last().search).toBe('?token=tok');
    expect(last().headers.authorization).toBe('Bearer tok');
  });

  it('puts the token in no URL by default; profileTokenInQuery adds it to GET /user/profile only', async () => {
    await client({ getToken: () => 'tok-q' }).call<any>('GET', '/user/profile');
    expect(last().search).toBe('');
    expect(last().headers.authorization).toBe('Bearer tok-q');
    const spec = client({ getToken: () => 'tok-q', profileTokenInQuery: true });
    await spec.call<any>('GET', '/user/profile', { params: { query: { lang: 'en' } } });
    expect(last().search).toBe('?lang=en&token=tok-q');
    await spec.call<any>('GET', '/echo/query', { params: { query: { a: 1 } } });
    expect(last().search).toBe('?a=1');
    await client({ getToken: () => null, profileTokenInQuery: true }).call<any>('GET', '/user/profile');
    expect(last().search).toBe('');
  });

  it("sends credentials: 'include' and so the JSESSION_ID cookie travels", async () => {
    // Node's fetch has no cookie jar and ignores credentials: this wrapper plays the browser.
    const jar = new Map<string, string>();
    const seen: RequestCredentials[] = [];
    const browserLikeFetch = async (request: Request) => {
      seen.push(request.credentials);
      const headers = new Headers(request.headers);
      if (request.credentials === 'include' && jar.size) headers.set('Cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '));
      const response = await fetch(new Request(request, { headers }));
      for (const c of response.headers.getSetCookie()) {
        const [pair] = c.split(';');
        const [k, v] = pair!.split('=');
        jar.set(k!, v!);
      }
      return response;
    };
    const api = client({ fetch: browserLikeFetch, getToken: () => 't' });
    await api.call<any>('POST', '/login-cookie');
    await api.call<any>('POST', '/echo/after-login');
    expect(seen).toEqual(['include', 'include']);
    expect(last().headers.cookie).toBe('JSESSION_ID=abc123');
    expect(last().headers.authorization).toBe('Bearer t');
  });
});

describe('envelope success code and service prefixes', () => {
  it('resolves the whole body on code 200, also when the code is the string "200"', async () => {
    await expect(client().call<any>('POST', '/code-string')).resolves.toEqual({ code: '200', msg: 'ok', data: 1 });
  });

  it('accepts code 0 and rejects code 200 when successCode is 0', async () => {
    const api = client({ successCode: 0 });
    await expect(api.call<any>('POST', '/code0')).resolves.toEqual({ code: 0, msg: 'ok', data: { zero: true } });
    const error = await api.call<any>('POST', '/echo/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe(200);
  });

  it('rewrites service prefixes, longest first, on segment boundaries; meta still by template', async () => {
    const api = client({ servicePrefixes: { '/wallet': '/pay/wallet', '/wallet/merchant/': '/mch' } });
    await api.call<any>('POST', '/wallet/echo', { body: { a: 1 } });
    expect(last().path).toBe('/pay/wallet/echo');
    expect(last().contentType).toBe('application/json;charset=UTF-8'); // meta of 'POST /wallet/echo'
    await api.call<any>('POST', '/wallet/merchant/list');
    expect(last().path).toBe('/mch/list');
    await api.call<any>('POST', '/walletx/list');
    expect(last().path).toBe('/walletx/list');
    await api.call<any>('POST', '/wallet');
    expect(last().path).toBe('/pay/wallet');
  });
});
