/**
 * Login throttling on a real server: delays per login name and client address, a token bucket per
 * address, answered with the envelope's 429, and kept in the database across a restart.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '../../../src/contract';
import { testClient } from '../api/testClient';
import { createServer, type ReferenceServer } from '../createServer';
import { BUCKET_SIZE, MAX_DELAY_MS, REFILL_MS } from './throttle';

let server: ReferenceServer;
let clock = new Date(2026, 10, 21, 9, 0, 0).getTime();

beforeAll(async () => {
  server = await createServer({ dataDir: 'memory://', quiet: true, now: () => new Date(clock) });
});
afterAll(() => server?.close());

/** A login as it reaches the server from the socket address `ip` (the password sealed, as the console sends it). */
async function login(s: ReferenceServer, loginName: string, password: string, ip: string): Promise<{ code: number; msg: string }> {
  const sealed = await testClient(s).sealed(password);
  const res = await s.app.request(`${API_BASE}/user/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Requested-With': 'XMLHttpRequest' },
    body: new URLSearchParams({ loginName, password: sealed }).toString(),
  }, { incoming: { socket: { remoteAddress: ip } } });
  return (await res.json()) as { code: number; msg: string };
}

const waitSeconds = (msg: string): number => Number(/请(\d+)秒后再试/.exec(msg)?.[1] ?? NaN);

describe('login throttling', () => {
  it('twenty failures for admin from one address do not stop admin logging in from another', async () => {
    for (let i = 0; i < 20; i++) {
      expect((await login(server, 'admin', `Wrong${i}x`, '198.51.100.1')).code).toBe(400);
      clock += MAX_DELAY_MS; // let every delay run out, so all twenty count
    }
    clock -= MAX_DELAY_MS;
    const here = await login(server, 'admin', 'Admin123', '198.51.100.1');
    expect(here.code).toBe(429);
    expect(waitSeconds(here.msg)).toBeGreaterThan(0);
    expect((await login(server, 'admin', 'Admin123', '203.0.113.2')).code).toBe(200);
  });

  it('from one address the wait grows with each further failure, and a success clears it', async () => {
    const ip = '198.51.100.7';
    expect((await login(server, 'project', 'Wrong0x', ip)).code).toBe(400);
    expect((await login(server, 'project', 'Project123', ip)).code).toBe(200); // no wait yet, and a success forgets the failure
    const waits: number[] = [];
    for (let i = 1; i <= 3; i++) expect((await login(server, 'project', `Wrong${i}y`, ip)).code).toBe(400);
    for (let i = 4; i <= 7; i++) {
      expect((await login(server, 'project', `Wrong${i}y`, ip)).code).toBe(400);
      const probe = await login(server, 'project', `Wrong${i}z`, ip);
      expect(probe.code).toBe(429);
      expect(probe.msg).toMatch(/^登录尝试过于频繁，请\d+秒后再试$/);
      waits.push(waitSeconds(probe.msg));
      clock += waitSeconds(probe.msg) * 1000;
    }
    expect(waits).toEqual([1, 2, 4, 8]);
    expect((await login(server, 'project', 'Project123', ip)).code).toBe(200);
  });

  it('spraying fifty names from one address is slowed down, other addresses are not', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 50; i++) codes.push((await login(server, `spray${i}`, 'Password1', '192.0.2.50')).code);
    expect(codes.slice(0, BUCKET_SIZE).every((c) => c === 400)).toBe(true);
    expect(codes.slice(BUCKET_SIZE).every((c) => c === 429)).toBe(true);
    const blocked = await login(server, 'opcenter', 'Opcenter123', '192.0.2.50');
    expect(blocked.code).toBe(429);
    expect(waitSeconds(blocked.msg)).toBe(REFILL_MS / 1000);
    expect((await login(server, 'opcenter', 'Opcenter123', '192.0.2.51')).code).toBe(200);
    clock += REFILL_MS; // one token back: one more try
    expect((await login(server, 'opcenter', 'Opcenter123', '192.0.2.50')).code).toBe(200);
  });

  it('keeps the state in the data folder across a restart', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'throttle-'));
    try {
      const now = () => new Date(clock);
      const first = await createServer({ dataDir: dir, quiet: true, seed: false, now });
      for (let i = 0; i < 4; i++) expect((await login(first, 'admin', `Wrong${i}x`, '198.51.100.9')).code).toBe(400);
      await first.close();
      const second = await createServer({ dataDir: dir, quiet: true, seed: false, now });
      try {
        expect((await login(second, 'admin', 'Wrong5x', '198.51.100.9'))).toMatchObject({ code: 429, msg: '登录尝试过于频繁，请1秒后再试' });
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
