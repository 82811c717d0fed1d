import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientIp, fromTrustedProxy, parseTrustProxy, rememberPeer } from './clientIp';

const app = new Hono();
app.use('*', rememberPeer(parseTrustProxy(' 10.0.0.5, ::1 ')));
app.get('/ip', (c) => c.json({ ip: clientIp(c.req.raw), proxied: fromTrustedProxy(c.req.raw) }));

const ask = async (peer: string | undefined, xff?: string) =>
  (await app.request('/ip', { headers: xff ? { 'X-Forwarded-For': xff } : {} }, peer ? { incoming: { socket: { remoteAddress: peer } } } : {})).json();

describe('clientIp', () => {
  it('is the socket address; a client cannot choose another with X-Forwarded-For', async () => {
    expect(await ask('203.0.113.9', '1.2.3.4')).toEqual({ ip: '203.0.113.9', proxied: false });
    expect(await ask('::ffff:203.0.113.9')).toEqual({ ip: '203.0.113.9', proxied: false });
  });

  it('takes the address a trusted proxy appended last', async () => {
    expect(await ask('10.0.0.5', '1.2.3.4, 198.51.100.20')).toEqual({ ip: '198.51.100.20', proxied: true });
    expect(await ask('::ffff:10.0.0.5', '198.51.100.21')).toEqual({ ip: '198.51.100.21', proxied: true });
    expect(await ask('::1')).toEqual({ ip: '::1', proxied: true });
  });

  it('says unknown without a socket (in-browser server)', async () => {
    expect(await ask(undefined)).toEqual({ ip: 'unknown', proxied: false });
  });
});
