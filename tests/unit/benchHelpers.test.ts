/** The pure parts of the partner and dashboard benches (tests/bench/paintedRows.ts, paintedMarks.ts). */
import { describe, expect, it } from 'vitest';
import { chartsOutsideReports, watchPaintedMarks } from '../bench/paintedMarks';
import { median, ratio, turnOrder, watchPaintedRows } from '../bench/paintedRows';

describe('turnOrder', () => {
  it('rotates, so over n turns each subject takes each place once', () => {
    const turns = [0, 1, 2, 3].map((i) => turnOrder(i, 4));
    expect(turns[1]).toEqual([1, 2, 3, 0]);
    for (let place = 0; place < 4; place += 1) expect(new Set(turns.map((t) => t[place])).size).toBe(4);
    for (const t of turns) expect([...t].sort()).toEqual([0, 1, 2, 3]);
  });
});

describe('median and ratio', () => {
  it('takes the upper middle and leaves the input alone', () => {
    const xs = [3, 1, 2, 4];
    expect(median(xs)).toBe(3);
    expect(xs).toEqual([3, 1, 2, 4]);
    expect(median([5, 1, 9])).toBe(5);
  });
  it('divides to two decimals and refuses a zero or missing reference', () => {
    expect(ratio(0.6, 0.4)).toBe(1.5);
    expect(ratio(1, 3)).toBe(0.33);
    expect(ratio(1, 0)).toBeNull();
    expect(ratio(Number.NaN, 1)).toBeNull();
  });
});

describe('chartsOutsideReports', () => {
  const isReport = (p: string) => p.startsWith('/statiscal/report');
  const isCharts = (s: string) => s.includes('/echartsSetup-');
  it('names every non-report page that fetched the charts chunk, and no report page', () => {
    const loads = {
      '/': ['/a/index-1.js', '/a/echartsSetup-9.js'],
      '/meal/orders': ['/a/list-2.js'],
      '/statiscal/reportComment': ['/a/echartsSetup-9.js'],
    };
    expect(chartsOutsideReports(loads, isReport, isCharts)).toEqual(['/']);
    expect(chartsOutsideReports({ ...loads, '/': ['/a/index-1.js'] }, isReport, isCharts)).toEqual([]);
  });
});

describe('in-page scripts', () => {
  it('are valid JavaScript that names the binding and the row count', () => {
    const rows = watchPaintedRows(20);
    expect(() => new Function(rows)).not.toThrow();
    expect(rows).toContain('n < 20');
    expect(rows).toContain('requestAnimationFrame');
    const marks = watchPaintedMarks([['home', "document.querySelector('h2')"]], '__mark');
    expect(() => new Function(marks)).not.toThrow();
    expect(marks).toContain('window.__mark(name)');
  });
});
