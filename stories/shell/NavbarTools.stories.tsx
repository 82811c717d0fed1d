import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useT } from '../../src/core';
import { consoleRoutes } from '../../src/console';
import {
  ExportTaskDot, FullscreenButton, HeaderSearch, LanguageSelect, NavBreadcrumb, Navbar, SizeSelect, ThemePicker,
} from '../../src/shell';
import { LocationProbe, ShellFrame } from './support';

const meta: Meta<typeof Navbar> = { title: 'Shell/Navbar/Navbar', component: Navbar, parameters: { layout: 'fullscreen' } };
export default meta;
type Story = StoryObj;

const root = (el: HTMLElement) => el.querySelector<HTMLElement>('[data-admin-root]')!;
const body = () => within(document.body);

export const FullNavbar: Story = {
  render: () => <ShellFrame path="/platform/user"><Navbar routes={consoleRoutes} /></ShellFrame>,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('欢迎，管理员')).toBeInTheDocument();
    await expect(c.getByRole('button', { name: '展开或收起侧边栏' })).toBeVisible();
  },
};

/** Module > function > page, with a back button (disabled on the first history entry). */
export const Breadcrumb: Story = {
  render: () => <ShellFrame path="/platform/user"><NavBreadcrumb routes={consoleRoutes} /><LocationProbe /></ShellFrame>,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const crumbs = within(c.getByRole('navigation', { name: '面包屑导航' }));
    await expect(crumbs.getByText('平台用户')).toBeVisible();
    await userEvent.click(crumbs.getByRole('link', { name: '系统管理' }));
    await expect(c.getByTestId('location')).toHaveTextContent('/platform/menu');
  },
};

/** Fuzzy search over permitted menu entries; choosing one navigates. */
export const Search: Story = {
  render: () => <ShellFrame path="/dashboard"><HeaderSearch routes={consoleRoutes} /><LocationProbe /></ShellFrame>,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const input = c.getByRole('combobox', { name: '菜单搜索' });
    await userEvent.type(input, '操作日志');
    const option = await body().findByRole('option', { name: /操作日志/ });
    await expect(option).toHaveTextContent('系统监控 > 操作日志');
    await userEvent.keyboard('{Enter}');
    await expect(c.getByTestId('location')).toHaveTextContent('/system/operationLog');
  },
};

/** The search only finds what the user may open. */
export const SearchForLimitedRole: Story = {
  render: () => <ShellFrame path="/dashboard" permissions={['space']}><HeaderSearch routes={consoleRoutes} /></ShellFrame>,
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox', { name: '菜单搜索' }), '操作日志');
    await expect(await body().findByText('没有匹配的菜单')).toBeVisible();
  },
};

export const Size: Story = {
  render: () => <ShellFrame><SizeSelect /></ShellFrame>,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /布局大小/ }));
    await userEvent.click(await body().findByRole('menuitem', { name: '小型' }));
    await expect(await body().findByText('Switch Size Success')).toBeVisible();
    await expect(root(canvasElement).style.getPropertyValue('--sc-control-height')).toBe('32px');
  },
};

function Greeting() {
  return <p data-testid="greeting">{useT()('navbar.greeting')}</p>;
}

export const Language: Story = {
  render: () => <ShellFrame><LanguageSelect /><Greeting /></ShellFrame>,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: /语言/ }));
    await userEvent.click(await body().findByRole('menuitem', { name: 'English' }));
    await waitFor(() => expect(c.getByTestId('greeting')).not.toHaveTextContent('欢迎，管理员'));
    await expect(root(canvasElement)).toHaveAttribute('lang', 'en');
  },
};

/** Preset swatches, a custom colour and the sidebar style (green by default, or dark); a choice recolours at once and says '换肤成功'. */
export const Theme: Story = {
  render: () => <ShellFrame><ThemePicker /></ShellFrame>,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '换肤' }));
    const drawer = within(await body().findByRole('dialog', { name: '主题' }));
    await userEvent.click(drawer.getByRole('radio', { name: '明青' }));
    await expect(root(canvasElement).style.getPropertyValue('--sc-primary')).toBe('#13C2C2');
    await expect(await body().findByText('换肤成功')).toBeVisible();
    await expect(root(canvasElement)).toHaveAttribute('data-sidebar-theme', 'green');
    await userEvent.click(drawer.getByRole('radio', { name: '深色侧边栏' }));
    await expect(root(canvasElement)).toHaveAttribute('data-sidebar-theme', 'dark');
    await expect(root(canvasElement).style.getPropertyValue('--sc-sidebar-bg')).toBe('#304156');
  },
};

export const Fullscreen: Story = { render: () => <ShellFrame><FullscreenButton /></ShellFrame> };

/** The export-task link; its dot stays off here because the status poll gets no answer. */
export const ExportTasks: Story = {
  render: () => <ShellFrame><ExportTaskDot /></ShellFrame>,
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: '导出任务' });
    await expect(link).toHaveAttribute('href', '/exportCenter/taskList');
    await expect(link).not.toHaveAttribute('data-running');
  },
};
