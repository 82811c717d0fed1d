import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Spinner } from '../../src/ui';

const meta = { title: 'Components/Spinner', component: Spinner, args: { label: '加载中' } } satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('加载中');
  },
};
export const WithLabel: Story = { args: { showLabel: true, size: 32, label: '正在加载订单数据…' } };
