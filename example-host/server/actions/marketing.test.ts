/**
 * 营销中心 on PGlite and (with TEST_DATABASE_URL) on PostgreSQL: a batch is published with its
 * stock, issued to users with the stock taken in one conditional statement (never below zero, even
 * with parallel issues) and each user's limit kept; a received coupon is used once on an order
 * meeting its threshold; getCouponInfo answers the batch; a non-admin sees only its projects' batches.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClient, type TestClient } from '../api/testClient';
import { createServer, type ReferenceServer } from '../createServer';
import { tableName } from '../db/migrate';
import type { Row } from '../types';
import { couponDeduction } from './marketing';

const backends: [string, string | undefined][] = [['PGlite', undefined]];
if (process.env.TEST_DATABASE_URL) backends.push(['PostgreSQL', process.env.TEST_DATABASE_URL]);

describe('couponDeduction', () => {
  it('takes the face value, the discount or the threshold refusal in whole fen', () => {
    expect(couponDeduction({ type: 'full', amount: 20, minSpend: 100 }, 12000n)).toBe(2000n);
    expect(couponDeduction({ type: 'cash', amount: 10, minSpend: 0 }, 650n)).toBe(650n);
    expect(couponDeduction({ type: 'discount', discount: 8.5, minSpend: 0 }, 10001n)).toBe(1500n);
    expect(() => couponDeduction({ type: 'full', amount: 20, minSpend: 100 }, 9999n)).toThrow('未达到使用门槛100.00元');
  });
});

describe.each(backends)('marketing on %s', (_name, databaseUrl) => {
  let server: ReferenceServer;
  let api: TestClient;
  let admin: string;
  let orgId: number;
  let users: Row[];
  const t = (key: string) => tableName(server.idx.resource(key));
  const post = (path: string, form: Row, session = admin) => api.call('POST', path, { form, session });
  const batch = async (over: Row = {}): Promise<Row> => {
    const res = await post('/coupon/coupon/add', {
      name: `测试券${Math.random().toString(36).slice(2, 8)}`, orgId, type: 'full', amount: '20', minSpend: '100',
      startDate: '2020-01-01', endDate: '2099-12-31', total: 5, perUserLimit: 1, ...over,
    });
    expect(res.body).toMatchObject({ code: 200 });
    return res.body!.data as Row;
  };
  const published = async (over: Row = {}) => {
    const b = await batch(over);
    const res = await post('/coupon/coupon/publishCoupon', { id: b.id });
    expect(res.body).toMatchObject({ code: 200, data: { status: 'published', remaining: Number(over.total ?? 5) } });
    return b;
  };
  const stock = async (id: unknown) => Number((await server.db.query(`select "remaining" from ${t('marketing.coupon')} where "id" = $1`, [id]))[0]!.remaining);
  const receipts = async (id: unknown) => server.db.query(`select * from ${t('marketing.couponReceipt')} where "couponId" = $1 order by "id"`, [id]);

  beforeAll(async () => {
    server = await createServer({ dataDir: 'memory://', quiet: true, ...(databaseUrl ? { databaseUrl } : {}) });
    api = testClient(server);
    admin = await api.login('admin', 'Admin123');
    const [org] = await server.db.query(`select "id" from ${t('organisation.organization')} where "_deleted" = false order by "id" limit 1`);
    orgId = Number(org!.id);
    users = await server.db.query(`select "id", "name" from ${t('organisation.user')} where "orgId" = $1 and "_deleted" = false order by "id" limit 12`, [orgId]);
  }, 180_000);
  afterAll(() => server?.close());

  it('publishes a draft with its stock and refuses to edit, delete or publish it again', async () => {
    const b = await published();
    expect((await post('/coupon/coupon/update', { id: b.id, name: '改名' })).body).toMatchObject({ code: 409, msg: expect.stringContaining('只有草稿可以修改') });
    expect((await post(`/coupon/coupon/delete/${b.id}`, {})).body!.code).toBe(409);
    expect((await post('/coupon/coupon/publishCoupon', { id: b.id })).body!.code).toBe(409);
    const full = await post('/coupon/coupon/add', { name: '门槛不对', orgId, type: 'full', amount: '50', minSpend: '20', startDate: '2020-01-01', endDate: '2099-01-01', total: 1, perUserLimit: 1 });
    expect(full.body).toMatchObject({ code: 400, msg: '满减券的使用门槛须大于面额' });
  });

  it('issues to users: the stock drops by their number, each gets a receipt, all or none', async () => {
    const b = await published({ total: 3 });
    const three = users.slice(0, 3).map((u) => u.id);
    const res = await post('/coupon/coupon/issueCoupon', { id: b.id, userIds: three.join(',') });
    expect(res.body).toMatchObject({ code: 200, data: { issued: 3, remaining: 0 } });
    expect(await stock(b.id)).toBe(0);
    expect((await receipts(b.id)).map((r) => [r.userId, r.status, r.channel])).toEqual(three.map((id) => [id, 'unused', 'issued']));
    const more = await post('/coupon/coupon/issueCoupon', { id: b.id, userIds: String(users[3]!.id) });
    expect(more.body).toMatchObject({ code: 409, msg: expect.stringContaining('库存不足') });
    expect(await stock(b.id)).toBe(0);
    expect(await receipts(b.id)).toHaveLength(3);
  });

  it('keeps the per-user limit and leaves the stock untouched when refusing', async () => {
    const b = await published({ total: 10, perUserLimit: 2 });
    const u = users[0]!.id;
    expect((await post('/coupon/coupon/issueCoupon', { id: b.id, userIds: `${u}` })).body!.code).toBe(200);
    expect((await post('/coupon/coupon/issueCoupon', { id: b.id, userIds: `${u}` })).body!.code).toBe(200);
    const third = await post('/coupon/coupon/issueCoupon', { id: b.id, userIds: `${users[1]!.id},${u}` });
    expect(third.body).toMatchObject({ code: 409, msg: expect.stringContaining(String(users[0]!.name)) });
    expect(await stock(b.id)).toBe(8);
    expect(await receipts(b.id)).toHaveLength(2);
  });

  it('never issues more than the stock under parallel issues', async () => {
    const b = await published({ total: 4, perUserLimit: 5 });
    const answers = await Promise.all(users.slice(0, 10).map((u) => post('/coupon/coupon/issueCoupon', { id: b.id, userIds: String(u.id) })));
    expect(answers.filter((a) => a.body!.code === 200)).toHaveLength(4);
    expect(answers.filter((a) => a.body!.code !== 200).every((a) => a.body!.code === 409)).toBe(true);
    expect(await stock(b.id)).toBe(0);
    expect(await receipts(b.id)).toHaveLength(4);
  });

  it('keeps the per-user limit under parallel issues to the same user', async () => {
    const b = await published({ total: 10, perUserLimit: 1 });
    const u = users[5]!.id;
    const answers = await Promise.all(Array.from({ length: 6 }, () => post('/coupon/coupon/issueCoupon', { id: b.id, userIds: String(u) })));
    expect(answers.filter((a) => a.body!.code === 200)).toHaveLength(1);
    expect(await receipts(b.id)).toHaveLength(1);
    expect(await stock(b.id)).toBe(9);
  });

  it('uses a received coupon once, on an order that meets the threshold', async () => {
    const b = await published();
    await post('/coupon/coupon/issueCoupon', { id: b.id, userIds: String(users[6]!.id) });
    const [rec] = await receipts(b.id);
    const low = await post('/coupon/receive/useCoupon', { id: rec!.id, orderNo: 'DD001', orderAmount: '99.99' });
    expect(low.body).toMatchObject({ code: 400, msg: '订单金额未达到使用门槛100.00元' });
    const ok = await post('/coupon/receive/useCoupon', { id: rec!.id, orderNo: 'DD001', orderAmount: '120.50' });
    expect(ok.body).toMatchObject({ code: 200, data: { status: 'used', orderNo: 'DD001', orderAmount: 120.5, discountAmount: 20 } });
    const again = await post('/coupon/receive/useCoupon', { id: rec!.id, orderNo: 'DD002', orderAmount: '200' });
    expect(again.body).toMatchObject({ code: 409, msg: expect.stringContaining('已使用') });
    expect((await post('/coupon/receive/update', { id: rec!.id, orderNo: 'X' })).body!.code).not.toBe(200);
  });

  it('answers getCouponInfo with the batch, and 404 for a number that is no coupon', async () => {
    const b = await batch({ name: '查询用券' });
    const res = await post(`/coupon/coupon/getCouponInfo/${b.id}`, {});
    expect(res.body).toMatchObject({ code: 200, data: { id: b.id, name: '查询用券', type: 'full', amount: 20, minSpend: 100, total: 5, status: 'draft', orgId } });
    expect((await post('/coupon/coupon/getCouponInfo/999999', {})).body!.code).toBe(404);
  });

  it("shows a non-admin only its organisations' batches and receipts", async () => {
    const opcenter = await api.login('opcenter', 'Opcenter123');
    const login = await api.call('POST', '/user/login', { form: { loginName: 'opcenter', password: await api.sealed('Opcenter123') } });
    const allowed = new Set((login.body!.data.orgList as unknown[]).map(Number));
    expect(allowed.size).toBeGreaterThan(0);
    const own = await batch({ name: '运营中心的券', orgId: [...allowed][0] });
    const [outside] = await server.db.query(`select "id" from ${t('organisation.organization')} where "_deleted" = false and not ("id" = any($1)) order by "id" limit 1`, [[...allowed]]);
    const foreign = await batch({ name: '别的项目的券', orgId: outside!.id });
    const list = await post('/coupon/coupon/list', { pageSize: 200 }, opcenter);
    expect(list.body!.code).toBe(200);
    const all = await server.db.query(`select "id", "orgId" from ${t('marketing.coupon')} where "_deleted" = false`);
    const seen = (list.body!.data.list as Row[]).map((r) => Number(r.orgId));
    expect(all.map((r) => r.id)).toContain(foreign.id);
    expect(seen.every((o) => allowed.has(o))).toBe(true);
    expect((list.body!.data.list as Row[]).map((r) => r.id)).toContain(own.id);
    const other = foreign;
    expect((await post(`/coupon/coupon/getCouponInfo/${other.id}`, {}, opcenter)).body!.code).toBe(404);
    expect((await post('/coupon/coupon/issueCoupon', { id: other.id, userIds: String(users[0]!.id) }, opcenter)).body!.code).toBe(404);
    const recs = await post('/coupon/receive/list', { pageSize: 500 }, opcenter);
    expect((recs.body!.data.list as Row[]).every((r) => allowed.has(Number(r.orgId)))).toBe(true);
  });
});
