/**
 * The notice centre on the reference server: a decided message goes back to 待审核 when edited
 * (with the editor as requester, so the editor cannot approve it), a sent one is not edited, a
 * banner's schedule ends after it starts, and the image group takes pictures only, storing nothing
 * it refuses.
 */
import { describe, expect, it } from 'vitest';
import { writableFields } from '../../../src/contract';
import { useAdminServer } from '../api/adminServer';
import { tableName } from '../db/migrate';
import { DEMO_LOGINS } from '../seed/demoUsers';
import type { Row } from '../types';
import { APPROVED_MESSAGES } from './notices';

const s = useAdminServer();
const sessions = new Map<string, string>();
async function session(loginName: string): Promise<string> {
  let cookie = sessions.get(loginName);
  if (!cookie) sessions.set(loginName, (cookie = await s.api.login(loginName, DEMO_LOGINS.find((d) => d.loginName === loginName)!.password)));
  return cookie;
}
const call = async (path: string, form: Row, cookie: string) => (await s.api.call('POST', path, { form, session: cookie })).body!;
const one = async (key: string, id: unknown) => (await s.rows(key, 'and "id" = $1', [id]))[0]!;

describe('message approval after edits', () => {
  it.each(APPROVED_MESSAGES.map((k) => [k]))('%s: an edit after a decision asks for approval again, by someone else', async (key) => {
    const base = `/notify/${key.split('.')[1]}`;
    const auditor = await session('auditor');
    // A new message like one the approver may see (same project: its data scope), then rejected.
    const listed = await call(`${base}/list`, { pageSize: 1 }, auditor);
    const like = await one(key, (listed.data.list as Row[])[0]!.id);
    const payload = Object.fromEntries(writableFields(s.server.idx.resource(key)).map(([n]) => [n, like[n]]).filter(([, v]) => v !== null && v !== undefined));
    const added = await call(`${base}/add`, payload, s.admin);
    expect(added.code, added.msg).toBe(200);
    const rejected = await call(`${base}/approval`, { id: added.data.id, auditStatus: 'rejected', auditRemark: '请补充时间地点' }, auditor);
    expect(rejected.code, rejected.msg).toBe(200);
    const decided = added.data as Row;
    const edited = await call(`${base}/update`, { id: decided!.id, title: '补充时间地点后重新提交' }, s.admin);
    expect(edited.code, edited.msg).toBe(200);
    const stored = await one(key, decided!.id);
    expect(stored).toMatchObject({ auditStatus: 'pending', auditRemark: null, auditTime: null, title: '补充时间地点后重新提交' });
    // The editor is now the author: admin (who holds every key) may not approve it, another approver may.
    expect(await call(`${base}/approval`, { id: decided!.id, auditStatus: 'approved' }, s.admin)).toMatchObject({ code: 403 });
    const approved = await call(`${base}/approval`, { id: decided!.id, auditStatus: 'approved', auditRemark: '同意' }, auditor);
    expect(approved.code, approved.msg).toBe(200);
    expect(await one(key, decided!.id)).toMatchObject({ auditStatus: 'approved', auditRemark: '同意' });
    // The approver changing the approved text makes it theirs to wait for someone else.
    expect((await call(`${base}/update`, { id: decided!.id, title: '审核后又改了' }, auditor)).code).toBe(200);
    expect(await one(key, decided!.id)).toMatchObject({ auditStatus: 'pending', requesterName: '周敏' });
    expect(await call(`${base}/approval`, { id: decided!.id, auditStatus: 'approved' }, auditor)).toMatchObject({ code: 403 });
  });

  it('refuses to edit a message already sent (409), changing nothing', async () => {
    const [sent] = await s.rows('notify.mobileMessage', 'and "sendStatus" = $1', ['sent']);
    const res = await call('/notify/mobileMessage/update', { id: sent!.id, content: '改过的短信' }, await session('project'));
    expect(res).toMatchObject({ code: 409, msg: '消息已发送，不能修改' });
    expect(await one('notify.mobileMessage', sent!.id)).toMatchObject({ content: sent!.content, auditStatus: sent!.auditStatus });
  });

  it('keeps a pending message pending on edit, with the editor as requester', async () => {
    const [pending] = await s.rows('notify.appNotice', 'and "auditStatus" = $1', ['pending']);
    const res = await call('/notify/appNotice/update', { id: pending!.id, title: '改标题' }, await session('auditor'));
    expect(res.code, res.msg).toBe(200);
    expect(await one('notify.appNotice', pending!.id)).toMatchObject({ auditStatus: 'pending', requesterName: '周敏' });
  });
});

describe('banners', () => {
  const banner = { title: '夏季游泳池开放', imageUrl: '/super_cloud/api/common/file/geturl/9.jpg', linkUrl: 'https://m.example.com/pool', sort: 1 };

  it('refuses an end before the start on add and update, on endTime, storing nothing', async () => {
    const before = (await s.rows('notify.banner')).length;
    const bad = await call('/notify/banner/add', { ...banner, startTime: '2026-07-01 00:00:00', endTime: '2026-06-30 23:59:59' }, s.admin);
    expect(bad).toMatchObject({ code: 400, msg: '结束时间必须晚于开始时间', data: { field: 'endTime' } });
    expect((await s.rows('notify.banner')).length).toBe(before);
    const ok = await call('/notify/banner/add', { ...banner, startTime: '2026-07-01 00:00:00', endTime: '2026-08-31 23:59:59' }, s.admin);
    expect(ok.code, ok.msg).toBe(200);
    // An update that moves only the start past the stored end is refused too.
    expect(await call('/notify/banner/update', { id: ok.data.id, startTime: '2026-09-01 00:00:00' }, s.admin)).toMatchObject({ code: 400, data: { field: 'endTime' } });
    expect(await call('/notify/banner/update', { id: ok.data.id, startTime: '2026-06-01 00:00:00' }, s.admin)).toMatchObject({ code: 200 });
  });

  it('refuses a link that is not http(s) and a script image URL', async () => {
    const times = { startTime: '2026-07-01 00:00:00', endTime: '2026-08-31 23:59:59' };
    expect(await call('/notify/banner/add', { ...banner, ...times, linkUrl: 'javascript:alert(1)' }, s.admin)).toMatchObject({ code: 400 });
    expect(await call('/notify/banner/add', { ...banner, ...times, imageUrl: 'javascript:alert(1)' }, s.admin)).toMatchObject({ code: 400 });
  });
});

describe('image uploads', () => {
  const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
  const PDF = new TextEncoder().encode('%PDF-1.4\n');
  const upload = (name: string, bytes: Uint8Array, group: string) => {
    const form = new FormData();
    form.append('group', group);
    form.append('file', new Blob([bytes as BlobPart]), name);
    return s.api.call('POST', '/common/file/upload', { multipart: form, session: s.admin });
  };
  const count = async () => Number((await s.server.db.query(`select count(*)::int as n from ${tableName(s.server.idx.resource('common.file'))}`))[0]!.n);

  it('takes pictures only, up to 2 MB, and stores nothing it refuses', async () => {
    const before = await count();
    expect((await upload('notice.pdf', PDF, 'image')).body).toMatchObject({ code: 400, msg: '图片仅支持 png、jpg、gif、webp、bmp 格式' });
    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set(PNG);
    expect((await upload('big.png', big, 'image')).body).toMatchObject({ code: 413, msg: '图片大小不能超过2MB' });
    expect(await count()).toBe(before);
    expect((await upload('notice.pdf', PDF, 'default')).body!.code).toBe(200);
    expect((await upload('banner.png', PNG, 'image')).body!.code).toBe(200);
    expect(await count()).toBe(before + 2);
  });
});
