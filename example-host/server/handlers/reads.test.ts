/** The read kinds on real rows: list, all, select, checkName, stats and tree. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClient, type TestClient } from '../api/testClient';
import { createServer, type ReferenceServer } from '../createServer';
import { tableName } from '../db/migrate';
import { insertRow } from '../db/store';
import type { Row } from '../types';

let server: ReferenceServer;
let api: TestClient;
let admin: string;
const ids: Record<string, number> = {};

const call = async (method: string, path: string, input: Row = {}, json = false) => {
  const res = await api.call(method, path, json ? { json: input, session: admin } : { form: input, session: admin });
  return res.body!;
};
const ok = async (path: string, input: Row = {}, json = false) => {
  const body = await call('POST', path, input, json);
  expect(body.code, `${path}: ${body.msg}`).toBe(200);
  return body.data;
};

beforeAll(async () => {
  server = await createServer({ dataDir: 'memory://', quiet: true, now: () => new Date(2026, 2, 1, 10, 0, 0) });
  api = testClient(server);
  admin = await api.login('admin', 'Admin123');
  const companyId = (await ok('/organisation/company/getselectlist'))[0].value;
  ids.org = (await ok('/organisation/organization/add', { name: '读测试项目', companyId })).id;
  const build = (name: string, buildType: string, sort: number) => ok('/organisation/build/add', { name, buildType, sort, orgId: ids.org, code: name[0] });
  ids.a = (await build('A楼', 'office', 2)).id;
  ids.b = (await build('B楼', 'residential', 1)).id;
  ids.c = (await build('C座', 'commercial', 3)).id;
  ids.unit = (await ok('/organisation/unit/addAndUpdateUnit', { name: '1单元', buildId: ids.a, orgId: ids.org })).id;
  ids.floor = (await ok('/organisation/floor/add', { name: '1层', floorNo: 1, unitId: ids.unit, buildId: ids.a })).id;
  for (const name of ['101', '102']) {
    ids[name] = (await ok('/organisation/roomNo/add', { name, floorId: ids.floor, unitId: ids.unit, buildId: ids.a, orgId: ids.org })).id;
  }
});
afterAll(async () => server?.close());

describe('list', () => {
  it('filters by reference, enum and text (substring), and counts the total', async () => {
    expect((await ok('/organisation/build/list', { orgId: ids.org })).total).toBe(3);
    expect((await ok('/organisation/build/list', { orgId: ids.org, buildType: 'office' })).list.map((r: Row) => r.name)).toEqual(['A楼']);
    expect((await ok('/organisation/build/list', { orgId: ids.org, name: '楼' })).total).toBe(2);
    expect((await ok('/organisation/build/list', { orgId: ids.org, name: '%' })).total).toBe(0); // wildcards are literal
  });

  it('pages and sorts', async () => {
    const page = await ok('/organisation/build/list', { orgId: ids.org, pageSize: 2, pageNum: 2, orderBy: 'name', order: 'asc' });
    expect(page).toMatchObject({ total: 3, pageNum: 2, pageSize: 2 });
    expect(page.list.map((r: Row) => r.name)).toEqual(['C座']);
    const desc = await ok('/organisation/build/list', { orgId: ids.org, orderBy: 'sort', order: 'desc' });
    expect(desc.list.map((r: Row) => r.sort)).toEqual([3, 2, 1]);
    const newest = await ok('/organisation/build/list', { orgId: ids.org });
    expect(newest.list.map((r: Row) => r.id)).toEqual([ids.c, ids.b, ids.a]);
  });

  it('filters the creation time by a date range', async () => {
    expect((await ok('/organisation/build/list', { orgId: ids.org, createTimeFrom: '2026-03-01', createTimeTo: '2026-03-01' })).total).toBe(3);
    expect((await ok('/organisation/build/list', { orgId: ids.org, createTimeTo: '2026-02-28' })).total).toBe(0);
  });

  it('applies an operation\'s fixed filter', async () => {
    const staff = await insertRow(server.db, server.idx.resource('flashdeliver.deliveryStaff'), { name: '停用配送员', phone: '13900000001', status: 0 });
    const active = await ok('/flashdeliver/web/deliveryStaff/lstDeliveryStaff', {});
    expect(active.every((r: Row) => r.status === 1)).toBe(true);
    expect(active.map((r: Row) => r.id)).not.toContain(staff.id);
  });
});

describe('all', () => {
  it('answers every row matching the call\'s lookup field', async () => {
    const rooms = await ok('/organisation/roomNo/getRoomListByUnit', { unitId: ids.unit });
    expect(rooms.map((r: Row) => r.name).sort()).toEqual(['101', '102']);
    // A unit is named by its path (a bare 1单元 is in every building).
    expect(rooms.map((r: Row) => r.unitName)).toEqual(['A楼-1单元', 'A楼-1单元']);
  });
});

describe('ref labels', () => {
  it('names each ref id of list and get answers by its target\'s label field (its path for a unit or floor)', async () => {
    const { list } = await ok('/organisation/roomNo/list', { unitId: ids.unit, orderBy: 'name', order: 'asc' });
    expect(list.map((r: Row) => [r.name, r.orgName, r.buildName, r.unitName, r.floorName])).toEqual([
      ['101', '读测试项目', 'A楼', 'A楼-1单元', 'A楼-1单元-1层'],
      ['102', '读测试项目', 'A楼', 'A楼-1单元', 'A楼-1单元-1层'],
    ]);
    const one = await call('GET', `/organisation/build/${ids.b}`);
    expect(one.data).toMatchObject({ name: 'B楼', orgId: ids.org, orgName: '读测试项目' });
  });

  it('keeps naming a deleted target, labels a missing one by its id and an empty ref by null', async () => {
    const rooms = server.idx.resource('organisation.roomNo');
    const ghost = await insertRow(server.db, rooms, { name: '幽灵', unitId: ids.unit, buildId: 999_999, orgId: ids.org });
    const blank = await insertRow(server.db, rooms, { name: '无楼层', unitId: ids.unit, buildId: ids.a, orgId: ids.org });
    const floors = tableName(server.idx.resource('organisation.floor'));
    await server.db.query(`update ${floors} set "_deleted" = true where "id" = $1`, [ids.floor]);
    try {
      const { list } = await ok('/organisation/roomNo/list', { unitId: ids.unit, orderBy: 'name', order: 'asc' });
      const byName = Object.fromEntries(list.map((r: Row) => [r.name, r]));
      expect(byName['101']).toMatchObject({ floorId: ids.floor, floorName: 'A楼-1单元-1层' });
      expect(byName['幽灵']).toMatchObject({ buildId: 999_999, buildName: '999999' });
      expect(byName['无楼层']).toMatchObject({ floorName: null });
    } finally {
      await server.db.query(`update ${floors} set "_deleted" = false where "id" = $1`, [ids.floor]);
      await server.db.query(`delete from ${tableName(rooms)} where "id" = any($1::int[])`, [[ghost.id, blank.id]]);
    }
  });
});

describe('select', () => {
  it('gives value/label pairs in the natural order, narrowed by filters and keyword', async () => {
    expect(await ok('/organisation/build/getselectlist', { orgId: ids.org })).toEqual([
      { value: ids.b, label: 'B楼' }, { value: ids.a, label: 'A楼' }, { value: ids.c, label: 'C座' },
    ]);
    expect(await ok('/organisation/build/getselectlist', { orgId: ids.org, keyword: '座' })).toEqual([{ value: ids.c, label: 'C座' }]);
  });
});

describe('checkName', () => {
  it('tells whether a live row carries the name, leaving out the row being edited', async () => {
    expect(await ok('/organisation/organization/check_exists_name', { name: '读测试项目' })).toEqual({ exists: true });
    expect(await ok('/organisation/organization/check_exists_name', { name: '读测试项目', id: ids.org })).toEqual({ exists: false });
    expect(await ok('/organisation/organization/check_exists_name', { name: '读测试' })).toEqual({ exists: false });
  });
});

describe('stats', () => {
  it('counts and sums the filtered rows per group', async () => {
    const order = server.idx.resource('flashdeliver.order');
    const base = { receiverName: '收货人', receiverPhone: '13800000000', address: '一号路', orgId: ids.org };
    for (const [status, amount] of [['paid', 10.5], ['paid', 20.25], ['completed', 7], ['cancelled', 3]] as const) {
      await insertRow(server.db, order, { ...base, status, amount });
    }
    const data = await ok('/flashdeliver/web/order/queryOrderCount', { orgId: ids.org }, true);
    expect(data).toEqual({
      total: 4,
      sums: { amount: 40.75 },
      groups: [
        { key: { status: 'cancelled' }, count: 1, sums: { amount: 3 } },
        { key: { status: 'completed' }, count: 1, sums: { amount: 7 } },
        { key: { status: 'paid' }, count: 2, sums: { amount: 30.75 } },
      ],
    });
    expect(await ok('/flashdeliver/web/order/queryOrderCount', { orgId: ids.org, status: 'unpaid' }, true)).toEqual({ total: 0, sums: { amount: 0 }, groups: [] });
  });
});

describe('tree', () => {
  it('nests build > unit > floor > roomNo of one project', async () => {
    const tree = await ok('/organisation/wechat/front/roomNo/getOrgTree', { orgId: ids.org });
    expect(tree).toEqual([
      { value: ids.b, label: 'B楼', type: 'build', children: [] },
      {
        value: ids.a, label: 'A楼', type: 'build', children: [{
          value: ids.unit, label: '1单元', type: 'unit', children: [{
            value: ids.floor, label: '1层', type: 'floor', children: [
              { value: ids['101'], label: '101', type: 'roomNo' }, { value: ids['102'], label: '102', type: 'roomNo' },
            ],
          }],
        }],
      },
      { value: ids.c, label: 'C座', type: 'build', children: [] },
    ]);
  });

  it('nests a resource under itself by its parent reference', async () => {
    const root = await ok('/web/menu/add', { name: '树根', type: 1, isApp: true, sort: 1 });
    const child = await ok('/web/menu/add', { name: '树枝', type: 1, isApp: true, parentId: root.id });
    await ok('/web/menu/add', { name: '树叶', type: 1, isApp: true, parentId: child.id });
    const res = await api.call('GET', '/web/menu/loadMenu', { query: { isApp: true }, session: admin });
    const node = res.body!.data.find((n: Row) => n.value === root.id);
    expect(node).toEqual({
      value: root.id, label: '树根', type: 'webMenu',
      children: [{ value: child.id, label: '树枝', type: 'webMenu', children: [{ value: child.id + 1, label: '树叶', type: 'webMenu' }] }],
    });
    const web = await api.call('GET', '/web/menu/loadMenu', { query: { isApp: false }, session: admin });
    expect(JSON.stringify(web.body!.data)).not.toContain('树根');
  });
});
