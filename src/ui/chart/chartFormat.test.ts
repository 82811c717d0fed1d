import { describe, expect, it } from 'vitest';
import { compactNumber, fullNumber } from './chartFormat';

describe('chart number formats', () => {
  it('groups Chinese numbers by 万 and 亿', () => {
    expect(compactNumber(9999, 'zh-CN')).toBe('9,999');
    expect(compactNumber(125000, 'zh-CN')).toBe('12.5万');
    expect(compactNumber(320000000, 'zh-CN')).toBe('3.2亿');
  });
  it('groups English and Spanish numbers by k and M with their decimal separators', () => {
    expect(compactNumber(1500, 'en')).toBe('1.5k');
    expect(compactNumber(1500, 'es')).toBe('1,5k');
    expect(compactNumber(2_400_000, 'en')).toBe('2.4M');
    expect(compactNumber(-1500, 'en')).toBe('-1.5k');
    expect(compactNumber(12, 'es')).toBe('12');
  });
  it('writes full numbers with fixed decimals for money', () => {
    expect(fullNumber(12345.5, 'en', 2)).toBe('12,345.50');
    expect(fullNumber(12345.5, 'zh-CN', 2)).toBe('12,345.50');
    expect(fullNumber(0.1 + 0.2, 'en')).toBe('0.3');
  });
});
