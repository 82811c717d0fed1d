/**
 * Platform administration: roles and users (the demo logins plus staff accounts, passwords
 * hashed), their organisation, company, department and floor links, the web and app menus,
 * the function catalogue, modules derived from the catalogue, app role settings of the
 * service catalogue, and an operation log.
 */
import type { Row } from '../types';
import { type SeedContext, idOf, times } from './context';
import { DEMO_LOGINS, DEMO_ROLES } from './demoUsers';

/** path, name, role key, children [path, name] */
const MENUS: [string, string, string, [string, string][]][] = [
  ['/system', '系统监控', 'system-monitoring', [['operationLog', '操作日志']]],
  ['/basesetting', '基础设置', 'base-setting', [['dictionaryGroup', '数据字典'], ['mobileConfig', '短信账号'], ['smsAuthcode', '短信记录']]],
  ['/platform', '系统管理', 'system-management', [['menu', '菜单管理'], ['user', '用户管理'], ['role', '角色管理']]],
  ['/operationcenter', '组织机构', 'organization', [['company', '公司管理'], ['organization', '项目管理'], ['serviceOrgConfig', '服务配置']]],
  ['/userManage', '用户管理', 'userManagement', [['users', '用户列表'], ['ownerAuditManage', '业主审核'], ['welfareRecord', '福利发放']]],
  ['/organisation', '空间管理', 'space', [['build/index', '楼栋管理'], ['projectSpaceSet/index', '空间设置']]],
  ['/enterpiseManger', '企业管理', 'enterprise', [['virtualarchitecture', '虚拟组织'], ['department', '部门管理'], ['virtAccount', '虚拟账户']]],
  ['/marketingCenter', '营销中心', 'marketingCenter', [['coupon', '优惠券']]],
  ['/merchant', '商户管理', 'merchant/wallet', [['merchantInfoManger', '商户信息'], ['distributorManger', '分销商管理']]],
  ['/flashdeliver', '云店', 'flashdeliver', [['product/index', '商品管理'], ['productCategory', '商品分类'], ['orderManager', '订单管理']]],
  ['/statiscal', '数据统计', 'statisticalData', [['platformOverview', '平台概览'], ['businessProfile', '经营概况']]],
  ['/noticeCenter', '通知中心', 'pc:noticeCenter', [['notice', 'APP通知'], ['noticeWx', '公众号通知'], ['banner', '轮播图']]],
  ['/passthrough', '访客通行', 'pc:passthrough', [['visitorPass', '访客通行证']]],
  ['/meetingRoom', '会议室', 'meetingRoom', [['index', '会议管理']]],
  ['/overtimeManage', '空调加时', 'pc:airovertime', [['airConditionerRoom', '空调房间']]],
  ['/comment', '投诉建议', 'pc.tousujiany', [['commentBill', '投诉工单'], ['commentTypeCategory', '类型分类']]],
];

const EXTRA_USERS: [string, string, number, string][] = [
  ['ops01', '陈晓东', 2, 'ops'], ['proj_binjiang', '刘洋', 4, 'project'], ['proj_tianyue', '黄敏', 4, 'project'],
  ['proj_haian', '赵磊', 3, 'project'], ['cashier01', '周静', 31, 'merchant'], ['opc_east', '孙浩然', 7, 'opcenter'],
];

const extraPassword = (loginName: string) => `Demo${loginName}9`;

/** Every password the platform seed hashes (index.ts starts hashing them before the inserts). */
export const PLATFORM_PASSWORDS = [...DEMO_LOGINS.map((d) => d.password), ...EXTRA_USERS.map(([n]) => extraPassword(n))];

export async function seedPlatform(c: SeedContext): Promise<void> {
  const orgs = c.rows['organisation.organization']!;
  const companies = c.rows['organisation.company']!;
  const roles = await c.ins('platform.webRole', [
    ...DEMO_ROLES.map((r) => ({ name: r.name, type: r.type, perms: r.perms.join(','), remark: r.remark })),
    { name: '系统运维', type: 1, perms: 'system-monitoring,dictionary,base-setting,system-management', remark: '系统监控、字典与基础设置' },
    { name: '停用角色示例', type: 2, perms: 'space', remark: '已停用的角色不授予任何权限', status: 0 },
  ].map((r) => ({ isApp: false, orgId: null, status: 1, createTime: c.at(-420, 10), ...r })));
  // App roles of type 3 for two projects; the one-step set-up adds the others.
  await c.ins('platform.webRole', orgs.slice(0, 2).map((o) => ({
    name: '机构管理员', type: 3, isApp: true, orgId: idOf(o), perms: 'app:notice,app:repair,app:visitor', remark: `${o.name}APP管理员`, status: 1, createTime: c.at(-200, 10),
  })));
  const roleOf = (key: string) => idOf(key === 'ops' ? roles[DEMO_ROLES.length]! : roles[DEMO_ROLES.findIndex((r) => r.key === key)]!);

  const org = (i: number) => idOf(orgs[i]!);
  const place: Record<string, { companyId: number; orgId: number; orgs: number[]; companies?: number[] }> = {
    admin: { companyId: idOf(companies[0]!), orgId: org(0), orgs: [] },
    project: { companyId: orgs[0]!.companyId as number, orgId: org(0), orgs: [] },
    opcenter: { companyId: idOf(companies[0]!), orgId: org(0), orgs: [1, 2, 3].map(org) },
    merchant: { companyId: idOf(companies[5]!), orgId: org(3), orgs: [] },
    // Finance of the operations centre, linked to every company it bills: approves what they ask for.
    finance: { companyId: idOf(companies[0]!), orgId: org(0), orgs: [1, 2, 3].map(org), companies: companies.slice(1).map(idOf) },
    auditor: { companyId: orgs[0]!.companyId as number, orgId: org(0), orgs: [] },
    operator: { companyId: orgs[1]!.companyId as number, orgId: org(1), orgs: [] },
  };
  const people = [
    ...DEMO_LOGINS.map((d) => ({ loginName: d.loginName, name: d.name, userType: d.userType, role: d.role, password: d.password, ...place[d.role]! })),
    ...EXTRA_USERS.map(([loginName, name, userType, role], i) => ({
      loginName, name, userType, role, password: extraPassword(loginName), companyId: orgs[(i + 1) % 5]!.companyId as number, orgId: org((i + 1) % 5), orgs: [] as number[], companies: [] as number[],
    })),
  ];
  const hashes = await Promise.all(people.map((p) => c.hash(p.password)));
  const users = await c.ins('platform.webUser', people.map((p, i) => ({
    loginName: p.loginName, name: p.name, password: hashes[i], phone: c.rng.phone(), userType: p.userType, companyId: p.companyId, orgId: p.orgId,
    status: p.loginName === 'opc_east' ? 0 : 1, createTime: c.at(-400 + i, 9),
  })));
  await c.ins('platform.userRole', users.map((u, i) => ({ userId: idOf(u), roleId: roleOf(people[i]!.role), createTime: u.createTime })));
  await c.ins('platform.userOrgnization', users.flatMap((u, i) => [people[i]!.orgId, ...people[i]!.orgs].map((orgId, k) => ({
    userId: idOf(u), orgId, isDefault: k === 0, createTime: u.createTime,
  }))));
  await c.ins('platform.userCompany', users.flatMap((u, i) => [u.companyId, ...(people[i]!.companies ?? [])]
    .map((companyId) => ({ userId: idOf(u), companyId, createTime: u.createTime }))));
  const depts = c.rows['organisation.department']!;
  await c.ins('platform.userDept', users.slice(0, 3).map((u, i) => ({ userId: idOf(u), deptId: idOf(depts[i]!), isLeader: i === 0, createTime: u.createTime })));
  const floors = c.rows['organisation.floor']!;
  await c.ins('platform.userFloor', floors.slice(0, 4).map((f) => ({ userId: idOf(users[1]!), buildId: f.buildId, floorId: idOf(f), createTime: users[1]!.createTime })));

  await seedMenus(c, roles);
  await seedLog(c, users);
}

async function seedMenus(c: SeedContext, roles: Row[]): Promise<void> {
  const tops = await c.ins('platform.webMenu', MENUS.map(([path, name, perms], i) => ({
    name, type: 0, path, icon: 'folder', perms, isApp: false, hidden: false, sort: i + 1,
  })));
  await c.ins('platform.webMenu', MENUS.flatMap(([path, , perms, kids], i) => kids.map(([p, name], k) => ({
    name, parentId: idOf(tops[i]!), type: 1, path: `${path}/${p}`, icon: null, perms, isApp: false, hidden: false, sort: k + 1,
  }))));
  const app = await c.ins('platform.webMenu', [['物业公告', 'app:notice'], ['在线报修', 'app:repair'], ['访客邀约', 'app:visitor'], ['生活缴费', 'app:payment']].map(([name, perms], i) => ({
    name, type: 1, path: `/pages/${String(perms).slice(4)}/index`, icon: String(perms).slice(4), perms, isApp: true, hidden: false, sort: i + 1,
  })));
  const funcs = await c.ins('platform.menu', MENUS.map(([path, name, code], i) => ({ name, code, type: 0, url: path, sort: i + 1, status: 1 })));
  const buttons = await c.ins('platform.menu', MENUS.flatMap(([, name, code], i) => ['新增', '编辑', '删除'].map((op, k) => ({
    name: `${name}-${op}`, parentId: idOf(funcs[i]!), code: `${code}:${['add', 'edit', 'delete'][k]}`, type: 2, url: null, sort: k + 1, status: 1,
  }))));
  // Every web role is granted the functions of the keys it holds (the group and its buttons), so
  // the permission dialog opens on what the role may do today.
  await c.ins('platform.roleFunction', roles.filter((r) => !r.isApp).flatMap((role) => {
    const keys = String(role.perms).split(',');
    return [...funcs, ...buttons].filter((f) => keys.some((k) => f.code === k || String(f.code).startsWith(`${k}:`)))
      .map((f) => ({ roleId: idOf(role), menuId: idOf(f), createTime: role.createTime }));
  }));

  // Two role templates (角色样板): the project and merchant roles' functions as standards.
  const ofKeys = (keys: readonly string[]) => [...funcs, ...buttons].filter((f) => keys.some((k) => f.code === k || String(f.code).startsWith(`${k}:`))).map(idOf).join(',');
  await c.ins('platform.roleTemplate', [
    { name: '项目管理员样板', type: 2, menuIds: ofKeys(String(roles[1]!.perms).split(',')), remark: '项目的空间、住户、通行与通知' },
    { name: '商户样板', type: 5, menuIds: ofKeys(['merchant/wallet']), remark: '商户与钱包' },
  ].map((r) => ({ ...r, createTime: c.at(-300, 10) })));

  const svc = c.rows['common.serviceinfo']!;
  await c.ins('common.serviceAppMenuConfig', app.map((m, i) => ({ serviceInfoId: idOf(svc[0]!), menuId: idOf(m), name: m.name, sort: i + 1, status: 1 })));
  const appRoles = c.rows['platform.webRole']!.filter((r) => r.isApp);
  await c.ins('common.serviceAppRoleConfig', appRoles.map((r) => ({ serviceInfoId: idOf(svc[0]!), roleId: idOf(r), menuIds: app.slice(0, 3).map(idOf).join(','), isDefault: true, status: 1, createTime: r.createTime })));

  // One module per service, its API list taken from the catalogue itself.
  await c.ins('platform.module', c.idx.services.map((s, i) => {
    const perms = s.resources.map((r) => r.permission);
    const top = perms.sort((a, b) => perms.filter((x) => x === b).length - perms.filter((x) => x === a).length)[0] ?? null;
    let apis = '';
    for (const r of s.resources) for (const op of r.operations) if (apis.length + op.path.length < 7900) apis += `${op.method} ${op.path}\n`;
    return { name: s.title['zh-CN'].slice(0, 64), code: s.key.slice(0, 32), basePath: s.prefix, permission: top, apis: apis.trim(), description: s.title.en.slice(0, 200), sort: i + 1, enabled: 1 };
  }));
}

async function seedLog(c: SeedContext, users: Row[]): Promise<void> {
  const { rng } = c;
  const acts: [string, string, string, string][] = [
    ['系统管理', '登录', 'POST', '/user/login'], ['空间管理', '新增房间', 'POST', '/organisation/roomNo/add'], ['用户管理', '审核住户', 'POST', '/organisation/household/auditHouseholdRoom'],
    ['订餐管理', '取消订单', 'POST', '/ordermeal/web/orderDinner/cancelDinner'], ['通知中心', '审核通知', 'POST', '/notify/appNotice/approval'],
    ['商户管理', '导出收款记录', 'POST', '/collection/web/collection/exportCollectionList'], ['系统管理', '修改角色', 'POST', '/web/role/update'],
  ];
  await c.ins('platform.log', times(60, (i) => {
    const [module, operation, method, path] = acts[i % acts.length]!;
    const u = users[i % 4]!;
    return {
      userName: u.name, module, operation, method, path, ip: `10.20.${rng.int(0, 9)}.${rng.int(2, 250)}`,
      result: i % 11 === 5 ? 'fail' : 'success', costMs: rng.int(12, 480), createTime: c.recent(30),
    };
  }));
}
