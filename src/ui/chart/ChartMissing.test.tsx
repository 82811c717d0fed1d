/**
 * A host without charts: no engine enabled (the partner installed no echarts), or an engine whose
 * chunk fails to load. The chart says what to install and call instead of crashing.
 */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Chart, chartsMissingText } from './Chart';
import { chartsEnabled, registerChartEngine } from './chartEngine';

const bar = <Chart kind="bar" categories={['1日']} series={[{ name: '订单数', data: [3] }]} locale="zh-CN" label="订单数" />;

describe('Chart without echarts', () => {
  it('without an enabled engine, shows what to install and call, in the reader\'s language', async () => {
    expect(chartsEnabled()).toBe(false);
    render(bar);
    expect((await screen.findByRole('alert')).textContent).toBe(chartsMissingText('zh-CN'));
    expect(screen.queryByRole('img')).toBeNull();
    expect(chartsMissingText('zh-CN')).toContain('请安装 echarts@~6.1');
    expect(chartsMissingText('en-US')).toMatch(/install echarts@~6\.1 and call enableCharts\(\)/);
    expect(chartsMissingText('es')).toMatch(/instale echarts@~6\.1/);
  });

  it('with an engine whose chunk is missing (what a bundler gives for an absent package), shows the same', async () => {
    registerChartEngine(() => Promise.reject(new Error("Cannot find module 'echarts/core'")));
    render(<Chart kind="pie" categories={['午餐']} series={[{ name: '订单数', data: [3] }]} locale="en" label="orders" />);
    expect((await screen.findByRole('alert')).textContent).toBe(chartsMissingText('en'));
  });
});
