import { describe, it, expect } from 'vitest';
import { maskPhone } from './maskPhone';

describe('maskPhone', () => {
  it('masks the middle four digits of an 11-digit number', () => {
    expect(maskPhone('13812345678')).toBe('138****5678');
    expect(maskPhone(13812345678)).toBe('138****5678');
    expect(maskPhone('00000000000')).toBe('000****0000');
  });

  it('returns other input unchanged', () => {
    expect(maskPhone('1381234567')).toBe('1381234567');
    expect(maskPhone('138123456789')).toBe('138123456789');
    expect(maskPhone('138 1234 5678')).toBe('138 1234 5678');
    expect(maskPhone(' 13812345678')).toBe(' 13812345678');
    expect(maskPhone('1381234567a')).toBe('1381234567a');
    expect(maskPhone('')).toBe('');
  });

  it('turns null and undefined into an empty string', () => {
    expect(maskPhone(null)).toBe('');
    expect(maskPhone(undefined)).toBe('');
  });
});
