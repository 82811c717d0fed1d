import { describe, it, expect } from 'vitest';
import { param2Obj } from './param2Obj';

describe('param2Obj', () => {
  it('parses a query string', () => {
    expect(param2Obj('https://a.com/list?page=2&size=10')).toEqual({ page: '2', size: '10' });
    expect(param2Obj('/path?x=1')).toEqual({ x: '1' });
    expect(param2Obj('?only=1')).toEqual({ only: '1' });
  });

  it('decodes keys and values, with + as a space', () => {
    expect(param2Obj('/p?name=Li+Lei&city=%E5%8C%97%E4%BA%AC')).toEqual({ name: 'Li Lei', city: '北京' });
    expect(param2Obj('/p?tag=a%26b&eq=x%3Dy&plus=1%2B1')).toEqual({ tag: 'a&b', eq: 'x=y', plus: '1+1' });
    expect(param2Obj('/p?my%20key=v')).toEqual({ 'my key': 'v' });
    expect(param2Obj('/p?a=b=c')).toEqual({ a: 'b=c' });
  });

  it('lets the last repeated key win', () => {
    expect(param2Obj('/p?a=1&a=2&a=3')).toEqual({ a: '3' });
  });

  it('handles empty values, bare keys, empty pairs and fragments', () => {
    expect(param2Obj('/p?a=&b&&c=3')).toEqual({ a: '', b: '', c: '3' });
    expect(param2Obj('/p?a=1#section?b=2')).toEqual({ a: '1' });
  });

  it('returns {} without a query', () => {
    expect(param2Obj('https://a.com/list')).toEqual({});
    expect(param2Obj('/list?')).toEqual({});
    expect(param2Obj('')).toEqual({});
    expect(param2Obj('/list#hash')).toEqual({});
    expect(param2Obj('/list#/route?x=1')).toEqual({});
    expect(param2Obj(undefined as unknown as string)).toEqual({});
  });

  it('keeps malformed escapes and never touches the prototype', () => {
    expect(param2Obj('/p?bad=%E0%A4%A&ok=1')).toEqual({ bad: '%E0%A4%A', ok: '1' });
    const result = param2Obj('/p?__proto__=x&toString=y');
    expect(Object.getPrototypeOf(result)).toBe(Object.prototype);
    expect(Object.prototype.hasOwnProperty.call(result, '__proto__')).toBe(true);
    expect(result.toString).toBe('y');
  });
});
