/**
 * A tiny .xlsx (Office Open XML) writer and reader on fflate. The writer makes the smallest
 * workbook Excel, LibreOffice, Numbers and WPS open without repair: content types, package
 * and workbook relations, one sheet with inline strings and numbers, and a styles part
 * (bold header). The reader takes the first sheet of any workbook, resolving shared strings
 * (plain and rich text), inline strings, formula results and booleans, within the import
 * limits (sheetLimits.ts): it unpacks only the parts it reads, counting their size as they inflate.
 */
import { strFromU8, strToU8, zipSync } from 'fflate';
import { MAX_UNPACKED_BYTES, SheetTooLarge, tooManyColumns, tooManyRows, type SheetLimits } from './sheetLimits';
import { unzipLimited } from './unzipLimited';
import { firstXmlElement, xmlElements } from './xmlElements';

export type XlsxCell = string | number | null | undefined;

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const NS_MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const NS_REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const NS_PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';

/** Escapes text for XML and drops the control characters XML 1.0 forbids. */
function esc(s: string): string {
  return s
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
    .replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** 0 -> A, 25 -> Z, 26 -> AA. */
export function columnName(i: number): string {
  let s = '';
  for (let n = i + 1; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
}

/** A -> 0, AA -> 26. */
function columnIndex(letters: string): number {
  let n = 0;
  for (const ch of letters.toUpperCase()) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n - 1;
}

/** Sheet names: at most 31 characters, none of \ / ? * [ ] : */
function sheetTitle(name: string): string {
  return name.replace(/[\\/?*[\]:]/g, '_').slice(0, 31) || 'Sheet1';
}

function cellXml(ref: string, v: XlsxCell, header: boolean): string {
  if (v === null || v === undefined || v === '') return '';
  const style = header ? ' s="1"' : '';
  if (typeof v === 'number' && Number.isFinite(v)) return `<c r="${ref}"${style}><v>${v}</v></c>`;
  return `<c r="${ref}"${style} t="inlineStr"><is><t xml:space="preserve">${esc(String(v))}</t></is></c>`;
}

/** Display width of a value: CJK characters count double. */
function widthOf(v: XlsxCell): number {
  const s = v === null || v === undefined ? '' : String(v);
  let w = 0;
  for (const ch of s) w += /[\u1100-\uFFEF]/.test(ch) ? 2 : 1;
  return w;
}

/**
 * Writes a one-sheet workbook; the first row is the (bold, frozen) header.
 * @example
 * writeXlsx('住户', [['姓名', '手机号'], ['张三', '13800000000']])
 */
export function writeXlsx(sheetName: string, rows: readonly (readonly XlsxCell[])[]): Uint8Array {
  const ncols = Math.max(1, ...rows.map((r) => r.length));
  const widths = Array.from({ length: ncols }, (_, c) =>
    Math.min(60, Math.max(8, ...rows.slice(0, 200).map((r) => widthOf(r[c]) + 2))));
  const cols = widths.map((w, i) => `<col min="${i + 1}" max="${i + 1}" width="${w}" customWidth="1"/>`).join('');
  const body = rows.map((r, ri) =>
    `<row r="${ri + 1}">${r.map((v, ci) => cellXml(`${columnName(ci)}${ri + 1}`, v, ri === 0)).join('')}</row>`).join('');
  const lastRef = `${columnName(ncols - 1)}${Math.max(1, rows.length)}`;
  const sheet = `${XML_HEAD}<worksheet xmlns="${NS_MAIN}" xmlns:r="${NS_REL}"><dimension ref="A1:${lastRef}"/>`
    + '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>'
    + `<sheetFormatPr defaultRowHeight="15"/><cols>${cols}</cols><sheetData>${body}</sheetData></worksheet>`;
  const files: Record<string, string> = {
    '[Content_Types].xml': `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">`
      + '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
      + '<Default Extension="xml" ContentType="application/xml"/>'
      + '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>'
      + '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>'
      + '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>'
      + '</Types>',
    '_rels/.rels': `${XML_HEAD}<Relationships xmlns="${NS_PKG_REL}">`
      + `<Relationship Id="rId1" Type="${NS_REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    'xl/workbook.xml': `${XML_HEAD}<workbook xmlns="${NS_MAIN}" xmlns:r="${NS_REL}">`
      + `<sheets><sheet name="${esc(sheetTitle(sheetName))}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    'xl/_rels/workbook.xml.rels': `${XML_HEAD}<Relationships xmlns="${NS_PKG_REL}">`
      + `<Relationship Id="rId1" Type="${NS_REL}/worksheet" Target="worksheets/sheet1.xml"/>`
      + `<Relationship Id="rId2" Type="${NS_REL}/styles" Target="styles.xml"/></Relationships>`,
    'xl/styles.xml': `${XML_HEAD}<styleSheet xmlns="${NS_MAIN}">`
      + '<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>'
      + '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>'
      + '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>'
      + '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>'
      + '<cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>'
      + '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs>'
      + '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>',
    'xl/worksheets/sheet1.xml': sheet,
  };
  const zip: Record<string, Uint8Array> = {};
  for (const [path, xml] of Object.entries(files)) zip[path] = strToU8(xml);
  return zipSync(zip, { level: 6 });
}

/** Decodes the five XML entities and numeric character references. */
function unesc(s: string): string {
  return s.replace(/&(#x[0-9a-fA-F]+|#\d+|amp|lt|gt|quot|apos);/g, (whole, e: string) => {
    if (e[0] !== '#') return ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" } as Record<string, string>)[e]!;
    const cp = e[1] === 'x' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
    return cp <= 0x10ffff ? String.fromCodePoint(cp) : whole;
  });
}

/** Text of all <t> runs inside a fragment (plain or rich text), skipping phonetic runs (<rPh>). */
function textOf(fragment: string): string {
  const phonetic = fragment.includes('rPh') ? [...xmlElements(fragment, 'rPh')] : [];
  let out = '';
  let p = 0; // both in document order: one pass over each
  for (const t of xmlElements(fragment, 't')) {
    while (p < phonetic.length && phonetic[p]!.end <= t.start) p++;
    if (!(p < phonetic.length && phonetic[p]!.start < t.start)) out += unesc(t.inner);
  }
  return out;
}

const attrPatterns = new Map<string, RegExp>();
function attr(tag: string, name: string): string | undefined {
  let re = attrPatterns.get(name);
  if (!re) attrPatterns.set(name, (re = new RegExp(`\\s${name}="([^"]*)"`)));
  return re.exec(tag)?.[1];
}

/** Path of the first sheet, following the workbook relations (falls back to the first worksheet part). */
function firstSheetPath(files: Record<string, Uint8Array>): string {
  const wb = files['xl/workbook.xml'] ? strFromU8(files['xl/workbook.xml']) : '';
  const rels = files['xl/_rels/workbook.xml.rels'] ? strFromU8(files['xl/_rels/workbook.xml.rels']) : '';
  const sheetTag = firstXmlElement(wb, 'sheet')?.attrs;
  const rid = sheetTag ? (attr(sheetTag, 'r:id') ?? attr(sheetTag, '[\\w]+:id')) : undefined;
  if (rid) {
    for (const rel of xmlElements(rels, 'Relationship')) {
      if (attr(rel.attrs, 'Id') !== rid) continue;
      const target = attr(rel.attrs, 'Target') ?? '';
      const path = target.startsWith('/') ? target.slice(1) : `xl/${target}`;
      if (files[path]) return path;
    }
  }
  return Object.keys(files).filter((p) => WORKSHEET.test(p)).sort()[0] ?? 'xl/worksheets/sheet1.xml';
}

const WORKSHEET = /^xl\/worksheets\/[^/]+\.xml$/;
/** The parts a sheet's text comes from; styles, drawings and media are never unpacked. */
const NEEDED = (name: string) => name === 'xl/workbook.xml' || name === 'xl/_rels/workbook.xml.rels' || name === 'xl/sharedStrings.xml' || WORKSHEET.test(name);

/** A worksheet's own bounds (Excel's): for reading our own exports back. */
const SHEET_BOUNDS: SheetLimits = { maxRows: 1_048_576, maxColumns: 16_384 };

/**
 * Reads the first sheet as text cells; result[i] is spreadsheet row i + 1 (missing rows are
 * empty arrays, missing cells empty strings). Throws Error when the bytes are not an xlsx
 * workbook, SheetTooLarge when it unpacks to more than 20 MB or has text beyond the limits
 * (empty rows and cells beyond them are ignored).
 * @example readXlsx(bytes, IMPORT_LIMITS) // [['菜品名称', '价格(元)'], ['宫保鸡丁', '28']]
 */
export function readXlsx(bytes: Uint8Array, limits: SheetLimits = SHEET_BOUNDS): string[][] {
  let files: Record<string, Uint8Array>;
  try {
    files = unzipLimited(bytes, NEEDED, MAX_UNPACKED_BYTES);
  } catch (e) {
    if (e instanceof SheetTooLarge) throw e;
    throw new Error('not an xlsx file', { cause: e });
  }
  const sheetPath = firstSheetPath(files);
  if (!files[sheetPath]) throw new Error('not an xlsx file: no worksheet');
  const shared: string[] = [];
  const sst = files['xl/sharedStrings.xml'];
  if (sst) for (const si of xmlElements(strFromU8(sst), 'si')) shared.push(textOf(si.inner));
  const rows: string[][] = [];
  const xml = strFromU8(files[sheetPath]);
  let nextRow = 0;
  for (const row of xmlElements(xml, 'row')) {
    const rAttr = attr(row.attrs, 'r');
    const ri = rAttr && /^\d+$/.test(rAttr) ? Number(rAttr) - 1 : nextRow;
    nextRow = ri + 1;
    const cells: string[] = [];
    let nextCol = 0;
    for (const c of xmlElements(row.inner, 'c')) {
      const ref = attr(c.attrs, 'r');
      const letters = ref ? /^[A-Z]{1,4}/i.exec(ref)?.[0] : undefined;
      const ci = letters ? columnIndex(letters) : nextCol;
      nextCol = ci + 1;
      const type = attr(c.attrs, 't');
      const v = firstXmlElement(c.inner, 'v')?.inner;
      let text: string;
      if (type === 's') text = shared[Number(v)] ?? '';
      else if (type === 'inlineStr') text = textOf(firstXmlElement(c.inner, 'is')?.inner ?? '');
      else if (type === 'b') text = v === '1' ? 'TRUE' : 'FALSE';
      else text = v !== undefined ? unesc(v) : '';
      if (ci >= limits.maxColumns) {
        if (text.trim() !== '') throw tooManyColumns(limits.maxColumns);
        continue;
      }
      while (cells.length < ci) cells.push('');
      cells[ci] = text;
    }
    if (ri >= limits.maxRows) {
      if (cells.some((t) => t.trim() !== '')) throw tooManyRows();
      continue;
    }
    while (rows.length < ri) rows.push([]);
    rows[ri] = cells;
  }
  return rows;
}
