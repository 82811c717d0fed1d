/**
 * Secret fields (AppSecret, SMS and mail keys) are write-only for every resource alike: answers
 * carry null in their place, an update that leaves one blank keeps it, a new value is stored as
 * given (the server needs it to call WeChat or the SMS provider), and an add still requires it.
 */
import { describe, expect, it } from 'vitest';
import { useAdminServer } from '../api/adminServer';

const s = useAdminServer();
const data = async (p: Promise<{ body?: { code: number; msg: string; data: unknown } | null }>) => {
  const body = (await p).body!;
  expect(body.code, body.msg).toBe(200);
  return body.data as Record<string, unknown> & { list?: Record<string, unknown>[] };
};

describe('secret fields', () => {
  it('never come back from list, get or update: the value is null whether one is stored or not', async () => {
    const [account] = await s.rows('wechat.webPublic');
    expect(account!.appSecret).toBeTruthy();
    const list = await data(s.post('/wechat/web/public/list', { pageNum: 1, pageSize: 50 }));
    expect(list.list!.length).toBeGreaterThan(0);
    for (const row of list.list!) expect(row).toMatchObject({ appSecret: null, token: null, encodingAesKey: null });
    const one = await data(s.get(`/wechat/web/public/${account!.id}`));
    expect(one).toMatchObject({ id: account!.id, name: account!.name, appSecret: null });
    const sms = await data(s.post('/notify/mobileConfig/list', { pageNum: 1, pageSize: 50 }));
    for (const row of sms.list!) expect(row.accessSecret).toBeNull();
  });

  it('keeps the stored secret when an edit leaves it blank, and stores a new one as given', async () => {
    const [account] = await s.rows('wechat.webPublic');
    const before = account!.appSecret;
    const renamed = await data(s.post('/wechat/web/public/update', { id: account!.id, name: '改名后的公众号', appSecret: '', token: '' }));
    expect(renamed).toMatchObject({ name: '改名后的公众号', appSecret: null });
    const [after] = await s.rows('wechat.webPublic', 'and "id" = $1', [account!.id]);
    expect(after).toMatchObject({ name: '改名后的公众号', appSecret: before, token: account!.token });

    await data(s.post('/wechat/web/public/update', { id: account!.id, appSecret: 'a-new-secret-of-32-characters-ok' }));
    const [changed] = await s.rows('wechat.webPublic', 'and "id" = $1', [account!.id]);
    expect(changed!.appSecret).toBe('a-new-secret-of-32-characters-ok');
  });

  it('still requires a required secret when a row is added', async () => {
    const res = await s.post('/wechat/web/public/add', { name: '新公众号', appId: 'wx1234567890abcdef', type: 2, appSecret: '' });
    expect(res.body).toMatchObject({ code: 400, msg: 'AppSecret不能为空', data: { field: 'appSecret' } });
    const added = await data(s.post('/wechat/web/public/add', { name: '新公众号', appId: 'wx1234567890abcdef', type: 2, appSecret: 's3cret' }));
    expect(added.appSecret).toBeNull();
    expect((await s.rows('wechat.webPublic', 'and "id" = $1', [added.id]))[0]!.appSecret).toBe('s3cret');
  });

  it('cannot be used to filter or sort a list (no oracle for guessing a secret)', async () => {
    const [account] = await s.rows('wechat.webPublic');
    const all = await data(s.post('/wechat/web/public/list', { pageNum: 1, pageSize: 50 }));
    const probed = await data(s.post('/wechat/web/public/list', { pageNum: 1, pageSize: 50, appSecret: String(account!.appSecret) }));
    expect(probed.list!.length).toBe(all.list!.length);
    expect((await s.post('/wechat/web/public/list', { orderBy: 'appSecret' })).body?.code).toBe(400);
  });
});
