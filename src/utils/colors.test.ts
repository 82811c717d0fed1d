import { describe, it, expect } from 'vitest';
import { reminderColor, statusColor } from './colors';

describe('statusColor', () => {
  it('gives success for truthy flags', () => {
    for (const v of [true, 1, '1', '0', 'yes', {}, []]) expect(statusColor(v)).toBe('success');
  });
  it('gives danger for falsy flags', () => {
    for (const v of [false, 0, '', null, undefined, Number.NaN]) expect(statusColor(v)).toBe('danger');
  });
});

describe('reminderColor', () => {
  it.each([
    [1, 'grey'],
    [2, 'info'],
    [3, 'warning'],
    [5, 'purple'],
    [6, 'success'],
  ])('code %i -> %s', (code, tone) => {
    expect(reminderColor(code)).toBe(tone);
    expect(reminderColor(String(code))).toBe(tone);
  });

  it('gives danger for anything else', () => {
    for (const v of [0, 4, 7, -1, 1.5, Number.NaN, '', 'x', ' 1', '1.0', null, undefined]) {
      expect(reminderColor(v)).toBe('danger');
    }
    expect(reminderColor('toString' as unknown as number)).toBe('danger');
  });
});
