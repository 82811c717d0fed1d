import { describe, it, expect } from 'vitest';
import { exportFileName } from './exportFileName';

const day = new Date(2026, 10, 21, 23, 59, 59);

describe('exportFileName', () => {
  it('joins title, YYYYMMDD and .xlsx', () => {
    expect(exportFileName('用户列表', new Date(2026, 10, 21))).toBe('用户列表20261121.xlsx');
    expect(exportFileName('Orders', new Date(2026, 0, 5))).toBe('Orders20260105.xlsx');
    expect(exportFileName('年末', day)).toBe('年末20261121.xlsx');
  });

  it('uses the default name for empty titles', () => {
    expect(exportFileName('', day)).toBe('下载文件20261121.xlsx');
    expect(exportFileName('   ', day)).toBe('下载文件20261121.xlsx');
    expect(exportFileName(null, day)).toBe('下载文件20261121.xlsx');
    expect(exportFileName(undefined, day)).toBe('下载文件20261121.xlsx');
    expect(exportFileName('/:*?', day)).toBe('下载文件20261121.xlsx');
  });

  it('strips characters illegal in file names', () => {
    expect(exportFileName('a/b\\c:d*e?f"g<h>i|j', day)).toBe('abcdefghij20261121.xlsx');
    expect(exportFileName('line\nbreak\ttab', day)).toBe('linebreaktab20261121.xlsx');
    expect(exportFileName(' 报表 (1) ', day)).toBe('报表 (1)20261121.xlsx');
  });

  it('uses today by default and drops an invalid date', () => {
    const stamp = (d: Date): string =>
      `${d.getFullYear()}${String(d.getMonth() + 1).padStart(2, '0')}${String(d.getDate()).padStart(2, '0')}`;
    const before = stamp(new Date());
    const result = exportFileName('x');
    const after = stamp(new Date());
    expect([`x${before}.xlsx`, `x${after}.xlsx`]).toContain(result);
    expect(exportFileName('x', new Date(Number.NaN))).toBe('x.xlsx');
  });
});
