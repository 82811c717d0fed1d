import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Icon, Input } from '../../src/ui';

const meta = {
  title: 'Components/Input',
  component: Input,
  args: { placeholder: '请输入用户名', 'aria-label': '用户名', onChange: fn(), prefix: <Icon name="user" /> },
  decorators: [(Story) => <div style={{ width: 320 }}><Story /></div>],
} satisfies Meta<typeof Input>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithPrefix: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: '用户名' });
    await userEvent.type(input, 'admin');
    await expect(input).toHaveValue('admin');
    await expect(args.onChange).toHaveBeenCalledTimes(5);
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const Invalid: Story = {
  args: { invalid: true, defaultValue: '1381234' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(getComputedStyle(input.parentElement!).borderTopColor).toBe('rgb(245, 108, 108)');
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: '超级管理员' } };
export const Search: Story = { args: { prefix: <Icon name="search" />, placeholder: '搜索菜单', 'aria-label': '搜索菜单', type: 'search' } };
