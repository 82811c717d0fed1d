import { describe, expect, it } from 'vitest';
import { decodeText, parseCsv, writeCsv } from './csv';

describe('parseCsv', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks', () => {
    expect(parseCsv('name,note\r\n"Li, Wei","said ""hi"""\r\n"two\r\nlines",x\r\n')).toEqual([
      ['name', 'note'], ['Li, Wei', 'said "hi"'], ['two\r\nlines', 'x'],
    ]);
  });

  it('accepts LF, CR and a missing final line break', () => {
    expect(parseCsv('a,b\nc,d')).toEqual([['a', 'b'], ['c', 'd']]);
    expect(parseCsv('a,b\rc,d\r')).toEqual([['a', 'b'], ['c', 'd']]);
  });

  it('keeps empty fields and reports blank lines as empty rows (row numbers stay true)', () => {
    expect(parseCsv('a,,c\n\n,\n')).toEqual([['a', '', 'c'], [], ['', '']]);
    expect(parseCsv('"",x')).toEqual([['', 'x']]);
  });

  it('drops a UTF-8 byte-order mark, from text and from bytes', () => {
    expect(parseCsv('\uFEFF姓名,手机号\n张三,13800000000')).toEqual([['姓名', '手机号'], ['张三', '13800000000']]);
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('名称\n宫保鸡丁')]);
    expect(parseCsv(bytes)).toEqual([['名称'], ['宫保鸡丁']]);
  });

  it('decodes GB18030 text as saved by Chinese Excel', () => {
    // "姓名,张三" in GBK
    const gbk = new Uint8Array([0xd0, 0xd5, 0xc3, 0xfb, 0x2c, 0xd5, 0xc5, 0xc8, 0xfd]);
    expect(decodeText(gbk)).toBe('姓名,张三');
    expect(parseCsv(gbk)).toEqual([['姓名', '张三']]);
  });

  it('sniffs semicolon and tab separators when the header has no comma', () => {
    expect(parseCsv('a;b\n"1;2";3')).toEqual([['a', 'b'], ['1;2', '3']]);
    expect(parseCsv('a\tb\n1\t2')).toEqual([['a', 'b'], ['1', '2']]);
    expect(parseCsv('"x;y",z\n1,2')).toEqual([['x;y', 'z'], ['1', '2']]);
  });

  it('round-trips what writeCsv writes', () => {
    const rows = [['名称', 'note'], ['a,b', 'say "x"'], ['multi\nline', '']];
    expect(parseCsv(writeCsv(rows))).toEqual(rows);
  });
});
