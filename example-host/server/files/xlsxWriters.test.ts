/**
 * The reader reads a workbook the same whichever valid XML its writer chose: quote styles,
 * namespace prefixes, shared or inline strings, CDATA, entities, rich text and xml:space.
 */
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { calcStyle, excelStyle, type OtherCell } from './xlsxOtherWriters';
import { readXlsx } from './xlsx';

const table: OtherCell[][] = [
  ['姓名', { runs: ['手机', '号'] }, '备注', '在职'],
  ['张三', 13800000000, '  两端空格  ', true],
  ['A&B <c> "d" it\'s', 12.5, null, false],
  ['中文 \u{1F600}', -3, '第一行\n第二行'],
];
const expected = [
  ['姓名', '手机号', '备注', '在职'],
  ['张三', '13800000000', '  两端空格  ', 'TRUE'],
  ['A&B <c> "d" it\'s', '12.5', '', 'FALSE'],
  ['中文 \u{1F600}', '-3', '第一行\n第二行'],
];

/** A workbook whose first sheet is `sheet` (and whose shared strings are `sst`), both given as XML. */
function book(sheet: string, sst?: string): Uint8Array {
  const parts: Record<string, Uint8Array> = { 'xl/worksheets/sheet1.xml': strToU8(sheet) };
  if (sst) parts['xl/sharedStrings.xml'] = strToU8(sst);
  return zipSync(parts);
}

describe('readXlsx on two other writers\' conventions', () => {
  it('reads an Excel-like workbook: x: prefixes, shared strings with rich-text runs, xml:space, booleans', () => {
    expect(readXlsx(excelStyle(table))).toEqual(expected);
  });

  it('reads a Calc-like workbook: single quotes, inline strings, CDATA, character references, indented parts', () => {
    expect(readXlsx(calcStyle(table))).toEqual(expected);
  });

  it('reads single-quoted shared strings as their text, never as their index', () => {
    const back = readXlsx(calcStyle([['名称', '价格'], ['宫保鸡丁', 28], ['麻婆豆腐', 18]], 'shared'));
    expect(back).toEqual([['名称', '价格'], ['宫保鸡丁', '28'], ['麻婆豆腐', '18']]);
  });
});

describe('readXlsx reads text as the XML spec says', () => {
  it('decodes the predefined entities and decimal and hex character references, in text and in CDATA as written', () => {
    const sheet = "<worksheet><sheetData><row r='1'>"
      + "<c r='A1' t='inlineStr'><is><t>&amp;&lt;&gt;&quot;&apos; &#20013;&#x6587; &#x1F600;</t></is></c>"
      + "<c r='B1' t='inlineStr'><is><t><![CDATA[&amp; stays <raw>]]></t></is></c>"
      + "<c r='C1' t=\"inlineStr\"><is><t>a<![CDATA[<b>]]>c</t></is></c>"
      + '</row></sheetData></worksheet>';
    expect(readXlsx(book(sheet))).toEqual([['&<>"\' 中文 \u{1F600}', '&amp; stays <raw>', 'a<b>c']]);
  });

  it('keeps whitespace where xml:space="preserve" says (own or inherited) and drops it at the ends elsewhere', () => {
    const sst = '<sst><si><t>  trimmed  </t></si><si><t xml:space="preserve">  kept  </t></si>'
      + "<si xml:space='preserve'><r><t> a </t></r><r><t>b </t></r></si>"
      + '<si>\n  <r>\n    <t>x</t>\n  </r>\n  <r>\n    <t>y</t>\n  </r>\n</si>'
      + '<si><t>名</t><rPh sb="0" eb="1"><t>ming</t></rPh></si></sst>';
    const sheet = '<worksheet><sheetData><row r="1">'
      + [0, 1, 2, 3, 4].map((i) => `<c r="${'ABCDE'[i]}1" t="s"><v> ${i} </v></c>`).join('')
      + '</row></sheetData></worksheet>';
    expect(readXlsx(book(sheet, sst))).toEqual([['trimmed', '  kept  ', ' a b ', 'xy', '名']]);
  });

  it('reads numbers, booleans, formula results and errors, ignoring the formulas', () => {
    const sheet = '<worksheet><sheetData><row>'
      + '<c><v>1.5E-3</v></c><c t="b"><v>0</v></c><c t="b"><v>1</v></c>'
      + '<c t="str"><f>A1&amp;"x"</f><v>0.0015x</v></c><c t="e"><f>1/0</f><v>#DIV/0!</v></c>'
      + '<c t="n"><f>1+1</f><v>2</v></c><c t="s"><v>9</v></c>'
      + '</row></sheetData></worksheet>';
    expect(readXlsx(book(sheet))).toEqual([['1.5E-3', 'FALSE', 'TRUE', '0.0015x', '#DIV/0!', '2', '']]);
  });

  it('refuses malformed XML and a DOCTYPE instead of reading half a sheet', () => {
    expect(() => readXlsx(book("<worksheet><sheetData><row r='1'><c r='A1'><v>1</v></row></sheetData></worksheet>"))).toThrow(/not an xlsx/);
    expect(() => readXlsx(book('<worksheet><sheetData><row><c t="inlineStr"><is><t>&nbsp;</t></is></c></row></sheetData></worksheet>'))).toThrow(/not an xlsx/);
    const doctype = '<!DOCTYPE worksheet [<!ENTITY a "aaaa">]><worksheet><sheetData><row><c t="inlineStr"><is><t>&a;</t></is></c></row></sheetData></worksheet>';
    expect(() => readXlsx(book(doctype))).toThrow(/not an xlsx/);
  });
});
