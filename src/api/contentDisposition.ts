/** File names of downloads, from the Content-Disposition header. */

/**
 * 000 section 9: the default name of a downloaded Excel file ('download file').
 * @example
 * fileNameFrom(null) // '下载文件.xlsx' (DEFAULT_FILE_NAME)
 */
export const DEFAULT_FILE_NAME = '下载文件.xlsx';

function decodePercent(text: string, charset: string): string | undefined {
  try {
    if (/^utf-?8$/i.test(charset)) return decodeURIComponent(text);
    // ISO-8859-1 and friends: one byte per %XX
    return text.replace(/%([0-9a-f]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  } catch {
    return undefined;
  }
}

/**
 * Node's fetch (and some proxies) read raw UTF-8 header bytes as Latin-1; undo that when the
 * text is valid UTF-8, otherwise keep it.
 */
function repairLatin1(text: string): string {
  if (!/[\u0080-\u00ff]/.test(text) || /[\u0100-\uffff]/.test(text)) return text;
  try {
    const bytes = Uint8Array.from(text, (c) => c.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return text;
  }
}

/**
 * The file name a Content-Disposition header carries, or `undefined`.
 * `filename*=` (RFC 5987, e.g. `UTF-8''%E7%94%A8%E6%88%B7.xlsx`) wins over `filename=`;
 * a plain `filename` may be quoted, percent-encoded (Java's URLEncoder style) or raw UTF-8.
 * @example
 * parseContentDisposition("attachment; filename*=UTF-8''%E7%94%A8%E6%88%B7.xlsx") // '用户.xlsx'
 * parseContentDisposition('attachment; filename="report.xlsx"') // 'report.xlsx'
 */
export function parseContentDisposition(header: string | null | undefined): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended) {
    const name = decodePercent(extended[2]!.trim().replace(/^"(.*)"$/, '$1'), extended[1]!.trim() || 'UTF-8');
    if (name) return name;
  }
  const plain = /filename\s*=\s*(?:"((?:\\.|[^"\\])*)"|([^;]+))/i.exec(header);
  const value = plain ? (plain[1]?.replace(/\\(.)/g, '$1') ?? plain[2]!.trim()) : '';
  if (!value) return undefined;
  if (/%[0-9a-f]{2}/i.test(value)) return decodePercent(value.replace(/\+/g, ' '), 'UTF-8') ?? value;
  return repairLatin1(value);
}

/**
 * The download's file name, falling back to `fallback` (default '下载文件.xlsx').
 * @example
 * fileNameFrom(response.headers.get('Content-Disposition'))
 */
export function fileNameFrom(header: string | null | undefined, fallback = DEFAULT_FILE_NAME): string {
  return parseContentDisposition(header) ?? fallback;
}
