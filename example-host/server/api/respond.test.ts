import { describe, expect, it } from 'vitest';
import { contentDisposition, respond, sessionCookie } from './respond';

describe('respond', () => {
  it('answers a success envelope with HTTP 200 and null for undefined data', async () => {
    const res = respond(undefined);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toEqual({ code: 200, msg: 'success', data: null });
  });

  it('answers a file with its type, length and an RFC 6266 disposition', async () => {
    const bytes = new Uint8Array([1, 2, 3]);
    const res = respond({ kind: 'file', name: '住户 2026.xlsx', type: 'application/x-test', bytes });
    expect(res.headers.get('content-type')).toBe('application/x-test');
    expect(res.headers.get('content-length')).toBe('3');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="__ 2026.xlsx"; filename*=UTF-8''%E4%BD%8F%E6%88%B7%202026.xlsx`,
    );
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes);
  });

  it('keeps quotes and backslashes out of the ASCII fallback name', () => {
    expect(contentDisposition('a"b\\c.csv')).toMatch(/^attachment; filename="a_b_c.csv"; filename\*=UTF-8''a%22b%5Cc.csv$/);
    expect(contentDisposition('')).toContain('filename="download"');
  });

  it('sets the session cookie HttpOnly, SameSite=Lax on / and clears it with Max-Age=0', async () => {
    const res = respond({ kind: 'withCookie', data: { id: 1 }, cookie: { name: 'JSESSION_ID', value: 'abc', maxAge: 3600 } });
    expect(res.headers.get('set-cookie')).toBe('JSESSION_ID=abc; Path=/; HttpOnly; SameSite=Lax; Max-Age=3600');
    expect(await res.json()).toEqual({ code: 200, msg: 'success', data: { id: 1 } });
    expect(sessionCookie({ name: 'JSESSION_ID', value: '', maxAge: 0 })).toMatch(/Max-Age=0; Expires=Thu, 01 Jan 1970/);
  });

  it('treats look-alike objects as plain data', async () => {
    const res = respond({ kind: 'file', name: 'x' });
    expect((await res.json()).data).toEqual({ kind: 'file', name: 'x' });
  });
});
