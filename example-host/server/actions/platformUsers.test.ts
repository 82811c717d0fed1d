import { describe, expect, it } from 'vitest';
import { useAdminServer } from '../api/adminServer';

const s = useAdminServer();
const user = async (loginName: string) => (await s.rows('platform.webUser', 'and "loginName" = $1', [loginName]))[0]!;

describe('platform users (our additions)', () => {
  it('resetPassword refuses a password outside the rule on its field, then sets it and ends the sessions', async () => {
    const u = await user('project');
    const old = await s.api.login('project', 'Project123');
    const weak = await s.post('/web/user/resetPassword', { id: u.id, password: 'abcdefgh' });
    expect(weak.body).toMatchObject({ code: 400, msg: '新密码需为8-32位，且同时包含大写字母、小写字母和数字', data: { field: 'password' } });
    expect((await s.api.call('GET', '/user/profile', { session: old })).body!.code).toBe(200);
    const ok = await s.post('/web/user/resetPassword', { id: u.id, password: 'Newpass2026' });
    expect(ok.body!.code).toBe(200);
    expect((await s.api.call('GET', '/user/profile', { session: old })).body!.code).toBe(401);
    await expect(s.api.login('project', 'Project123')).rejects.toThrow();
    expect(await s.api.login('project', 'Newpass2026')).toBeTruthy();
    expect((await s.post('/web/user/resetPassword', { id: 99999999, password: 'Newpass2026' })).body!.code).toBe(404);
  });

  it('switchStatus disables a user, who can no longer sign in, and enables it again', async () => {
    const u = await user('merchant');
    expect((await s.post('/web/user/switchStatus', { id: u.id, status: 0 })).body!.code).toBe(200);
    expect((await user('merchant')).status).toBe(0);
    await expect(s.api.login('merchant', 'Merchant123')).rejects.toThrow();
    expect((await s.post('/web/user/switchStatus', { id: u.id, status: 1 })).body!.code).toBe(200);
    expect(await s.api.login('merchant', 'Merchant123')).toBeTruthy();
  });
});

describe('switchStatus on oneself', () => {
  it('is refused with the status field named, and the account stays enabled', async () => {
    const admin = await user('admin');
    expect((await s.post('/web/user/switchStatus', { id: admin.id, status: 0 })).body).toMatchObject({ code: 409, msg: '不能停用当前登录的账号' });
    expect((await user('admin')).status).toBe(1);
  });
});
