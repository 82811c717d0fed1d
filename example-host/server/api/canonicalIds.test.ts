/**
 * Ids as plain digits (issue 42 item 2): a loose spelling of an id or an integer answers 400 naming
 * the field before any guard or handler runs, on the caller's own rows too; canonical digits and
 * JSON integers work.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type ReferenceServer } from '../createServer';
import { tableName } from '../db/migrate';
import { testClient, type TestClient } from './testClient';

describe('canonical ids', () => {
  let server: ReferenceServer;
  let api: TestClient;
  let project: string;
  let own: number;
  beforeAll(async () => {
    server = await createServer({ dataDir: 'memory://', quiet: true });
    api = testClient(server);
    project = await api.login('project', 'Project123');
    const [u] = await server.db.query(`select "orgId" from ${tableName(server.idx.resource('platform.webUser'))} where "loginName" = 'project'`);
    const [b] = await server.db.query(`select "id" from ${tableName(server.idx.resource('organisation.build'))} where "orgId" = $1 and "_deleted" = false order by "id" limit 1`, [u!.orgId]);
    own = Number(b!.id);
  }, 120_000);
  afterAll(() => server?.close());

  const loose = (id: number) => [`${id}.0`, `${id / 10}e1`, `0x${id.toString(16)}`, `+${id}`, ` ${id}`, `${id}.`, `0${id}`, `${id}e0`, `-${id}`, '１'];

  it('refuses every loose spelling of an id with 400 naming the field, by body and by path, and changes nothing', async () => {
    const before = await server.db.query(`select * from ${tableName(server.idx.resource('organisation.build'))} where "id" = $1`, [own]);
    for (const spelled of loose(own)) {
      const byBody = await api.call('POST', '/organisation/build/update', { session: project, form: { id: spelled, name: '改名' } });
      expect(byBody.body, spelled).toMatchObject({ code: 400, data: { field: 'id' } });
      expect(byBody.body!.msg).toContain('正整数');
      const byPath = await api.call('GET', `/organisation/build/${encodeURIComponent(spelled)}`, { session: project });
      expect(byPath.body?.code, spelled).toBe(400);
    }
    expect(await server.db.query(`select * from ${tableName(server.idx.resource('organisation.build'))} where "id" = $1`, [own])).toEqual(before);
  });

  it('takes plain digits', async () => {
    expect((await api.call('GET', `/organisation/build/${own}`, { session: project })).body?.code).toBe(200);
    const form = await api.call('POST', '/organisation/build/update', { session: project, form: { id: String(own), name: '一号楼' } });
    expect(form.body?.code).toBe(200);
  });
});
