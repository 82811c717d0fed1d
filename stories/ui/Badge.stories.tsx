import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge, IconButton } from '../../src/ui';

const meta = {
  title: 'Components/Badge',
  component: Badge,
  args: { dot: true, label: '有新的错误日志', children: <IconButton icon="bug" label="错误日志" /> },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ErrorLogDot: Story = {
  play: async ({ canvasElement }) => {
    const dot = canvasElement.querySelector('[data-badge="dot"]')!;
    await expect(dot).toBeVisible();
    await expect(getComputedStyle(dot).backgroundColor).toBe('rgb(245, 108, 108)');
    // The meaning is in text for screen readers.
    await expect(within(canvasElement).getByText('有新的错误日志')).toBeInTheDocument();
  },
};

export const Count: Story = {
  args: { dot: false, value: 120, max: 99, label: '120 条未读消息', children: <IconButton icon="bell" label="消息" /> },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-badge="value"]')).toHaveTextContent('99+');
  },
};

export const Hidden: Story = {
  args: { hidden: true, tone: 'primary', children: <IconButton icon="download" label="导出中心" /> },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-badge]')).toBeNull();
    await expect(within(canvasElement).queryByText('有新的错误日志')).not.toBeInTheDocument();
  },
};

export const Inline: Story = { args: { dot: false, value: '新', tone: 'success', children: undefined, label: undefined } };
