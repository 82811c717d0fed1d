import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { ProgressBar } from '../../src/ui/ProgressBar';

const meta = {
  title: 'Components/ProgressBar',
  component: ProgressBar,
  args: { label: '导入进度', value: 45, showValue: true },
  decorators: [(Story) => <div style={{ width: 360 }}><Story /></div>],
} satisfies Meta<typeof ProgressBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Determinate: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('progressbar', { name: '导入进度' });
    await expect(bar).toHaveAttribute('aria-valuenow', '45');
    await expect(bar).toHaveAttribute('aria-valuemin', '0');
    await expect(bar).toHaveAttribute('aria-valuemax', '100');
    await expect(canvas.getByText('45%')).toBeVisible();
    const fill = bar.firstElementChild as HTMLElement;
    await waitFor(() => expect(fill.getBoundingClientRect().width / bar.getBoundingClientRect().width).toBeCloseTo(0.45, 1));
  },
};

/** Out-of-range values are clamped. */
export const Clamped: Story = {
  args: { value: 130 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  },
};

export const Indeterminate: Story = {
  args: { value: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('progressbar', { name: '导入进度' });
    await expect(bar).not.toHaveAttribute('aria-valuenow');
    await expect(canvas.queryByText(/%/)).not.toBeInTheDocument();
    const fill = bar.firstElementChild as HTMLElement;
    await expect(getComputedStyle(fill).animationName).not.toBe('none');
    await expect(getComputedStyle(fill).backgroundImage).toContain('linear-gradient');
  },
};

/** An import that first waits for the server (unknown), then counts rows. */
export const Live: Story = {
  render: function Render(args) {
    const [value, setValue] = useState<number | null>(null);
    useEffect(() => {
      let v = -20;
      const timer = setInterval(() => { v += 10; setValue(v < 0 ? null : Math.min(100, v)); if (v >= 100) clearInterval(timer); }, 400);
      return () => clearInterval(timer);
    }, []);
    return <ProgressBar {...args} value={value} />;
  },
};
