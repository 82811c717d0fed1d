import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { DEFAULT_TIMEOUT_MS, createApiClient } from '../../api/createApiClient';
import { installMemoryStorage } from '../testing/memoryStorage';
import { GOOD_LOGIN, TOKEN, startShellBackend, type ShellBackend } from '../testing/shellBackend';
import { ROLES_ERROR, createSessionStore } from './sessionStore';
import { EXT_TOKEN_KEY, EXT_TYPE_KEY, ROLES_KEY, USER_KEY } from './storage';

let backend: ShellBackend;
let storage: ReturnType<typeof installMemoryStorage>;
beforeAll(async () => { backend = await startShellBackend(); });
afterAll(() => backend.close());
beforeEach(() => {
  storage = installMemoryStorage();
  backend.requests.length = 0;
  backend.state.perms = ['space', 'meetingRoom'];
  backend.state.keyFormat = 'base64';
});

function setup(options: { permissions?: string[]; hostToken?: string } = {}, profileTokenInQuery = false) {
  const onClear = vi.fn();
  const holder: { session?: ReturnType<typeof createSessionStore> } = {};
  const api = createApiClient({ baseUrl: backend.apiBase, getToken: () => holder.session?.token() ?? null, profileTokenInQuery });
  const session = createSessionStore({ api, onClear, ...options });
  holder.session = session;
  return { session, onClear };
}

describe('login against a real HTTP server', () => {
  test.each(['base64', 'pem'] as const)('getKey (%s), encrypted password, trimmed name, form body with X-Requested-With', async (format) => {
    backend.state.keyFormat = format;
    const { session } = setup();
    await session.login(`  ${GOOD_LOGIN.loginName}  `, GOOD_LOGIN.password);
    const login = backend.requests.find((r) => r.path === '/user/login')!;
    expect(login.headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(login.headers['content-type']).toMatch(/application\/x-www-form-urlencoded/);
    const form = new URLSearchParams(login.body);
    expect(form.get('loginName')).toBe('admin');
    expect(form.get('password')).not.toBe(GOOD_LOGIN.password);
    expect(backend.state.decrypted.at(-1)).toBe(GOOD_LOGIN.password);
    expect(session.getState()).toMatchObject({ loggedIn: true, perms: null, user: { id: 1, token: TOKEN, userType: 3, orgId: 12, companyId: 5 } });
  });

  test('the password is sealed with the server clock from getKey and a fresh nonce, so a ciphertext works once', async () => {
    backend.state.serverTime = 1_700_000_000_000;
    const { session } = setup();
    await session.login(GOOD_LOGIN.loginName, GOOD_LOGIN.password);
    await session.login(GOOD_LOGIN.loginName, GOOD_LOGIN.password);
    const [a, b] = backend.state.sealed.slice(-2);
    expect(a!.ts).toBe(1_700_000_000_000);
    expect(a!.nonce).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(b!.nonce).not.toBe(a!.nonce);
    backend.state.serverTime = null;
    expect(JSON.parse(storage.local.getItem(USER_KEY)!).token).toBe(TOKEN);
  });

  test('a wrong password rejects with the server message and stores nothing', async () => {
    const { session } = setup();
    await expect(session.login('admin', 'nope')).rejects.toThrow('用户名或密码错误');
    expect(session.getState().loggedIn).toBe(false);
    expect(storage.local.getItem(USER_KEY)).toBeNull();
  });

  /** A logged-in session whose profile requests go through `profile` (the others reach the backend). */
  async function withProfileFetch(profile: (request: Request) => Promise<Response>) {
    const holder: { session?: ReturnType<typeof createSessionStore> } = {};
    const api = createApiClient({
      baseUrl: backend.apiBase,
      getToken: () => holder.session?.token() ?? null,
      fetch: (request) => (new URL(request.url).pathname.endsWith('/user/profile') ? profile(request) : fetch(request)),
    });
    const session = createSessionStore({ api, onClear: vi.fn() });
    holder.session = session;
    await session.login(GOOD_LOGIN.loginName, GOOD_LOGIN.password);
    return session;
  }

  test('a profile call that never reached the server is asked again (a page without it has no actions); an answer is final', async () => {
    let dropped = 0;
    const session = await withProfileFetch(async (request) => {
      if (dropped === 0) {
        dropped += 1;
        throw new TypeError('network down');
      }
      return fetch(request);
    });
    await expect(session.loadProfile()).resolves.toEqual(['space', 'meetingRoom']);
    expect(dropped).toBe(1);
    expect(backend.requests.filter((r) => r.path === '/user/profile')).toHaveLength(1);
    expect(session.getState().perms).toEqual(['space', 'meetingRoom']);
  });

  test('a profile answering after an ordinary call\'s 5 s time-out is waited for, not abandoned and asked again', async () => {
    let asked = 0;
    const session = await withProfileFetch(async (request) => {
      asked += 1;
      // A busy server: the answer comes a little after DEFAULT_TIMEOUT_MS.
      await new Promise((resolve) => setTimeout(resolve, DEFAULT_TIMEOUT_MS + 500));
      return fetch(request);
    });
    await expect(session.loadProfile()).resolves.toEqual(['space', 'meetingRoom']);
    expect(asked).toBe(1);
  });

  test('loadProfile sends the token in the Authorization header, in no URL, and keeps the permissions in sessionStorage roles', async () => {
    const { session } = setup();
    await session.login(GOOD_LOGIN.loginName, GOOD_LOGIN.password);
    await expect(session.loadProfile()).resolves.toEqual(['space', 'meetingRoom']);
    const profile = backend.requests.find((r) => r.path === '/user/profile')!;
    expect(profile.method).toBe('GET');
    expect(profile.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(backend.requests.filter((r) => `${r.path}?${r.query}`.includes(TOKEN))).toEqual([]);
    expect(storage.session.getItem(ROLES_KEY)).toBe('["space","meetingRoom"]');
    expect(session.getState().user?.name).toBe('Admin');
    expect(session.isActive()).toBe(true);
  });

  test('with profileTokenInQuery the profile also carries ?token= (spec 000 section 7), and no other call does', async () => {
    const { session } = setup({}, true);
    await session.login(GOOD_LOGIN.loginName, GOOD_LOGIN.password);
    await expect(session.loadProfile()).resolves.toEqual(['space', 'meetingRoom']);
    const withToken = backend.requests.filter((r) => `${r.path}?${r.query}`.includes(TOKEN));
    expect(withToken.map((r) => [r.method, r.path, r.query.get('token')])).toEqual([['GET', '/user/profile', TOKEN]]);
  });

  test.each([[[]], [null], ['space']])('loadProfile refuses perms %j', async (perms) => {
    backend.state.perms = perms;
    const { session } = setup();
    await session.login(GOOD_LOGIN.loginName, GOOD_LOGIN.password);
    await expect(session.loadProfile()).rejects.toThrow(ROLES_ERROR);
    expect(session.getState().perms).toBeNull();
  });

  test('concurrent profile loads share one request', async () => {
    const { session } = setup();
    await session.login(GOOD_LOGIN.loginName, GOOD_LOGIN.password);
    await Promise.all([session.loadProfile(), session.loadProfile(), session.loadProfile()]);
    expect(backend.count('/user/profile')).toBe(1);
  });

  test('logout calls the server and clears user, roles and the tabs', async () => {
    const { session, onClear } = setup();
    await session.login(GOOD_LOGIN.loginName, GOOD_LOGIN.password);
    await session.loadProfile();
    await session.logout();
    expect(backend.count('/user/logout')).toBe(1);
    expect(session.getState()).toEqual({ user: null, perms: null, loggedIn: false });
    expect(storage.local.getItem(USER_KEY)).toBeNull();
    expect(storage.session.getItem(ROLES_KEY)).toBeNull();
    expect(onClear).toHaveBeenCalled();
  });
});

describe('external login', () => {
  test('clears a stale session and keeps extToken / extType', async () => {
    const { session, onClear } = setup();
    await session.login(GOOD_LOGIN.loginName, GOOD_LOGIN.password);
    session.externalLogin('abc', 'wx');
    expect(onClear).toHaveBeenCalled();
    expect(session.getState().loggedIn).toBe(false);
    expect(storage.session.getItem(EXT_TOKEN_KEY)).toBe('abc');
    expect(storage.session.getItem(EXT_TYPE_KEY)).toBe('wx');
  });

  test('exchanges the token once however often it is asked', async () => {
    const { session } = setup();
    session.externalLogin('ext-ok', 'wx');
    await Promise.all([session.loginWithExtToken('ext-ok', 'wx'), session.loginWithExtToken('ext-ok', 'wx')]);
    expect(backend.count('/user/loginByThirdToken')).toBe(1);
    expect(session.getState().user?.token).toBe('tok-ext');
    await expect(setup().session.loginWithExtToken('bad', 'wx')).rejects.toThrow('第三方令牌无效或已过期');
  });
});

describe('host-given token and permissions', () => {
  test('fixed permissions need no profile; a host token counts as logged in', async () => {
    const { session } = setup({ permissions: ['admin'], hostToken: 'host-t' });
    expect(session.getState()).toMatchObject({ loggedIn: true, perms: ['admin'] });
    await expect(session.loadProfile()).resolves.toEqual(['admin']);
    expect(backend.count('/user/profile')).toBe(0);
    expect(session.token()).toBe('host-t');
    expect(setup({ permissions: ['space'] }).session.getState()).toMatchObject({ loggedIn: true, perms: ['space'], user: null });
  });

  test('a host token loads its permissions from the profile and stores nothing in the browser', async () => {
    const { session } = setup({ hostToken: TOKEN });
    await expect(session.loadProfile()).resolves.toEqual(['space', 'meetingRoom']);
    const profile = backend.requests.find((r) => r.path === '/user/profile')!;
    expect(profile.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(profile.query.get('token')).toBeNull();
    expect(session.getState()).toMatchObject({ loggedIn: true, perms: ['space', 'meetingRoom'] });
    expect(storage.session.length).toBe(0);
    expect(storage.local.length).toBe(0);
  });
});

test('entering a meeting-room page sets the flag and calls setMeetingCookie once', async () => {
  const { session } = setup();
  await session.login(GOOD_LOGIN.loginName, GOOD_LOGIN.password);
  await Promise.all([session.enterMeetingRoom(), session.enterMeetingRoom()]);
  await session.enterMeetingRoom();
  expect(backend.count('/conferencesystem/web/base/setMeetingCookie')).toBe(1);
  expect(session.getState().user?.isMeetingRoom).toBe(true);
  expect(JSON.parse(storage.local.getItem(USER_KEY)!).isMeetingRoom).toBe(true);
});
