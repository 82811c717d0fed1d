import { describe, expect, it } from 'vitest';
import { useAdminServer } from '../api/adminServer';
import type { Row } from '../types';

const s = useAdminServer();

const merchantRole = async () => (await s.rows('platform.webRole', `and "name" = '商户管理员'`))[0]!;
const fn = async (code: string) => (await s.rows('platform.menu', 'and "code" = $1', [code]))[0]!;
const profilePerms = async (login: string, password: string) => {
  const session = await s.api.login(login, password);
  return (await s.api.call('GET', '/user/profile', { session })).body!.data.perms as string[];
};

describe('roleFunction/grant (our addition)', () => {
  it('reads the seeded grants of a role: the functions of the keys it holds', async () => {
    const role = await merchantRole();
    const res = await s.get(`/platform/roleFunction/role/${role.id}`);
    const granted = new Set((res.body!.data as Row[]).map((r) => Number(r.menuId)));
    expect(granted.has(Number((await fn('merchant/wallet')).id))).toBe(true);
    expect(granted.has(Number((await fn('merchant/wallet:add')).id))).toBe(true);
    expect(granted.has(Number((await fn('space')).id))).toBe(false);
  });

  it("replaces the role's grants and its permission keys, which the next sign-in gets", async () => {
    const role = await merchantRole();
    const space = await fn('space');
    const spaceAdd = await fn('space:add');
    const wallet = await fn('merchant/wallet');
    const res = await s.post('/platform/roleFunction/grant', { roleId: role.id, menuIds: [space.id, spaceAdd.id, wallet.id].join(',') });
    expect(res.body).toMatchObject({ code: 200 });
    const [after] = await s.rows('platform.webRole', 'and "id" = $1', [role.id]);
    // flashdeliver was granted through the catalogue and is now gone; keys are the codes granted.
    expect(String(after!.perms).split(',').sort()).toEqual(['merchant/wallet', 'space', 'space:add']);
    expect((await s.rows('platform.roleFunction', 'and "roleId" = $1', [role.id])).map((r) => Number(r.menuId)).sort((a, b) => a - b))
      .toEqual([space.id, spaceAdd.id, wallet.id].map(Number).sort((a, b) => a - b));
    expect(await profilePerms('merchant', 'Merchant123')).toEqual(['merchant/wallet', 'space', 'space:add']);
  });

  it('keeps keys no function carries (admin, app keys) when the grants change', async () => {
    const [adminRole] = await s.rows('platform.webRole', `and "name" = '超级管理员'`);
    await s.post('/platform/roleFunction/grant', { roleId: adminRole!.id, menuIds: String((await fn('space')).id) });
    const [after] = await s.rows('platform.webRole', 'and "id" = $1', [adminRole!.id]);
    expect(String(after!.perms).split(',').sort()).toEqual(['admin', 'space']);
  });

  it('refuses unknown functions and roles with the field named, changing nothing', async () => {
    const role = await merchantRole();
    const before = await s.rows('platform.roleFunction', 'and "roleId" = $1', [role.id]);
    const bad = await s.post('/platform/roleFunction/grant', { roleId: role.id, menuIds: '99999999' });
    expect(bad.body).toMatchObject({ code: 400, msg: '功能不存在：99999999' });
    const junk = await s.post('/platform/roleFunction/grant', { roleId: role.id, menuIds: '1,x' });
    expect(junk.body).toMatchObject({ code: 400, msg: '功能格式不正确' });
    const noRole = await s.post('/platform/roleFunction/grant', { roleId: 99999999, menuIds: '' });
    expect(noRole.body!.code).toBe(404);
    expect(await s.rows('platform.roleFunction', 'and "roleId" = $1', [role.id])).toEqual(before);
  });

  it('an empty grant leaves only the keys outside the catalogue', async () => {
    const role = await merchantRole();
    await s.post('/platform/roleFunction/grant', { roleId: role.id, menuIds: '' });
    const [after] = await s.rows('platform.webRole', 'and "id" = $1', [role.id]);
    expect(after!.perms).toBe('');
    expect(await profilePerms('merchant', 'Merchant123')).toEqual([]);
  });
});

describe('role templates (our addition)', () => {
  it('applies a template to organisations: roles created once, refreshed after, with the functions and keys', async () => {
    const [tpl] = await s.rows('platform.roleTemplate', `and "name" = '商户样板'`);
    const orgs = (await s.rows('organisation.organization')).slice(0, 2).map((o) => o.id);
    const first = await s.post('/platform/roleTemplate/applyToOrganisations', { id: tpl!.id, orgIds: orgs.join(',') });
    expect(first.body).toMatchObject({ code: 200, data: { organisations: 2, created: 2, updated: 0 } });
    const made = await s.rows('platform.webRole', `and "name" = '商户样板'`);
    expect(made.map((r) => r.orgId).sort()).toEqual([...orgs].sort());
    expect(String(made[0]!.perms).split(',')).toContain('merchant/wallet');
    const space = await fn('space');
    await s.post('/platform/roleTemplate/setFunctions', { id: tpl!.id, menuIds: String(space.id) });
    const again = await s.post('/platform/roleTemplate/applyToOrganisations', { id: tpl!.id, orgIds: orgs.join(',') });
    expect(again.body).toMatchObject({ data: { created: 0, updated: 2 } });
    expect((await s.rows('platform.webRole', `and "name" = '商户样板'`)).map((r) => r.perms)).toEqual(['space', 'space']);
  });

  it('refuses an empty or unknown organisation list and unknown functions', async () => {
    const [tpl] = await s.rows('platform.roleTemplate');
    expect((await s.post('/platform/roleTemplate/applyToOrganisations', { id: tpl!.id, orgIds: '' })).body).toMatchObject({ code: 400 });
    expect((await s.post('/platform/roleTemplate/applyToOrganisations', { id: tpl!.id, orgIds: '99999999' })).body!.code).toBe(404);
    expect((await s.post('/platform/roleTemplate/setFunctions', { id: tpl!.id, menuIds: '99999999' })).body).toMatchObject({ code: 400, msg: '功能不存在：99999999' });
  });
});
