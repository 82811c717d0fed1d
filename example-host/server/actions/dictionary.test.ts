import { describe, expect, it } from 'vitest';
import { useAdminServer } from '../api/adminServer';
import type { Row } from '../types';

// PGlite by default; TEST_DATABASE_URL (an empty database) runs the same on PostgreSQL.
const s = useAdminServer(process.env.TEST_DATABASE_URL ? { databaseUrl: process.env.TEST_DATABASE_URL } : {});

describe('dictionary items and project dictionary items', () => {
  it('offers an item added under its group by getDictionaryItemByGroupCode, and only there', async () => {
    const added = await s.post('/basesetting/dictionaryItem/add', { groupCode: 'VISIT_REASON', name: '参观学习', value: 'study', sort: 9, status: 1 });
    expect(added.body!.code).toBe(200);
    const items = (await s.post('/basesetting/dictionaryItem/getDictionaryItemByGroupCode', { groupCode: 'VISIT_REASON' })).body!.data as Row[];
    expect(items.map((i) => i.name)).toContain('参观学习');
    const other = (await s.post('/basesetting/dictionaryItem/getDictionaryItemByGroupCode', { groupCode: 'PAY_CHANNEL' })).body!.data as Row[];
    expect(other.map((i) => i.name)).not.toContain('参观学习');
  });

  it('a project value takes the name of its item, which must be of the same group', async () => {
    const [org] = await s.rows('organisation.organization');
    const [visit] = await s.rows('basesetting.dictionaryItem', `and "groupCode" = 'VISIT_REASON'`);
    const [pay] = await s.rows('basesetting.dictionaryItem', `and "groupCode" = 'PAY_CHANNEL'`);
    const ok = await s.post('/basesetting/dictionaryOrgItem/add', { orgId: org!.id, groupCode: 'VISIT_REASON', itemId: visit!.id, value: '本项目取值', name: '伪造的名称' });
    expect(ok.body).toMatchObject({ code: 200, data: { name: visit!.name, itemId: visit!.id, groupCode: 'VISIT_REASON' } });

    const before = (await s.rows('basesetting.dictionaryOrgItem')).length;
    const wrong = await s.post('/basesetting/dictionaryOrgItem/add', { orgId: org!.id, groupCode: 'VISIT_REASON', itemId: pay!.id, value: 'x' });
    expect(wrong.body).toMatchObject({ code: 400, msg: expect.stringContaining('不属于字典组 VISIT_REASON') });
    const missing = await s.post('/basesetting/dictionaryOrgItem/add', { orgId: org!.id, groupCode: 'VISIT_REASON', itemId: 999999, value: 'x' });
    expect(missing.body!.code).toBe(400);
    expect((await s.rows('basesetting.dictionaryOrgItem')).length).toBe(before);

    const id = (ok.body!.data as Row).id;
    const [visit2] = await s.rows('basesetting.dictionaryItem', `and "groupCode" = 'VISIT_REASON' and "id" <> $1`, [visit!.id]);
    const moved = await s.post('/basesetting/dictionaryOrgItem/update', { id, itemId: visit2!.id, value: '新取值' });
    expect(moved.body).toMatchObject({ code: 200, data: { name: visit2!.name, value: '新取值' } });
    const refused = await s.post('/basesetting/dictionaryOrgItem/update', { id, itemId: pay!.id });
    expect(refused.body!.code).toBe(400);
    expect((await s.rows('basesetting.dictionaryOrgItem', 'and "id" = $1', [id]))[0]!.itemId).toBe(visit2!.id);
  });
});
