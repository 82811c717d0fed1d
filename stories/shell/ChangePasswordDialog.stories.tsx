import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ChangePasswordDialog } from '../../src/shell';
import { ShellFrame } from './support';

const meta: Meta<typeof ChangePasswordDialog> = { title: 'Shell/Dialogs/ChangePasswordDialog', component: ChangePasswordDialog, parameters: { layout: 'fullscreen' } };
export default meta;
type Story = StoryObj;

const dialog = () => within(within(document.body).getByRole('dialog', { name: '修改密码' }));
const field = (label: RegExp) => dialog().getByLabelText(label, { selector: 'input' });
/**
 * The dialog has taken the focus (its focus manager does so just after opening): typing before it
 * would lose the keys that land while the focus moves.
 */
const focusTaken = () => waitFor(() => expect(within(document.body).getByRole('dialog', { name: '修改密码' }).contains(document.activeElement)).toBe(true));

export const Default: StoryObj<{ onClose: () => void }> = {
  args: { onClose: fn() },
  render: (args) => <ShellFrame><ChangePasswordDialog open onClose={args.onClose} /></ShellFrame>,
  play: async () => {
    await expect(field(/^账号/)).toHaveValue('系统管理员');
    await expect(dialog().getByText('密码须同时包含大写字母、小写字母和数字')).toBeVisible();
  },
};

export const Required: Story = {
  render: () => <ShellFrame><ChangePasswordDialog open onClose={() => {}} /></ShellFrame>,
  play: async () => {
    await focusTaken();
    await userEvent.click(dialog().getByRole('button', { name: '确认修改' }));
    await expect(dialog().getByText('请输入原密码')).toBeVisible();
    await expect(dialog().getByText('请输入新密码')).toBeVisible();
    await expect(dialog().getByText('请再次输入新密码')).toBeVisible();
  },
};

/** The repeat differs: '两次输入的密码不一致' for 2 s, then it goes; nothing typed is lost. */
export const Mismatch: Story = {
  render: () => <ShellFrame><ChangePasswordDialog open onClose={() => {}} /></ShellFrame>,
  play: async () => {
    await focusTaken();
    await userEvent.type(field(/^原密码/), 'Old12345');
    await userEvent.type(field(/^新密码/), 'New12345');
    await userEvent.type(field(/^确认新密码/), 'New12346');
    await userEvent.click(dialog().getByRole('button', { name: '确认修改' }));
    await expect(dialog().getByText('两次输入的密码不一致')).toBeVisible();
    await waitFor(() => expect(dialog().queryByText('两次输入的密码不一致')).toBeNull(), { timeout: 3000 });
    await expect(field(/^确认新密码/)).toHaveValue('New12346');
  },
};

/** The server cannot be reached: a warning in the dialog, every field kept. */
export const ServerFailure: Story = {
  render: () => <ShellFrame><ChangePasswordDialog open onClose={() => {}} /></ShellFrame>,
  play: async () => {
    await focusTaken();
    await userEvent.type(field(/^原密码/), 'Old12345');
    await userEvent.type(field(/^新密码/), 'New12345');
    await userEvent.type(field(/^确认新密码/), 'New12345{Enter}');
    await expect(await dialog().findByRole('alert')).toBeVisible();
    await expect(field(/^原密码/)).toHaveValue('Old12345');
    await expect(field(/^新密码/)).toHaveValue('New12345');
  },
};
