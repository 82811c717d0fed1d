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
