import { describe, expect, test } from 'vitest';
import type { RouteEntry } from '../types';
import { decideNavigation, loginRedirect, type NavigationState } from './decideNavigation';
import { isInternalPath, isRememberablePath, postLoginTarget } from './safePath';

const routes: RouteEntry[] = [
  { path: '/dashboard', name: 'dashboard', title: 'route.dashboard', affix: true },
  {
    path: '/system', name: 'system', title: 'route.system', roles: ['system-monitoring'],
    children: [{ path: '/system/operationLog', name: 'operationLog', title: 'route.operationLog', roles: ['system-monitoring'] }],
  },
  {
    path: '/meetingRoom', name: 'meetingRoom', title: 'route.meetingRoom', roles: ['meetingRoom'],
    children: [{ path: '/meetingRoom/room', name: 'meetingRoomManage', title: 'route.meetingRoomManage', roles: ['meetingRoom'] }],
  },
  {
    path: '/open', name: 'open', title: 'route.open',
    children: [{ path: '/open/page', name: 'openPage', title: 'route.openPage' }],
  },
];

const loggedOut: NavigationState = { loggedIn: false, perms: null, routes };
const noPerms: NavigationState = { loggedIn: true, perms: null, routes };
const user = (...perms: string[]): NavigationState => ({ loggedIn: true, perms, routes });

describe('decideNavigation (000 section 2)', () => {
  test('with a session, /login goes to /', () => {
    expect(decideNavigation(user('space'), { pathname: '/login' })).toEqual({ action: 'redirect', to: '/' });
    expect(decideNavigation(noPerms, { pathname: '/login', search: '?redirect=%2Fx' })).toEqual({ action: 'redirect', to: '/' });
  });

  test('/externalLogin with a token proceeds (stale data is cleared by the caller), logged in or not', () => {
    const expected = { action: 'proceed', externalLogin: { token: 'abc', type: 'wx' } };
    expect(decideNavigation(loggedOut, { pathname: '/externalLogin', search: '?token=abc&type=wx' })).toEqual(expected);
    expect(decideNavigation(user('admin'), { pathname: '/externalLogin', search: '?token=abc&type=wx' })).toEqual(expected);
    expect(decideNavigation(loggedOut, { pathname: '/externalLogin', search: '?token=t' }))
      .toEqual({ action: 'proceed', externalLogin: { token: 't', type: '' } });
  });

  test('/externalLogin without a token goes to the login page', () => {
    expect(decideNavigation(loggedOut, { pathname: '/externalLogin' })).toEqual({ action: 'redirect', to: '/login' });
    expect(decideNavigation(loggedOut, { pathname: '/externalLogin', search: '?token=%20&type=wx' })).toEqual({ action: 'redirect', to: '/login' });
  });

  test('without a session only /login, /auth-redirect and /externalLogin?token are allowed', () => {
    expect(decideNavigation(loggedOut, { pathname: '/login' })).toEqual({ action: 'proceed' });
    expect(decideNavigation(loggedOut, { pathname: '/auth-redirect' })).toEqual({ action: 'proceed' });
    for (const pathname of ['/', '/dashboard', '/401', '/404', '/redirect/dashboard', '/unknown']) {
      expect(decideNavigation(loggedOut, { pathname }).action, pathname).toBe('redirect');
    }
  });

  test('the login redirect carries the attempted internal path only', () => {
    expect(decideNavigation(loggedOut, { pathname: '/system/operationLog', search: '?page=2' }))
      .toEqual({ action: 'redirect', to: '/login?redirect=%2Fsystem%2FoperationLog%3Fpage%3D2' });
    expect(decideNavigation(loggedOut, { pathname: '/' })).toEqual({ action: 'redirect', to: '/login' });
    expect(decideNavigation(loggedOut, { pathname: '/404' })).toEqual({ action: 'redirect', to: '/login' });
    expect(decideNavigation(loggedOut, { pathname: '//evil.com' })).toEqual({ action: 'redirect', to: '/login' });
    expect(loginRedirect({ pathname: '/\\evil.com' })).toBe('/login');
  });

  test('logged in without permissions: load the profile first', () => {
    expect(decideNavigation(noPerms, { pathname: '/system/operationLog' })).toEqual({ action: 'loadProfile' });
    expect(decideNavigation(noPerms, { pathname: '/' })).toEqual({ action: 'loadProfile' });
  });

  test('a route whose roles the user lacks is denied (-> /401); a parent group counts too', () => {
    expect(decideNavigation(user('space'), { pathname: '/system/operationLog' })).toEqual({ action: 'deny' });
    expect(decideNavigation(user('space'), { pathname: '/system' })).toEqual({ action: 'deny' });
    const childOnly: RouteEntry[] = [{ path: '/g', name: 'g', title: 'g', roles: ['a'], children: [{ path: '/g/p', name: 'p', title: 'p' }] }];
    expect(decideNavigation({ loggedIn: true, perms: ['b'], routes: childOnly }, { pathname: '/g/p' })).toEqual({ action: 'deny' });
  });

  test('admin passes every route; holders of a listed role pass; routes without roles are open', () => {
    expect(decideNavigation(user('admin'), { pathname: '/system/operationLog' }).action).toBe('proceed');
    expect(decideNavigation(user('system-monitoring'), { pathname: '/system/operationLog' }).action).toBe('proceed');
    expect(decideNavigation(user('space'), { pathname: '/open/page' }).action).toBe('proceed');
    expect(decideNavigation(user('space'), { pathname: '/dashboard' }).action).toBe('proceed');
  });

  test('unknown paths proceed (the router shows 404), public pages proceed when logged in', () => {
    expect(decideNavigation(user('space'), { pathname: '/no/such/page' }).action).toBe('proceed');
    expect(decideNavigation(user('space'), { pathname: '/401' }).action).toBe('proceed');
  });

  test('the latest path is remembered, except / and /login (and other shell pages)', () => {
    expect(decideNavigation(user('admin'), { pathname: '/system/operationLog', search: '?q=1' }))
      .toEqual({ action: 'proceed', remember: '/system/operationLog?q=1' });
    expect(decideNavigation(user('admin'), { pathname: '/' })).toEqual({ action: 'proceed' });
    expect(decideNavigation(loggedOut, { pathname: '/login' })).toEqual({ action: 'proceed' });
    expect(decideNavigation(user('admin'), { pathname: '/404' })).toEqual({ action: 'proceed' });
  });

  test('meetingRoom routes set the meeting-room flag', () => {
    expect(decideNavigation(user('meetingRoom'), { pathname: '/meetingRoom/room' }))
      .toEqual({ action: 'proceed', remember: '/meetingRoom/room', meetingRoom: true });
    expect(decideNavigation(user('admin'), { pathname: '/dashboard' })).not.toHaveProperty('meetingRoom');
  });

  test('a non-internal pathname never proceeds', () => {
    expect(decideNavigation(user('admin'), { pathname: '//evil.com' })).toEqual({ action: 'redirect', to: '/404' });
  });
});

describe('open-redirect protection', () => {
  test.each([
    ['//evil.com', false], ['https://evil.com', false], ['/\\evil.com', false], ['javascript:alert(1)', false],
    ['', false], ['evil.com', false], ['/%2F%2Fevil.com', true], ['/ok/path?x=//evil.com', true], ['/a\u0000b', false],
  ])('isInternalPath(%j) is %s', (path, ok) => {
    expect(isInternalPath(path)).toBe(ok);
  });

  test('post-login target refuses other sites and falls back to the remembered path, then /', () => {
    expect(postLoginTarget('?redirect=%2Fplatform%2Fuser', null)).toBe('/platform/user');
    expect(postLoginTarget('?redirect=%2F%2Fevil.com', '/platform/role')).toBe('/platform/role');
    expect(postLoginTarget('?redirect=https%3A%2F%2Fevil.com', null)).toBe('/');
    expect(postLoginTarget('', '//evil.com')).toBe('/');
    expect(postLoginTarget('?redirect=%2Flogin', null)).toBe('/');
    expect(isRememberablePath('/login')).toBe(false);
  });
});
