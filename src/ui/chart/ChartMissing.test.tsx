/** A host without the optional echarts peer: the chart says what to install instead of crashing. */
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Chart, chartsMissingText } from './Chart';

// What a bundler's chunk for a package that is not installed does: the import rejects.
vi.mock('./echartsSetup', () => { throw new Error("Cannot find module 'echarts/core'"); });

describe('Chart without echarts', () => {
  it('shows the missing-package message in the reader\'s language', async () => {
    render(<Chart kind="bar" categories={['1日']} series={[{ name: '订单数', data: [3] }]} locale="zh-CN" label="订单数" />);
    expect((await screen.findByRole('alert')).textContent).toBe(chartsMissingText('zh-CN'));
    expect(chartsMissingText('zh-CN')).toContain('图表组件需要安装 echarts');
    expect(chartsMissingText('en-US')).toMatch(/echarts/);
    expect(chartsMissingText('es')).toMatch(/echarts/);
  });
});
