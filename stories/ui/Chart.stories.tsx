import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Chart, type ChartKind } from '../../src/ui';
import { enableCharts } from '../../src/ui/chart';

enableCharts();

/**
 * Every chart kind over the same month of orders, and the axis numbers in the three languages
 * (万 in Chinese, k in English and Spanish). ECharts loads with the first chart.
 */
const DAYS = ['11-15', '11-16', '11-17', '11-18', '11-19', '11-20', '11-21'];
const ORDERS = [12000, 18500, 9300, 22100, 30500, 27800, 15400];
const CANCELLED = [800, 1200, 400, 1500, 2100, 900, 600];

function Demo({ kind, locale = 'zh-CN', onSelect }: { kind: ChartKind; locale?: string; onSelect?: (i: number) => void }) {
  const series = kind === 'stackedBar'
    ? [{ name: '有效订单', data: ORDERS }, { name: '已取消', data: CANCELLED }]
    : [{ name: '订单数', data: ORDERS }];
  return (
    <div style={{ width: 640 }}>
      <Chart kind={kind} categories={kind === 'pie' ? ['早餐', '午餐', '晚餐'] : DAYS} series={kind === 'pie' ? [{ name: '订单数', data: [320, 910, 460] }] : series}
        locale={locale} label="订单数" {...(onSelect ? { onSelect } : {})} />
    </div>
  );
}

const meta = { title: 'Components/Chart', component: Demo, args: { kind: 'bar' } } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const drawn = async (canvasElement: HTMLElement) => {
  const chart = within(canvasElement).getByRole('img', { name: '订单数' });
  await waitFor(() => expect(chart).toHaveAttribute('data-ready', 'true'), { timeout: 20_000 });
  await waitFor(() => expect(chart.querySelector('svg')).not.toBeNull());
  return chart;
};

export const Line: Story = { args: { kind: 'line' }, play: async ({ canvasElement }) => { await drawn(canvasElement); } };

export const Bar: Story = {
  args: { kind: 'bar', onSelect: fn() },
  play: async ({ canvasElement, args }) => {
    const chart = await drawn(canvasElement);
    // The y axis counts in 万.
    await waitFor(() => expect(chart.textContent).toContain('万'));
    await expect(chart).toHaveAttribute('data-series-sums', String(ORDERS.reduce((a, b) => a + b, 0)));
    void args;
  },
};

export const StackedBar: Story = {
  args: { kind: 'stackedBar' },
  play: async ({ canvasElement }) => {
    const chart = await drawn(canvasElement);
    await expect(chart.getAttribute('data-series-sums')).toBe(`${ORDERS.reduce((a, b) => a + b, 0)},${CANCELLED.reduce((a, b) => a + b, 0)}`);
    await waitFor(() => expect(chart.textContent).toContain('已取消'));
  },
};

export const Pie: Story = {
  args: { kind: 'pie' },
  play: async ({ canvasElement }) => {
    const chart = await drawn(canvasElement);
    await waitFor(() => expect(chart.textContent).toContain('午餐'));
  },
};

export const English: Story = {
  args: { kind: 'bar', locale: 'en' },
  play: async ({ canvasElement }) => {
    const chart = await drawn(canvasElement);
    await waitFor(() => expect(chart.textContent).toMatch(/\d+k/));
  },
};

export const Spanish: Story = {
  args: { kind: 'line', locale: 'es' },
  play: async ({ canvasElement }) => {
    const chart = await drawn(canvasElement);
    await waitFor(() => expect(chart.textContent).toMatch(/\d+k/));
  },
};
