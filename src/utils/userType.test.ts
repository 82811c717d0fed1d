import { describe, it, expect } from 'vitest';
import { userTypeCategory, userTypeRoleGroup } from './userType';

const table: [number, number, string][] = [
  [-1, 1, 'admin'],
  [1, 1, 'admin'],
  [2, 1, 'admin'],
  [3, 2, 'project'],
  [4, 2, 'project'],
  [6, 2, 'operationsCenter'],
  [7, 2, 'operationsCenter'],
  [9, 3, 'merchant'],
  [30, 3, 'merchant'],
  [31, 3, 'merchant'],
  [0, 0, 'admin'],
  [5, 0, 'admin'],
  [8, 0, 'admin'],
  [10, 0, 'admin'],
  [32, 0, 'admin'],
  [-2, 0, 'admin'],
];

describe('userTypeCategory and userTypeRoleGroup', () => {
  it.each(table)('user type %i -> category %i, group %s', (type, category, group) => {
    expect(userTypeCategory(type)).toBe(category);
    expect(userTypeRoleGroup(type)).toBe(group);
    expect(userTypeCategory(String(type))).toBe(category);
    expect(userTypeRoleGroup(String(type))).toBe(group);
  });

  it('accepts numeric strings with surrounding spaces', () => {
    expect(userTypeCategory(' 30 ')).toBe(3);
    expect(userTypeRoleGroup(' 6')).toBe('operationsCenter');
  });

  it('treats invalid input as "anything else"', () => {
    for (const v of [null, undefined, '', 'abc', '3a', '3.0', 3.5, Number.NaN, '1e1', {}] as unknown as number[]) {
      expect(userTypeCategory(v)).toBe(0);
      expect(userTypeRoleGroup(v)).toBe('admin');
    }
  });
});
