/**
 * The data scope of a session user: the organisations, companies and merchants whose rows it may
 * see and change. Read once when the session is resolved and cached with it (session.ts); a write
 * to users, their links, organisations, companies or merchants drops that cache (dispatch.ts).
 */
import { SCOPE_RESOURCES } from '../../../src/contract';
import { ADMIN_PERMISSION } from '../auth/permissions';
import { q, tableName } from '../db/migrate';
import type { Db, Row } from '../types';

/** Ids a non-administrator is limited to; an empty list means no row of that kind. */
export interface DataScope {
  readonly orgIds: readonly number[];
  readonly companyIds: readonly number[];
  readonly merchantIds: readonly number[];
}

const ORG = tableName({ service: 'organisation', name: 'organization' });
const USER_COMPANY = tableName({ service: 'platform', name: 'userCompany' });
const MERCHANT = tableName({ service: 'merchant', name: 'merchant' });

/** Resource keys whose writes can change some session's scope. */
export const SCOPE_SOURCE_KEYS: ReadonlySet<string> = new Set(Object.values(SCOPE_RESOURCES));

const ints = (rows: readonly Row[], k: string): number[] =>
  rows.map((r) => r[k]).filter((v): v is number => typeof v === 'number' || (typeof v === 'string' && /^\d+$/.test(v))).map(Number);

/**
 * Null for an administrator (`admin` permission: every row); otherwise its organisations (`orgIds`,
 * the user's orgId and platform.userOrgnization links), its companies (the user's companyId, its
 * platform.userCompany links and the companies of its organisations) and the merchants of its
 * organisations.
 * @example await loadDataScope(db, userRow, [3], ['space']) // { orgIds: [3], companyIds: [2], merchantIds: [7, 9] }
 */
export async function loadDataScope(db: Db, user: Row, orgIds: readonly number[], perms: readonly string[]): Promise<DataScope | null> {
  if (perms.includes(ADMIN_PERMISSION)) return null;
  const [linked, orgCompanies, merchants] = await Promise.all([
    db.query(`select ${q('companyId')} as "c" from ${USER_COMPANY} where ${q('userId')} = $1 and "_deleted" = false`, [user.id]),
    db.query(`select ${q('companyId')} as "c" from ${ORG} where "id" = any($1) and "_deleted" = false`, [[...orgIds]]),
    db.query(`select "id" from ${MERCHANT} where ${q('orgId')} = any($1) and "_deleted" = false`, [[...orgIds]]),
  ]);
  const own = typeof user.companyId === 'number' ? [user.companyId] : [];
  const companyIds = [...new Set([...own, ...ints(linked, 'c'), ...ints(orgCompanies, 'c')])].sort((a, b) => a - b);
  return { orgIds: [...orgIds], companyIds, merchantIds: ints(merchants, 'id').sort((a, b) => a - b) };
}
