import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LoginPage } from '../../src/shell';
import { ShellFrame } from './support';

const meta: Meta<typeof LoginPage> = { title: 'Shell/Login/LoginPage', component: LoginPage, parameters: { layout: 'fullscreen' } };
export default meta;
type Story = StoryObj;

const frame = (locale?: 'en') => <ShellFrame path="/login" user={null} {...(locale ? { locale } : {})}><LoginPage /></ShellFrame>;

export const Default: Story = { render: () => frame() };

export const English: Story = { render: () => frame('en') };

export const RequiredFields: Story = {
  render: () => frame(),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: '登录' }));
    await expect(c.getByText('请输入用户名')).toBeVisible();
    await expect(c.getByLabelText(/用户名/)).toHaveAttribute('aria-invalid', 'true');
    await expect(c.getByLabelText(/^密码/)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The API does not answer: the failure is shown, the button is usable again and nothing typed is lost. */
export const ServerUnreachable: Story = {
  render: () => frame(),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.type(c.getByLabelText(/用户名/), '  admin ');
    await userEvent.type(c.getByLabelText(/^密码/), 'Admin123');
    await userEvent.click(c.getByRole('button', { name: '登录' }));
    const alert = await c.findByText(/^登录失败：/);
    await expect(alert).toBeVisible();
    await waitFor(() => expect(c.getByRole('button', { name: '登录' })).toBeEnabled());
    await expect(c.getByLabelText(/用户名/)).toHaveValue('  admin ');
    await expect(c.getByLabelText(/^密码/)).toHaveValue('Admin123');
  },
};
