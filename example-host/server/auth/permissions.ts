/**
 * Who may call what. A user's permission keys (the role keys of spec 000 section 6) are the
 * union of the `perms` of its enabled web roles (platform.webRole, linked through
 * platform.userRole) plus what its user type implies (only the super administrator, type -1,
 * implies `admin`). App roles (isApp) feed the mobile app, not this console, so they are skipped.
 */
import { PICKER_KINDS, selectPermissionsOf, type CatalogueIndex, type IndexedOperation } from '../../../src/contract';
import { q, tableName } from '../db/migrate';
import type { Db, SessionUser } from '../types';

/** The permission that passes every check (spec 000 section 6). */
export const ADMIN_PERMISSION = 'admin';

/** Keys a user type implies on top of its roles. */
export const USER_TYPE_PERMS: Readonly<Record<number, readonly string[]>> = { [-1]: [ADMIN_PERMISSION] };

/**
 * True when the user may use something guarded by `key`: `admin` passes all, a null key
 * means any logged-in user, and nobody passes without a session.
 * @example can(user, 'space')
 */
export function can(user: Pick<SessionUser, 'perms'> | null | undefined, key: string | null | undefined): boolean {
  if (!user) return false;
  if (user.perms.includes(ADMIN_PERMISSION)) return true;
  if (key === null || key === undefined) return true;
  return user.perms.includes(key);
}

/** The key an operation needs: its own `permission` when declared (null = any logged-in user), else its resource's. */
export function requiredPermission(entry: IndexedOperation): string | null {
  return entry.op.permission !== undefined ? entry.op.permission : entry.resource.permission;
}

const pickersCache = new WeakMap<CatalogueIndex, ReadonlyMap<string, readonly (string | null)[]>>();

/**
 * True when the user may make this call: it holds the call's permission, or the call is a select
 * list or name check of rows that a resource (or call) the user may use refers to (the merchant's
 * dish form needs the project select list). The rows' resource decides, so a select call declared
 * elsewhere (companyYy's orgSelect lists projects) counts for the projects' referrers.
 * @example permitted(idx, merchantUser, orgSelectList) // true: merchant/wallet resources refer to projects
 */
export function permitted(idx: CatalogueIndex, user: Pick<SessionUser, 'perms'> | null | undefined, entry: IndexedOperation): boolean {
  if (can(user, requiredPermission(entry))) return true;
  if (!user || !PICKER_KINDS.has(entry.op.kind)) return false;
  let pickers = pickersCache.get(idx);
  if (!pickers) pickersCache.set(idx, (pickers = selectPermissionsOf(idx.services)));
  return (pickers.get(idx.rowsOf(entry).key) ?? []).some((key) => can(user, key));
}

/** Splits a stored `perms` text ("a,b, c") into keys. */
export function splitPerms(perms: unknown): string[] {
  return typeof perms === 'string' ? perms.split(',').map((s) => s.trim()).filter(Boolean) : [];
}

const USER_ROLE = tableName({ service: 'platform', name: 'userRole' });
const WEB_ROLE = tableName({ service: 'platform', name: 'webRole' });

/** The permission keys of one user, sorted and without repeats. */
export async function userPerms(db: Db, userId: number, userType: number | null): Promise<string[]> {
  const rows = await db.query<{ perms: string | null }>(
    `select r.${q('perms')} as perms from ${USER_ROLE} ur join ${WEB_ROLE} r on r.${q('id')} = ur.${q('roleId')}
      where ur.${q('userId')} = $1 and ur."_deleted" = false and r."_deleted" = false
        and coalesce(r.${q('status')}, 1) = 1 and coalesce(r.${q('isApp')}, false) = false`,
    [userId],
  );
  const keys = new Set<string>(USER_TYPE_PERMS[userType ?? 0] ?? []);
  for (const row of rows) for (const k of splitPerms(row.perms)) keys.add(k);
  return [...keys].sort();
}
