/** Session hooks over the provider's session store. */
import { useMemo, useRef } from 'react';
import { useAdminInternals } from '../adminContext';
import { useStore } from '../store';
import type { StoredUser } from '../types';
import type { SessionState } from './sessionStore';

/**
 * @example
 * const { login } = useSession();
 * await login(form.loginName, form.password); // then navigate to the redirect target
 */
export interface SessionApi {
  readonly user: StoredUser | null;
  readonly perms: readonly string[] | null;
  readonly loggedIn: boolean;
  /** getKey, encrypt (RSA-OAEP SHA-256), POST /user/login; the name is trimmed. */
  login(loginName: string, password: string): Promise<void>;
  /** POST /user/logout, then clears the local session (even when the call fails). */
  logout(): Promise<void>;
  /** GET /user/profile; rejects with 'getInfo: roles must be a non-null array!' without perms. */
  loadProfile(): Promise<readonly string[]>;
  /** Clears stale data and keeps token/type as extToken/extType (sessionStorage). */
  externalLogin(token: string, type: string): void;
  /** Forgets the session locally (no call). */
  clear(): void;
}

/**
 * The session state only (user, perms, loggedIn).
 * @example
 * const { user, loggedIn } = useSessionState();
 * return loggedIn ? <span>{user?.realName}</span> : null;
 */
export function useSessionState(): SessionState {
  return useStore(useAdminInternals().session);
}

/**
 * The logged-in user, permissions and the session actions.
 * @example
 * const { login } = useSession();
 * await login(form.loginName, form.password); // then navigate to the redirect target
 */
export function useSession(): SessionApi {
  const { session } = useAdminInternals();
  const state = useStore(session);
  return useMemo(() => ({
    user: state.user,
    perms: state.perms,
    loggedIn: state.loggedIn,
    login: session.login,
    logout: session.logout,
    loadProfile: session.loadProfile,
    externalLogin: session.externalLogin,
    clear: session.clear,
  }), [state, session]);
}

/**
 * Loads the permission list once when a session exists but its permissions are unknown: a page
 * mounted alone with a host `token` (no console guard to do it) still learns what the user may do.
 * Returns whether they are known (or there is no session to ask about).
 * @example
 * const permsKnown = useEnsurePermissions(); // in a standalone page
 */
export function useEnsurePermissions(): boolean {
  const { session } = useAdminInternals();
  const { loggedIn, perms } = useStore(session);
  // Asked for while the page renders (with its rows, not after its first paint), once each time
  // they become unknown: a failed load is not repeated by every render.
  const askedOf = useRef<typeof session | null>(null);
  if (!loggedIn || perms !== null) askedOf.current = null;
  else if (askedOf.current !== session) {
    askedOf.current = session;
    session.loadProfile().catch(() => undefined);
  }
  return !loggedIn || perms !== null;
}
