import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, EmptyState } from '../../src/ui';

const onAdd = fn();

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  args: {
    title: '暂无住户',
    description: '当前楼栋还没有登记住户，点击“新增住户”添加第一位业主。',
    action: <Button variant="primary" onClick={onAdd}>新增住户</Button>,
  },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithAction: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '暂无住户' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '新增住户' }));
    await expect(onAdd).toHaveBeenCalled();
  },
};
export const SearchWithoutResults: Story = { args: { title: '没有找到匹配的菜单', description: '换个关键词试试，例如“订单”或“住户”。', action: undefined } };
