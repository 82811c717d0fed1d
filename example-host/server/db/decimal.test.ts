import { describe, expect, it } from 'vitest';
import { decimalToFen, fenToNumber, numericToNumber } from './decimal';

describe('decimals at the edge', () => {
  it('reads numeric text as the contract\'s JSON number', () => {
    expect(numericToNumber('300.00')).toBe(300);
    expect(numericToNumber('0.10')).toBe(0.1);
    expect(numericToNumber('-12.30')).toBe(-12.3);
  });

  it('reads decimals as whole fen from their digits, rounding half away from zero', () => {
    expect(decimalToFen('0.30')).toBe(30n);
    expect(decimalToFen('299.995')).toBe(30000n);
    expect(decimalToFen('-1.005')).toBe(-101n);
    expect(decimalToFen('12')).toBe(1200n);
    expect(decimalToFen(0.1)).toBe(10n);
    expect(decimalToFen(1e21)).toBe(100000000000000000000000n);
    expect(decimalToFen(1e-7)).toBe(0n);
    expect(decimalToFen('abc')).toBeNull();
    expect(decimalToFen(Number.NaN)).toBeNull();
    expect(decimalToFen(null)).toBeNull();
  });

  it('adds 0.10 and 0.20 a thousand times each to exactly 300', () => {
    let fen = 0n;
    for (let i = 0; i < 1000; i++) fen += decimalToFen('0.10')! + decimalToFen('0.20')!;
    expect(fenToNumber(fen)).toBe(300);
    expect(fenToNumber(-5n)).toBe(-0.05);
  });
});
