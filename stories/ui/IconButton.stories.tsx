import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IconButton } from '../../src/ui';

const meta = {
  title: 'Components/IconButton',
  component: IconButton,
  args: { icon: 'fullscreen', label: '全屏', onClick: fn() },
} satisfies Meta<typeof IconButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Toolbar: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: '全屏' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await expect(button).toHaveAttribute('type', 'button');
  },
};

export const Pressed: Story = {
  args: { pressed: true, label: '退出全屏' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '退出全屏' })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const Filled: Story = { args: { icon: 'refresh', label: '刷新', variant: 'filled' } };
export const Disabled: Story = { args: { icon: 'delete', label: '删除', disabled: true } };
