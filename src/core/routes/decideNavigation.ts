/**
 * The navigation guard of 000 section 2 as a pure function: given what the session knows and
 * where the user is going, say what happens. `useNavigationGuard` performs the side effects.
 */
import { can } from '../permissions';
import type { RouteEntry } from '../types';
import { findRouteByPath } from './filterRoutes';
import { isInternalPath, isRememberablePath } from './safePath';

/**
 * @example
 * decideNavigation({ loggedIn: false, perms: null, routes }, { pathname: '/system/operationLog' })
 * // { action: 'redirect', to: '/login?redirect=%2Fsystem%2FoperationLog' }
 */
export interface NavigationState {
  /** The session marker is present (stored user, or a host-given token). */
  readonly loggedIn: boolean;
  /** Loaded permissions; null while not loaded. */
  readonly perms: readonly string[] | null;
  /** The whole route table (unfiltered), to tell "forbidden" (401) from "unknown" (404). */
  readonly routes: readonly RouteEntry[];
}

/**
 * @example
 * loginRedirect({ pathname: '/system/user', search: '?f.name=a' }) // '/login?redirect=%2Fsystem%2Fuser%3Ff.name%3Da'
 * loginRedirect({ pathname: '/' }) // '/login'
 */
export interface NavigationTarget {
  readonly pathname: string;
  /** With the leading '?', or ''. */
  readonly search?: string;
}

/**
 * @example
 * decideNavigation({ loggedIn: false, perms: null, routes }, { pathname: '/system/operationLog' })
 * // { action: 'redirect', to: '/login?redirect=%2Fsystem%2FoperationLog' }
 */
export type NavigationDecision =
  | {
    readonly action: 'proceed';
    /** Store as the latest visited path. */
    readonly remember?: string;
    /** /externalLogin with a token: clear stale session data, store extToken / extType. */
    readonly externalLogin?: { readonly token: string; readonly type: string };
    /** The route carries the meetingRoom role key: set isMeetingRoom (and the meeting cookie). */
    readonly meetingRoom?: boolean;
  }
  | { readonly action: 'redirect'; readonly to: string }
  | { readonly action: 'loadProfile' }
  | { readonly action: 'deny' };

/**
 * Where the login page sends a user who was not logged in, with the attempted path.
 * @example
 * loginRedirect({ pathname: '/system/user', search: '?f.name=a' }) // '/login?redirect=%2Fsystem%2Fuser%3Ff.name%3Da'
 * loginRedirect({ pathname: '/' }) // '/login'
 */
export function loginRedirect(target: NavigationTarget): string {
  const path = `${target.pathname}${target.search ?? ''}`;
  return isRememberablePath(path) ? `/login?redirect=${encodeURIComponent(path)}` : '/login';
}

const param = (search: string | undefined, name: string): string => new URLSearchParams(search ?? '').get(name)?.trim() ?? '';

/**
 * Decides one navigation (000 section 2, in order):
 * 1. /login with a session -> '/'.
 * 2. /externalLogin: with a token proceed (clearing stale data, storing extToken/extType); without -> /login.
 * 3. No session: only /login and /auth-redirect; everything else -> /login?redirect=<internal path>.
 * 4. Session but no permissions loaded -> loadProfile (then decide again).
 * 5. A known route whose roles (or a parent group's) the user lacks -> deny (/401). admin passes; no roles = open.
 * 6. Otherwise proceed, remembering the path (not / or /login) and flagging meetingRoom routes.
 * @example
 * decideNavigation({ loggedIn: false, perms: null, routes }, { pathname: '/system/operationLog' })
 * // { action: 'redirect', to: '/login?redirect=%2Fsystem%2FoperationLog' }
 */
export function decideNavigation(state: NavigationState, target: NavigationTarget): NavigationDecision {
  const { pathname } = target;
  const search = target.search ?? '';
  if (!isInternalPath(pathname)) return { action: 'redirect', to: state.loggedIn ? '/404' : '/login' };

  if (pathname === '/externalLogin') {
    const token = param(search, 'token');
    if (!token) return { action: 'redirect', to: '/login' };
    return { action: 'proceed', externalLogin: { token, type: param(search, 'type') } };
  }
  if (pathname === '/login') return state.loggedIn ? { action: 'redirect', to: '/' } : { action: 'proceed' };
  if (!state.loggedIn) {
    if (pathname === '/auth-redirect') return { action: 'proceed' };
    return { action: 'redirect', to: loginRedirect(target) };
  }
  if (state.perms === null) return { action: 'loadProfile' };

  const found = findRouteByPath(state.routes, pathname);
  if (found) {
    const chain = [...found.parents, found.entry];
    if (!chain.every((entry) => can(state.perms, entry.roles))) return { action: 'deny' };
  }
  const path = `${pathname}${search}`;
  const meetingRoom = Boolean(found && [...found.parents, found.entry].some((e) => e.roles?.includes('meetingRoom')));
  return {
    action: 'proceed',
    ...(isRememberablePath(path) ? { remember: path } : {}),
    ...(meetingRoom ? { meetingRoom } : {}),
  };
}
