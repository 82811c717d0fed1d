import { describe, expect, it } from 'vitest';
import { catalogue, indexCatalogue } from '../../../src/contract';
import { convertCell, mapHeader } from './importCells';
import { checkUpload, MAX_UPLOAD_BYTES } from './uploadPolicy';

const idx = indexCatalogue(catalogue);
const household = idx.resource('organisation.household');
const meal = idx.resource('ordermeal.meal');

describe('mapHeader', () => {
  it('finds fields by zh-CN, en or es label or by name; ignores read-only, unknown and repeated columns', () => {
    expect(mapHeader(household, ['*住户姓名', 'Phone', 'Condición', 'roomId', '审核状态', '未知列', '手机号'])).toEqual([
      'name', 'phone', 'householdType', 'roomId', null, null, null,
    ]);
    expect(mapHeader(meal, [' 菜品名称 ', 'PRICE', 'Meal time'])).toEqual(['name', 'price', 'mealTime']);
  });
});

describe('convertCell', () => {
  const f = (r: typeof household, name: string) => r.fields[name]!;

  it('checks phones, lengths and required-looking text with the field label', () => {
    expect(convertCell(f(household, 'phone'), '138 0013 8000')).toEqual({ ok: true, value: '13800138000' });
    expect(convertCell(f(household, 'phone'), '12345')).toEqual({ ok: false, msg: '手机号格式不正确' });
    expect(convertCell(f(household, 'name'), 'x'.repeat(33))).toEqual({ ok: false, msg: '住户姓名长度不能超过32个字符' });
  });

  it('takes enum values by value or by any locale label', () => {
    const t = f(household, 'householdType');
    expect(convertCell(t, '租户')).toEqual({ ok: true, value: 'tenant' });
    expect(convertCell(t, 'Owner')).toEqual({ ok: true, value: 'owner' });
    expect(convertCell(t, 'tenant')).toEqual({ ok: true, value: 'tenant' });
    expect(convertCell(t, '房东')).toEqual({ ok: false, msg: '住户身份的值"房东"无效，可选：业主、租户' });
  });

  it('parses amounts (two decimals at most, within range) and integers', () => {
    const price = f(meal, 'price');
    expect(convertCell(price, '¥1,280.50')).toEqual({ ok: true, value: 1280.5 });
    expect(convertCell(price, 'abc')).toEqual({ ok: false, msg: '价格(元)必须是数字' });
    expect(convertCell(price, '1.234')).toEqual({ ok: false, msg: '价格(元)最多保留两位小数' });
    expect(convertCell(price, '-1')).toEqual({ ok: false, msg: '价格(元)不能小于0' });
    expect(convertCell(price, '20000')).toEqual({ ok: false, msg: '价格(元)不能大于10000' });
    const seats = idx.resource('ordermeal.lineManage').fields.seats!;
    expect(convertCell(seats, '2.5')).toEqual({ ok: false, msg: '座位数必须是整数' });
  });

  it('reads dates as text (with / or .) or as Excel serial numbers', () => {
    const d = f(household, 'checkInDate');
    expect(convertCell(d, '2026/3/5')).toEqual({ ok: true, value: '2026-03-05' });
    expect(convertCell(d, '46086')).toEqual({ ok: true, value: '2026-03-05' });
    expect(convertCell(d, '2026-13-45')).toEqual({ ok: false, msg: '入住日期格式不正确' });
  });

  it('reads booleans in Chinese, English and Spanish', () => {
    const b = idx.resource('organisation.organization').fields.hdEnabled!;
    expect(['是', 'TRUE', 'sí', '1'].map((s) => convertCell(b, s))).toEqual(Array(4).fill({ ok: true, value: true }));
    expect(convertCell(b, '否')).toEqual({ ok: true, value: false });
    expect(convertCell(b, 'maybe').ok).toBe(false);
  });
});

describe('checkUpload', () => {
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

  it('accepts allowed types whose bytes match, answering the content type', () => {
    expect(checkUpload('photo.PNG', png)).toBe('image/png');
    expect(checkUpload('notes.txt', new TextEncoder().encode('hello'))).toBe('text/plain');
    expect(checkUpload('data.csv', new TextEncoder().encode('a,b'))).toBe('text/csv');
  });

  it('refuses other types (400), spoofed content (400) and files over 10 MB (413)', () => {
    expect(() => checkUpload('tool.exe', png)).toThrow(expect.objectContaining({ code: 400 }));
    expect(() => checkUpload('logo.svg', new TextEncoder().encode('<svg/>'))).toThrow(expect.objectContaining({ code: 400 }));
    expect(() => checkUpload('fake.png', new TextEncoder().encode('MZ not a png'))).toThrow(expect.objectContaining({ code: 400, message: '文件内容与扩展名不符' }));
    expect(() => checkUpload('big.png', new Uint8Array(MAX_UPLOAD_BYTES + 1))).toThrow(expect.objectContaining({ code: 413 }));
    expect(() => checkUpload('empty.txt', new Uint8Array(0))).toThrow(expect.objectContaining({ code: 400 }));
  });
});
