/** The write kinds on real rows: get, add, update, save, delete (soft and physical) and deleteIds. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClient, type TestClient } from '../api/testClient';
import { createServer, type ReferenceServer } from '../createServer';
import { tableName } from '../db/migrate';
import type { Row } from '../types';

let server: ReferenceServer;
let api: TestClient;
let admin: string;
let orgId: number;
let companyId: number;

const post = async (path: string, input: Row = {}) => (await api.call('POST', path, { form: input, session: admin })).body!;
const get = async (path: string) => (await api.call('GET', path, { session: admin })).body!;
const ok = async (path: string, input: Row = {}) => {
  const body = await post(path, input);
  expect(body.code, `${path}: ${body.msg}`).toBe(200);
  return body.data;
};
/** The stored row, deleted or not, straight from the table. */
const stored = async (key: string, id: number) =>
  (await server.db.query(`select * from ${tableName(server.idx.resource(key))} where "id" = $1`, [id]))[0] ?? null;
const addBuild = (name: string, extra: Row = {}) => ok('/organisation/build/add', { name, orgId, ...extra });

beforeAll(async () => {
  server = await createServer({ dataDir: 'memory://', quiet: true });
  api = testClient(server);
  admin = await api.login('admin', 'Admin123');
  companyId = (await ok('/organisation/company/getselectlist'))[0].value;
  orgId = (await ok('/organisation/organization/add', { name: '写测试项目', companyId })).id;
});
afterAll(async () => server?.close());

describe('add and get', () => {
  it('stores the row with defaults and the creation time, and reads it back by path id or body id', async () => {
    const row = await addBuild('一号楼', { code: 'W1', floorCount: 18 });
    expect(row).toMatchObject({ name: '一号楼', code: 'W1', floorCount: 18, orgId, buildType: 'residential', sort: 0 });
    expect(row.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    // A get answer also names the record's refs.
    expect((await get(`/organisation/build/${row.id}`)).data).toEqual({ ...row, orgName: '写测试项目' });
    const unit = await ok('/organisation/unit/add', { name: '1单元', buildId: row.id, orgId });
    expect(await ok('/organisation/unit/findById', { id: unit.id })).toEqual({ ...unit, buildName: '一号楼', orgName: '写测试项目' });
  });

  it('refuses a reference to a missing row with 400 naming the field', async () => {
    expect(await post('/organisation/build/add', { name: '孤楼', orgId: 999999 })).toMatchObject({ code: 400, msg: '所属项目不存在（编号 999999）' });
  });

  it('refuses a duplicate unique name with 409', async () => {
    expect(await post('/organisation/organization/add', { name: '写测试项目', companyId })).toMatchObject({ code: 409, msg: '项目名称已存在' });
  });

  it('hashes password fields and never returns them', async () => {
    const user = await ok('/web/user/add', { loginName: 'writer1', name: '写用户', password: 'Writer123', userType: 1 });
    expect(user).not.toHaveProperty('password');
    expect(String((await stored('platform.webUser', user.id))?.password)).toMatch(/^scrypt\$/);
    await api.login('writer1', 'Writer123');
  });

  it('answers 404 for a missing row and 400 for a malformed id', async () => {
    expect(await get('/organisation/build/999999')).toMatchObject({ code: 404 });
    expect(await get('/organisation/build/99999999999')).toMatchObject({ code: 404 });
    expect(await get('/organisation/build/abc')).toMatchObject({ code: 400 });
  });
});

describe('update and save', () => {
  it('changes only the fields sent; an emptied optional field is cleared', async () => {
    const row = await addBuild('二号楼', { code: 'W2', floorCount: 6 });
    const updated = await ok('/organisation/build/update', { id: row.id, floorCount: 9, code: '' });
    expect(updated).toMatchObject({ id: row.id, name: '二号楼', floorCount: 9, code: null, buildType: 'residential' });
  });

  it('refuses to empty a required field and changes nothing', async () => {
    const row = await addBuild('三号楼');
    expect(await post('/organisation/build/update', { id: row.id, name: '', floorCount: 3 })).toMatchObject({ code: 400, msg: '楼栋名称不能为空' });
    expect(await stored('organisation.build', row.id)).toMatchObject({ name: '三号楼', floorCount: null });
  });

  it('answers 404 for a missing row and 409 for a name another row has', async () => {
    expect(await post('/organisation/build/update', { id: 999999, name: 'x' })).toMatchObject({ code: 404 });
    const other = await ok('/organisation/organization/add', { name: '另一个项目', companyId });
    expect(await post('/organisation/organization/update', { id: other.id, name: '写测试项目' })).toMatchObject({ code: 409 });
    expect(await post('/organisation/organization/update', { id: other.id, name: '另一个项目', contactName: '赵' })).toMatchObject({ code: 200 });
  });

  it('save adds without an id and updates with one', async () => {
    const build = await addBuild('四号楼');
    const added = await ok('/organisation/unit/addAndUpdateUnit', { name: '甲单元', buildId: build.id, orgId });
    const saved = await ok('/organisation/unit/addAndUpdateUnit', { id: added.id, name: '乙单元' });
    expect(saved).toMatchObject({ id: added.id, name: '乙单元', buildId: build.id });
  });

  it('refuses a row as its own parent', async () => {
    const menu = await ok('/web/menu/add', { name: '自指菜单', type: 1 });
    expect(await post('/web/menu/update', { id: menu.id, parentId: menu.id })).toMatchObject({ code: 400, msg: '上级菜单不能是自己' });
  });
});

describe('delete', () => {
  it('soft-deletes by default: gone from every call, kept in the table', async () => {
    const row = await addBuild('软删楼');
    expect(await ok(`/organisation/build/delete/${row.id}`)).toEqual({ deleted: 1 });
    expect(await get(`/organisation/build/${row.id}`)).toMatchObject({ code: 404 });
    expect((await ok('/organisation/build/list', { name: '软删楼' })).total).toBe(0);
    expect(await stored('organisation.build', row.id)).toMatchObject({ _deleted: true });
    expect(await post(`/organisation/build/delete/${row.id}`)).toMatchObject({ code: 404 });
  });

  it('deletes physically when asked, also a row soft-deleted before', async () => {
    const row = await addBuild('物理删楼');
    expect(await ok(`/organisation/build/delete/${row.id}`, { physical: true })).toEqual({ deleted: 1 });
    expect(await stored('organisation.build', row.id)).toBeNull();
    const soft = await addBuild('先软后硬');
    await ok(`/organisation/build/delete/${soft.id}`);
    expect(await ok(`/organisation/build/delete/${soft.id}`, { physical: 'true' })).toEqual({ deleted: 1 });
    expect(await stored('organisation.build', soft.id)).toBeNull();
  });

  it('refuses to delete a row other rows still need, and deletes nothing', async () => {
    const build = await addBuild('有单元的楼');
    const free = await addBuild('空楼');
    await ok('/organisation/unit/add', { name: '1单元', buildId: build.id, orgId });
    const res = await post('/organisation/build/delete_ids', { ids: `${free.id},${build.id}` });
    expect(res.code).toBe(409);
    expect(res.msg).toContain('单元');
    expect(await stored('organisation.build', free.id)).toMatchObject({ _deleted: false });
  });

  it('deleteIds deletes the rows of the ids and counts them; an id that is no live row answers 404 and nothing goes', async () => {
    const a = await addBuild('批删甲');
    const b = await addBuild('批删乙');
    // A missing id answers like another organisation's would: 404 naming it, and nothing is deleted.
    expect(await post('/organisation/build/delete_ids', { ids: `${a.id},${b.id},999999` })).toMatchObject({ code: 404 });
    expect(await post('/organisation/build/delete_ids', { ids: `${a.id},99999999999` })).toMatchObject({ code: 404 });
    expect(await ok('/organisation/build/delete_ids', { ids: `${a.id},${b.id}` })).toEqual({ deleted: 2 });
    expect(await post('/organisation/build/delete_ids', { ids: `${a.id}` })).toMatchObject({ code: 404 });
    expect(await post('/organisation/build/delete_ids', { ids: '1,x' })).toMatchObject({ code: 400 });
  });

  it('takes ids from the path where the call has them', async () => {
    const a = await ok('/carpark/carpark/add', { name: '删除车场甲', orgId, totalSpaces: 10 });
    const b = await ok('/carpark/carpark/add', { name: '删除车场乙', orgId, totalSpaces: 10 });
    expect(await ok(`/carpark/carpark/delete/${a.id},${b.id}`)).toEqual({ deleted: 2 });
    expect(await post('/carpark/carpark/delete/abc')).toMatchObject({ code: 400 });
  });
});
