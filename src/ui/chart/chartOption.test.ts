import { describe, expect, it } from 'vitest';
import { DEFAULT_CHART_THEME, optionOf } from './chartOption';

const input = { categories: ['a', 'b'], series: [{ name: '订单', data: [1, 25000] }, { name: '取消', data: [0, 2] }], locale: 'zh-CN', theme: DEFAULT_CHART_THEME };

describe('chart options', () => {
  it('stacks the bars of a stacked bar chart only', () => {
    const stacked = optionOf({ ...input, kind: 'stackedBar' }) as { series: { type: string; stack?: string }[] };
    expect(stacked.series.map((s) => [s.type, s.stack])).toEqual([['bar', 'total'], ['bar', 'total']]);
    const bars = optionOf({ ...input, kind: 'bar' }) as { series: { stack?: string }[] };
    expect(bars.series.every((s) => s.stack === undefined)).toBe(true);
    const lines = optionOf({ ...input, kind: 'line' }) as { series: { type: string }[] };
    expect(lines.series.map((s) => s.type)).toEqual(['line', 'line']);
  });
  it('draws the first series of a pie as named slices', () => {
    const pie = optionOf({ ...input, kind: 'pie' }) as { series: { type: string; data: unknown[] }[] };
    expect(pie.series).toHaveLength(1);
    expect(pie.series[0]!.data).toEqual([{ name: 'a', value: 1 }, { name: 'b', value: 25000 }]);
  });
  it('writes axis numbers the reader\'s way and takes the theme colours', () => {
    const o = optionOf({ ...input, kind: 'bar', theme: { ...DEFAULT_CHART_THEME, palette: ['#13ce66'] } }) as {
      color: string[]; yAxis: { axisLabel: { formatter: (v: number) => string } };
    };
    expect(o.color).toEqual(['#13ce66']);
    expect(o.yAxis.axisLabel.formatter(25000)).toBe('2.5万');
    const en = optionOf({ ...input, kind: 'bar', locale: 'en' }) as { yAxis: { axisLabel: { formatter: (v: number) => string } } };
    expect(en.yAxis.axisLabel.formatter(25000)).toBe('25k');
  });
});
