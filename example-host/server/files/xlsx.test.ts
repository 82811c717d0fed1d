import { readFileSync } from 'node:fs';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { columnName, readXlsx, writeXlsx } from './xlsx';

describe('writeXlsx', () => {
  it('writes the parts a spreadsheet app needs, with a bold frozen header', () => {
    const files = unzipSync(writeXlsx('住户', [['姓名', '金额'], ['张三', 12.5]]));
    expect(Object.keys(files).sort()).toEqual([
      '[Content_Types].xml', '_rels/.rels', 'xl/_rels/workbook.xml.rels', 'xl/styles.xml', 'xl/workbook.xml', 'xl/worksheets/sheet1.xml',
    ]);
    const types = strFromU8(files['[Content_Types].xml']!);
    expect(types).toContain('PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"');
    expect(types).toContain('PartName="/xl/worksheets/sheet1.xml"');
    expect(strFromU8(files['xl/workbook.xml']!)).toContain('<sheet name="住户" sheetId="1" r:id="rId1"/>');
    const sheet = strFromU8(files['xl/worksheets/sheet1.xml']!);
    expect(sheet).toContain('<c r="A1" s="1" t="inlineStr"><is><t xml:space="preserve">姓名</t></is></c>');
    expect(sheet).toContain('<c r="B2"><v>12.5</v></c>');
    expect(sheet).toContain('state="frozen"');
    expect(sheet).toContain('<dimension ref="A1:B2"/>');
  });

  it('escapes XML, drops forbidden control characters and cleans the sheet name', () => {
    const bytes = writeXlsx('a/b:c*?[x]', [['<&>"', 'x\u0001y']]);
    const files = unzipSync(bytes);
    expect(strFromU8(files['xl/workbook.xml']!)).toContain('name="a_b_c___x_"');
    expect(strFromU8(files['xl/worksheets/sheet1.xml']!)).toContain('&lt;&amp;&gt;&quot;');
    expect(readXlsx(bytes)).toEqual([['<&>"', 'xy']]);
  });

  it('names columns past Z', () => {
    expect([0, 25, 26, 27, 701, 702].map(columnName)).toEqual(['A', 'Z', 'AA', 'AB', 'ZZ', 'AAA']);
  });
});

describe('readXlsx', () => {
  it('round-trips text, numbers, empty cells, Chinese and line breaks', () => {
    const rows = [['名称', '价格', '备注'], ['宫保鸡丁', 28, null], ['', 0.5, '第一行\n第二行'], ['x', -3, 'a,b "q"']];
    const back = readXlsx(writeXlsx('菜品', rows));
    expect(back).toEqual([['名称', '价格', '备注'], ['宫保鸡丁', '28'], ['', '0.5', '第一行\n第二行'], ['x', '-3', 'a,b "q"']]);
  });

  it('reads a workbook from another writer: shared strings (rich text), gaps, booleans, a renamed sheet part', () => {
    const sst = '<?xml version="1.0"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="3" uniqueCount="3">'
      + '<si><t>姓名</t></si><si><r><rPr><b/></rPr><t>手机</t></r><r><t xml:space="preserve">号 </t></r></si>'
      + '<si><t>A&amp;B</t><rPh sb="0" eb="1"><t>ignored</t></rPh></si></sst>';
    const sheet = '<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>'
      + '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="C1" t="s"><v>1</v></c></row>'
      + '<row r="3"><c r="A3" t="s"><v>2</v></c><c r="B3" t="b"><v>1</v></c><c r="C3"><v>13800000000</v></c>'
      + '<c r="D3" t="str"><f>1+1</f><v>2</v></c><c r="E3" t="inlineStr"><is><t>内联</t></is></c></row>'
      + '</sheetData></worksheet>';
    const zip = zipSync({
      '[Content_Types].xml': strToU8('<Types/>'),
      'xl/workbook.xml': strToU8('<workbook xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets>'
        + '<sheet name="第一页" sheetId="7" r:id="rId9"/><sheet name="第二页" sheetId="8" r:id="rId3"/></sheets></workbook>'),
      'xl/_rels/workbook.xml.rels': strToU8('<Relationships><Relationship Id="rId3" Target="worksheets/sheet1.xml"/>'
        + '<Relationship Id="rId9" Target="/xl/worksheets/data.xml"/></Relationships>'),
      'xl/sharedStrings.xml': strToU8(sst),
      'xl/worksheets/data.xml': strToU8(sheet),
      'xl/worksheets/sheet1.xml': strToU8('<worksheet><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>wrong sheet</t></is></c></row></sheetData></worksheet>'),
    });
    expect(readXlsx(zip)).toEqual([['姓名', '', '手机号 '], [], ['A&B', 'TRUE', '13800000000', '2', '内联']]);
  });

  it('refuses bytes that are not a workbook', () => {
    expect(() => readXlsx(strToU8('name,phone\n'))).toThrow(/not an xlsx/);
    expect(() => readXlsx(zipSync({ 'word/document.xml': strToU8('<w/>') }))).toThrow(/not an xlsx/);
  });
});

describe('readXlsx on files saved by real spreadsheet software', () => {
  const fixture = (name: string) => new Uint8Array(readFileSync(new URL(`./fixtures/${name}`, import.meta.url)));

  it('reads a workbook written by openpyxl (shared strings, numbers)', () => {
    expect(readXlsx(fixture('openpyxl-meals.xlsx'))).toEqual([
      ['菜品名称', '价格(元)', '餐别', '供餐商户', '所属项目'], ['宫保鸡丁', '28', '午餐', '1', '1'], ['麻婆豆腐', 'abc', '午餐', '1', '1'],
    ]);
  });

  it('reads our own export after LibreOffice Calc opened and re-saved it', () => {
    // The fixture is writeXlsx output converted by `soffice --convert-to xlsx`: LibreOffice accepted it.
    expect(readXlsx(fixture('libreoffice-roundtrip.xlsx'))).toEqual([
      ['姓名', '手机号', '金额(元)', '备注'], ['张三', '13800000000', '12.5', 'a & <b> "c"\n第二行'], ['李四', '', '-3'], ['', 'x', '0', 'y'],
    ]);
  });
});
