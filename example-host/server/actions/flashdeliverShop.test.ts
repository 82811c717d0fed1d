/**
 * The cloud shop's meal areas, news and product library (our additions) on PGlite: publishing a
 * news item stamps its time and happens once (409 after); a project operator sees only its own
 * project's meal areas and news; a library barcode is unique.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClient, type TestClient } from '../api/testClient';
import { createServer, type ReferenceServer } from '../createServer';
import type { Row } from '../types';

const W = '/flashdeliver/web';

describe('cloud shop meal areas, news and product library', () => {
  let server: ReferenceServer;
  let api: TestClient;
  let admin: string;
  const form = (path: string, body: Row, session = admin) => api.call('POST', `${W}${path}`, { form: body, session });
  const list = async (path: string, session = admin): Promise<Row[]> => (await form(path, { pageNum: 1, pageSize: 500 }, session)).body!.data.list as Row[];

  beforeAll(async () => {
    server = await createServer({ dataDir: 'memory://', quiet: true });
    api = testClient(server);
    admin = await api.login('admin', 'Admin123');
  }, 180_000);
  afterAll(() => server?.close());

  it('stamps the publish time when a news item is published, once', async () => {
    const draft = (await list('/shopArticle/list')).find((a) => a.publishStatus === 'draft')!;
    expect(draft.publishTime ?? null).toBeNull();
    const res = await form('/shopArticle/publishArticle', { id: draft.id, publishStatus: 'published' });
    expect(res.body?.code, res.body?.msg).toBe(200);
    const after = (await list('/shopArticle/list')).find((a) => a.id === draft.id)!;
    expect(after).toMatchObject({ publishStatus: 'published', publishTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/) });
    expect((await form('/shopArticle/publishArticle', { id: draft.id, publishStatus: 'published' })).body?.code).toBe(409);
  });

  it("shows a project operator only its own project's meal areas and news", async () => {
    const operator = await api.login('operator', 'Operator123');
    for (const path of ['/mealArea/list', '/shopArticle/list']) {
      const mine = await list(path, operator);
      const all = await list(path);
      expect(new Set(mine.map((r) => r.orgId)).size, path).toBeLessThanOrEqual(1);
      expect(mine.length, path).toBeLessThan(all.length);
    }
  });

  it('refuses a second library product with the same barcode', async () => {
    const [p] = await list('/productLibrary/list');
    const dup = await form('/productLibrary/add', { barcode: p!.barcode, name: '重复条码', categoryId: p!.categoryId, spec: '1个', unit: '个', refPrice: '1.00' });
    expect(dup.body?.code).not.toBe(200);
    const ok = await form('/productLibrary/add', { barcode: '6900000000017', name: '测试商品', categoryId: p!.categoryId, spec: '1个', unit: '个', refPrice: '1.00' });
    expect(ok.body?.code, ok.body?.msg).toBe(200);
  });
});
