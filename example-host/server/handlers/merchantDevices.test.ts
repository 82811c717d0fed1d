/**
 * The merchant domain's server side: devices going offline are stamped with the time (the offline
 * warning lists them by it), back online they leave the offline list; key cabinets and printers
 * (our additions) are stored with their settings and refuse bad input with a message on the field;
 * merchants toggle between enabled and disabled; a refund needs the refund approver's key.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClient, type TestClient } from '../api/testClient';
import { createServer, type ReferenceServer } from '../createServer';
import type { Row } from '../types';

const backends: [string, string | undefined][] = [['PGlite', undefined]];
if (process.env.TEST_DATABASE_URL) backends.push(['PostgreSQL', process.env.TEST_DATABASE_URL]);
// Names and serials of this run: a PostgreSQL database may hold an earlier run's rows.
const run = Date.now().toString(36);
const farMonth = `${2030 + (Date.now() % 900)}-01`;

describe.each(backends)('the merchant domain on %s', (_backend, databaseUrl) => {
  let server: ReferenceServer;
  let api: TestClient;
  let admin: string;

  const send = async (path: string, input: Row = {}, session = admin) => (await api.call('POST', path, { form: input, session })).body!;
  const ok = async (path: string, input: Row = {}, session = admin) => {
    const body = await send(path, input, session);
    expect(body.code, `${path}: ${body.msg}`).toBe(200);
    return body.data;
  };
  const list = async (path: string, input: Row = {}, session = admin) => (await ok(path, { pageNum: 1, pageSize: 200, ...input }, session)).list as Row[];

  beforeAll(async () => {
    server = await createServer({ dataDir: 'memory://', quiet: true, now: () => new Date(2026, 10, 26, 9, 30, 0), ...(databaseUrl ? { databaseUrl } : {}) });
    api = testClient(server);
    admin = await api.login('admin', 'Admin123');
  });
  afterAll(async () => server?.close());

  describe('devices and the offline warning', () => {
    it('stamps the time a device goes offline; back online it leaves the offline list', async () => {
      const [device] = await list('/wallet/equipment/list', { onlineStatus: 'online' });
      await ok('/wallet/equipment/offline', { id: device!.id });
      const offline = await list('/wallet/equipment/list', { onlineStatus: 'offline' });
      expect(offline.find((d) => d.id === device!.id)).toMatchObject({ onlineStatus: 'offline', offlineSince: '2026-11-26 09:30:00' });

      await ok('/wallet/equipment/online', { id: device!.id });
      const after = await list('/wallet/equipment/list', { onlineStatus: 'offline' });
      expect(after.some((d) => d.id === device!.id)).toBe(false);
    });

    it('filters the offline devices by merchant', async () => {
      const offline = await list('/wallet/equipment/list', { onlineStatus: 'offline' });
      expect(offline.length).toBeGreaterThan(0);
      const merchantId = offline[0]!.merchantId;
      const mine = await list('/wallet/equipment/list', { onlineStatus: 'offline', merchantId: String(merchantId) });
      expect(mine.length).toBeGreaterThan(0);
      expect(mine.every((d) => d.merchantId === merchantId && d.onlineStatus === 'offline')).toBe(true);
    });

    it('refuses taking an offline device offline again, and changes nothing', async () => {
      const [device] = await list('/wallet/equipment/list', { onlineStatus: 'offline' });
      const res = await send('/wallet/equipment/offline', { id: device!.id });
      expect(res.code).toBe(409);
    });
  });

  describe('key cabinets and printers (our additions)', () => {
    it('are seeded and stored with their settings', async () => {
      const cabinets = await list('/merchant/keyCabinet/list');
      expect(cabinets.length).toBeGreaterThanOrEqual(4);
      const [m] = await list('/merchant/merchant/list');
      await ok('/merchant/keyCabinet/add', {
        name: `东门钥匙柜${run}`, sn: `KC-${run}-1`, merchantId: m!.id, orgId: m!.orgId, slots: 24, openMode: 'code', keepHours: 48, status: 1,
      });
      const stored = await list('/merchant/keyCabinet/list', { name: `东门钥匙柜${run}` });
      expect(stored[0]).toMatchObject({ sn: `KC-${run}-1`, slots: 24, openMode: 'code', keepHours: 48, merchantName: m!.name });
      const printers = await list('/merchant/printConfig/list', { brand: 'feie' });
      expect(printers.length).toBeGreaterThan(0);
      expect(printers.every((p) => p.brand === 'feie' && [58, 80].includes(Number(p.paperWidth)))).toBe(true);
    });

    it('refuses a serial already used and out-of-range settings with the message on the field', async () => {
      const [taken] = await list('/merchant/keyCabinet/list');
      const [m] = await list('/merchant/merchant/list');
      const base = { name: `西门钥匙柜${run}`, merchantId: m!.id, orgId: m!.orgId, slots: 12, openMode: 'scan', keepHours: 24, status: 1 };
      const dup = await send('/merchant/keyCabinet/add', { ...base, sn: taken!.sn });
      expect(dup.code).not.toBe(200);
      expect(dup.code).toBeLessThan(500);
      expect((dup.data as Row | null)?.field).toBe('sn');
      const many = await send('/merchant/keyCabinet/add', { ...base, sn: `KC-${run}-2`, slots: 500 });
      expect(many.code).toBe(400);
      expect((many.data as Row | null)?.field).toBe('slots');
      const copies = await send('/merchant/printConfig/add', {
        printerName: '后厨打印机', brand: 'feie', printerSn: `PR-${run}`, merchantId: m!.id, orgId: m!.orgId, paperWidth: 58, copies: 9, autoPrint: 1,
      });
      expect(copies.code).toBe(400);
      expect((copies.data as Row | null)?.field).toBe('copies');
    });
  });

  describe('merchants and refunds', () => {
    it('disables and enables a merchant, and refuses reopening a closed one', async () => {
      const [open] = await list('/merchant/merchant/list', { status: 'open' });
      await ok('/merchant/merchant/updateStatus', { id: open!.id, status: 'suspended' });
      expect((await list('/merchant/merchant/list', { name: String(open!.name) }))[0]).toMatchObject({ status: 'suspended' });
      await ok('/merchant/merchant/updateStatus', { id: open!.id, status: 'open' });
      expect((await list('/merchant/merchant/list', { name: String(open!.name) }))[0]).toMatchObject({ status: 'open' });
      const [closed] = await list('/merchant/merchant/list', { status: 'closed' });
      expect((await send('/merchant/merchant/updateStatus', { id: closed!.id, status: 'open' })).code).toBe(409);
    });

    it('lets only a holder of the refund key refund a collection', async () => {
      const merchant = await api.login('merchant', 'Merchant123');
      const finance = await api.login('finance', 'Finance123');
      // A collection the finance login sees (its data scope).
      const [paid] = await list('/collection/web/collection/list', { status: 'paid' }, finance);
      expect((await send('/collection/web/collection/refund', { id: paid!.id, refundReason: '重复付款' }, merchant)).code).toBe(403);
      await ok('/collection/web/collection/refund', { id: paid!.id, refundReason: '重复付款' }, finance);
      const [after] = await list('/collection/web/collection/list', { orderNo: String(paid!.orderNo) });
      expect(after).toMatchObject({ status: 'refunded', refundReason: '重复付款' });
    });
  });

  describe('sales targets (our addition, 目标完成)', () => {
    it('are seeded per project and month, and one project has one target a month', async () => {
      const targets = await list('/flashdeliver/web/salesTarget/list', { month: '2026-11' });
      expect(targets.length).toBeGreaterThanOrEqual(4);
      const [first] = targets;
      const dup = await send('/flashdeliver/web/salesTarget/add', { orgId: first!.orgId, month: '2026-11', targetAmount: '100.00' });
      expect(dup).toMatchObject({ code: 409, data: { field: 'month' } });
      expect(dup.msg).toContain('2026-11');
    });

    it('refuses a month not written yyyy-MM on the month field, and stores a good one exactly', async () => {
      const [first] = await list('/flashdeliver/web/salesTarget/list');
      const bad = await send('/flashdeliver/web/salesTarget/add', { orgId: first!.orgId, month: '2026-13', targetAmount: '100.00' });
      expect(bad).toMatchObject({ code: 400, data: { field: 'month' } });
      await ok('/flashdeliver/web/salesTarget/add', { orgId: first!.orgId, month: farMonth, targetAmount: '1234.56' });
      const [stored] = await list('/flashdeliver/web/salesTarget/list', { month: farMonth });
      expect(Number(stored!.targetAmount).toFixed(2)).toBe('1234.56');
      // Editing it to a month the project already has is refused the same way.
      const moved = await send('/flashdeliver/web/salesTarget/update', { id: stored!.id, month: '2026-11' });
      expect(moved).toMatchObject({ code: 409, data: { field: 'month' } });
      await ok('/flashdeliver/web/salesTarget/update', { id: stored!.id, targetAmount: '2000.00' });
    });
  });
});
