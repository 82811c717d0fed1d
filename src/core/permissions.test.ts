import { expect, test } from 'vitest';
import { can } from './permissions';

test('admin passes everything', () => {
  expect(can(['admin'], ['merchant/wallet'])).toBe(true);
  expect(can(['admin'], ['anything-at-all'])).toBe(true);
});

test('no roles means open, even before permissions load', () => {
  expect(can(['space'], undefined)).toBe(true);
  expect(can(['space'], [])).toBe(true);
  expect(can(null, undefined)).toBe(true);
});

test('any of the listed roles is enough; none is not', () => {
  expect(can(['space'], ['enterprise', 'space'])).toBe(true);
  expect(can(['space'], ['enterprise'])).toBe(false);
  expect(can(['Space'], ['space'])).toBe(false);
  expect(can([], ['space'])).toBe(false);
  expect(can(null, ['space'])).toBe(false);
});
