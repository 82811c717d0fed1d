import { describe, expect, it } from 'vitest';
import { encodeBody, encodeForm, encodeMultipart, encodeQuery, formValue } from './encodeBody';

describe('encoders', () => {
  it('formValue: omits null/undefined, joins plain arrays, JSON for objects', () => {
    expect(formValue(null)).toBeUndefined();
    expect(formValue(undefined)).toBeUndefined();
    expect(formValue([1, 'a', true])).toBe('1,a,true');
    expect(formValue([{ a: 1 }])).toBe('[{"a":1}]');
    expect(formValue({ a: [1] })).toBe('{"a":[1]}');
    expect(formValue(new Date(Date.UTC(2024, 0, 2)))).toBe('2024-01-02T00:00:00.000Z');
    expect(formValue(0)).toBe('0');
    expect(formValue('')).toBe('');
  });

  it('passes URLSearchParams and FormData through', () => {
    const params = new URLSearchParams('a=1');
    const form = new FormData();
    expect(encodeForm(params)).toBe(params);
    expect(encodeMultipart(form)).toBe(form);
    expect(encodeQuery(undefined)).toBe('');
  });

  it('appends every file of a file list under the same key', () => {
    const form = encodeMultipart({ files: [new Blob(['a']), new Blob(['b'])], n: 1 });
    expect(form.getAll('files')).toHaveLength(2);
    expect(form.get('n')).toBe('1');
  });

  it('sends nothing for query/none encodings or an undefined body', () => {
    expect(encodeBody('query', { a: 1 })).toBeUndefined();
    expect(encodeBody('none', { a: 1 })).toBeUndefined();
    expect(encodeBody('form', undefined)).toBeUndefined();
    expect(encodeBody('multipart', {})?.contentType).toBeUndefined();
  });
});
