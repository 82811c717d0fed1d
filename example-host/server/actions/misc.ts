/**
 * Smaller actions of several services: wechat user labels, the app download links, the
 * Starbucks receiver hand-off of a delivery order, whether a business type may be deleted,
 * and the projects / virtual structures of a clique (kept in `_links`: the contract has no
 * membership resource; getCliqueOrg and getCliqueVirt read the same links).
 */
import { APP_DOWNLOAD_GROUP } from '../../../src/contract/services/basesetting';
import { tableName } from '../db/migrate';
import { formatDateTime, insertRow, listRows, updateRow } from '../db/store';
import { ApiFail, CODE, type Handler, type OpContext, type Row } from '../types';
import { addLinks, linkedIds, needAll, needRow, operatorName, parseIds, publicRow, removeLinks, writeConfig } from './support';
import { scopeFilter } from '../scope/rowScope';

/** POST /wechat/web/wxuser/saveLables: the same labels (comma-separated, de-duplicated) on every given user. */
const saveLables: Handler = async (ctx) => ctx.server.db.transaction(async (db) => {
  const ids = parseIds(ctx.input.ids, 'ids', '用户编号');
  await needAll(ctx, db, 'wechat.wxUser', ids);
  const labels = [...new Set(String(ctx.input.labels ?? '').split(/[,，]/).map((s) => s.trim()).filter(Boolean))].join(',');
  if (labels.length > 256) throw new ApiFail(CODE.badRequest, '标签长度不能超过256个字符', 'labels');
  const rows = await db.query(`update ${tableName(ctx.idx.resource('wechat.wxUser'))} set "labels" = $1 where "id" = any($2) and "_deleted" = false returning "id"`,
    [labels || null, ids]);
  return { updated: rows.length, labels };
});

/** POST /basesetting/dictionaryItem/updateDictionaryGroupAppDownload: item 1 is Android, item 2 iOS (group created if missing). */
const appDownload: Handler = async (ctx) => ctx.server.db.transaction(async (db) => {
  const groups = ctx.idx.resource('basesetting.dictionaryGroup');
  const items = ctx.idx.resource('basesetting.dictionaryItem');
  const now = ctx.server.now();
  const { rows: g } = await listRows(db, groups, { where: { groupCode: APP_DOWNLOAD_GROUP } });
  if (!g.length) await insertRow(db, groups, { name: '应用下载', groupCode: APP_DOWNLOAD_GROUP, description: '管理端应用下载地址：第一项安卓，第二项苹果', status: 1 }, now);
  const existing = await db.query(`select "id" from ${tableName(items)} where "groupCode" = $1 and "_deleted" = false order by "sort", "id"`, [APP_DOWNLOAD_GROUP]);
  const wanted = [
    { name: 'Android', value: 'android', url: String(ctx.input.androidUrl), sort: 1 },
    { name: 'iOS', value: 'ios', url: String(ctx.input.iosUrl), sort: 2 },
  ];
  const out: Row[] = [];
  for (const [i, w] of wanted.entries()) {
    const id = existing[i]?.id;
    const row = id ? await updateRow(db, items, Number(id), w) : await insertRow(db, items, { ...w, groupCode: APP_DOWNLOAD_GROUP, status: 1 }, now);
    out.push(publicRow(row!));
  }
  return out;
});

/**
 * POST /flashdeliver/web/order/starbucksReceiver (JSON): sets the order's receiver and records
 * the hand-off to the Starbucks channel (the reference server has no partner link, so the
 * record in `_config` is the hand-off). Only paid or delivering orders can be handed off.
 */
const starbucksReceiver: Handler = async (ctx) => ctx.server.db.transaction(async (db) => {
  const r = ctx.idx.resource('flashdeliver.order');
  const order = await needRow(ctx, db, r.key, ctx.input.id);
  if (order.status !== 'paid' && order.status !== 'delivering') {
    const label = r.fields.status!.values!.find((v) => v.value === order.status)?.label['zh-CN'] ?? String(order.status);
    throw new ApiFail(CODE.conflict, `当前状态(${label})不允许此操作`);
  }
  const receiver = { receiverName: String(ctx.input.receiverName), receiverPhone: String(ctx.input.receiverPhone), address: String(ctx.input.address) };
  const updated = await updateRow(db, r, Number(order.id), receiver);
  const sentTime = formatDateTime(ctx.server.now());
  await writeConfig(db, 'starbucksReceiver', Number(order.id), { ...receiver, orderNo: order.orderNo, sentTime, operatorName: operatorName(ctx) }, ctx.server.now());
  return { channel: 'starbucks', sentTime, order: publicRow(updated!) };
});

/** Rows of any resource whose ref fields point at the given row. */
async function usesOf(ctx: OpContext, key: string, id: number): Promise<{ resource: string; title: string; count: number }[]> {
  const out = [];
  for (const r of ctx.idx.resources.values()) {
    for (const [name, fd] of Object.entries(r.fields)) {
      if (fd.type !== 'ref' || fd.ref !== key) continue;
      const [n] = await ctx.server.db.query<{ n: number }>(`select count(*)::int as "n" from ${tableName(r)} where "${name}" = $1 and "_deleted" = false`, [id]);
      if (Number(n!.n) > 0) out.push({ resource: r.key, title: r.title['zh-CN'], count: Number(n!.n) });
    }
  }
  return out;
}

/** POST /flashdeliver/web/business/checkDel: may be deleted when no row refers to it. */
const checkDel: Handler = async (ctx) => {
  const row = await needRow(ctx, ctx.server.db, 'flashdeliver.business', ctx.input.id);
  const usedBy = await usesOf(ctx, 'flashdeliver.business', Number(row.id));
  return { id: Number(row.id), canDelete: usedBy.length === 0, usedBy };
};

const CLIQUE_ORG = 'clique.org';
const CLIQUE_VIRT = 'clique.virt';

const addMembers = (kind: string, field: string, label: string, key: string): Handler => async (ctx) => ctx.server.db.transaction(async (db) => {
  const clique = await needRow(ctx, db, 'clique.clique', ctx.input.cliqueId);
  const ids = parseIds(ctx.input[field], field, label);
  await needAll(ctx, db, key, ids);
  const added = await addLinks(db, kind, Number(clique.id), ids);
  return { cliqueId: Number(clique.id), added, total: (await linkedIds(db, kind, Number(clique.id))).length };
});

/** POST /organisation/clique/deleteCliquecOrgAndVirt. */
const removeMembers: Handler = async (ctx) => ctx.server.db.transaction(async (db) => {
  const clique = await needRow(ctx, db, 'clique.clique', ctx.input.cliqueId);
  const orgIds = parseIds(ctx.input.orgIds, 'orgIds', '项目', false);
  const virtIds = parseIds(ctx.input.virtIds, 'virtIds', '虚拟架构', false);
  if (!orgIds.length && !virtIds.length) throw new ApiFail(CODE.badRequest, '请选择要移除的项目或虚拟架构', 'orgIds');
  const orgs = await removeLinks(db, CLIQUE_ORG, Number(clique.id), orgIds);
  const virts = await removeLinks(db, CLIQUE_VIRT, Number(clique.id), virtIds);
  return { cliqueId: Number(clique.id), removedOrgs: orgs, removedVirts: virts };
});

const members = (kind: string, key: string): Handler => async (ctx) => {
  const clique = await needRow(ctx, ctx.server.db, 'clique.clique', ctx.input.cliqueId);
  const ids = await linkedIds(ctx.server.db, kind, Number(clique.id));
  if (!ids.length) return [];
  return (await listRows(ctx.server.db, ctx.idx.resource(key), { filters: { id: ids.join(',') }, orderBy: 'id', order: 'asc', scope: scopeFilter(ctx) })).rows;
};

export const miscActions: Record<string, Handler> = {
  'wechat.webWxuser.saveLables': saveLables,
  'basesetting.dictionaryItem.updateDictionaryGroupAppDownload': appDownload,
  'flashdeliver.order.starbucksReceiver': starbucksReceiver,
  'flashdeliver.business.checkDel': checkDel,
  'clique.clique.addCliquecOrg': addMembers(CLIQUE_ORG, 'orgIds', '项目', 'organisation.organization'),
  'clique.clique.addCliquecVirt': addMembers(CLIQUE_VIRT, 'virtIds', '虚拟架构', 'organisation.virtualarchitecture'),
  'clique.clique.deleteCliquecOrgAndVirt': removeMembers,
  'clique.clique.getCliqueOrg': members(CLIQUE_ORG, 'organisation.organization'),
  'clique.clique.getCliqueVirt': members(CLIQUE_VIRT, 'organisation.virtualarchitecture'),
};
