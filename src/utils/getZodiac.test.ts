import { describe, it, expect } from 'vitest';
import { getZodiac } from './getZodiac';

// [first month, first day, last month, last day, key, zh, en]
const RANGES = [
  [12, 22, 1, 19, 'capricorn', '摩羯座', 'Capricorn'],
  [1, 20, 2, 18, 'aquarius', '水瓶座', 'Aquarius'],
  [2, 19, 3, 20, 'pisces', '双鱼座', 'Pisces'],
  [3, 21, 4, 19, 'aries', '白羊座', 'Aries'],
  [4, 20, 5, 20, 'taurus', '金牛座', 'Taurus'],
  [5, 21, 6, 21, 'gemini', '双子座', 'Gemini'],
  [6, 22, 7, 22, 'cancer', '巨蟹座', 'Cancer'],
  [7, 23, 8, 22, 'leo', '狮子座', 'Leo'],
  [8, 23, 9, 22, 'virgo', '处女座', 'Virgo'],
  [9, 23, 10, 23, 'libra', '天秤座', 'Libra'],
  [10, 24, 11, 22, 'scorpio', '天蝎座', 'Scorpio'],
  [11, 23, 12, 21, 'sagittarius', '射手座', 'Sagittarius'],
] as const;

describe('getZodiac', () => {
  it.each(RANGES)('%i/%i to %i/%i is %s', (m1, d1, m2, d2, key, zh, en) => {
    expect(getZodiac(m1, d1)).toEqual({ key, zh, en });
    expect(getZodiac(m2, d2)).toEqual({ key, zh, en });
    // the day before the start and the day after the end belong elsewhere
    expect(getZodiac(m1, d1 - 1)?.key).not.toBe(key);
    const daysIn = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m2 - 1] ?? 31;
    const after = d2 === daysIn ? getZodiac((m2 % 12) + 1, 1) : getZodiac(m2, d2 + 1);
    expect(after?.key).not.toBe(key);
  });

  it('covers month ends and leap day', () => {
    expect(getZodiac(1, 1)?.key).toBe('capricorn');
    expect(getZodiac(12, 31)?.key).toBe('capricorn');
    expect(getZodiac(2, 29)?.key).toBe('pisces');
    expect(getZodiac(3, 20)?.en).toBe('Pisces');
    expect(getZodiac(3, 21)?.zh).toBe('白羊座');
  });

  it('assigns every valid day of the year to exactly one sign', () => {
    const counts = new Map<string, number>();
    const days = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
    days.forEach((n, i) => {
      for (let d = 1; d <= n; d++) {
        const key = getZodiac(i + 1, d)?.key ?? 'none';
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
    });
    expect(counts.size).toBe(12);
    expect(counts.has('none')).toBe(false);
    expect([...counts.values()].reduce((a, b) => a + b, 0)).toBe(366);
  });

  it('returns frozen results', () => {
    expect(Object.isFrozen(getZodiac(5, 5))).toBe(true);
  });

  it('returns null for invalid months and days', () => {
    for (const [m, d] of [
      [0, 1],
      [13, 1],
      [-1, 5],
      [1, 0],
      [1, 32],
      [2, 30],
      [4, 31],
      [6, 31],
      [9, 31],
      [11, 31],
      [1.5, 2],
      [2, 2.5],
      [Number.NaN, 1],
      [1, Number.NaN],
      [Number.POSITIVE_INFINITY, 1],
    ]) {
      expect(getZodiac(m as number, d as number)).toBeNull();
    }
    expect(getZodiac('3' as unknown as number, 21)).toBeNull();
  });
});
