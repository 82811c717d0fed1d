import { beforeEach, describe, expect, test } from 'vitest';
import { installMemoryStorage } from '../testing/memoryStorage';
import {
  EXT_TOKEN_KEY, ROLES_KEY, USER_KEY, clearSessionStorage, readJson, orgIdsOf, readExtLogin, readRoles, readStoredUser, userFromLogin,
  userWithProfile, writeExtLogin, writeRoles, writeStoredUser,
} from './storage';

let storage: ReturnType<typeof installMemoryStorage>;
beforeEach(() => {
  storage = installMemoryStorage();
});

const login = { id: 7, userName: 'li', userToken: 'ut', token: 't', userType: 3, companyId: '5', orgList: [12], client: 'web' };

describe('user from the login answer (000 section 3)', () => {
  test('stores the section 3 fields; a user type above 2 with one organisation gets orgId', () => {
    expect(userFromLogin(login)).toMatchObject({ id: 7, userName: 'li', userToken: 'ut', token: 't', userType: 3, companyId: 5, orgId: 12 });
  });

  test('no orgId for several organisations or for user types up to 2', () => {
    expect(userFromLogin({ ...login, orgList: [12, 13] }).orgId).toBeNull();
    expect(userFromLogin({ ...login, userType: 2 }).orgId).toBeNull();
    expect(userFromLogin({ ...login, userType: '6', orgList: '44' })).toMatchObject({ userType: 6, orgId: 44 });
  });

  test('refuses an answer without id or token', () => {
    expect(() => userFromLogin({ userName: 'x' })).toThrow(/no user id or token/);
  });

  test('org lists come in several shapes', () => {
    expect(orgIdsOf([1, '2', { id: 3 }, { orgId: '4' }, 'x', null])).toEqual([1, 2, 3, 4]);
    expect(orgIdsOf('5, 6')).toEqual([5, 6]);
    expect(orgIdsOf(undefined)).toEqual([]);
  });

  test('the profile updates type, company and display fields', () => {
    const user = userWithProfile(userFromLogin(login), { userType: 1, companyId: null, name: 'Li', avatar: 'a.png', postUrl: 'https://mail' });
    expect(user).toMatchObject({ userType: 1, companyId: null, name: 'Li', avatar: 'a.png', postUrl: 'https://mail', orgId: 12 });
  });
});

describe('storage keys', () => {
  test('user in localStorage, roles and external login in sessionStorage', () => {
    writeStoredUser(userFromLogin(login));
    writeRoles(['space']);
    writeExtLogin({ token: 'x', type: 'wx' });
    expect(JSON.parse(storage.local.getItem(USER_KEY)!).token).toBe('t');
    expect(storage.session.getItem(ROLES_KEY)).toBe('["space"]');
    expect(storage.session.getItem(EXT_TOKEN_KEY)).toBe('x');
    expect(readStoredUser()?.id).toBe(7);
    expect(readRoles()).toEqual(['space']);
    expect(readExtLogin()).toEqual({ token: 'x', type: 'wx' });
    clearSessionStorage();
    expect([readStoredUser(), readRoles(), readExtLogin()]).toEqual([null, null, null]);
  });

  test('corrupt or foreign values read as absent', () => {
    storage.local.setItem(USER_KEY, '{"id":"7"}');
    storage.session.setItem(ROLES_KEY, '[]');
    expect(readStoredUser()).toBeNull();
    expect(readRoles()).toBeNull();
    storage.local.setItem(USER_KEY, 'not json');
    expect(readStoredUser()).toBeNull();
  });

  test('garbage of every kind reads as no user and no roles', () => {
    for (const junk of ['{not json', '', 'null', '[]', '[{"id":7}]', '42', '"admin"', 'true', '{}',
      '{"id":7,"userName":"li","token":"t","userType":"1"}', '{"id":null,"userName":"li","token":"t","userType":1}',
      '{"id":7,"userName":["li"],"token":"t","userType":1}', '{"id":7,"userName":"li","token":"","userType":1}']) {
      storage.local.setItem(USER_KEY, junk);
      storage.session.setItem(ROLES_KEY, junk);
      expect(readStoredUser(), junk).toBeNull();
      expect(readRoles(), junk).toBeNull();
    }
    storage.session.setItem(ROLES_KEY, '["space", 7]');
    expect(readRoles()).toBeNull();
  });

  test('a stored user keeps only fields of the right type, so no object reaches a place that shows text', () => {
    storage.local.setItem(USER_KEY, JSON.stringify({
      id: 7, userName: 'li', token: 't', userType: 3, userToken: 42, companyId: '5', orgId: 'x', operationsCenterId: null,
      realName: { first: 'Li' }, name: 'Li', avatar: ['a.png'], isMeetingRoom: 'yes', extra: 'kept out',
    }));
    expect(readStoredUser()).toEqual({ id: 7, userName: 'li', token: 't', userType: 3, userToken: 't', companyId: null, operationsCenterId: null, name: 'Li' });
  });

  test('readJson: the parsed value, or null when missing or not JSON', () => {
    storage.local.setItem('k', '{"a":1}');
    expect(readJson('local', 'k')).toEqual({ a: 1 });
    storage.local.setItem('k', '{a:1}');
    expect(readJson('local', 'k')).toBeNull();
    expect(readJson('session', 'missing')).toBeNull();
  });

  test('no storage at all is tolerated', () => {
    Object.defineProperty(globalThis, 'localStorage', { value: undefined, configurable: true });
    expect(readStoredUser()).toBeNull();
    expect(() => writeStoredUser(null)).not.toThrow();
  });
});
