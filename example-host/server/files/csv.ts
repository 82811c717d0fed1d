/**
 * CSV as RFC 4180 describes it (quoted fields, doubled quotes, commas and line breaks inside
 * quotes, CRLF or LF), tolerant of what spreadsheet apps really save: a UTF-8 byte-order
 * mark, GB18030 text from Chinese Excel, and semicolon or tab separators.
 */
import { tooManyColumns, tooManyRows, type SheetLimits } from './sheetLimits';

/** Decodes bytes: UTF-8 (BOM dropped) when valid, else GB18030, the usual Chinese Excel encoding. */
export function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder('gb18030').decode(bytes);
  }
}

/** Picks the separator from the first line outside quotes: comma unless only ';' or tab occur. */
function sniffSeparator(text: string): string {
  let inQuotes = false;
  const counts: Record<string, number> = { ',': 0, ';': 0, '\t': 0 };
  for (const ch of text) {
    if (ch === '"') inQuotes = !inQuotes;
    else if (!inQuotes && (ch === '\n' || ch === '\r')) break;
    else if (!inQuotes && ch in counts) counts[ch]!++;
  }
  if (counts[','] === 0 && (counts[';']! > 0 || counts['\t']! > 0)) return counts[';']! >= counts['\t']! ? ';' : '\t';
  return ',';
}

/** No limits: for reading our own CSV back. */
const UNLIMITED: SheetLimits = { maxRows: Number.MAX_SAFE_INTEGER, maxColumns: Number.MAX_SAFE_INTEGER };

/**
 * Parses CSV text or bytes into rows of fields; result[i] is line record i + 1. With `limits`,
 * empty records and fields beyond them are dropped and any text beyond them throws SheetTooLarge,
 * so a file of blank lines or commas cannot become millions of arrays.
 * @example
 * parseCsv('name,note\r\n"Li, Wei","said ""hi"""') // [['name','note'],['Li, Wei','said "hi"']]
 */
export function parseCsv(input: string | Uint8Array, separator?: string, limits: SheetLimits = UNLIMITED): string[][] {
  let text = typeof input === 'string' ? input : decodeText(input);
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  const sep = separator ?? sniffSeparator(text);
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let inQuotes = false;
  let sawAny = false; // whether the current record has any content or separator
  const endField = () => {
    if (row.length < limits.maxColumns) row.push(field);
    else if (field.trim() !== '') throw tooManyColumns(limits.maxColumns);
    field = '';
  };
  const endRecord = (r: string[]) => {
    if (rows.length < limits.maxRows) rows.push(r);
    else if (r.some((f) => f.trim() !== '')) throw tooManyRows();
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (inQuotes) {
      if (ch === '"') {
        if (text[i + 1] === '"') { field += '"'; i++; } else inQuotes = false;
      } else field += ch;
      continue;
    }
    if (ch === '"' && field === '') { inQuotes = true; sawAny = true; continue; }
    if (ch === sep) { endField(); sawAny = true; continue; }
    if (ch === '\r' || ch === '\n') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      const blank = !sawAny && field === '';
      endField();
      endRecord(blank ? [] : row);
      row = []; sawAny = false;
      continue;
    }
    field += ch;
    sawAny = true;
  }
  // The last record, unless the text ended with a line break.
  if (sawAny || field !== '' || row.length) { endField(); endRecord(row); }
  return rows;
}

/** Quotes a field when it holds a separator, a quote or a line break. */
export function csvField(v: unknown): string {
  const s = v === null || v === undefined ? '' : String(v);
  return /[",\r\n;\t]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** Writes rows as CSV with CRLF line ends (RFC 4180). */
export function writeCsv(rows: readonly (readonly unknown[])[]): string {
  return rows.map((r) => r.map(csvField).join(',')).join('\r\n') + '\r\n';
}
