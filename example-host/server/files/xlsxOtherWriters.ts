/**
 * For tests: workbooks written the way two other spreadsheet programs write them, as zip bytes,
 * so the reader is checked against conventions it did not write itself. Both are valid
 * SpreadsheetML; they differ only where the XML spec lets writers choose.
 * - `excelStyle`: double-quoted attributes, every element under an `x:` prefix (as writers on the
 *   Open XML SDK emit), text in shared strings (a `{ runs }` cell becomes rich text), `xml:space`
 *   on the strings that need it.
 * - `calcStyle`: single-quoted attributes, indented parts, text as inline strings (or single-quoted
 *   shared strings), markup characters in CDATA, non-ASCII as character references (`&#x4E2D;`).
 */
import { strToU8, zipSync } from 'fflate';

export type OtherCell = string | number | boolean | null | { readonly runs: readonly string[] };

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG = 'http://schemas.openxmlformats.org/package/2006/relationships';
const HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

const col = (i: number): string => (i < 26 ? String.fromCharCode(65 + i) : col(Math.floor(i / 26) - 1) + String.fromCharCode(65 + (i % 26)));
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const spaced = (s: string) => /^\s|\s$/.test(s);

/** Calc-like text: CDATA around markup, references for everything past ASCII and for quotes. */
function calcText(s: string): string {
  if (/[<&]/.test(s) && !s.includes(']]>')) return `<![CDATA[${s}]]>`;
  return [...esc(s)].map((ch) => {
    const cp = ch.codePointAt(0)!;
    if (ch === "'") return '&apos;';
    return cp > 0x7e ? `&#x${cp.toString(16).toUpperCase()};` : ch;
  }).join('');
}

function zip(parts: Record<string, string>): Uint8Array {
  const files: Record<string, Uint8Array> = {};
  for (const [path, xml] of Object.entries(parts)) files[path] = strToU8(xml);
  return zipSync(files);
}

/**
 * An Excel-like workbook of `rows` (the first sheet).
 * @example excelStyle([['姓名', { runs: ['手机', '号'] }], ['张三', 13800000000]])
 */
export function excelStyle(rows: readonly (readonly OtherCell[])[]): Uint8Array {
  const strings: string[] = [];
  const sst = (xml: string) => (strings.push(xml), strings.length - 1);
  const t = (s: string) => `<x:t${spaced(s) ? ' xml:space="preserve"' : ''}>${esc(s)}</x:t>`;
  const body = rows.map((r, ri) => `<x:row r="${ri + 1}">${r.map((v, ci) => {
    const ref = `${col(ci)}${ri + 1}`;
    if (v === null || v === '') return '';
    if (typeof v === 'number') return `<x:c r="${ref}"><x:v>${v}</x:v></x:c>`;
    if (typeof v === 'boolean') return `<x:c r="${ref}" t="b"><x:v>${v ? 1 : 0}</x:v></x:c>`;
    const item = typeof v === 'string' ? t(v) : v.runs.map((run, i) => `<x:r>${i ? '' : '<x:rPr><x:b/></x:rPr>'}${t(run)}</x:r>`).join('');
    return `<x:c r="${ref}" t="s"><x:v>${sst(item)}</x:v></x:c>`;
  }).join('')}</x:row>`).join('');
  return zip({
    '[Content_Types].xml': `${HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/></Types>`,
    '_rels/.rels': `${HEAD}<Relationships xmlns="${PKG}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    'xl/workbook.xml': `${HEAD}<x:workbook xmlns:x="${MAIN}" xmlns:r="${REL}"><x:sheets><x:sheet name="Sheet1" sheetId="1" r:id="rId1"/></x:sheets></x:workbook>`,
    'xl/_rels/workbook.xml.rels': `${HEAD}<Relationships xmlns="${PKG}"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet.xml"/>`
      + `<Relationship Id="rId2" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
    'xl/sharedStrings.xml': `${HEAD}<x:sst xmlns:x="${MAIN}" count="${strings.length}" uniqueCount="${strings.length}">${strings.map((s) => `<x:si>${s}</x:si>`).join('')}</x:sst>`,
    'xl/worksheets/sheet.xml': `${HEAD}<x:worksheet xmlns:x="${MAIN}"><x:sheetData>${body}</x:sheetData></x:worksheet>`,
  });
}

/**
 * A Calc-like workbook of `rows`: its first sheet is listed second in the relations, after a
 * decoy sheet part named `sheet1.xml`, so reading the single-quoted relations matters too.
 * @example calcStyle([['名称', '价格'], ['宫保鸡丁', 28]], 'shared')
 */
export function calcStyle(rows: readonly (readonly OtherCell[])[], strings: 'inline' | 'shared' = 'inline'): Uint8Array {
  const shared: string[] = [];
  const t = (s: string) => `<t${spaced(s) ? " xml:space='preserve'" : ''}>${calcText(s)}</t>`;
  const body = rows.map((r, ri) => `\n    <row r='${ri + 1}' spans='1:${r.length}'>${r.map((v, ci) => {
    const ref = `${col(ci)}${ri + 1}`;
    if (v === null || v === '') return '';
    if (typeof v === 'number') return `\n      <c r='${ref}' s='0' t='n'>\n        <v>${v}</v>\n      </c>`;
    if (typeof v === 'boolean') return `\n      <c r='${ref}' t='b'><v>${v ? 'true' : 'false'}</v></c>`;
    const item = typeof v === 'string' ? t(v) : v.runs.map((run) => `<r><rPr><sz val='10'/></rPr>${t(run)}</r>`).join('');
    if (strings === 'shared') return `\n      <c r='${ref}' t='s'><v>${shared.push(item) - 1}</v></c>`;
    return `\n      <c r='${ref}' t='inlineStr'>\n        <is>${item}</is>\n      </c>`;
  }).join('')}\n    </row>`).join('');
  const parts: Record<string, string> = {
    '[Content_Types].xml': `${HEAD}<Types xmlns='http://schemas.openxmlformats.org/package/2006/content-types'><Default Extension='xml' ContentType='application/xml'/></Types>`,
    '_rels/.rels': `${HEAD}<Relationships xmlns='${PKG}'><Relationship Id='rId1' Type='${REL}/officeDocument' Target='xl/workbook.xml'/></Relationships>`,
    'xl/workbook.xml': `${HEAD}<workbook xmlns='${MAIN}' xmlns:r='${REL}'>\n  <sheets>\n    <sheet name='数据' sheetId='1' state='visible' r:id='rId3'/>\n    <sheet name='说明' sheetId='2' r:id='rId2'/>\n  </sheets>\n</workbook>`,
    'xl/_rels/workbook.xml.rels': `${HEAD}<Relationships xmlns='${PKG}'>\n  <Relationship Id='rId2' Type='${REL}/worksheet' Target='worksheets/sheet1.xml'/>\n`
      + `  <Relationship Id='rId3' Type='${REL}/worksheet' Target='worksheets/sheet2.xml'/>\n</Relationships>`,
    'xl/worksheets/sheet1.xml': `${HEAD}<worksheet xmlns='${MAIN}'><sheetData><row r='1'><c r='A1' t='inlineStr'><is><t>说明页</t></is></c></row></sheetData></worksheet>`,
    'xl/worksheets/sheet2.xml': `${HEAD}<worksheet xmlns='${MAIN}' xmlns:r='${REL}'>\n  <sheetData>${body}\n  </sheetData>\n</worksheet>`,
  };
  if (strings === 'shared') {
    parts['xl/sharedStrings.xml'] = `${HEAD}<sst xmlns='${MAIN}' count='${shared.length}' uniqueCount='${shared.length}'>\n${shared.map((s) => `  <si>${s}</si>\n`).join('')}</sst>`;
  }
  return zip(parts);
}
