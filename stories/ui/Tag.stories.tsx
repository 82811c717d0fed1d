import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Tag } from '../../src/ui';

const meta = {
  title: 'Components/Tag',
  component: Tag,
  args: { tone: 'success', children: '已取餐' },
  argTypes: { tone: { control: 'select', options: ['success', 'info', 'primary', 'warning', 'danger', 'grey', 'purple'] } },
} satisfies Meta<typeof Tag>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A status in a table cell: the text carries the meaning, the tone only helps the eye. */
export const Status: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('已取餐')).toBeVisible();
  },
};

/** Every tone, as the order statuses use them (each tone's text reads at 4.5:1 on its tint). */
export const Tones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <Tag tone="primary">已订餐</Tag><Tag tone="success">已取餐</Tag><Tag tone="grey">已取消</Tag>
      <Tag tone="danger">已退款</Tag><Tag tone="warning">待审核</Tag><Tag tone="info">早餐</Tag><Tag tone="purple">晚餐</Tag>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText(/^(已.+|待审核|早餐|晚餐)$/)).toHaveLength(7);
  },
};
