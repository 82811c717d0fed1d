import { describe, expect, it } from 'vitest';
import { useAdminServer } from '../api/adminServer';
import { tableName } from '../db/migrate';
import type { Row } from '../types';

const s = useAdminServer();
const { rows, post, postJson, get } = s;
const insert = async (key: string, values: Row): Promise<Row> => {
  const cols = Object.keys(values);
  const [row] = await s.server.db.query(
    `insert into ${tableName(s.server.idx.resource(key))} (${cols.map((c) => `"${c}"`).join(', ')}) values (${cols.map((_, i) => `$${i + 1}`).join(', ')}) returning *`,
    Object.values(values));
  return row!;
};

describe('checkMealSeat', () => {
  it('is the seats of the enabled lines minus the orders holding a seat', async () => {
    const [org] = await rows('organisation.organization');
    const [meal] = await rows('ordermeal.meal');
    const [merchant] = await rows('merchant.merchant');
    const [user] = await rows('organisation.user');
    const date = '2031-05-06'; // a day the seed does not touch
    const base = { orgId: org!.id, mealId: meal!.id, merchantId: merchant!.id, date, mealTime: 'lunch' };
    const ask = () => post('/ordermeal/web/rule/checkMealSeat', { orgId: org!.id, mealId: meal!.id, date });
    expect((await ask()).body!.data).toMatchObject({ capacity: 0, booked: 0, left: 0, available: false });
    await insert('ordermeal.lineManage', { ...base, name: '一号线', seats: 3, status: 1 });
    await insert('ordermeal.lineManage', { ...base, name: '二号线', seats: 2, status: 1 });
    await insert('ordermeal.lineManage', { ...base, name: '停用线', seats: 50, status: 0 });
    const order = { userId: user!.id, orgId: org!.id, mealId: meal!.id, date, mealTime: 'lunch', amount: 12 };
    for (const status of ['ordered', 'taken', 'cancelled', 'refunded', 'ordered']) await insert('ordermeal.orderDinner', { ...order, status });
    const res = await ask();
    expect(res.body).toMatchObject({ code: 200, data: { orgId: org!.id, mealId: meal!.id, date, lines: 2, capacity: 5, booked: 3, left: 2, available: true } });
    await insert('ordermeal.orderDinner', { ...order, status: 'ordered' });
    await insert('ordermeal.orderDinner', { ...order, status: 'ordered' });
    await insert('ordermeal.orderDinner', { ...order, status: 'ordered' });
    expect((await ask()).body!.data).toMatchObject({ booked: 6, left: 0, available: false });
  });

  it('answers 404 for an unknown meal', async () => {
    const [org] = await rows('organisation.organization');
    expect((await post('/ordermeal/web/rule/checkMealSeat', { orgId: org!.id, mealId: 999999, date: '2031-01-01' })).body!.code).toBe(404);
  });
});

describe('user messages', () => {
  it('adds receivers once each, keeps the count, sends once, then refuses changes', async () => {
    const users = (await rows('organisation.user')).slice(0, 3);
    const msg = await insert('organisation.userMessage', { title: '停水通知', content: '明日停水', messageType: 'notice', sendStatus: 'draft', receiverCount: 0 });
    expect((await post('/organisation/user/message/sendMessage', { id: msg.id })).body).toMatchObject({ code: 409, msg: '请先添加接收人' });
    const one = await post('/organisation/user/message/addReceiver', { messageId: msg.id, userId: users[0]!.id });
    expect(one.body).toMatchObject({ code: 200, data: { messageId: msg.id, userId: users[0]!.id, readStatus: 0 } });
    expect((await post('/organisation/user/message/addReceiver', { messageId: msg.id, userId: users[0]!.id })).body!.code).toBe(409);
    const batch = await post('/organisation/user/message/addBatchReceiver', { messageId: msg.id, userIds: users.map((u) => u.id).join(',') });
    expect(batch.body).toMatchObject({ code: 200, data: { added: 2, skipped: 1, receiverCount: 3 } });
    const found = await post('/organisation/user/message/findReceivers', { messageId: msg.id });
    expect(found.body!.data.total).toBe(3);
    const del = await post(`/organisation/user/message/deleteReceiver/${one.body!.data.id}`, {});
    expect(del.body).toMatchObject({ code: 200, data: { deleted: 1 } });
    const sent = await post('/organisation/user/message/sendMessage', { id: msg.id });
    expect(sent.body).toMatchObject({ code: 200, data: { sendStatus: 'sent', receiverCount: 2, sendTime: expect.any(String) } });
    expect((await post('/organisation/user/message/sendMessage', { id: msg.id })).body!.code).toBe(409);
    expect((await post('/organisation/user/message/addReceiver', { messageId: msg.id, userId: users[0]!.id })).body!.code).toBe(409);
  });
});

describe('organisation actions', () => {
  it('moves a household and updates both rooms; isUse follows', async () => {
    const [h] = await rows('organisation.household', `and "auditStatus" <> 'rejected'`);
    const [free] = await rows('organisation.roomNo', `and not exists (select 1 from r_organisation__household h where h."roomId" = r_organisation__roomno."id" and h."_deleted" = false)`);
    expect((await post('/organisation/household/isUse', { roomId: free!.id })).body!.data).toBe(false);
    expect((await post('/organisation/household/roomTransfer', { id: h!.id, roomId: h!.roomId })).body!.code).toBe(400);
    const res = await post('/organisation/household/roomTransfer', { id: h!.id, roomId: free!.id });
    expect(res.body).toMatchObject({ code: 200, data: { household: { id: h!.id, roomId: free!.id, orgId: free!.orgId }, toRoomId: free!.id } });
    expect((await post('/organisation/household/isUse', { roomId: free!.id })).body!.data).toBe(true);
    const [room] = await rows('organisation.roomNo', 'and "id" = $1', [free!.id]);
    expect(room!.roomStatus).toBe(h!.householdType === 'tenant' ? 'rented' : 'occupied');
  });

  it('stores a custom company data scope and reads it back; refuses custom without projects', async () => {
    const [company] = await rows('organisation.company');
    const orgs = (await rows('organisation.organization')).slice(0, 2).map((o) => Number(o.id));
    expect((await postJson('/organisation/company/dataScopeConfig', { id: company!.id, dataScope: 'custom' })).body!.code).toBe(400);
    const res = await postJson('/organisation/company/dataScopeConfig', { id: company!.id, dataScope: 'custom', orgIds: orgs.join(',') });
    expect(res.body).toMatchObject({ code: 200, data: { dataScope: 'custom', orgIds: orgs } });
    expect((await get(`/organisation/company/dataScopeConfig/${company!.id}`)).body!.data).toMatchObject({ id: company!.id, dataScope: 'custom', orgIds: orgs });
    await postJson('/organisation/company/dataScopeConfig', { id: company!.id, dataScope: 'all' });
    expect((await get(`/organisation/company/dataScopeConfig/${company!.id}`)).body!.data).toMatchObject({ dataScope: 'all', orgIds: [] });
  });

  it('applies permission controls to a virtual structure and reports them', async () => {
    const [virt] = await rows('organisation.virtualarchitecture');
    const configs = (await rows('organisation.virtPermConfig')).slice(0, 2);
    expect((await post('/organisation/virtPermConfig/queryPermControlConfig', { virtId: virt!.id })).body!.data).toMatchObject({ enabled: false, permConfigIds: [] });
    const res = await postJson('/organisation/virtPermConfig/permControl', { virtId: virt!.id, permConfigIds: configs.map((c) => c.id).join(','), enabled: true });
    expect(res.body).toMatchObject({ code: 200, data: { enabled: true, permConfigIds: configs.map((c) => c.id) } });
    const q = await post('/organisation/virtPermConfig/queryPermControlConfig', { virtId: virt!.id });
    expect(q.body!.data.configs.map((c: Row) => c.id)).toEqual(configs.map((c) => c.id));
  });

  it('gives a stable invite link per project and personnel types with counts', async () => {
    const [org] = await rows('organisation.organization');
    const a = await post('/organisation/wechat/front/user/getOrgInviteQRCodeURL', { orgId: org!.id });
    const b = await post('/organisation/wechat/front/user/getOrgInviteQRCodeURL', { orgId: org!.id });
    expect(a.body!.data.url).toMatch(new RegExp(`^http://localhost/super_cloud/h5/join\\?orgId=${org!.id}&code=`));
    expect(b.body!.data.inviteCode).toBe(a.body!.data.inviteCode);
    const types = await post('/organisation/v2/user/getPersonnelTypeList', {});
    const total = (await rows('organisation.v2User')).length;
    expect(types.body!.data.map((x: Row) => x.value)).toEqual(['employee', 'resident', 'contractor', 'visitor']);
    expect(types.body!.data.reduce((s: number, x: Row) => s + Number(x.count), 0)).toBe(total);
  });
});

describe('clique members', () => {
  it('adds, lists and removes projects and virtual structures of a clique', async () => {
    const [clique] = await rows('clique.clique');
    const orgs = (await rows('organisation.organization')).slice(0, 2).map((o) => Number(o.id));
    const [virt] = await rows('organisation.virtualarchitecture');
    expect((await post('/organisation/clique/addCliquecOrg', { cliqueId: clique!.id, orgIds: orgs.join(',') })).body!.data).toMatchObject({ added: 2, total: 2 });
    expect((await post('/organisation/clique/addCliquecOrg', { cliqueId: clique!.id, orgIds: String(orgs[0]) })).body!.data).toMatchObject({ added: 0, total: 2 });
    await post('/organisation/clique/addCliquecVirt', { cliqueId: clique!.id, virtIds: String(virt!.id) });
    expect((await post('/organisation/clique/getCliqueOrg', { cliqueId: clique!.id })).body!.data.map((o: Row) => o.id)).toEqual(orgs);
    expect((await post('/organisation/clique/getCliqueVirt', { cliqueId: clique!.id })).body!.data.map((o: Row) => o.id)).toEqual([virt!.id]);
    expect((await post('/organisation/clique/addCliquecOrg', { cliqueId: clique!.id, orgIds: '999999' })).body!.code).toBe(404);
    expect((await post('/organisation/clique/deleteCliquecOrgAndVirt', { cliqueId: clique!.id })).body!.code).toBe(400);
    const del = await post('/organisation/clique/deleteCliquecOrgAndVirt', { cliqueId: clique!.id, orgIds: String(orgs[0]), virtIds: String(virt!.id) });
    expect(del.body!.data).toMatchObject({ removedOrgs: 1, removedVirts: 1 });
    expect((await post('/organisation/clique/getCliqueOrg', { cliqueId: clique!.id })).body!.data.map((o: Row) => o.id)).toEqual([orgs[1]]);
  });
});

describe('platform actions', () => {
  it('sets up one type-3 app role per organisation, creating then refreshing', async () => {
    const orgs = await rows('organisation.organization');
    const first = await post('/web/role/oneKeySettingAppRoleType3OrganisationAdministrators', {});
    expect(first.body).toMatchObject({ code: 200, data: { organisations: orgs.length } });
    const again = await post('/web/role/oneKeySettingAppRoleType3OrganisationAdministrators', {});
    expect(again.body!.data).toMatchObject({ organisations: orgs.length, created: 0, updated: orgs.length });
    const roles = await rows('platform.webRole', 'and "type" = 3 and "isApp" = true');
    expect(new Set(roles.map((r) => r.orgId)).size).toBe(orgs.length);
    const types = await post('/web/role/getTypeListV2', { isApp: true });
    expect(types.body!.data.find((t: Row) => t.value === 3).count).toBeGreaterThanOrEqual(orgs.length);
    expect((await get('/web/role/roleType/3')).body!.data).toMatchObject({ value: 3, isApp: true });
    expect((await get('/web/role/roleType/42')).body!.code).toBe(404);
    expect((await post('/web/role/gettypelist', {})).body!.data).toHaveLength(5);
  });

  it('reports module base paths and the APIs no permission covers', async () => {
    const mod = await insert('platform.module', { name: '会话', code: 'session', basePath: '/user', enabled: 1 });
    expect((await get('/module/basepaths')).body!.data).toContain('/user');
    const open = (await get(`/module/notperm_apis/${mod.id}`)).body!.data as Row[];
    expect(open).toEqual(expect.arrayContaining([
      expect.objectContaining({ path: '/user/login', reason: 'public' }),
      expect.objectContaining({ path: '/user/logout', reason: 'anyUser' }),
    ]));
    await s.server.db.query(`update r_platform__module set "apis" = $1 where "id" = $2`, ['POST /user/getKey\n/nowhere/x\n/user/profile', mod.id]);
    const listed = (await get(`/module/notperm_apis/${mod.id}`)).body!.data as Row[];
    expect(listed.map((x) => [x.path, x.reason])).toEqual([['/user/getKey', 'public'], ['/nowhere/x', 'unknown'], ['/user/profile', 'anyUser']]);
  });

  it('replaces the app menus of a service and lists them in order', async () => {
    const [svc] = await rows('common.serviceinfo');
    const menus = (await rows('platform.webMenu')).slice(0, 3).map((m) => Number(m.id)).reverse();
    const res = await post('/common/serviceAppMenuConfig/updateBatch', { serviceInfoId: svc!.id, menuIds: menus.join(',') });
    expect(res.body!.data.map((r: Row) => r.menuId)).toEqual(menus);
    const listed = await get(`/common/serviceAppMenuConfig/servicetypeinfoid/${svc!.id}`);
    expect(listed.body!.data.map((r: Row) => r.menuId)).toEqual(menus);
    await post('/common/serviceAppMenuConfig/updateBatch', { serviceInfoId: svc!.id, menuIds: String(menus[0]) });
    expect((await get(`/common/serviceAppMenuConfig/servicetypeinfoid/${svc!.id}`)).body!.data).toHaveLength(1);
  });
});

describe('misc actions', () => {
  it('saves labels on several wechat users', async () => {
    const users = (await rows('wechat.wxUser')).slice(0, 2);
    const res = await post('/wechat/web/wxuser/saveLables', { ids: users.map((u) => u.id).join(','), labels: 'VIP, 业主,VIP' });
    expect(res.body).toMatchObject({ code: 200, data: { updated: 2, labels: 'VIP,业主' } });
    expect((await rows('wechat.wxUser', 'and "id" = any($1)', [users.map((u) => u.id)])).map((u) => u.labels)).toEqual(['VIP,业主', 'VIP,业主']);
  });

  it('saves the app download links as the first two DOWNLOAD_MANAGER_APP items', async () => {
    const res = await postJson('/basesetting/dictionaryItem/updateDictionaryGroupAppDownload', { androidUrl: 'https://a.example/app.apk', iosUrl: 'https://apps.example/id1' });
    expect(res.body!.data.map((x: Row) => x.url)).toEqual(['https://a.example/app.apk', 'https://apps.example/id1']);
    const items = await post('/basesetting/dictionaryItem/getDictionaryItemByGroupCode', { groupCode: 'DOWNLOAD_MANAGER_APP' });
    const bySort = [...items.body!.data].sort((a: Row, b: Row) => Number(a.sort) - Number(b.sort) || Number(a.id) - Number(b.id));
    expect(bySort.map((x: Row) => [x.name, x.url])).toEqual([['Android', 'https://a.example/app.apk'], ['iOS', 'https://apps.example/id1']]);
  });

  it('hands a paid order to the Starbucks channel and refuses a cancelled one', async () => {
    const [paid] = await rows('flashdeliver.order', `and "status" = 'paid'`);
    const body = { id: paid!.id, receiverName: '赵六', receiverPhone: '13912345678', address: '星巴克 国贸店' };
    const res = await postJson('/flashdeliver/web/order/starbucksReceiver', body);
    expect(res.body).toMatchObject({ code: 200, data: { channel: 'starbucks', order: { receiverName: '赵六', address: '星巴克 国贸店' } } });
    const [cancelled] = await rows('flashdeliver.order', `and "status" = 'cancelled'`);
    if (cancelled) expect((await postJson('/flashdeliver/web/order/starbucksReceiver', { ...body, id: cancelled.id })).body).toMatchObject({ code: 409, msg: '当前状态(已取消)不允许此操作' });
  });

  it('says a business type nothing refers to may be deleted', async () => {
    const [b] = await rows('flashdeliver.business');
    expect((await post('/flashdeliver/web/business/checkDel', { id: b!.id })).body!.data).toEqual({ id: b!.id, canDelete: true, usedBy: [] });
  });

  it('detaches a company only from its own parent', async () => {
    const [child] = await rows('organisation.companyYy', 'and "parentId" is not null');
    expect((await post('/organisation/company/yy/deleteRelation', { id: child!.id, parentId: child!.id })).body!.code).toBe(409);
    expect((await post('/organisation/company/yy/deleteRelation', { id: child!.id, parentId: child!.parentId })).body!.data).toMatchObject({ id: child!.id, parentId: null });
  });
});
