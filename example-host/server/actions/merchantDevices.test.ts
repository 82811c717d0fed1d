/**
 * Merchant devices (our additions) on PGlite: a serial number is unique; a merchant's login sees
 * only its own merchant's voice boxes and pickup cabinets.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClient, type TestClient } from '../api/testClient';
import { createServer, type ReferenceServer } from '../createServer';
import type { Row } from '../types';

describe('merchant voice boxes and pickup cabinets', () => {
  let server: ReferenceServer;
  let api: TestClient;
  let admin: string;
  const form = (path: string, body: Row, session = admin) => api.call('POST', `/merchant${path}`, { form: body, session });
  const list = async (path: string, session = admin): Promise<Row[]> => {
    const res = await form(path, { pageNum: 1, pageSize: 500 }, session);
    expect(res.body?.code, res.body?.msg).toBe(200);
    return res.body!.data.list as Row[];
  };

  beforeAll(async () => {
    server = await createServer({ dataDir: 'memory://', quiet: true });
    api = testClient(server);
    admin = await api.login('admin', 'Admin123');
  }, 180_000);
  afterAll(() => server?.close());

  it('refuses a second device with the same serial number', async () => {
    const [box] = await list('/voiceBox/list');
    const dup = await form('/voiceBox/add', { deviceSn: box!.deviceSn, name: '重复', merchantId: box!.merchantId, volume: 50, announce: 'amount' });
    expect(dup.body?.code).not.toBe(200);
    const ok = await form('/voiceBox/add', { deviceSn: 'YLB999001', name: '新喇叭', merchantId: box!.merchantId, volume: 50, announce: 'amount' });
    expect(ok.body?.code, ok.body?.msg).toBe(200);
  });

  it("shows a non-administrator only the devices of the merchants in its scope", async () => {
    const operator = await api.login('operator', 'Operator123');
    for (const path of ['/voiceBox/list', '/pickupCabinet/list']) {
      const all = await list(path);
      const mine = await list(path, operator);
      expect(mine.length, path).toBeLessThan(all.length);
      const visible = new Set((await list('/merchant/list', operator).catch(() => [] as Row[])).map((m) => m.id));
      if (visible.size) expect(mine.every((d) => visible.has(d.merchantId)), path).toBe(true);
    }
  });
});
