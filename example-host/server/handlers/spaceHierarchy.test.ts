/**
 * The space hierarchy and households on real rows, on PGlite and (with TEST_DATABASE_URL) on
 * PostgreSQL: units, floors and rooms added in context, rooms named by their whole path in select
 * lists and in the ref labels of answers, a move to a room in use refused on its field, and the
 * review by someone other than the requester.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClient, type TestClient } from '../api/testClient';
import { createServer, type ReferenceServer } from '../createServer';
import type { Row } from '../types';

const backends: [string, string | undefined][] = [['PGlite', undefined]];
if (process.env.TEST_DATABASE_URL) backends.push(['PostgreSQL', process.env.TEST_DATABASE_URL]);

describe.each(backends)('space hierarchy on %s', (_name, databaseUrl) => {
  let server: ReferenceServer;
  let api: TestClient;
  let admin: string;
  let auditor: string;
  const call = (path: string, json: Row, session = admin) => api.call('POST', path, { form: json, session });
  const ok = async (path: string, json: Row, session = admin) => {
    const res = await call(path, json, session);
    expect(res.body?.code, `${path}: ${res.body?.msg}`).toBe(200);
    return res.body!.data;
  };
  const suffix = String(Date.now() % 1e6);
  let build: Row;
  let unitId: number;
  let floorId: number;
  let roomA: number;
  let roomB: number;

  beforeAll(async () => {
    server = await createServer({ dataDir: 'memory://', quiet: true, ...(databaseUrl ? { databaseUrl } : {}) });
    api = testClient(server);
    admin = await api.login('admin', 'Admin123');
    auditor = await api.login('auditor', 'Auditor123');
    // A building the auditor (a project-level user) can see, so the review runs in its data scope.
    build = (await ok('/organisation/build/list', { pageNum: 1, pageSize: 1 }, auditor)).list[0];
  }, 120_000);
  afterAll(() => server?.close());

  it('adds a unit (addAndUpdateUnit), a floor and two rooms, and reads them back in context', async () => {
    const unit = await ok('/organisation/unit/addAndUpdateUnit', { name: `测试${suffix}单元`, buildId: build.id, orgId: build.orgId });
    unitId = Number(unit.id);
    const renamed = await ok('/organisation/unit/addAndUpdateUnit', { id: unitId, name: `T${suffix}单元`, buildId: build.id, orgId: build.orgId });
    expect(renamed).toMatchObject({ id: unitId, name: `T${suffix}单元` });
    expect(await ok('/organisation/unit/findById', { id: unitId })).toMatchObject({ id: unitId, buildId: build.id });
    floorId = Number((await ok('/organisation/floor/add', { name: '9层', floorNo: 9, unitId, buildId: build.id })).id);
    const room = (name: string) => ({ name, floorId, unitId, buildId: build.id, orgId: build.orgId, area: 88.5 });
    roomA = Number((await ok('/organisation/roomNo/add', room('901'))).id);
    roomB = Number((await ok('/organisation/roomNo/add', room('902'))).id);
    const inUnit = await ok('/organisation/roomNo/getRoomListByUnit', { unitId });
    expect(inUnit.map((r: Row) => r.name)).toEqual(['901', '902']);
  });

  it('names a room, a floor and a unit by their whole path in select lists and ref labels', async () => {
    const path = `${build.name}-T${suffix}单元-9层-901`;
    const rooms = await ok('/organisation/roomNo/getselectlist', { floorId });
    expect(rooms).toEqual([{ value: roomA, label: path }, { value: roomB, label: `${build.name}-T${suffix}单元-9层-902` }]);
    expect(await ok('/organisation/floor/getselectlist', { unitId })).toEqual([{ value: floorId, label: `${build.name}-T${suffix}单元-9层` }]);
    // The top level keeps its own name.
    expect((await ok('/organisation/build/getselectlist', {})).find((o: Row) => o.value === build.id)?.label).toBe(build.name);
    const listed = await ok('/organisation/roomNo/list', { floorId, pageNum: 1, pageSize: 10 });
    expect(listed.list[0]).toMatchObject({ floorName: `${build.name}-T${suffix}单元-9层`, unitName: `${build.name}-T${suffix}单元` });
  });

  it('refuses bad input with the envelope code and the field', async () => {
    const res = await call('/organisation/unit/addAndUpdateUnit', { name: '', buildId: build.id, orgId: build.orgId });
    expect(res.body).toMatchObject({ code: 400, data: { field: 'name' } });
    const orphan = await call('/organisation/roomNo/add', { name: '1', floorId: 99999999, unitId, buildId: build.id, orgId: build.orgId });
    expect(orphan.body?.code).not.toBe(200);
    expect(orphan.status).toBeLessThan(500);
  });

  it('registers a household on the new room, refuses a move to a room in use, moves it to a free one', async () => {
    const owner = await ok('/organisation/household/addOwner', { name: '测试业主', phone: '13912345678', householdType: 'owner', orgId: build.orgId, roomId: roomA });
    const other = await ok('/organisation/household/addOwner', { name: '测试租户', phone: '13912345679', householdType: 'tenant', orgId: build.orgId, roomId: roomB });
    const got = await api.call('GET', `/organisation/household/${owner.id}`, { session: admin });
    expect(got.body!.data.roomName).toBe(`${build.name}-T${suffix}单元-9层-901`);
    expect(await ok('/organisation/household/isUse', { roomId: roomB })).toBe(true);
    const refused = await call('/organisation/household/roomTransfer', { id: owner.id, roomId: roomB });
    expect(refused.body).toMatchObject({ code: 409, msg: '该房间已有住户，请选择其他房间', data: { field: 'roomId' } });
    // Once the other household is rejected its room counts as free again.
    await ok('/organisation/household/auditHouseholdRoom', { id: other.id, auditStatus: 'rejected', auditRemark: '资料不全' }, auditor);
    const moved = await ok('/organisation/household/roomTransfer', { id: owner.id, roomId: roomB });
    expect(moved).toMatchObject({ household: { id: owner.id, roomId: roomB }, fromRoomId: roomA, toRoomId: roomB });
  });

  it('lets the review queue approve only by someone other than the requester, keeping the note', async () => {
    const h = await ok('/organisation/household/addOwner', { name: '待审业主', phone: '13912345670', householdType: 'owner', orgId: build.orgId, roomId: roomA });
    const queue = await ok('/organisation/household/findAuditList', { pageNum: 1, pageSize: 1000 });
    expect(queue.list.some((r: Row) => r.id === h.id)).toBe(true);
    const own = await call('/organisation/household/auditHouseholdRoom', { id: h.id, auditStatus: 'approved', auditRemark: '自审' });
    expect(own.body?.code).toBe(403);
    const done = await ok('/organisation/household/auditHouseholdRoom', { id: h.id, auditStatus: 'approved', auditRemark: '资料齐全' }, auditor);
    expect(done).toMatchObject({ updated: 1, rows: [{ id: h.id, auditStatus: 'approved', auditRemark: '资料齐全' }] });
    const after = await ok('/organisation/household/findAuditList', { pageNum: 1, pageSize: 1000 });
    expect(after.list.some((r: Row) => r.id === h.id)).toBe(false);
  });
});
