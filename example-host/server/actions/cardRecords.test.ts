import { describe, expect, it } from 'vitest';
import { useAdminServer } from '../api/adminServer';

const s = useAdminServer();
const records = (userId: unknown) => s.rows('organisation.cardRecord', 'and "v2UserId" = $1 and "operatorName" <> \'系统\'', [userId]);

describe('card steps of organisation users are recorded (实体卡记录, our addition)', () => {
  it('writes the step, the card number, who and when with each card call, in the same transaction', async () => {
    const [user] = await s.rows('organisation.v2User', 'and "cardStatus" = \'unbound\'');
    const gen = await s.post('/organisation/v2/user/generateCardNo', { id: user!.id });
    expect(gen.body?.code).toBe(200);
    const [afterGen] = await s.rows('organisation.v2User', 'and "id" = $1', [user!.id]);
    expect(afterGen!.cardStatus).toBe('generated');
    let rows = await records(user!.id);
    expect(rows.map((r) => r.action)).toEqual(['generate']);
    expect(rows[0]!.cardNo).toBe(afterGen!.cardNo);
    expect(rows[0]!.operatorName).toBeTruthy();
    expect(rows[0]!.createTime).toBeTruthy();

    expect((await s.post('/organisation/v2/user/activeCardNo', { id: user!.id })).body?.code).toBe(200);
    expect((await s.post('/organisation/v2/user/unBindCard', { id: user!.id })).body?.code).toBe(200);
    rows = await records(user!.id);
    expect(rows.map((r) => r.action)).toEqual(['generate', 'activate', 'unbind']);
    // The unbind cleared the user's card; its record keeps the number it unbound.
    expect(rows[2]!.cardNo).toBe(afterGen!.cardNo);
  });

  it('a refused step writes nothing', async () => {
    const [user] = await s.rows('organisation.v2User', 'and "cardStatus" = \'unbound\'');
    const before = (await records(user!.id)).length;
    const res = await s.post('/organisation/v2/user/cardLoss', { id: user!.id });
    expect(res.body?.code).not.toBe(200);
    expect(await records(user!.id)).toHaveLength(before);
  });

  it('lists through its own call, and identity types have plain CRUD', async () => {
    const list = await s.post('/organisation/cardRecord/list', { pageNum: 1, pageSize: 10 });
    expect(list.body?.code).toBe(200);
    expect((list.body?.data as { total: number }).total).toBeGreaterThan(0);
    const add = await s.post('/organisation/identityType/add', { name: '临时工', code: 'TEMP', sort: 9, status: 1 });
    expect(add.body?.code).toBe(200);
    const dup = await s.post('/organisation/identityType/add', { name: '临时工', code: 'TEMP2', sort: 9, status: 1 });
    expect(dup.body?.code).not.toBe(200);
    expect(typeof dup.body?.msg).toBe('string');
  });
});
