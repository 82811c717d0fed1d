/**
 * Reads platform users (platform.webUser) as the session sees them: the stored row for the
 * login check, and the SessionUser with organisations and permission keys.
 */
import { q, tableName } from '../db/migrate';
import type { Db, Row, SessionUser } from '../types';
import { loadDataScope } from '../scope/sessionScope';
import { userPerms } from './permissions';

export const WEB_USER = tableName({ service: 'platform', name: 'webUser' });
const USER_ORG = tableName({ service: 'platform', name: 'userOrgnization' });

/** The live stored row (password hash included) of a login name, or null. */
export async function findUserByLoginName(db: Db, loginName: string): Promise<Row | null> {
  const rows = await db.query(
    `select * from ${WEB_USER} where ${q('loginName')} = $1 and "_deleted" = false order by "id" limit 1`, [loginName]);
  return rows[0] ?? null;
}

export async function findUserById(db: Db, id: number): Promise<Row | null> {
  const rows = await db.query(`select * from ${WEB_USER} where "id" = $1 and "_deleted" = false`, [id]);
  return rows[0] ?? null;
}

/** True when the account may log in (status enabled or unset). */
export const isActive = (row: Row): boolean => row.status === null || row.status === undefined || Number(row.status) === 1;

/** Organisation ids of a user: its own orgId first, then its platform.userOrgnization links (default link first). */
export async function userOrgIds(db: Db, row: Row): Promise<number[]> {
  const links = await db.query<{ orgId: number }>(
    `select ${q('orgId')} as "orgId" from ${USER_ORG} where ${q('userId')} = $1 and "_deleted" = false
      order by coalesce(${q('isDefault')}, false) desc, "id"`, [row.id]);
  const ids = [row.orgId, ...links.map((l) => l.orgId)].filter((x): x is number => typeof x === 'number');
  return [...new Set(ids)];
}

/** Builds the SessionUser of a stored user row for a session token, with its data scope. */
export async function toSessionUser(db: Db, row: Row, token: string): Promise<SessionUser> {
  const userType = row.userType === null || row.userType === undefined ? 0 : Number(row.userType);
  const [orgIds, perms] = await Promise.all([userOrgIds(db, row), userPerms(db, Number(row.id), userType)]);
  const scope = await loadDataScope(db, row, orgIds, perms);
  return {
    id: Number(row.id),
    loginName: String(row.loginName),
    userName: String(row.name ?? row.loginName),
    userType,
    companyId: typeof row.companyId === 'number' ? row.companyId : null,
    orgIds,
    perms,
    scope,
    token,
  };
}
