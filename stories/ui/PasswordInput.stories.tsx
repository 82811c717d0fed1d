import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Icon, PasswordInput } from '../../src/ui';

const meta = {
  title: 'Components/PasswordInput',
  component: PasswordInput,
  args: { 'aria-label': '密码', placeholder: '请输入密码', toggleLabel: '显示密码', prefix: <Icon name="lock" /> },
  decorators: [(Story) => <div style={{ width: 320 }}><Story /></div>],
} satisfies Meta<typeof PasswordInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ShowAndHide: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('密码');
    await userEvent.type(input, 'Abc12345');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveAttribute('autocomplete', 'current-password');
    const toggle = canvas.getByRole('button', { name: '显示密码' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    // Reachable by keyboard: Tab from the field, Space toggles.
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(input).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(input).toHaveValue('Abc12345');
  },
};
