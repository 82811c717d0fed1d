/**
 * Reads the first sheet of any .xlsx workbook as text cells, resolving shared strings (plain and
 * rich text), inline strings, formula results and booleans. The XML goes through a real tokenizer
 * (xlsxXml.ts, saxes), so a workbook reads the same whichever quote style, prefixes, CDATA or
 * entities its writer chose. Within the import limits (sheetLimits.ts): only the parts read are
 * unpacked, their size counted as they inflate, and rows or columns past the limits are never made.
 */
import { MAX_UNPACKED_BYTES, SheetTooLarge, tooManyColumns, tooManyRows, type SheetLimits } from './sheetLimits';
import { unzipLimited } from './unzipLimited';
import { RichText, trimXmlSpace, walkXml } from './xlsxXml';

/** A -> 0, AA -> 26. */
function columnIndex(letters: string): number {
  let n = 0;
  for (const ch of letters.toUpperCase()) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n - 1;
}

/** The relationship id of a `<sheet>`: `r:id`, whatever the writer named the relationships prefix. */
function relId(attrs: Readonly<Record<string, string>>): string | undefined {
  for (const [name, value] of Object.entries(attrs)) {
    if (name.endsWith(':id') && !name.startsWith('xml')) return value;
  }
  return undefined;
}

/** Path of the first sheet, following the workbook relations (falls back to the first worksheet part). */
function firstSheetPath(files: Record<string, Uint8Array>): string {
  let rid: string | undefined;
  let seen = false;
  const wb = files['xl/workbook.xml'];
  if (wb) walkXml(wb, { open: (name, attrs) => { if (name === 'sheet' && !seen) { seen = true; rid = relId(attrs); } } });
  const rels = files['xl/_rels/workbook.xml.rels'];
  let found: string | undefined;
  if (rid && rels) {
    walkXml(rels, {
      open: (name, attrs) => {
        if (found || name !== 'Relationship' || attrs.Id !== rid) return;
        const target = attrs.Target ?? '';
        const path = target.startsWith('/') ? target.slice(1) : `xl/${target.replace(/^\.\//, '')}`;
        if (files[path]) found = path;
      },
    });
  }
  return found ?? Object.keys(files).filter((p) => WORKSHEET.test(p)).sort()[0] ?? 'xl/worksheets/sheet1.xml';
}

function sharedStrings(bytes: Uint8Array | undefined): string[] {
  const out: string[] = [];
  if (!bytes) return out;
  const item = new RichText();
  let inSi = false;
  walkXml(bytes, {
    open: (name, _attrs, preserve) => { if (name === 'si') inSi = true; else if (inSi) item.open(name, preserve); },
    text: (t) => { if (inSi) item.text(t); },
    close: (name) => {
      if (name === 'si') { inSi = false; out.push(item.take()); } else if (inSi) item.close(name);
    },
  });
  return out;
}

/** What one `<c>` holds while it is read. */
interface CellState { col: number; type: string; v: string; inV: boolean; inIs: boolean }

function cellText(c: CellState, shared: readonly string[], inline: string): string {
  switch (c.type) {
    case 's': {
      const i = trimXmlSpace(c.v);
      return /^\d+$/.test(i) ? (shared[Number(i)] ?? '') : '';
    }
    case 'inlineStr': return inline || c.v;
    case 'b': return ['1', 'true'].includes(trimXmlSpace(c.v).toLowerCase()) ? 'TRUE' : 'FALSE';
    case 'str': case 'e': return c.v;
    default: return trimXmlSpace(c.v); // numbers and ISO dates (t="n", "d" or none)
  }
}

function sheetRows(bytes: Uint8Array, shared: readonly string[], limits: SheetLimits): string[][] {
  const rows: string[][] = [];
  const inline = new RichText();
  let inData = false;
  let row: { index: number; cells: string[] } | null = null;
  let cell: CellState | null = null;
  let nextRow = 0;
  let nextCol = 0;
  walkXml(bytes, {
    open: (name, attrs, preserve) => {
      if (name === 'sheetData') inData = true;
      else if (!inData) return;
      else if (cell?.inIs) inline.open(name, preserve);
      else if (name === 'row' && !row) {
        const r = attrs.r;
        row = { index: r && /^\d+$/.test(r) ? Number(r) - 1 : nextRow, cells: [] };
        nextRow = row.index + 1;
        nextCol = 0;
      } else if (name === 'c' && row && !cell) {
        const letters = attrs.r ? /^[A-Z]{1,4}/i.exec(attrs.r)?.[0] : undefined;
        cell = { col: letters ? columnIndex(letters) : nextCol, type: attrs.t ?? 'n', v: '', inV: false, inIs: false };
        nextCol = cell.col + 1;
      } else if (name === 'v' && cell) cell.inV = true;
      else if (name === 'is' && cell) cell.inIs = true;
    },
    text: (t) => {
      if (cell?.inIs) inline.text(t);
      else if (cell?.inV) cell.v += t;
    },
    close: (name) => {
      if (name === 'sheetData') inData = false;
      else if (cell?.inIs && name !== 'is') inline.close(name);
      else if (name === 'is' && cell) cell.inIs = false;
      else if (name === 'v' && cell) cell.inV = false;
      else if (name === 'c' && cell && row) {
        const text = cellText(cell, shared, inline.take());
        const col = cell.col;
        cell = null;
        if (col >= limits.maxColumns) {
          if (text.trim() !== '') throw tooManyColumns(limits.maxColumns);
          return;
        }
        while (row.cells.length < col) row.cells.push('');
        row.cells[col] = text;
      } else if (name === 'row' && row) {
        const { index, cells } = row;
        row = null;
        if (index >= limits.maxRows) {
          if (cells.some((t) => t.trim() !== '')) throw tooManyRows();
          return;
        }
        while (rows.length < index) rows.push([]);
        rows[index] = cells;
      }
    },
  });
  return rows;
}

const WORKSHEET = /^xl\/worksheets\/[^/]+\.xml$/;
/** The parts a sheet's text comes from; styles, drawings and media are never unpacked. */
const NEEDED = (name: string) => name === 'xl/workbook.xml' || name === 'xl/_rels/workbook.xml.rels' || name === 'xl/sharedStrings.xml' || WORKSHEET.test(name);

/** A worksheet's own bounds (Excel's): for reading our own exports back. */
const SHEET_BOUNDS: SheetLimits = { maxRows: 1_048_576, maxColumns: 16_384 };

/**
 * Reads the first sheet as text cells; result[i] is spreadsheet row i + 1 (missing rows are
 * empty arrays, missing cells empty strings). Throws Error when the bytes are not a readable xlsx
 * workbook (not a zip, no worksheet, malformed XML), SheetTooLarge when it unpacks to more than
 * 20 MB or has text beyond the limits (empty rows and cells beyond them are ignored).
 * @example readXlsx(bytes, IMPORT_LIMITS) // [['菜品名称', '价格(元)'], ['宫保鸡丁', '28']]
 */
export function readXlsx(bytes: Uint8Array, limits: SheetLimits = SHEET_BOUNDS): string[][] {
  try {
    const files = unzipLimited(bytes, NEEDED, MAX_UNPACKED_BYTES);
    const sheetPath = firstSheetPath(files);
    const sheet = files[sheetPath];
    if (!sheet) throw new Error('no worksheet');
    return sheetRows(sheet, sharedStrings(files['xl/sharedStrings.xml']), limits);
  } catch (e) {
    if (e instanceof SheetTooLarge) throw e;
    throw new Error('not an xlsx file', { cause: e });
  }
}
