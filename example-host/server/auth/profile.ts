/**
 * GET /user/profile: who the session user is and what it may do. The console builds its routes
 * from `perms` (also given as `roles`, the name the shell keeps them under).
 */
import { sharedDataVersion } from '../db/dataVersion';
import { q, tableName } from '../db/migrate';
import { ApiFail, CODE, type Db, type OpContext, type SessionUser } from '../types';
import { can } from './permissions';
import { findUserById } from './sessionUser';

const ORG = tableName({ service: 'organisation', name: 'organization' });
const POST_OFFICE = tableName({ service: 'session', name: 'postOffice' });

/**
 * The office-mail link (first configured entry), or null. Without the session token: the server
 * cannot know which hosts the deployment trusts with it; the console appends it for the hosts
 * of its `trustedHosts` (src/core/externalLink.ts) and for no other.
 */
export async function postOfficeLink(db: Db): Promise<{ id: number; name: string; url: string } | null> {
  const rows = await db.query<{ id: number; name: string | null; url: string | null }>(
    `select "id", ${q('name')} as name, ${q('url')} as url from ${POST_OFFICE}
      where "_deleted" = false and ${q('url')} is not null order by "id" limit 1`);
  const r = rows[0];
  if (!r?.url) return null;
  return { id: r.id, name: r.name ?? '', url: r.url };
}

// A page mounted alone asks for the profile with its first rows, and every console load asks
// again: the answer, three queries, is kept per session until any statement changes data.
const profiles = new WeakMap<Db, Map<string, { version: string; answer: Record<string, unknown> }>>();

/** The profile answer for a session user. */
export async function buildProfile(ctx: OpContext, user: SessionUser): Promise<Record<string, unknown>> {
  const db = ctx.server.db;
  let kept = profiles.get(db);
  if (!kept) profiles.set(db, (kept = new Map()));
  const version = await sharedDataVersion(db);
  const hit = kept.get(user.token);
  if (hit && hit.version === version) return { ...hit.answer };
  const answer = await profileOf(db, user);
  if (kept.size > 10_000) kept.clear();
  // The version read before the queries: a write while they ran leaves the entry stale.
  kept.set(user.token, { version, answer });
  return { ...answer };
}

async function profileOf(db: Db, user: SessionUser): Promise<Record<string, unknown>> {
  const row = await findUserById(db, user.id);
  if (!row) throw new ApiFail(CODE.unauthorized, '登录已过期，请重新登录');
  const orgs = user.orgIds.length
    ? await db.query<{ id: number; name: string }>(
      `select "id", ${q('name')} as name from ${ORG} where "id" = any($1) and "_deleted" = false order by "id"`, [[...user.orgIds]])
    : [];
  const post = await postOfficeLink(db);
  const opCentre = user.userType === 6 || user.userType === 7;
  return {
    id: user.id,
    userId: user.id,
    loginName: user.loginName,
    userName: user.userName,
    realName: user.userName,
    name: user.userName,
    phone: row.phone ?? null,
    avatar: null,
    introduction: null,
    userType: user.userType,
    companyId: user.companyId,
    // Operations-centre users act for their company; others have no centre.
    operationsCenterId: opCentre ? user.companyId : null,
    orgList: user.orgIds,
    orgs,
    orgId: user.orgIds.length === 1 ? user.orgIds[0] : null,
    perms: user.perms,
    roles: user.perms,
    isMeetingRoom: can(user, 'meetingRoom'),
    postUrl: post?.url ?? null,
    wjdcHeadUrl: null,
    userToken: user.token,
    token: user.token,
  };
}
