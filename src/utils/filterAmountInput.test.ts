import { describe, it, expect } from 'vitest';
import { filterAmountInput } from './filterAmountInput';

describe('filterAmountInput, mode 2 (amount)', () => {
  it('keeps valid amounts as typed', () => {
    for (const v of ['0', '12', '12.', '12.3', '12.34', '0.05', '']) expect(filterAmountInput(v, 2)).toBe(v);
  });
  it('strips other characters', () => {
    expect(filterAmountInput('¥1,234.5', 2)).toBe('1234.5');
    expect(filterAmountInput('-12.3a', 2)).toBe('12.3');
    expect(filterAmountInput('abc', 2)).toBe('');
  });
  it('keeps only the first decimal point', () => {
    expect(filterAmountInput('1.2.3', 2)).toBe('1.23');
    expect(filterAmountInput('12..', 2)).toBe('12.');
  });
  it('cuts to two decimals without rounding', () => {
    expect(filterAmountInput('12.345', 2)).toBe('12.34');
    expect(filterAmountInput('0.999', 2)).toBe('0.99');
    expect(filterAmountInput(12.345, 2)).toBe('12.34');
  });
  it('prefixes a leading point with 0', () => {
    expect(filterAmountInput('.5', 2)).toBe('0.5');
    expect(filterAmountInput('..1', 2)).toBe('0.1');
    expect(filterAmountInput('.', 2)).toBe('0.');
  });
  it('collapses leading zeros', () => {
    expect(filterAmountInput('00', 2)).toBe('0');
    expect(filterAmountInput('012', 2)).toBe('12');
    expect(filterAmountInput('00.5', 2)).toBe('0.5');
    expect(filterAmountInput('100', 2)).toBe('100');
  });
  it('does not cap amounts', () => {
    expect(filterAmountInput('150.5', 2)).toBe('150.5');
  });
});

describe('filterAmountInput, modes 1 and 3', () => {
  it('keeps digits only', () => {
    expect(filterAmountInput('1a2b3', 3)).toBe('123');
    expect(filterAmountInput('12.5', 3)).toBe('125');
    expect(filterAmountInput('-45', 3)).toBe('45');
    expect(filterAmountInput('9.9', 1)).toBe('99');
    expect(filterAmountInput('99.9', 1)).toBe('100'); // the point is dropped: 999, capped
    expect(filterAmountInput('abc', 1)).toBe('');
  });
  it('collapses leading zeros', () => {
    expect(filterAmountInput('00', 3)).toBe('0');
    expect(filterAmountInput('007', 3)).toBe('7');
    expect(filterAmountInput('0', 1)).toBe('0');
  });
  it('caps mode 1 at 100 only', () => {
    expect(filterAmountInput('100', 1)).toBe('100');
    expect(filterAmountInput('101', 1)).toBe('100');
    expect(filterAmountInput('150', 1)).toBe('100');
    expect(filterAmountInput('99999999999999999999999', 1)).toBe('100');
    expect(filterAmountInput(150, 1)).toBe('100');
    expect(filterAmountInput('150', 3)).toBe('150');
  });
});

describe('filterAmountInput, bad input', () => {
  it('returns an empty string for null, undefined and NaN', () => {
    for (const mode of [1, 2, 3] as const) {
      expect(filterAmountInput(null, mode)).toBe('');
      expect(filterAmountInput(undefined, mode)).toBe('');
      expect(filterAmountInput(Number.NaN, mode)).toBe('');
      expect(filterAmountInput('', mode)).toBe('');
    }
  });
  it('treats an unknown mode as mode 3', () => {
    expect(filterAmountInput('1.5', 7 as 3)).toBe('15');
  });
});
