import { describe, it, expect } from 'vitest';
import { digitUppercase } from './digitUppercase';

describe('digitUppercase', () => {
  it('handles the classic cases', () => {
    expect(digitUppercase(0)).toBe('零元整');
    expect(digitUppercase(100)).toBe('壹佰元整');
    expect(digitUppercase(1010.5)).toBe('壹仟零壹拾元伍角');
    expect(digitUppercase(100000)).toBe('壹拾万元整');
    expect(digitUppercase(123456789.12)).toBe('壹亿贰仟叁佰肆拾伍万陆仟柒佰捌拾玖元壹角贰分');
    expect(digitUppercase(-12.3)).toBe('欠壹拾贰元叁角');
    expect(digitUppercase(0.05)).toBe('伍分');
  });

  it('writes small amounts and every digit', () => {
    expect(digitUppercase(1)).toBe('壹元整');
    expect(digitUppercase(10)).toBe('壹拾元整');
    expect(digitUppercase(0.5)).toBe('伍角');
    expect(digitUppercase(0.01)).toBe('壹分');
    expect(digitUppercase(9876543210)).toBe('玖拾捌亿柒仟陆佰伍拾肆万叁仟贰佰壹拾元整');
  });

  it('collapses zeros inside the yuan part', () => {
    expect(digitUppercase(1001)).toBe('壹仟零壹元整');
    expect(digitUppercase(1409.5)).toBe('壹仟肆佰零玖元伍角');
    expect(digitUppercase(10100)).toBe('壹万零壹佰元整');
    expect(digitUppercase(107000.53)).toBe('壹拾万柒仟元伍角叁分');
    expect(digitUppercase(100000001)).toBe('壹亿零壹元整');
    expect(digitUppercase(100010000)).toBe('壹亿零壹万元整');
    expect(digitUppercase(100000000)).toBe('壹亿元整');
    expect(digitUppercase(1e12)).toBe('壹万亿元整');
  });

  it('writes a zero jiao before fen when there are yuan', () => {
    expect(digitUppercase(325.04)).toBe('叁佰贰拾伍元零肆分');
    expect(digitUppercase(1.05)).toBe('壹元零伍分');
    expect(digitUppercase(1680.32)).toBe('壹仟陆佰捌拾元叁角贰分');
  });

  it('rounds to fen without float errors', () => {
    expect(digitUppercase(0.1 + 0.2)).toBe('叁角');
    expect(digitUppercase(1.005)).toBe('壹元零壹分');
    expect(digitUppercase(2.675)).toBe('贰元陆角捌分');
    expect(digitUppercase(9.999)).toBe('壹拾元整');
    expect(digitUppercase(0.004)).toBe('零元整');
    expect(digitUppercase(-0.004)).toBe('零元整');
    expect(digitUppercase(1e-7)).toBe('零元整');
  });

  it('prefixes negatives with 欠', () => {
    expect(digitUppercase(-100)).toBe('欠壹佰元整');
    expect(digitUppercase(-0.05)).toBe('欠伍分');
    expect(digitUppercase('-1.5')).toBe('欠壹元伍角');
  });

  it('accepts numeric strings', () => {
    expect(digitUppercase('1010.50')).toBe('壹仟零壹拾元伍角');
    expect(digitUppercase(' 12 ')).toBe('壹拾贰元整');
    expect(digitUppercase('0.105')).toBe('壹角壹分');
  });

  it('returns an empty string for invalid or out-of-range input', () => {
    expect(digitUppercase(Number.NaN)).toBe('');
    expect(digitUppercase(Number.POSITIVE_INFINITY)).toBe('');
    expect(digitUppercase('')).toBe('');
    expect(digitUppercase('abc')).toBe('');
    expect(digitUppercase('1,000')).toBe('');
    expect(digitUppercase('.5')).toBe('');
    expect(digitUppercase(1e21)).toBe('');
    expect(digitUppercase(1e14)).toBe('');
    expect(digitUppercase(null as unknown as number)).toBe('');
  });
});
