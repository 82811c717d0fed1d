import { describe, it, expect } from 'vitest';
import { parseTime } from './parseTime';

describe('parseTime', () => {
  const date = new Date(2024, 0, 2, 3, 4, 5); // a Tuesday, local time
  const ms = date.getTime();

  it('uses the default format with zero padding', () => {
    expect(parseTime(date)).toBe('2024-01-02 03:04:05');
    expect(parseTime(new Date(2024, 11, 31, 23, 59, 59))).toBe('2024-12-31 23:59:59');
  });

  it('accepts seconds, milliseconds and numeric strings', () => {
    expect(parseTime(ms)).toBe('2024-01-02 03:04:05');
    expect(parseTime(ms / 1000)).toBe('2024-01-02 03:04:05');
    expect(parseTime(String(ms / 1000))).toBe('2024-01-02 03:04:05');
    expect(parseTime(String(ms))).toBe('2024-01-02 03:04:05');
  });

  it('accepts date strings', () => {
    expect(parseTime('2024-01-02 03:04:05')).toBe('2024-01-02 03:04:05');
    expect(parseTime('2024-01-02T03:04:05Z', '{y}')).toBe('2024');
  });

  it('supports custom formats and the Chinese weekday', () => {
    expect(parseTime(date, '{y}/{m}/{d}')).toBe('2024/01/02');
    expect(parseTime(date, '{h}:{i}')).toBe('03:04');
    expect(parseTime(date, '星期{a}')).toBe('星期二');
    expect(parseTime(new Date(2024, 0, 7), '{a}')).toBe('日');
    expect(parseTime(new Date(2024, 0, 6), '{a}')).toBe('六');
    expect(parseTime(new Date(2024, 0, 1), '{a}')).toBe('一');
  });

  it('pads the year to 4 digits and leaves unknown tokens', () => {
    const early = new Date(2024, 0, 1);
    early.setFullYear(99);
    expect(parseTime(early, '{y}')).toBe('0099');
    expect(parseTime(date, '{x}-{yy}-{d}')).toBe('{x}-{yy}-02');
  });

  it('returns null for null, undefined, empty and invalid input', () => {
    expect(parseTime(null)).toBeNull();
    expect(parseTime(undefined)).toBeNull();
    expect(parseTime('')).toBeNull();
    expect(parseTime('garbage text')).toBeNull();
    expect(parseTime(new Date(Number.NaN))).toBeNull();
    expect(parseTime(Number.NaN)).toBeNull();
  });
});
