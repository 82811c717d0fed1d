import { describe, it, expect } from 'vitest';
import { toThousands } from './toThousands';

describe('toThousands', () => {
  it('groups integers by three', () => {
    expect(toThousands(0)).toBe('0');
    expect(toThousands(999)).toBe('999');
    expect(toThousands(1000)).toBe('1,000');
    expect(toThousands(1234567)).toBe('1,234,567');
    expect(toThousands(100000000)).toBe('100,000,000');
  });

  it('keeps decimals and the sign', () => {
    expect(toThousands(-1234567.89)).toBe('-1,234,567.89');
    expect(toThousands(1234.5678)).toBe('1,234.5678');
    expect(toThousands(-999.5)).toBe('-999.5');
    expect(toThousands(0.123456)).toBe('0.123456');
  });

  it('accepts numeric strings without touching their decimals', () => {
    expect(toThousands('1000.50')).toBe('1,000.50');
    expect(toThousands('-1234')).toBe('-1,234');
    expect(toThousands('+1234')).toBe('1,234');
  });

  it('handles very large and very small numbers', () => {
    expect(toThousands(1e21)).toBe('1,000,000,000,000,000,000,000');
    expect(toThousands(1e-7)).toBe('1e-7');
  });

  it('returns an empty string for bad input', () => {
    expect(toThousands(null)).toBe('');
    expect(toThousands(undefined)).toBe('');
    expect(toThousands(Number.NaN)).toBe('');
    expect(toThousands(Number.POSITIVE_INFINITY)).toBe('');
    expect(toThousands('')).toBe('');
    expect(toThousands('abc')).toBe('');
    expect(toThousands('1,234')).toBe('');
    expect(toThousands(' 12')).toBe('');
    expect(toThousands('1.')).toBe('');
  });
});
