/**
 * Imports read at most what the limits allow: a zip bomb stops at 20 MB unpacked, a sheet stops
 * at 5,000 lines and 256 columns, and each is refused whole with the envelope's 413.
 */
import { strToU8, Zip, ZipDeflate, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { useAdminServer } from '../api/adminServer';
import { writeCsv } from './csv';
import { MAX_IMPORT_LINES, MAX_UNPACKED_BYTES } from './sheetLimits';
import { readXlsx, writeXlsx } from './xlsx';
import { MAX_XML_DEPTH } from './xlsxXml';

const s = useAdminServer();
const MB = 1024 * 1024;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function importMeals(name: string, bytes: Uint8Array | string, type = XLSX) {
  const form = new FormData();
  form.append('file', new Blob([bytes as BlobPart], { type }), name);
  return s.api.call('POST', '/ordermeal/web/meal/importMeal', { multipart: form, session: s.admin });
}
const mealCount = async () => (await s.rows('ordermeal.meal')).length;

/** An xlsx whose worksheet unpacks to `size` bytes (a row, then blanks), built in pieces: a few hundred KB on disk. */
function zipBomb(size: number): Uint8Array {
  const out: Uint8Array[] = [];
  const zip = new Zip((err, data) => { if (err) throw err; out.push(data); });
  const sheet = new ZipDeflate('xl/worksheets/sheet1.xml', { level: 1 });
  zip.add(sheet);
  sheet.push(strToU8('<worksheet><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>菜品名称</t></is></c></row>'));
  const blanks = new Uint8Array(MB).fill(0x20);
  for (let n = 0; n < size; n += MB) sheet.push(blanks);
  sheet.push(strToU8('</sheetData></worksheet>'), true);
  zip.end();
  const bytes = new Uint8Array(out.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const c of out) { bytes.set(c, at); at += c.length; }
  return bytes;
}

describe('import limits', () => {
  it('stop inflating a zip bomb at 20 MB and answer 413, storing nothing and holding no more memory', async () => {
    const bomb = zipBomb(64 * MB);
    expect(bomb.length).toBeLessThan(MB);
    const before = await mealCount();
    const rss = process.memoryUsage().rss;
    const res = await importMeals('bomb.xlsx', bomb);
    expect(res.body).toMatchObject({ code: 413, msg: `文件解压后超过${MAX_UNPACKED_BYTES / MB}MB，请删除多余的内容或分批导入`, data: { field: 'file' } });
    expect(process.memoryUsage().rss - rss).toBeLessThan(50 * MB);
    expect(await mealCount()).toBe(before);
  }, 60_000);

  it('refuse more than 5,000 lines as a whole, in xlsx and in csv', async () => {
    const header = ['菜品名称', '价格(元)', '餐别', '供餐商户', '所属项目'];
    const lines = Array.from({ length: MAX_IMPORT_LINES + 1 }, (_, i) => [`限量菜${i}`, 10, '午餐', 1, 1]);
    const before = await mealCount();
    const xlsx = await importMeals('many.xlsx', writeXlsx('菜品', [header, ...lines]));
    expect(xlsx.body).toMatchObject({ code: 413, msg: '一次最多导入5000行，请分批导入' });
    const csv = await importMeals('many.csv', writeCsv([header, ...lines]), 'text/csv');
    expect(csv.body).toMatchObject({ code: 413, msg: '一次最多导入5000行，请分批导入' });
    expect(await mealCount()).toBe(before);
  });

  it('refuse text far below or far right without making the rows and cells in between', async () => {
    const sheet = (rows: string) => zipSync({ 'xl/worksheets/sheet1.xml': strToU8(`<worksheet><sheetData>${rows}</sheetData></worksheet>`) });
    const far = await importMeals('far.xlsx', sheet('<row r="1"><c r="A1" t="inlineStr"><is><t>菜品名称</t></is></c></row><row r="1000000000"><c r="A1000000000"><v>1</v></c></row>'));
    expect(far.body).toMatchObject({ code: 413, msg: '一次最多导入5000行，请分批导入' });
    const wide = await importMeals('wide.xlsx', sheet('<row r="1"><c r="XFD1"><v>1</v></c></row>'));
    expect(wide.body).toMatchObject({ code: 413, msg: '表格列数超过256列，请使用导入模板' });
    const commas = await importMeals('wide.csv', `菜品名称${',x'.repeat(300)}\n`, 'text/csv');
    expect(commas.body).toMatchObject({ code: 413, msg: '表格列数超过256列，请使用导入模板' });
  });

  it('ignore empty rows and cells beyond the limits (what spreadsheet apps leave behind)', async () => {
    const [merchant] = await s.rows('merchant.merchant');
    const [org] = await s.rows('organisation.organization');
    const csv = `${writeCsv([['菜品名称', '价格(元)', '餐别', '供餐商户', '所属项目'], ['空行之后', '9', '午餐', String(merchant!.id), String(org!.id)]])}${'\r\n'.repeat(200000)}${','.repeat(1000)}\r\n`;
    const res = await importMeals('tail.csv', csv, 'text/csv');
    expect(res.body).toMatchObject({ code: 200, data: { total: 1, imported: 1, failed: 0 } });
    const styled = zipSync({ 'xl/worksheets/sheet1.xml': strToU8('<worksheet><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>名称</t></is></c><c r="XFD1" s="3"/></row><row r="1048576" s="2"/></sheetData></worksheet>') });
    expect(readXlsx(styled, { maxRows: 10, maxColumns: 10 })).toEqual([['名称']]);
  });

  it('refuse pathological XML (4 MB of unclosed rows and cells) as unreadable, at the nesting bound', async () => {
    const junk = '<row><c><v>'.repeat(400_000);
    const bytes = zipSync({ 'xl/worksheets/sheet1.xml': strToU8(`<worksheet><sheetData><row r="1"><c r="A1"><v>7</v></c></row>${junk}</sheetData></worksheet>`) });
    expect(() => readXlsx(bytes, { maxRows: 10, maxColumns: 10 })).toThrow(expect.objectContaining({ cause: expect.objectContaining({ message: `xml nested deeper than ${MAX_XML_DEPTH} elements` }) }));
    const res = await importMeals('junk.xlsx', bytes);
    expect(res.body).toMatchObject({ code: 400, msg: '无法读取该 xlsx 文件，请确认文件未损坏', data: { field: 'file' } });
  });
});
