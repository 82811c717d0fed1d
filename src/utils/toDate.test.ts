import { describe, it, expect } from 'vitest';
import { toDate } from './toDate';

describe('toDate', () => {
  const local = new Date(2024, 0, 2, 3, 4, 5);
  const ms = local.getTime();
  const seconds = ms / 1000;

  it('copies a valid Date', () => {
    const out = toDate(local);
    expect(out?.getTime()).toBe(ms);
    expect(out).not.toBe(local);
  });

  it('treats 10-digit numbers and strings as seconds', () => {
    expect(toDate(seconds)?.getTime()).toBe(ms);
    expect(toDate(String(seconds))?.getTime()).toBe(ms);
    expect(toDate(1700000000)?.toISOString()).toBe('2023-11-14T22:13:20.000Z');
  });

  it('treats 13-digit and other numbers as milliseconds', () => {
    expect(toDate(ms)?.getTime()).toBe(ms);
    expect(toDate(String(ms))?.getTime()).toBe(ms);
    expect(toDate(0)?.getTime()).toBe(0);
    expect(toDate(999999999)?.getTime()).toBe(999999999); // 9 digits: ms
  });

  it('parses dash dates as local time (Safari-safe rewrite)', () => {
    expect(toDate('2024-01-02 03:04:05')?.getTime()).toBe(ms);
    expect(toDate('2024-1-2 3:04:05')?.getTime()).toBe(ms);
    expect(toDate('2024-01-02')?.getTime()).toBe(new Date(2024, 0, 2).getTime());
    expect(toDate('2024/01/02 03:04:05')?.getTime()).toBe(ms);
  });

  it('keeps ISO strings with T working', () => {
    expect(toDate('2024-01-02T03:04:05Z')?.toISOString()).toBe('2024-01-02T03:04:05.000Z');
    expect(toDate('2024-01-02T03:04:05+08:00')?.toISOString()).toBe('2024-01-01T19:04:05.000Z');
  });

  it('returns null for empty and invalid input', () => {
    expect(toDate(null)).toBeNull();
    expect(toDate(undefined)).toBeNull();
    expect(toDate('')).toBeNull();
    expect(toDate('   ')).toBeNull();
    expect(toDate('not a date')).toBeNull();
    expect(toDate(new Date('x'))).toBeNull();
    expect(toDate(Number.NaN)).toBeNull();
    expect(toDate(Number.POSITIVE_INFINITY)).toBeNull();
    expect(toDate(1e20)).toBeNull();
    expect(toDate({} as unknown as string)).toBeNull();
  });
});
