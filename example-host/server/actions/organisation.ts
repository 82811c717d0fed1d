/**
 * Organisation actions: household moves and room use, company data scope, detaching an
 * operating company, the project invite link, personnel types, and the permission controls
 * of a virtual structure. Settings the contract has no column for (the projects of a custom
 * data scope, applied permission controls, invite codes) are JSON in `_config`.
 */
import { randomToken } from '../platform/random';
import { tableName } from '../db/migrate';
import { formatDateTime, listRows, updateRow } from '../db/store';
import { originOf } from '../files/uploadHandlers';
import { ApiFail, CODE, type Handler } from '../types';
import { needAll, needRow, operatorName, parseIds, publicRow, readConfig, writeConfig } from './support';
import { scopeFilter } from '../scope/rowScope';

type Db = Parameters<Handler>[0]['server']['db'];

/** How many live, not rejected households (other than `except`) are on the room. */
async function householdsOn(ctx: Parameters<Handler>[0], db: Db, roomId: unknown, except: unknown = null): Promise<number> {
  const [n] = await db.query<{ n: number }>(
    `select count(*)::int as "n" from ${tableName(ctx.idx.resource('organisation.household'))}
     where "roomId" = $1 and "_deleted" = false and coalesce("auditStatus", 'pending') <> 'rejected' and "id" <> $2`,
    [roomId, except ?? 0]);
  return Number(n!.n);
}

/**
 * POST /organisation/household/roomTransfer: moves the household; both rooms' occupancy follows.
 * A room another household lives on (isUse) is refused on the roomId field.
 */
const roomTransfer: Handler = async (ctx) => ctx.server.db.transaction(async (db) => {
  const households = ctx.idx.resource('organisation.household');
  const rooms = ctx.idx.resource('organisation.roomNo');
  const h = await needRow(ctx, db, households.key, ctx.input.id);
  const room = await needRow(ctx, db, rooms.key, ctx.input.roomId);
  const from = Number(h.roomId);
  if (from === Number(room.id)) throw new ApiFail(CODE.badRequest, '新房间与原房间相同', 'roomId');
  if (await householdsOn(ctx, db, room.id, h.id) > 0) throw new ApiFail(CODE.conflict, '该房间已有住户，请选择其他房间', 'roomId');
  const moved = await updateRow(db, households, Number(h.id), { roomId: room.id, orgId: room.orgId ?? h.orgId });
  const [left] = await db.query<{ n: number }>(
    `select count(*)::int as "n" from ${tableName(households)} where "roomId" = $1 and "_deleted" = false`, [from]);
  if (from && Number(left!.n) === 0) await updateRow(db, rooms, from, { roomStatus: 'vacant' });
  await updateRow(db, rooms, Number(room.id), { roomStatus: h.householdType === 'tenant' ? 'rented' : 'occupied' });
  return { household: publicRow(moved!), fromRoomId: from || null, toRoomId: Number(room.id) };
});

/** POST /organisation/household/isUse: true when a live, not rejected household is on the room. */
const isUse: Handler = async (ctx) => {
  const { db } = ctx.server;
  const room = await needRow(ctx, db, 'organisation.roomNo', ctx.input.roomId);
  return await householdsOn(ctx, db, room.id) > 0;
};

interface DataScope { orgIds: number[] }

/** POST /organisation/company/dataScopeConfig (JSON): all, own company, or chosen projects. */
const dataScopeConfig: Handler = async (ctx) => ctx.server.db.transaction(async (db) => {
  const companies = ctx.idx.resource('organisation.company');
  const company = await needRow(ctx, db, companies.key, ctx.input.id);
  const dataScope = String(ctx.input.dataScope);
  const orgIds = dataScope === 'custom' ? parseIds(ctx.input.orgIds, 'orgIds', '项目') : [];
  await needAll(ctx, db, 'organisation.organization', orgIds);
  await updateRow(db, companies, Number(company.id), { dataScope });
  await writeConfig(db, 'companyDataScope', Number(company.id), { orgIds } satisfies DataScope, ctx.server.now());
  return { id: Number(company.id), dataScope, orgIds };
});

/** GET /organisation/company/dataScopeConfig/{id}: the company with its scope and chosen projects. */
const getDataScopeConfig: Handler = async (ctx) => {
  const { db } = ctx.server;
  const company = await needRow(ctx, db, 'organisation.company', ctx.pathParams.id ?? ctx.input.id);
  const scope = await readConfig<DataScope>(db, 'companyDataScope', Number(company.id));
  return { ...publicRow(company), orgIds: scope?.orgIds ?? [] };
};

/** POST /organisation/company/yy/deleteRelation: clears the parent link when it is that parent. */
const deleteRelation: Handler = async (ctx) => {
  const { db } = ctx.server;
  const r = ctx.idx.resource('organisation.companyYy');
  const company = await needRow(ctx, db, r.key, ctx.input.id);
  if (Number(company.parentId) !== Number(ctx.input.parentId)) throw new ApiFail(CODE.conflict, '该公司不属于此上级公司', 'parentId');
  return publicRow((await updateRow(db, r, Number(company.id), { parentId: null }))!);
};

interface Invite { code: string; expires: string }
const INVITE_DAYS = 7;

/**
 * POST /organisation/wechat/front/user/getOrgInviteQRCodeURL: the link a QR code encodes for
 * joining a project in the public-account front end (a separate app); the code stays the same
 * for 7 days so printed codes keep working, then a new one is issued.
 */
const orgInvite: Handler = async (ctx) => {
  const { db, now } = ctx.server;
  const org = await needRow(ctx, db, 'organisation.organization', ctx.input.orgId);
  let invite = await readConfig<Invite>(db, 'orgInvite', Number(org.id));
  if (!invite || invite.expires <= formatDateTime(now())) {
    invite = { code: randomToken(9), expires: formatDateTime(new Date(now().getTime() + INVITE_DAYS * 86400000)) };
    await writeConfig(db, 'orgInvite', Number(org.id), invite, now());
  }
  const url = `${originOf(ctx.request)}/super_cloud/h5/join?orgId=${org.id}&code=${invite.code}`;
  return { orgId: Number(org.id), orgName: org.name ?? null, url, inviteCode: invite.code, expireTime: invite.expires };
};

/** POST /organisation/v2/user/getPersonnelTypeList: the personnel types with how many users of each (in a project, if given). */
const personnelTypes: Handler = async (ctx) => {
  const r = ctx.idx.resource('organisation.v2User');
  const orgId = ctx.input.orgId ? Number(ctx.input.orgId) : null;
  const params: unknown[] = orgId ? [orgId] : [];
  // Counted within the session's data scope: another organisation's figures are not the user's to see.
  const scoped = scopeFilter(ctx)?.(r, params);
  const counts = await ctx.server.db.query<{ t: string; n: number }>(
    `select "personnelType" as "t", count(*)::int as "n" from ${tableName(r)} where "_deleted" = false ${orgId ? 'and "orgId" = $1' : ''}${scoped ? ` and ${scoped}` : ''} group by 1`,
    params);
  const by = new Map(counts.map((c) => [c.t, Number(c.n)]));
  return r.fields.personnelType!.values!.map((v) => ({ value: v.value, label: v.label['zh-CN'], labels: v.label, count: by.get(String(v.value)) ?? 0 }));
};

interface PermControl { permConfigIds: number[]; enabled: boolean; operatorName: string; updateTime: string }

async function permControlOf(ctx: Parameters<Handler>[0], virtId: number) {
  const { db } = ctx.server;
  const saved = await readConfig<PermControl>(db, 'virtPermControl', virtId);
  const ids = saved?.permConfigIds ?? [];
  const found = ids.length
    ? (await listRows(db, ctx.idx.resource('organisation.virtPermConfig'), { filters: { id: ids.join(',') }, scope: scopeFilter(ctx) })).rows : [];
  const configs = ids.map((id) => found.find((c) => Number(c.id) === id)).filter(Boolean); // in the order applied
  return { virtId, enabled: saved?.enabled ?? false, permConfigIds: ids, configs, operatorName: saved?.operatorName ?? null, updateTime: saved?.updateTime ?? null };
}

/** POST /organisation/virtPermConfig/queryPermControlConfig. */
const queryPermControlConfig: Handler = async (ctx) => {
  const virt = await needRow(ctx, ctx.server.db, 'organisation.virtualarchitecture', ctx.input.virtId);
  return permControlOf(ctx, Number(virt.id));
};

/** POST /organisation/virtPermConfig/permControl (JSON): replaces the controls applied to the structure. */
const permControl: Handler = async (ctx) => {
  const { db, now } = ctx.server;
  const virt = await needRow(ctx, db, 'organisation.virtualarchitecture', ctx.input.virtId);
  const ids = parseIds(ctx.input.permConfigIds, 'permConfigIds', '权限配置');
  await needAll(ctx, db, 'organisation.virtPermConfig', ids);
  const value: PermControl = { permConfigIds: ids, enabled: ctx.input.enabled !== false, operatorName: operatorName(ctx), updateTime: formatDateTime(now()) };
  await writeConfig(db, 'virtPermControl', Number(virt.id), value, now());
  return permControlOf(ctx, Number(virt.id));
};

export const organisationActions: Record<string, Handler> = {
  'organisation.household.roomTransfer': roomTransfer,
  'organisation.household.isUse': isUse,
  'organisation.company.dataScopeConfig': dataScopeConfig,
  'organisation.company.getDataScopeConfig': getDataScopeConfig,
  'organisation.companyYy.deleteRelation': deleteRelation,
  'organisation.user.getOrgInviteQRCodeURL': orgInvite,
  'organisation.v2User.getPersonnelTypeList': personnelTypes,
  'organisation.virtPermConfig.queryPermControlConfig': queryPermControlConfig,
  'organisation.virtPermConfig.permControl': permControl,
};
