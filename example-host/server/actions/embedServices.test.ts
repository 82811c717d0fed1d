import { describe, expect, it } from 'vitest';
import { useAdminServer } from '../api/adminServer';
import type { Row } from '../types';
import { BASE_URL_REFUSED, checkBaseUrl } from './embedServices';

// PGlite by default; TEST_DATABASE_URL (an empty database) runs the same on PostgreSQL.
const s = useAdminServer(process.env.TEST_DATABASE_URL ? { databaseUrl: process.env.TEST_DATABASE_URL } : {});

describe('embedded page service bases (our addition)', () => {
  it('accepts only absolute http(s) bases without credentials', () => {
    expect(checkBaseUrl(' https://meet.example.com/web ')).toBe('https://meet.example.com/web');
    expect(checkBaseUrl('http://10.0.0.8:8080/')).toBe('http://10.0.0.8:8080/');
    for (const bad of ['javascript:alert(1)', 'JavaScript://example.com/%0aalert(1)', 'data:text/html,x', '/relative/path', 'ftp://files.example.com', 'https:example.com', 'mailto:a@b.c']) {
      expect(() => checkBaseUrl(bad), bad).toThrow(BASE_URL_REFUSED);
    }
    expect(() => checkBaseUrl('https://user:pw@example.com')).toThrow('用户名或密码');
    expect(() => checkBaseUrl('')).toThrow('请输入服务基础地址');
  });

  it('saves one base per service kind, replaces it, and refuses a bad one with nothing stored', async () => {
    const first = await s.post('/common/web/embedService/save', { service: 'meetingRoom', baseUrl: 'https://meet.example.com/web' });
    expect(first.body).toMatchObject({ code: 200, data: { service: 'meetingRoom', baseUrl: 'https://meet.example.com/web', operatorName: expect.any(String) } });
    const again = await s.post('/common/web/embedService/save', { service: 'meetingRoom', baseUrl: 'https://meet2.example.com/', remark: '新地址' });
    expect(again.body!.data).toMatchObject({ id: (first.body!.data as Row).id, baseUrl: 'https://meet2.example.com/', remark: '新地址' });

    const refused = await s.post('/common/web/embedService/save', { service: 'meetingRoom', baseUrl: 'javascript:alert(document.cookie)' });
    expect(refused.status).toBe(200);
    expect(refused.body).toMatchObject({ code: 400, msg: BASE_URL_REFUSED });
    expect(JSON.stringify(refused.body)).toContain('baseUrl');
    const kind = await s.post('/common/web/embedService/save', { service: 'mail', baseUrl: 'https://mail.example.com' });
    expect(kind.body!.code).toBe(400);

    const rows = await s.rows('common.embedService');
    expect(rows.map((r) => [r.service, r.baseUrl])).toEqual([['meetingRoom', 'https://meet2.example.com/']]);
  });

  it('is read by every logged-in user and set only by system management', async () => {
    await s.post('/common/web/embedService/save', { service: 'dingcan', baseUrl: 'https://dingcan.example.com/admin' });
    const finance = await s.api.login('finance', 'Finance123');
    const read = await s.api.call('POST', '/common/web/embedService/list', { form: {}, session: finance });
    expect(read.body!.code).toBe(200);
    expect((read.body!.data as Row[]).map((r) => r.service).sort()).toEqual(['dingcan', 'meetingRoom']);
    const write = await s.api.call('POST', '/common/web/embedService/save', { form: { service: 'dingcan', baseUrl: 'https://evil.example.com' }, session: finance });
    expect(write.body!.code).toBe(403);
    expect((await s.rows('common.embedService', `and "service" = 'dingcan'`))[0]!.baseUrl).toBe('https://dingcan.example.com/admin');
    const anon = await s.api.call('POST', '/common/web/embedService/list', { form: {} });
    expect(anon.body!.code).toBe(401);
  });

  it('clears a base by deleting its row', async () => {
    const [row] = await s.rows('common.embedService', `and "service" = 'dingcan'`);
    expect((await s.post(`/common/web/embedService/delete/${String(row!.id)}`, {})).body!.code).toBe(200);
    expect((await s.rows('common.embedService')).map((r) => r.service)).toEqual(['meetingRoom']);
    // and it can be set again afterwards (the unique index counts live rows only)
    expect((await s.post('/common/web/embedService/save', { service: 'dingcan', baseUrl: 'https://d.example.com' })).body!.code).toBe(200);
  });
});
