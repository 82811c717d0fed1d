/**
 * Where the session lives in the browser (000 section 3):
 * - localStorage `sc-admin-user`: the logged-in user (JSON of StoredUser).
 * - sessionStorage `roles`: the permission list of this tab (JSON array).
 * - sessionStorage `extToken` / `extType`: what /externalLogin received.
 * - localStorage `sc-latest-path`: the latest visited internal path.
 *
 * "Session cookie present" (the guard's test): the JSESSION_ID cookie is HttpOnly, so script
 * cannot see it. The marker the guard reads is the stored user in localStorage: it is written
 * only after a successful login, removed on logout or when a 401 re-login clears the session,
 * and shared by every tab like the cookie. A stale marker (server session expired) is caught
 * by the first call: the profile load fails, the guard logs out and goes to '/'.
 *
 * Every access tolerates storage being unavailable (private mode, sandboxed iframes, SSR), and every
 * read tolerates what a user, an extension or an older version may have left there: a value that is
 * not JSON, or JSON of another shape, reads as absent, so the console starts on its defaults instead
 * of crashing (the same holds for the preferences, tabs and column choices that use `readJson`).
 */
import type { StoredUser } from '../types';

/**
 * @example
 * window.addEventListener('storage', (e) => { if (e.key === USER_KEY) location.reload(); });
 */
export const USER_KEY = 'sc-admin-user';
/**
 * @example
 * JSON.parse(localStorage.getItem(ROLES_KEY) ?? '[]') // the stored role keys
 */
export const ROLES_KEY = 'roles';
/**
 * @example
 * sessionStorage.getItem(EXT_TOKEN_KEY) // the token of an external login in progress
 */
export const EXT_TOKEN_KEY = 'extToken';
/**
 * @example
 * sessionStorage.getItem(EXT_TYPE_KEY) // its type, e.g. 'wechat'
 */
export const EXT_TYPE_KEY = 'extType';
/**
 * @example
 * localStorage.getItem(LATEST_PATH_KEY) // '/system/user': where a new login goes back to
 */
export const LATEST_PATH_KEY = 'sc-latest-path';

type Area = 'local' | 'session';

function area(which: Area): Storage | null {
  try {
    const s = which === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
    return s ?? null;
  } catch {
    return null;
  }
}

/** Reads a key; null when missing or storage is unavailable. */
export function readItem(which: Area, key: string): string | null {
  try {
    return area(which)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Writes a key (null removes it); false when storage refused (quota, disabled). */
export function writeItem(which: Area, key: string, value: string | null): boolean {
  try {
    const s = area(which);
    if (!s) return false;
    if (value === null) s.removeItem(key);
    else s.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

/**
 * A stored JSON value, or null when missing, unreadable or not JSON. Callers check its shape.
 * @example
 * const v = readJson('session', 'sc-tabs'); Array.isArray(v) ? v.filter(isTabView) : []
 */
export function readJson(which: Area, key: string): unknown {
  const raw = readItem(which, key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

/** A plain object (not null, not an array): the shape check every stored record starts with. */
export const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/**
 * The stored user, or null when absent or not a user (hand-edited or from an older version). Optional
 * fields of the wrong type are dropped, so the navbar never receives an object where it shows a name.
 * @example
 * readStoredUser()?.userName // 'admin'
 */
export function readStoredUser(): StoredUser | null {
  const v = readJson('local', USER_KEY);
  if (!isRecord(v)) return null;
  if (!finite(v.id) || typeof v.userName !== 'string' || typeof v.token !== 'string' || v.token === '') return null;
  if (!finite(v.userType)) return null;
  const user: Record<string, unknown> = {
    id: v.id, userName: v.userName, token: v.token, userType: v.userType,
    userToken: typeof v.userToken === 'string' && v.userToken !== '' ? v.userToken : v.token,
    companyId: finite(v.companyId) ? v.companyId : null,
  };
  for (const k of ['operationsCenterId', 'orgId'] as const) if (finite(v[k]) || v[k] === null) user[k] = v[k];
  for (const k of ['realName', 'name', 'avatar', 'introduction', 'postUrl', 'wjdcHeadUrl'] as const) if (typeof v[k] === 'string') user[k] = v[k];
  if (typeof v.isMeetingRoom === 'boolean') user.isMeetingRoom = v.isMeetingRoom;
  return user as unknown as StoredUser;
}

export function writeStoredUser(user: StoredUser | null): void {
  writeItem('local', USER_KEY, user ? JSON.stringify(user) : null);
}

/** The permission list of this tab, or null when not loaded. */
export function readRoles(): string[] | null {
  const v = readJson('session', ROLES_KEY);
  return Array.isArray(v) && v.length > 0 && v.every((x) => typeof x === 'string') ? v : null;
}

export function writeRoles(perms: readonly string[] | null): void {
  writeItem('session', ROLES_KEY, perms ? JSON.stringify(perms) : null);
}

export function readExtLogin(): { token: string; type: string } | null {
  const token = readItem('session', EXT_TOKEN_KEY);
  return token ? { token, type: readItem('session', EXT_TYPE_KEY) ?? '' } : null;
}

export function writeExtLogin(value: { token: string; type: string } | null): void {
  writeItem('session', EXT_TOKEN_KEY, value ? value.token : null);
  writeItem('session', EXT_TYPE_KEY, value ? value.type : null);
}

/**
 * @example
 * navigate(readLatestPath() ?? '/dashboard');
 */
export function readLatestPath(): string | null {
  return readItem('local', LATEST_PATH_KEY);
}

export function writeLatestPath(path: string | null): void {
  writeItem('local', LATEST_PATH_KEY, path);
}

/** Removes every session key (user, roles, external-login data). The latest path stays. */
export function clearSessionStorage(): void {
  writeStoredUser(null);
  writeRoles(null);
  writeExtLogin(null);
}

/** Reads an org id list in the shapes back ends use: [1, 2], ['1'], '1,2', [{ id: 1 }]. */
export function orgIdsOf(orgList: unknown): number[] {
  const items = Array.isArray(orgList) ? orgList : typeof orgList === 'string' ? orgList.split(',') : [];
  return items
    .map((item) => (isRecord(item) ? item.id ?? item.orgId ?? item.value : item))
    .map((v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v))
    .filter((v): v is number => typeof v === 'number' && Number.isFinite(v));
}

const num = (v: unknown): number | null => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
};
const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

/**
 * The user to store from a login answer (000 section 3: userToken, userName, companyId, id,
 * orgList, client, userType, token). User types above 2 get a default org id when they have
 * exactly one organisation.
 * @example
 * userFromLogin({ id: 7, userName: 'li', token: 't', userToken: 't', userType: 3, companyId: 1, orgList: [12] }).orgId // 12
 */
export function userFromLogin(data: unknown): StoredUser {
  const d = isRecord(data) ? data : {};
  const id = num(d.id ?? d.userId);
  const token = str(d.token) ?? str(d.userToken);
  if (id === null || !token) throw new Error('login: the answer has no user id or token');
  const userType = num(d.userType) ?? 0;
  const orgs = orgIdsOf(d.orgList);
  return {
    id,
    userName: str(d.userName) ?? str(d.loginName) ?? String(id),
    userToken: str(d.userToken) ?? token,
    token,
    realName: str(d.realName),
    userType,
    companyId: num(d.companyId),
    operationsCenterId: num(d.operationsCenterId),
    orgId: userType > 2 && orgs.length === 1 ? orgs[0]! : null,
    name: str(d.name) ?? str(d.realName) ?? str(d.userName),
  };
}

/** The stored user updated with a profile answer (userType, companyId, name, avatar...). */
export function userWithProfile(user: StoredUser, data: unknown): StoredUser {
  const d = isRecord(data) ? data : {};
  const userType = num(d.userType) ?? user.userType;
  const orgs = orgIdsOf(d.orgList);
  return {
    ...user,
    userType,
    companyId: d.companyId === undefined ? user.companyId : num(d.companyId),
    operationsCenterId: d.operationsCenterId === undefined ? user.operationsCenterId : num(d.operationsCenterId),
    orgId: user.orgId ?? (userType > 2 && orgs.length === 1 ? orgs[0]! : null),
    realName: str(d.realName) ?? user.realName,
    name: str(d.name) ?? user.name,
    avatar: str(d.avatar) ?? user.avatar,
    introduction: str(d.introduction) ?? user.introduction,
    postUrl: str(d.postUrl) ?? user.postUrl,
    wjdcHeadUrl: str(d.wjdcHeadUrl) ?? user.wjdcHeadUrl,
  };
}
