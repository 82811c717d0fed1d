import { describe, it, expect } from 'vitest';
import { numberFormatter } from './numberFormatter';

describe('numberFormatter', () => {
  it('abbreviates with every unit', () => {
    expect(numberFormatter(1500)).toBe('1.5k');
    expect(numberFormatter(1234567, 2)).toBe('1.23M');
    expect(numberFormatter(2.5e9)).toBe('2.5G');
    expect(numberFormatter(3e12)).toBe('3T');
    expect(numberFormatter(4.25e15, 2)).toBe('4.25P');
    expect(numberFormatter(5e18)).toBe('5E');
    expect(numberFormatter(5e21)).toBe('5000E');
  });

  it('switches unit exactly at the thresholds', () => {
    expect(numberFormatter(1000)).toBe('1k');
    expect(numberFormatter(999)).toBe('999');
    expect(numberFormatter(1e6)).toBe('1M');
    expect(numberFormatter(999_999, 2)).toBe('1M');
    expect(numberFormatter(999_499, 0)).toBe('999k');
  });

  it('trims trailing zeros but keeps significant decimals', () => {
    expect(numberFormatter(1000, 3)).toBe('1k');
    expect(numberFormatter(1050, 3)).toBe('1.05k');
    expect(numberFormatter(1234, 0)).toBe('1k');
    expect(numberFormatter(10_000, 2)).toBe('10k');
  });

  it('uses toThousands below 1000 and keeps the sign', () => {
    expect(numberFormatter(999.5)).toBe('999.5');
    expect(numberFormatter(0)).toBe('0');
    expect(numberFormatter(-1500)).toBe('-1.5k');
    expect(numberFormatter(-12)).toBe('-12');
  });

  it('accepts numeric strings and clamps bad digits', () => {
    expect(numberFormatter('1500')).toBe('1.5k');
    expect(numberFormatter(1500, -2)).toBe('2k');
    expect(numberFormatter(1500, Number.NaN)).toBe('2k');
    expect(numberFormatter(1234, 2.9)).toBe('1.23k');
  });

  it('returns an empty string for invalid numbers', () => {
    expect(numberFormatter(Number.NaN)).toBe('');
    expect(numberFormatter(Number.POSITIVE_INFINITY)).toBe('');
    expect(numberFormatter('abc')).toBe('');
    expect(numberFormatter('')).toBe('');
    expect(numberFormatter(null as unknown as number)).toBe('');
  });
});
