import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  addDays, addMonths, daysInMonth, diffDays, endOfWeek, formatDate, fromDayNumber, isValidDate, monthMatrix,
  normalizeDate, parseDate, rangeLength, startOfMonth, startOfWeek, toDayNumber, todayString, weekdayIndex,
} from './dateMath';

describe('dateMath', () => {
  it('validates yyyy-MM-dd strictly, including leap years', () => {
    expect(isValidDate('2024-02-29')).toBe(true);
    expect(isValidDate('2000-02-29')).toBe(true);
    expect(isValidDate('1900-02-29')).toBe(false);
    expect(isValidDate('2026-02-29')).toBe(false);
    expect(isValidDate('2026-04-31')).toBe(false);
    expect(isValidDate('2026-13-01')).toBe(false);
    expect(isValidDate('2026-00-10')).toBe(false);
    expect(isValidDate('2026-1-05')).toBe(false);
    expect(isValidDate('2026-01-05 ')).toBe(false);
    expect(isValidDate('')).toBe(false);
  });

  it('normalises what users type, refusing days that do not exist', () => {
    expect(normalizeDate(' 2026/1/5 ')).toBe('2026-01-05');
    expect(normalizeDate('2026.11.21')).toBe('2026-11-21');
    expect(normalizeDate('20261121')).toBe('2026-11-21');
    expect(normalizeDate('2026-11-21')).toBe('2026-11-21');
    expect(normalizeDate('2026-02-30')).toBeNull();
    expect(normalizeDate('2026-11')).toBeNull();
    expect(normalizeDate('21/11/2026')).toBeNull();
    expect(normalizeDate('abc')).toBeNull();
  });

  it('parses to local midnight and formats local days back', () => {
    const d = parseDate('2026-03-29')!;
    expect([d.getFullYear(), d.getMonth(), d.getDate(), d.getHours()]).toEqual([2026, 2, 29, 0]);
    expect(formatDate(d)).toBe('2026-03-29');
    expect(formatDate(new Date(2026, 10, 21, 23, 59, 59))).toBe('2026-11-21');
    expect(formatDate(new Date(2026, 0, 1, 0, 0, 0))).toBe('2026-01-01');
    expect(parseDate('0099-01-01')!.getFullYear()).toBe(99);
    expect(parseDate('2026-02-30')).toBeNull();
    expect(todayString(new Date(2026, 10, 21, 8))).toBe('2026-11-21');
  });

  it('adds and subtracts days across months, years and daylight-saving changes', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30'); // EU clocks change on 2026-03-29
    expect(addDays('2026-11-21', -365)).toBe('2025-11-21');
    expect(diffDays('2026-11-01', '2026-11-21')).toBe(20);
    expect(diffDays('2026-11-21', '2026-11-01')).toBe(-20);
    expect(diffDays('2024-01-01', '2025-01-01')).toBe(366);
    expect(rangeLength('2026-11-21', '2026-11-15')).toBe(7);
    expect(rangeLength('2026-11-21', '2026-11-21')).toBe(1);
  });

  it('round-trips every day through its day number', () => {
    fc.assert(fc.property(fc.integer({ min: -200_000, max: 200_000 }), (n) => {
      const day = fromDayNumber(n);
      expect(isValidDate(day)).toBe(true);
      expect(toDayNumber(day)).toBe(n);
      expect(addDays(day, 1) > day).toBe(true);
    }));
  });

  it('adds months clamping to the shorter month', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2026-11-21', 2)).toBe('2027-01-21');
    expect(addMonths('2026-01-15', -1)).toBe('2025-12-15');
    expect(addMonths('2026-03-31', -13)).toBe('2025-02-28');
    expect(startOfMonth('2026-11-21')).toBe('2026-11-01');
    expect(daysInMonth(2026, 2)).toBe(28);
    expect(daysInMonth(2026, 12)).toBe(31);
  });

  it('knows weekdays with Monday first', () => {
    expect(weekdayIndex('2026-11-23')).toBe(0); // a Monday
    expect(weekdayIndex('2026-11-22')).toBe(6); // a Sunday
    expect(weekdayIndex('1969-12-29')).toBe(0); // before the epoch
    expect(startOfWeek('2026-11-21')).toBe('2026-11-16');
    expect(endOfWeek('2026-11-21')).toBe('2026-11-22');
    expect(startOfWeek('2026-11-23')).toBe('2026-11-23');
    expect(endOfWeek('2026-11-22')).toBe('2026-11-22');
  });

  it('builds the month matrix from the Monday before the 1st to the Sunday after the last day', () => {
    const november = monthMatrix(2026, 11); // starts on a Sunday, ends on a Monday
    expect(november).toHaveLength(6);
    expect(november[0]).toEqual(['2026-10-26', '2026-10-27', '2026-10-28', '2026-10-29', '2026-10-30', '2026-10-31', '2026-11-01']);
    expect(november[5]![0]).toBe('2026-11-30');
    expect(november[5]![6]).toBe('2026-12-06');
    const february = monthMatrix(2021, 2); // 28 days starting on a Monday: exactly four weeks
    expect(february).toHaveLength(4);
    expect(february[0]![0]).toBe('2021-02-01');
    expect(february[3]![6]).toBe('2021-02-28');
    expect(monthMatrix(Number.NaN, 11)).toEqual([]);
    expect(monthMatrix(2026, 13)).toEqual([]);
    for (const week of monthMatrix(2026, 6)) {
      expect(week).toHaveLength(7);
      expect(weekdayIndex(week[0]!)).toBe(0);
    }
  });
});
