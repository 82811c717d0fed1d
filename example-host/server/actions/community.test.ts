import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type ReferenceServer } from '../createServer';
import { tableName } from '../db/migrate';
import { testClient, type TestClient } from '../api/testClient';
import type { Row } from '../types';
import { isResidentIdNo } from './community';

// PGlite always; PostgreSQL too with TEST_DATABASE_URL (the reply handler locks and updates in SQL).
const backends: [string, string | undefined][] = [['PGlite', undefined]];
if (process.env.TEST_DATABASE_URL) backends.push(['PostgreSQL', process.env.TEST_DATABASE_URL]);

describe.each(backends)('community handlers on %s', (_name, databaseUrl) => {
  let server: ReferenceServer;
  let api: TestClient;
  let admin: string;
  beforeAll(async () => {
    server = await createServer({ dataDir: 'memory://', quiet: true, ...(databaseUrl ? { databaseUrl } : {}) });
    api = testClient(server);
    admin = await api.login('admin', 'Admin123');
  });
  afterAll(() => server?.close());
  const rows = (key: string, where = '', params: unknown[] = []): Promise<Row[]> =>
    server.db.query(`select * from ${tableName(server.idx.resource(key))} where "_deleted" = false ${where} order by "id"`, params);
  const post = (path: string, form: Record<string, unknown>) => api.call('POST', path, { form: form as never, session: admin });

  describe('complaint replies and handling', () => {
    it('a reply is signed by the operator and moves a pending bill to 已回复; 办结 then closes it', async () => {
      const [bill] = await rows('comment.commentBill', `and "status" = 'pending'`);
      const res = await post('/comment/commentBillReply/add', { billId: bill!.id, content: '已安排保洁处理', replier: '冒名' });
      expect(res.body).toMatchObject({ code: 200, data: { billId: bill!.id, content: '已安排保洁处理' } });
      expect(res.body!.data).toMatchObject({ replier: expect.not.stringMatching('冒名') });
      const [after] = await rows('comment.commentBill', 'and "id" = $1', [bill!.id]);
      expect(after!.status).toBe('replied');
      expect((await post(`/comment/commentBill/finish`, { id: bill!.id })).body!.code).toBe(200);
      const [closed] = await rows('comment.commentBill', 'and "id" = $1', [bill!.id]);
      expect(closed!.status).toBe('closed');
    });

    it('refuses a reply to a closed bill and an empty reply, storing nothing', async () => {
      const [closed] = await rows('comment.commentBill', `and "status" = 'closed'`);
      const before = (await rows('comment.commentBillReply')).length;
      const refused = await post('/comment/commentBillReply/add', { billId: closed!.id, content: '补充说明' });
      expect(refused.body).toMatchObject({ code: 409, msg: expect.stringContaining('已办结') });
      const empty = await post('/comment/commentBillReply/add', { billId: closed!.id, content: '   ' });
      expect(empty.body!.code).toBe(400);
      expect(await rows('comment.commentBillReply')).toHaveLength(before);
    });

    it('assigning a department starts handling; a pending bill cannot be closed directly', async () => {
      const [bill] = await rows('comment.commentBill', `and "status" = 'pending'`);
      expect((await post('/comment/commentBill/finish', { id: bill!.id })).body).toMatchObject({ code: 409 });
      const [dept] = await rows('organisation.department');
      const res = await post('/comment/commentBill/assign', { id: bill!.id, deptId: dept!.id });
      expect(res.body!.code).toBe(200);
      const [after] = await rows('comment.commentBill', 'and "id" = $1', [bill!.id]);
      expect(after).toMatchObject({ status: 'processing', deptId: dept!.id });
      expect((await post('/comment/commentBill/assign', { id: bill!.id, deptId: 999999 })).body!.code).not.toBe(200);
    });
  });

  describe('lost and found claims (our addition)', () => {
    it('checks the ID number: 18 characters with a valid check digit and birth date', () => {
      expect(isResidentIdNo('11010519491231002X')).toBe(true);
      expect(isResidentIdNo('110105194912310021')).toBe(false);
      expect(isResidentIdNo('110105194913310028')).toBe(false);
      expect(isResidentIdNo('1101051949123100')).toBe(false);
    });

    it('records the claimant on an unclaimed item and refuses a bad ID number on its field', async () => {
      const [item] = await rows('lostfound.lostItem', `and "status" = 'unclaimed'`);
      const bad = await post('/lostfound/lostItem/claim', { id: item!.id, claimantName: '王五', claimantPhone: '13800138000', claimantIdNo: '110105194912310021' });
      expect(bad.body).toMatchObject({ code: 400, msg: '认领人身份证号不正确' });
      const [still] = await rows('lostfound.lostItem', 'and "id" = $1', [item!.id]);
      expect(still!.status).toBe('unclaimed');
      const ok = await post('/lostfound/lostItem/claim', { id: item!.id, claimantName: '王五', claimantPhone: '13800138000', claimantIdNo: '11010519491231002x' });
      expect(ok.body!.code).toBe(200);
      const [after] = await rows('lostfound.lostItem', 'and "id" = $1', [item!.id]);
      expect(after).toMatchObject({ status: 'claimed', claimantName: '王五', claimantPhone: '13800138000', claimantIdNo: '11010519491231002X', claimTime: expect.anything() });
      const again = await post('/lostfound/lostItem/claim', { id: item!.id, claimantName: '赵六', claimantPhone: '13800138001', claimantIdNo: '11010519491231002X' });
      expect(again.body!.code).toBe(409);
    });
  });
});
