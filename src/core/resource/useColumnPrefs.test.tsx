import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, test } from 'vitest';
import { AdminProvider } from '../AdminProvider';
import { USER_KEY } from '../session/storage';
import { mergeColumnPrefs, parseColumnPrefs, useColumnPrefs, type ColumnPref } from './useColumnPrefs';

const COLUMNS: ColumnPref[] = [{ key: 'orderNo', visible: true }, { key: 'amount', visible: true }, { key: 'status', visible: false }];
const KEY = 'sc-columns:li:ordermeal.orderDinner';

function Wrapper({ children }: { children: ReactNode }) {
  return <AdminProvider apiBase="http://localhost/super_cloud/api" permissions={['admin']}>{children}</AdminProvider>;
}
const render = () => renderHook(() => useColumnPrefs('ordermeal.orderDinner', COLUMNS), { wrapper: Wrapper });

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(USER_KEY, JSON.stringify({ id: 7, userName: 'li', userToken: 't', token: 't', userType: 1, companyId: null }));
});

describe('column choices in localStorage', () => {
  test('a saved choice comes back for the same user and resource', () => {
    const { result } = render();
    act(() => result.current.setPrefs([{ key: 'amount', visible: true }, { key: 'orderNo', visible: false }, { key: 'status', visible: false }]));
    expect(JSON.parse(localStorage.getItem(KEY)!)).toHaveLength(3);
    expect(render().result.current.prefs.map((p) => `${p.key}:${p.visible}`)).toEqual(['amount:true', 'orderNo:false', 'status:false']);
  });

  test('garbage of any shape shows the table as it comes', () => {
    for (const junk of ['{not json', '', 'null', '{}', '42', '"orderNo"', '[null]', '[[]]', '[{"key":5}]', '{"orderNo":false}', 'true']) {
      localStorage.setItem(KEY, junk);
      expect(render().result.current.prefs, junk).toEqual(COLUMNS);
    }
  });

  test('entries of the wrong shape are dropped one by one; a key counts once', () => {
    localStorage.setItem(KEY, JSON.stringify([
      { key: 'amount', visible: false }, { key: 'status', visible: 'yes' }, { key: 'amount', visible: true }, 'orderNo', { visible: true },
    ]));
    expect(render().result.current.prefs).toEqual([{ key: 'amount', visible: false }, { key: 'orderNo', visible: true }, { key: 'status', visible: false }]);
  });
});

describe('parseColumnPrefs and mergeColumnPrefs', () => {
  test('only an array of { key: string, visible: boolean } counts', () => {
    expect(parseColumnPrefs('[{"key":"a","visible":false},{"key":"a","visible":true},{"key":"b","visible":"false"}]')).toEqual([{ key: 'a', visible: false }]);
    expect(parseColumnPrefs('{"a":false}')).toBeNull();
    expect(parseColumnPrefs(null)).toBeNull();
  });

  test('unknown keys go, new columns come at the end, and all hidden shows the defaults', () => {
    expect(mergeColumnPrefs([{ key: 'gone', visible: true }, { key: 'amount', visible: true }], COLUMNS).map((p) => p.key)).toEqual(['amount', 'orderNo', 'status']);
    expect(mergeColumnPrefs(COLUMNS.map((c) => ({ ...c, visible: false })), COLUMNS)).toEqual(COLUMNS);
  });
});
