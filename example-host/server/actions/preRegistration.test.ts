/**
 * 预登记: 登记入册 creates the user once (a second call is 409 and creates nothing), and a
 * non-admin cannot register another organisation's announcement (404, nothing created).
 */
import { describe, expect, it } from 'vitest';
import { useAdminServer } from '../api/adminServer';

describe('pre-registrations', () => {
  const s = useAdminServer();
  const { rows, post } = s;

  it('registers a pending one once, creating its user in its project; a non-admin reaches only its own', async () => {
    const pending = await rows('organisation.preRegistration', 'and "status" = \'pending\'');
    const users = (await rows('organisation.user')).length;
    const first = pending[0]!;
    const ok = await post('/organisation/preRegistration/register', { id: first.id });
    expect(ok.body, ok.body?.msg).toMatchObject({ code: 200, data: { rows: [{ status: 'registered' }] } });
    const made = (await rows('organisation.user', 'and "id" = $1', [ok.body!.data.rows[0].userId]))[0];
    expect(made).toMatchObject({ name: first.name, phone: first.phone, orgId: first.orgId, userType: first.userType, status: 1 });
    expect((await post('/organisation/preRegistration/register', { id: first.id })).body!.code).toBe(409);
    expect(await rows('organisation.user')).toHaveLength(users + 1);

    const session = await s.api.login('project', 'Project123');
    const seen = await s.api.call('POST', '/organisation/preRegistration/list', { form: { pageNum: 1, pageSize: 100 }, session });
    const mine = new Set((seen.body!.data.list as { orgId: unknown }[]).map((r) => String(r.orgId)));
    const other = pending.find((p) => !mine.has(String(p.orgId)) && p.id !== first.id)!;
    const refused = await s.api.call('POST', '/organisation/preRegistration/register', { form: { id: other.id }, session });
    expect(refused.body!.code).toBe(404);
    expect(await rows('organisation.user')).toHaveLength(users + 1);
  });
});
