/**
 * Platform actions: role types, the one-step set-up of organisation-administrator app roles
 * (000 section 6), module API coverage, and the app menus and roles of a service.
 */
import { API_BASE } from '../../../src/contract';
import { ROLE_TYPES } from '../../../src/contract/services/platform/base';
import { tableName } from '../db/migrate';
import { insertRow, listRows, updateRow } from '../db/store';
import { ApiFail, CODE, type Db, type Handler, type OpContext, type Row } from '../types';
import { transition } from '../handlers/transition';
import { needAll, needRow, parseIds, publicRow } from './support';
import { scopeFilter } from '../scope/rowScope';
import { splitPerms } from '../auth/permissions';
import { hashPassword } from '../auth/password';
import { destroyUserSessions } from '../auth/session';
import { passwordProblem } from '../auth/updatePassword';

/**
 * Role types usable for app roles: project roles and the organisation administrators (type 3,
 * the app role of 000 section 6); web roles are every type but 3.
 */
export const APP_ROLE_TYPES: ReadonlySet<string | number> = new Set([2, 3]);
/** What the organisation-administrator app role may do in the app. */
export const ORG_ADMIN_APP_PERMS = 'space,userManagement,pc:noticeCenter,pc:passthrough,pc:lost,pc.convenient';

const typeItem = (v: (typeof ROLE_TYPES)[number]) => ({ value: v.value, label: v.label['zh-CN'], labels: v.label, isApp: APP_ROLE_TYPES.has(v.value) });

/** POST /web/role/gettypelist. */
const gettypelist: Handler = async () => ROLE_TYPES.map(typeItem);

/** POST /web/role/getTypeListV2: the types offered for app (or web) roles, with how many roles each has. */
const getTypeListV2: Handler = async (ctx) => {
  const isApp = ctx.input.isApp === undefined || ctx.input.isApp === null || ctx.input.isApp === '' ? null : ctx.input.isApp === true || ctx.input.isApp === 'true';
  const counts = await ctx.server.db.query<{ t: number; n: number }>(
    `select "type" as "t", count(*)::int as "n" from ${tableName(ctx.idx.resource('platform.webRole'))}
     where "_deleted" = false ${isApp === null ? '' : 'and coalesce("isApp", false) = $1'} group by 1`,
    isApp === null ? [] : [isApp]);
  const by = new Map(counts.map((c) => [Number(c.t), Number(c.n)]));
  return ROLE_TYPES
    .filter((v) => isApp === null || (isApp ? APP_ROLE_TYPES.has(v.value) : v.value !== 3))
    .map((v) => ({ ...typeItem(v), count: by.get(Number(v.value)) ?? 0 }));
};

/** GET /web/role/roleType/{id}. */
const roleType: Handler = async (ctx) => {
  const v = ROLE_TYPES.find((x) => String(x.value) === ctx.pathParams.id);
  if (!v) throw new ApiFail(CODE.notFound, '角色类型不存在');
  return typeItem(v);
};

/**
 * POST /web/role/oneKeySettingAppRoleType3OrganisationAdministrators: every live organisation
 * gets exactly one enabled app role of type 3 named after it with the administrator perms;
 * existing ones are refreshed (name, perms, status), missing ones created.
 */
const oneKeySetting: Handler = async (ctx) => ctx.server.db.transaction(async (db) => {
  const roles = ctx.idx.resource('platform.webRole');
  const { rows: orgs } = await listRows(db, ctx.idx.resource('organisation.organization'), { orderBy: 'id', order: 'asc', scope: scopeFilter(ctx) });
  let created = 0;
  let updated = 0;
  for (const org of orgs) {
    const values = { name: `${String(org.name ?? org.id)}管理员`.slice(0, 32), type: 3, isApp: true, orgId: org.id, perms: ORG_ADMIN_APP_PERMS, status: 1 };
    const [existing] = await db.query(
      `select "id" from ${tableName(roles)} where "_deleted" = false and "type" = 3 and "isApp" = true and "orgId" = $1 order by "id" limit 1`, [org.id]);
    if (existing) {
      await updateRow(db, roles, Number(existing.id), values);
      updated++;
    } else {
      await insertRow(db, roles, { ...values, remark: '一键设置' }, ctx.server.now());
      created++;
    }
  }
  return { organisations: orgs.length, created, updated };
});

/** Catalogue paths as regular expressions ({x} matches one segment). */
function pathMatcher(template: string): RegExp {
  const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${template.split(/\{[^}]+\}/).map(esc).join('[^/]+')}$`);
}

/**
 * GET /module/notperm_apis/{id}: the module's APIs (its `apis` lines, or every catalogue call
 * under its base path when none are listed) that no permission guards: public calls, calls
 * open to any logged-in user, and listed paths the catalogue does not know.
 */
const notpermApis: Handler = async (ctx) => {
  const mod = await needRow(ctx, ctx.server.db, 'platform.module', ctx.pathParams.id);
  const base = String(mod.basePath ?? '').replace(/\/$/, '');
  const lines = String(mod.apis ?? '').split(/\r?\n/).map((s) => s.trim()).filter(Boolean);
  const ops = ctx.idx.operations;
  const wanted = lines.length
    ? lines.map((l) => {
      const m = /^(GET|POST)\s+(\S+)$/i.exec(l);
      let path = m ? m[2]! : l;
      if (path.startsWith(API_BASE)) path = path.slice(API_BASE.length);
      if (!path.startsWith('/')) path = `${base}/${path}`;
      return { method: m ? m[1]!.toUpperCase() : null, path };
    })
    : ops.filter((e) => base && (e.op.path === base || e.op.path.startsWith(`${base}/`))).map((e) => ({ method: e.op.method as string, path: e.op.path }));
  const out: Row[] = [];
  for (const w of wanted) {
    const hits = ops.filter((e) => (!w.method || e.op.method === w.method) && (e.op.path === w.path || pathMatcher(e.op.path).test(w.path)));
    if (!hits.length) { out.push({ method: w.method, path: w.path, reason: 'unknown' }); continue; }
    for (const e of hits) {
      if (e.op.public) out.push({ method: e.op.method, path: e.op.path, operationId: e.id, reason: 'public' });
      else if (e.op.permission === null) out.push({ method: e.op.method, path: e.op.path, operationId: e.id, reason: 'anyUser' });
    }
  }
  return out;
};

/** GET /module/basepaths: distinct base paths of the live modules. */
const basepaths: Handler = async (ctx) => {
  const rows = await ctx.server.db.query(
    `select distinct "basePath" from ${tableName(ctx.idx.resource('platform.module'))} where "_deleted" = false and "basePath" is not null order by 1`);
  return rows.map((r) => String(r.basePath));
};

/** POST /common/serviceAppMenuConfig/updateBatch: the service's app menus become exactly `menuIds`, in that order. */
const updateBatch: Handler = async (ctx) => ctx.server.db.transaction(async (db) => {
  const service = await needRow(ctx, db, 'common.serviceinfo', ctx.input.serviceInfoId);
  const menuIds = parseIds(ctx.input.menuIds, 'menuIds', '菜单', false);
  await needAll(ctx, db, 'platform.webMenu', menuIds);
  const r = ctx.idx.resource('common.serviceAppMenuConfig');
  const { rows: menus } = menuIds.length ? await listRows(db, ctx.idx.resource('platform.webMenu'), { filters: { id: menuIds.join(',') } }) : { rows: [] };
  const names = new Map(menus.map((m) => [Number(m.id), m.name]));
  await db.query(`delete from ${tableName(r)} where "serviceInfoId" = $1`, [service.id]);
  const rows = [];
  for (const [i, menuId] of menuIds.entries()) {
    rows.push(await insertRow(db, r, { serviceInfoId: service.id, menuId, name: names.get(menuId) ?? null, sort: i, status: 1 }, ctx.server.now()));
  }
  return rows.map((x) => Object.fromEntries(Object.entries(x).filter(([k]) => !k.startsWith('_'))));
});

/** GET /common/serviceAppMenuConfig/servicetypeinfoid/{id}: the service's app menus in order. */
const serviceMenus: Handler = async (ctx) => {
  const service = await needRow(ctx, ctx.server.db, 'common.serviceinfo', ctx.pathParams.id);
  const { rows } = await listRows(ctx.server.db, ctx.idx.resource('common.serviceAppMenuConfig'), { filters: { serviceInfoId: service.id }, orderBy: 'sort', order: 'asc' });
  return rows;
};

/** GET /common/serviceAppRoleConfig/role/{roleId}: the app role configuration rows of one role. */
const roleConfigs: Handler = async (ctx) => {
  const role = await needRow(ctx, ctx.server.db, 'platform.webRole', ctx.pathParams.roleId);
  const { rows } = await listRows(ctx.server.db, ctx.idx.resource('common.serviceAppRoleConfig'), { filters: { roleId: role.id } });
  return rows;
};

/** GET /platform/roleFunction/role/{roleId} (our addition): the role's granted functions. */
const roleGrants: Handler = async (ctx) => {
  const role = await needRow(ctx, ctx.server.db, 'platform.webRole', ctx.pathParams.roleId);
  const rows = await ctx.server.db.query(
    `select * from ${tableName(ctx.idx.resource('platform.roleFunction'))} where "_deleted" = false and "roleId" = $1 order by "menuId"`, [role.id]);
  return rows.map(publicRow);
};

/**
 * POST /platform/roleFunction/grant (our addition): the role's functions become exactly
 * `menuIds`, and its permission keys (`perms`, what the server checks and the menus follow)
 * become the codes of those functions plus the keys it held that no function of the catalogue
 * carries (e.g. `admin`, app keys). One transaction, the role row locked, so two saves of one
 * role cannot interleave.
 */
const grant: Handler = async (ctx) => ctx.server.db.transaction(async (db) => {
  const roles = ctx.idx.resource('platform.webRole');
  const [role] = await db.query(`select * from ${tableName(roles)} where "id" = $1 and "_deleted" = false for update`, [Number(ctx.input.roleId) || 0]);
  if (!role) throw new ApiFail(CODE.notFound, '角色不存在', 'roleId');
  const menuIds = parseIds(ctx.input.menuIds, 'menuIds', '功能', false);
  return { roleId: Number(role.id), menuIds, perms: await grantFunctions(ctx, db, role, menuIds) };
});

/** The live function catalogue: id -> code. */
async function catalogueOf(ctx: OpContext, db: Db): Promise<Map<number, string | null>> {
  const rows = await db.query<{ id: number; code: string | null }>(`select "id", "code" from ${tableName(ctx.idx.resource('platform.menu'))} where "_deleted" = false`);
  return new Map(rows.map((m) => [Number(m.id), m.code]));
}

/** Replaces a (locked) role's functions and sets its keys; unknown functions are a 400 on menuIds. */
async function grantFunctions(ctx: OpContext, db: Db, role: Row, menuIds: readonly number[]): Promise<string> {
  const known = await catalogueOf(ctx, db);
  const missing = menuIds.filter((id) => !known.has(id));
  if (missing.length) throw new ApiFail(CODE.badRequest, `功能不存在：${missing.join(',')}`, 'menuIds');
  const links = ctx.idx.resource('platform.roleFunction');
  await db.query(`delete from ${tableName(links)} where "roleId" = $1`, [role.id]);
  for (const menuId of menuIds) await insertRow(db, links, { roleId: role.id, menuId }, ctx.server.now());
  const catalogueKeys = new Set([...known.values()].flatMap((c) => splitPerms(c)));
  const granted = menuIds.flatMap((id) => splitPerms(known.get(id)));
  const perms = [...new Set([...splitPerms(role.perms).filter((k) => !catalogueKeys.has(k)), ...granted])].join(',');
  if (perms.length > 2000) throw new ApiFail(CODE.badRequest, '权限过多，超出角色可保存的长度', 'menuIds');
  await updateRow(db, ctx.idx.resource('platform.webRole'), Number(role.id), { perms });
  return perms;
}

/** POST /platform/roleTemplate/setFunctions (our addition). */
const setTemplateFunctions: Handler = async (ctx) => {
  const tpl = await needRow(ctx, ctx.server.db, 'platform.roleTemplate', ctx.input.id);
  const menuIds = parseIds(ctx.input.menuIds, 'menuIds', '功能', false);
  const known = await catalogueOf(ctx, ctx.server.db);
  const missing = menuIds.filter((id) => !known.has(id));
  if (missing.length) throw new ApiFail(CODE.badRequest, `功能不存在：${missing.join(',')}`, 'menuIds');
  await updateRow(ctx.server.db, ctx.idx.resource('platform.roleTemplate'), Number(tpl.id), { menuIds: menuIds.join(',') });
  return { id: Number(tpl.id), menuIds };
};

/**
 * POST /platform/roleTemplate/applyToOrganisations (our addition): in each organisation the role
 * of the template's name and type (web role) is created or refreshed with the template's functions.
 */
const applyTemplate: Handler = async (ctx) => ctx.server.db.transaction(async (db) => {
  const tpl = await needRow(ctx, db, 'platform.roleTemplate', ctx.input.id);
  const orgIds = parseIds(ctx.input.orgIds, 'orgIds', '项目');
  await needAll(ctx, db, 'organisation.organization', orgIds);
  const roles = ctx.idx.resource('platform.webRole');
  const menuIds = splitPerms(tpl.menuIds).map(Number).filter((n) => Number.isInteger(n) && n > 0);
  let created = 0;
  let updated = 0;
  for (const orgId of orgIds) {
    let [role] = await db.query(
      `select * from ${tableName(roles)} where "_deleted" = false and "orgId" = $1 and "name" = $2 and "type" = $3 and coalesce("isApp", false) = false order by "id" limit 1 for update`,
      [orgId, tpl.name, tpl.type]);
    if (role) updated++;
    else {
      role = await insertRow(db, roles, { name: tpl.name, type: tpl.type, isApp: false, orgId, perms: '', status: 1, remark: '角色样板' }, ctx.server.now());
      created++;
    }
    await grantFunctions(ctx, db, role, menuIds);
  }
  return { organisations: orgIds.length, created, updated };
});

/** POST /web/user/resetPassword (our addition): a new password under the console's rule; the user's sessions end. */
const resetPassword: Handler = async (ctx) => {
  const user = await needRow(ctx, ctx.server.db, 'platform.webUser', ctx.input.id);
  const password = String(ctx.input.password ?? '');
  const problem = passwordProblem(password);
  if (problem) throw new ApiFail(CODE.badRequest, problem, 'password');
  await updateRow(ctx.server.db, ctx.idx.resource('platform.webUser'), Number(user.id), { password: await hashPassword(password) });
  await destroyUserSessions(ctx.server.db, Number(user.id));
  return null;
};

/** POST /web/user/switchStatus (our addition): the generic toggle, except that nobody disables their own account. */
const switchUserStatus: Handler = async (ctx) => {
  if (ctx.user && String(ctx.input.id) === String(ctx.user.id) && String(ctx.input.status) === '0') {
    throw new ApiFail(CODE.conflict, '不能停用当前登录的账号', 'status');
  }
  return transition(ctx);
};

export const platformActions: Record<string, Handler> = {
  'platform.roleTemplate.setFunctions': setTemplateFunctions,
  'platform.roleTemplate.applyToOrganisations': applyTemplate,
  'platform.webUser.switchStatus': switchUserStatus,
  'platform.webUser.resetPassword': resetPassword,
  'platform.roleFunction.ofRole': roleGrants,
  'platform.roleFunction.grant': grant,
  'platform.webRole.gettypelist': gettypelist,
  'platform.webRole.getTypeListV2': getTypeListV2,
  'platform.webRole.roleType': roleType,
  'platform.webRole.oneKeySettingAppRoleType3OrganisationAdministrators': oneKeySetting,
  'platform.module.notperm_apis': notpermApis,
  'platform.module.basepaths': basepaths,
  'common.serviceAppMenuConfig.updateBatch': updateBatch,
  'common.serviceAppMenuConfig.servicetypeinfoid': serviceMenus,
  'common.serviceAppRoleConfig.role': roleConfigs,
};
