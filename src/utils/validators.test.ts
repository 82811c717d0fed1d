import { describe, it, expect } from 'vitest';
import { isAmount, isEmail, isExternal, isImageSource, isLink, isPhone, isPositiveInteger } from './validators';

const bad = [null, undefined, {}, [], true] as unknown as string[];

describe('isPositiveInteger', () => {
  it('accepts positive integers without a leading zero', () => {
    for (const v of ['1', '10', '9', '1234567890', 7, 100]) expect(isPositiveInteger(v)).toBe(true);
  });
  it('rejects zero, leading zeros, signs, decimals, blanks and other types', () => {
    for (const v of ['0', '01', '-1', '+1', '1.5', '', ' 1', '1 ', '1e3', 0, -5, 1.5, Number.NaN, ...bad]) {
      expect(isPositiveInteger(v)).toBe(false);
    }
  });
});

describe('isAmount', () => {
  it('accepts zero or positive amounts with up to two decimals', () => {
    for (const v of ['0', '0.5', '0.05', '0.00', '12.34', '100', '100.1', 0, 0.5, 12.34])
      expect(isAmount(v)).toBe(true);
  });
  it('rejects negatives, three decimals, leading zeros, bare points and blanks', () => {
    for (const v of ['-1', '1.234', '01', '01.5', '00', '.5', '1.', '', ' 1', '1,000', 'abc', -0.5, 1.234, ...bad]) {
      expect(isAmount(v)).toBe(false);
    }
  });
});

describe('isPhone', () => {
  it('accepts 11 digits starting with 1 and a second digit 2-9', () => {
    for (const v of ['13812345678', '12000000000', '19999999999', 15012345678]) expect(isPhone(v)).toBe(true);
  });
  it('rejects wrong prefixes, lengths and formats', () => {
    for (const v of [
      '10012345678',
      '11012345678',
      '23812345678',
      '1381234567',
      '138123456789',
      '138-1234-5678',
      ' 13812345678',
      '',
      ...bad,
    ]) {
      expect(isPhone(v)).toBe(false);
    }
  });
});

describe('isLink', () => {
  it('accepts http, https, mailto and tel links', () => {
    for (const v of ['http://a.com', 'https://a.com/x?y=1', 'HTTPS://A.COM', 'mailto:a@b.cn', 'tel:10086'])
      expect(isLink(v)).toBe(true);
  });
  it('rejects relative paths, other schemes and http without //', () => {
    for (const v of [
      '/dashboard',
      'a.com',
      'ftp://a.com',
      'http:a.com',
      ' https://a.com',
      'javascript:alert(1)',
      '',
      123,
      ...bad,
    ]) {
      expect(isLink(v)).toBe(false);
    }
  });
});

describe('isImageSource', () => {
  it('accepts http(s) URLs, same-host paths and inline raster images', () => {
    for (const v of ['http://a.com/x.png', 'https://a.com/x.jpg?w=1', '/super_cloud/api/common/file/geturl/3?raw=1', 'data:image/png;base64,iVBORw0KGgo=', 'data:image/jpeg;base64,/9j/'])
      expect(isImageSource(v)).toBe(true);
  });
  it('rejects script schemes, other data types and other hosts in disguise', () => {
    for (const v of ['javascript:alert(1)', 'JavaScript:alert(1)', 'vbscript:msgbox(1)', 'data:text/html,<b>x</b>', 'data:image/svg+xml;base64,PHN2Zz4=',
      '//evil.example/x.png', '/\\evil.example/x.png', 'x.png', ' https://a.com/x.png', 'ftp://a.com/x.png', '', 7, ...bad]) {
      expect(isImageSource(v)).toBe(false);
    }
  });
});

describe('isExternal', () => {
  it('accepts http:, https:, mailto: and tel: paths', () => {
    for (const v of ['http://a.com', 'https:a.com', 'http:a', 'mailto:a@b.cn', 'tel:10086', 'Tel:1'])
      expect(isExternal(v)).toBe(true);
  });
  it('rejects app paths and other schemes', () => {
    for (const v of ['/dashboard', 'dashboard', 'ftp://a.com', 'javascript:void(0)', ' http://a.com', '', 1, ...bad]) {
      expect(isExternal(v)).toBe(false);
    }
  });
});

describe('isEmail', () => {
  it('accepts plain addresses', () => {
    for (const v of [
      'a@b.cn',
      'a.b@example.com',
      'first_last+tag@mail.example.co.uk',
      'A%B-C@x-y.org',
      'UP@CASE.COM',
    ]) {
      expect(isEmail(v)).toBe(true);
    }
  });
  it('rejects malformed addresses', () => {
    for (const v of [
      'a@b',
      '@b.cn',
      'a@.cn',
      'a@b.c',
      '.a@b.cn',
      'a.@b.cn',
      'a..b@c.cn',
      'a@b..cn',
      'a@-b.cn',
      'a@b-.cn',
      'a b@c.cn',
      'a@b.cn ',
      'a@@b.cn',
      '',
      1,
      ...bad,
    ]) {
      expect(isEmail(v)).toBe(false);
    }
  });
});
