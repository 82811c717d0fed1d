/**
 * The session (000 sections 3 and 4): who is logged in and what they may do. Login encrypts the
 * password with the key from getKey; the profile gives the permission list; logout and a 401
 * re-login clear it. See storage.ts for what is kept where and for the "logged in" marker.
 */
import { TransportError } from '../../api/errors';
import type { ApiClient, Envelope } from '../../api/types';
import { createStore, type Store } from '../store';
import type { StoredUser } from '../types';
import {
  USER_KEY, clearSessionStorage, readExtLogin, readRoles, readStoredUser, userFromLogin, userWithProfile,
  writeExtLogin, writeRoles, writeStoredUser,
} from './storage';

/**
 * @example
 * const { user, loggedIn } = useSessionState();
 * return loggedIn ? <span>{user?.realName}</span> : null;
 */
export interface SessionState {
  readonly user: StoredUser | null;
  /** Permission list; null until the profile is loaded. */
  readonly perms: readonly string[] | null;
  /**
   * Session marker: a stored user, a token given by the host, or host-given permissions (an
   * embedding host runs its own login and shares the cookie session).
   */
  readonly loggedIn: boolean;
}

/**
 * 000 section 5: the profile must carry a non-empty permission list.
 * @example
 * if (error.message === ROLES_ERROR) notify.show('error', t('profile.noRoles'));
 */
export const ROLES_ERROR = 'getInfo: roles must be a non-null array!';

export interface SessionStore extends Store<SessionState> {
  login(loginName: string, password: string): Promise<void>;
  logout(): Promise<void>;
  loadProfile(): Promise<readonly string[]>;
  /** /externalLogin: clears a stale session, keeps token and type as extToken / extType. */
  externalLogin(token: string, type: string): void;
  /**
   * Exchanges an external token (default: the stored extToken) for a session through
   * POST /user/loginByThirdToken. Concurrent calls for one token share one request, since
   * such tokens are often single-use.
   */
  loginWithExtToken(token?: string, type?: string): Promise<void>;
  clear(): void;
  /** Token for the Authorization header: the host's, else the stored user's. */
  token(): string | null;
  /** Logged in with permissions loaded: the state in which a 401 means "expired". */
  isActive(): boolean;
  /** Sets isMeetingRoom and calls setMeetingCookie, once per page load. */
  enterMeetingRoom(): Promise<void>;
  /** Re-reads the stored user after another tab changed it. */
  syncFromStorage(): void;
}

export interface SessionOptions {
  readonly api: ApiClient;
  /** A host-given token: logged in without the login page (never stored). */
  readonly hostToken?: string | null;
  /** A host-given permission list: no profile load. */
  readonly permissions?: readonly string[] | null;
  /** Runs after the session is cleared (tabs, caches). */
  readonly onClear?: () => void;
}

const dataOf = (env: unknown): unknown => (env as Envelope | null)?.data;

// Without its profile a page shows rows but no action the user may take, and nothing asks again.
// So the profile gets longer than an ordinary call to answer (a busy server answers it late rather
// than never: a 5 s time-out, asked again, only added to its load), and a call that timed out or
// never reached the server (a slow or dropped network) is asked again, three times, after 1, 2 and
// 4 s. An answer of the server (401, no roles) is final.
const PROFILE_TIMEOUT_MS = 15_000;
const PROFILE_RETRY_DELAYS_MS = [1000, 2000, 4000];
async function profileWithRetries<T>(call: () => Promise<T>, abandoned: () => boolean): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await call();
    } catch (error) {
      const delay = PROFILE_RETRY_DELAYS_MS[attempt];
      // No HTTP status: a time-out or a network failure. A status (401, 502...) is the server's answer.
      const unanswered = error instanceof TransportError && error.status === undefined;
      if (!unanswered || delay === undefined || abandoned()) throw error;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

/**
 * @example
 * const session = createSessionStore({ api });
 * await session.login(' admin ', 'Admin123'); await session.loadProfile();
 */
export function createSessionStore(options: SessionOptions): SessionStore {
  const { api } = options;
  const hostToken = options.hostToken || null;
  const fixedPerms = options.permissions && options.permissions.length ? [...options.permissions] : null;
  const initialUser = readStoredUser();
  const initial = (user: StoredUser | null, perms: readonly string[] | null): SessionState =>
    ({ user, perms: fixedPerms ?? perms, loggedIn: Boolean(user || hostToken || fixedPerms) });
  const store = createStore<SessionState>(initial(initialUser, initialUser ? readRoles() : null));
  let profileInFlight: Promise<readonly string[]> | null = null;
  let meetingCookie: Promise<void> | null = null;
  let extInFlight: { token: string; promise: Promise<void> } | null = null;
  let generation = 0;

  const startSession = (data: unknown) => {
    const user = userFromLogin(data);
    generation += 1;
    clearSessionStorage();
    writeStoredUser(user);
    store.setState(initial(user, null));
  };

  const clear = () => {
    generation += 1;
    profileInFlight = null;
    meetingCookie = null;
    clearSessionStorage();
    store.setState(initial(null, null));
    options.onClear?.();
  };

  return {
    ...store,
    async login(loginName, password) {
      // The encryption code is only needed here: load it alongside the key, not with the first page.
      const [keyAnswer, { encryptPassword, publicKeyOf, serverTimeOf }] = await Promise.all([
        api.call('POST', '/user/getKey', { body: {} }),
        import('./encryptPassword'),
      ]);
      const key = dataOf(keyAnswer);
      const cipher = await encryptPassword(password, publicKeyOf(key), serverTimeOf(key) ?? Date.now());
      const answer = await api.call('POST', '/user/login', { body: { loginName: loginName.trim(), password: cipher } });
      startSession(dataOf(answer));
    },
    async logout() {
      try {
        await api.call('POST', '/user/logout', { body: {} });
      } catch {
        // the local session ends anyway; the client already showed the failure
      } finally {
        clear();
      }
    },
    loadProfile() {
      if (fixedPerms) return Promise.resolve(fixedPerms);
      if (profileInFlight) return profileInFlight;
      const mine = generation;
      const run = (async () => {
        // The token goes in the Authorization header (and the cookie), never in this URL; the
        // client's `profileTokenInQuery` adds `?token=` for back ends that need it.
        const answer = await profileWithRetries(() => api.call('GET', '/user/profile', { timeoutMs: PROFILE_TIMEOUT_MS }), () => mine !== generation);
        const data = dataOf(answer) as Record<string, unknown> | null | undefined;
        const perms = data?.perms;
        if (!Array.isArray(perms) || perms.length === 0 || !perms.every((p) => typeof p === 'string')) throw new Error(ROLES_ERROR);
        if (mine !== generation) return perms as string[];
        const current = store.getState().user;
        // The profile of 001 (userType, companyId, perms) need not name the user: a host's session
        // then gets id 0 rather than failing, so its permissions still load.
        const user = current ? userWithProfile(current, data) : userFromLogin({ id: 0, token: hostToken, ...data });
        // A host's token (a partner page) is the host's session: nothing of it is stored here, and
        // its roles would never be read back (a reload starts from the host's token again).
        if (current) {
          writeStoredUser(user);
          writeRoles(perms);
        }
        store.setState({ user, perms: [...perms], loggedIn: true });
        return perms as string[];
      })();
      profileInFlight = run;
      run.then(() => { if (profileInFlight === run) profileInFlight = null; }, () => { if (profileInFlight === run) profileInFlight = null; });
      return run;
    },
    externalLogin(token, type) {
      if (store.getState().user || readStoredUser() || readRoles()) clear();
      writeExtLogin({ token, type });
    },
    loginWithExtToken(token, type) {
      const ext = token ? { token, type: type ?? '' } : readExtLogin();
      if (!ext) return Promise.reject(new Error('externalLogin: no token'));
      if (extInFlight?.token === ext.token) return extInFlight.promise;
      const promise = (async () => {
        const answer = await api.call('POST', '/user/loginByThirdToken', { body: { token: ext.token, type: ext.type } });
        startSession(dataOf(answer));
        writeExtLogin(ext);
      })();
      extInFlight = { token: ext.token, promise };
      return promise;
    },
    clear,
    token: () => hostToken ?? store.getState().user?.token ?? null,
    isActive: () => store.getState().loggedIn && store.getState().perms !== null,
    enterMeetingRoom() {
      const user = store.getState().user;
      if (user && !user.isMeetingRoom) {
        const next = { ...user, isMeetingRoom: true };
        writeStoredUser(next);
        store.setState((s) => ({ ...s, user: next }));
      }
      if (!meetingCookie) {
        meetingCookie = api.call('POST', '/conferencesystem/web/base/setMeetingCookie', { body: {} })
          .then(() => undefined, () => { meetingCookie = null; });
      }
      return meetingCookie;
    },
    syncFromStorage() {
      const stored = readStoredUser();
      const { user } = store.getState();
      if (stored?.token === user?.token && stored?.id === user?.id) return;
      if (!stored) { if (user) clear(); return; }
      generation += 1;
      store.setState(initial(stored, null));
    },
  };
}

export { USER_KEY };
