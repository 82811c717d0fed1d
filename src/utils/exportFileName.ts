import { DEFAULT_DOWNLOAD_FILE_NAME } from './constants';

const pad2 = (n: number): string => String(n).padStart(2, '0');

/**
 * Name of an exported Excel file: the title, the local date as YYYYMMDD and
 * '.xlsx'. Characters illegal in file names (/ \ : * ? " < > | and control
 * characters) are removed and the title is trimmed; an empty result (or a
 * missing title) becomes the default '下载文件' ("download file"). An
 * invalid date leaves the date part out.
 *
 * @example
 * exportFileName('用户列表', new Date(2026, 10, 21)) // '用户列表20261121.xlsx'
 * exportFileName('', new Date(2026, 0, 5))           // '下载文件20260105.xlsx'
 * exportFileName('a/b:c', new Date(2026, 0, 5))      // 'abc20260105.xlsx'
 */
export function exportFileName(title: string | null | undefined, date: Date = new Date()): string {
  // eslint-disable-next-line no-control-regex
  const clean = typeof title === 'string' ? title.replace(/[/\\:*?"<>|\u0000-\u001f\u007f]/g, '').trim() : '';
  const name = clean || DEFAULT_DOWNLOAD_FILE_NAME;
  const valid = date instanceof Date && !Number.isNaN(date.getTime());
  const stamp = valid
    ? `${String(date.getFullYear()).padStart(4, '0')}${pad2(date.getMonth() + 1)}${pad2(date.getDate())}`
    : '';
  return `${name}${stamp}.xlsx`;
}
