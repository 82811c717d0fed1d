import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testClient } from '../api/testClient';
import { createServer, type ReferenceServer } from '../createServer';
import { noteStatement } from '../db/dataVersion';
import type { OpContext } from '../types';
import { buildProfile } from './profile';
import { resolveSession } from './session';

let server: ReferenceServer;
beforeAll(async () => { server = await createServer({ dataDir: 'memory://', quiet: true }); });
afterAll(() => server?.close());

describe('buildProfile', () => {
  it('answers a second ask from memory, and reads again once any statement changed data', async () => {
    const cookie = await testClient(server).login('admin', 'Admin123');
    const user = (await resolveSession(server.db, new Request('http://x/', { headers: { cookie } })))!;
    const query = vi.spyOn(server.db, 'query');
    const ctx = { server: { db: server.db } } as unknown as OpContext;
    try {
      const first = await buildProfile(ctx, user);
      const reads = query.mock.calls.length;
      expect(reads).toBeGreaterThan(0);
      expect(await buildProfile(ctx, user)).toEqual(first);
      expect(query.mock.calls.length).toBe(reads);
      noteStatement('update "anything" set "x" = 1');
      expect(await buildProfile(ctx, user)).toEqual(first);
      expect(query.mock.calls.length).toBe(2 * reads);
    } finally {
      query.mockRestore();
    }
  });
});
