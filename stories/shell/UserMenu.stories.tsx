import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppDownloadDialog, UserDropdown } from '../../src/shell';
import { LocationProbe, ShellFrame } from './support';

const meta: Meta<typeof UserDropdown> = { title: 'Shell/Navbar/UserMenu', component: UserDropdown, subcomponents: { AppDownloadDialog }, parameters: { layout: 'fullscreen' } };
export default meta;
type Story = StoryObj;

const body = () => within(document.body);
const openMenu = async (el: HTMLElement) => {
  await userEvent.click(within(el).getByRole('button', { name: /用户菜单/ }));
  return within(await body().findByRole('menu', { name: '用户菜单' }));
};

/** An administrator gets the app links and the one-step role set-up as well. */
export const Administrator: Story = {
  render: () => <ShellFrame><div style={{ display: 'flex', justifyContent: 'flex-end' }}><UserDropdown /></div></ShellFrame>,
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement);
    await expect(menu.getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['修改密码', 'APP 下载', '一键设置 APP 角色', '退出登录']);
    await userEvent.click(menu.getByRole('menuitem', { name: '修改密码' }));
    await expect(await body().findByRole('dialog', { name: '修改密码' })).toBeInTheDocument();
  },
};

export const ProjectUser: Story = {
  render: () => <ShellFrame permissions={['space']}><UserDropdown /></ShellFrame>,
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement);
    await expect(menu.getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['修改密码', '退出登录']);
  },
};

/** The one-step set-up asks first; cancelling runs nothing. */
export const OneKeyRoleConfirm: Story = {
  render: () => <ShellFrame><UserDropdown /></ShellFrame>,
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement);
    await userEvent.click(menu.getByRole('menuitem', { name: '一键设置 APP 角色' }));
    const confirm = within(await body().findByRole('alertdialog', { name: '一键设置 APP 角色' }));
    await expect(confirm.getByText(/最长 100 秒/)).toBeVisible();
    await userEvent.click(confirm.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
  },
};

/** Logout ends the local session even when the server is unreachable, and goes to /login. */
export const Logout: Story = {
  render: () => <ShellFrame><UserDropdown /><LocationProbe /></ShellFrame>,
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement);
    await userEvent.click(menu.getByRole('menuitem', { name: '退出登录' }));
    await waitFor(() => expect(within(canvasElement).getByTestId('location')).toHaveTextContent('/login'));
    await expect(localStorage.getItem('sc-admin-user')).toBeNull();
  },
};

/** The download links cannot be loaded here: the dialog says so and offers a retry. */
export const AppDownload: Story = {
  render: () => <ShellFrame><AppDownloadDialog open onClose={() => {}} /></ShellFrame>,
  play: async () => {
    const dialog = within(await body().findByRole('dialog', { name: 'APP 下载' }));
    await expect(await dialog.findByRole('button', { name: '重试' })).toBeVisible();
  },
};
