import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { consoleRoutes } from '../../src/console';
import { Sidebar } from '../../src/shell';
import { LocationProbe, ShellFrame } from './support';

const meta: Meta<typeof Sidebar> = { title: 'Shell/Layout/Sidebar', component: Sidebar, parameters: { layout: 'fullscreen' } };
export default meta;
type Story = StoryObj;

const tall = { height: 640, display: 'flex', gap: 16 } as const;

/** The administrator sees every group; the group of the current page is open. */
export const Administrator: Story = {
  render: () => (
    <ShellFrame path="/platform/user">
      <div style={tall}><Sidebar routes={consoleRoutes} /><LocationProbe /></div>
    </ShellFrame>
  ),
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: '侧边菜单' }));
    await expect(nav.getByRole('button', { name: /系统管理/ })).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: '平台用户' })).toHaveClass('active');
    // Another group opens on its button (系统监控: the operation log, scheduling, files).
    await userEvent.click(nav.getByRole('button', { name: /系统监控/ }));
    await userEvent.click(await nav.findByRole('link', { name: '操作日志' }));
    await expect(within(canvasElement).getByTestId('location')).toHaveTextContent('/system/operationLog');
  },
};

/** A project user holding only `space`: the home page and the space group, nothing else. */
export const SpaceRoleOnly: Story = {
  render: () => <ShellFrame path="/dashboard" permissions={['space']}><div style={tall}><Sidebar routes={consoleRoutes} /></div></ShellFrame>,
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: '侧边菜单' }));
    await expect(nav.getByRole('link', { name: '首页' })).toBeVisible();
    await expect(nav.getByRole('button', { name: /空间管理/ })).toBeVisible();
    await expect(nav.queryByRole('button', { name: /系统管理/ })).toBeNull();
    await expect(nav.queryByRole('link', { name: '操作日志' })).toBeNull();
  },
};

/** The default look of 000 section 9: green sidebar, darker green sub-menu, white text. */
export const GreenTheme: Story = {
  render: () => <ShellFrame path="/platform/user"><div style={tall}><Sidebar routes={consoleRoutes} /></div></ShellFrame>,
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: '侧边菜单' });
    await expect(getComputedStyle(nav).backgroundColor).toBe('rgb(46, 125, 79)');
    const sub = nav.querySelector('ul ul')!;
    await expect(getComputedStyle(sub).backgroundColor).toBe('rgb(31, 92, 57)');
  },
};

/** The dark palette the theme picker offers: the active entry in the primary, lightened until readable. */
export const DarkTheme: Story = {
  render: () => <ShellFrame path="/platform/user" theme={{ sidebar: 'dark' }}><div style={tall}><Sidebar routes={consoleRoutes} /></div></ShellFrame>,
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: '侧边菜单' });
    await expect(getComputedStyle(nav).backgroundColor).toBe('rgb(48, 65, 86)');
    await expect(getComputedStyle(within(nav).getByRole('link', { name: '平台用户' })).color).toBe('rgb(102, 177, 255)');
  },
};

/** Closed desktop sidebar: 54 px of icons, one per group; a group click opens the sidebar. */
export const Collapsed: Story = {
  render: () => <ShellFrame path="/dashboard"><div style={tall}><Sidebar routes={consoleRoutes} collapsed /></div></ShellFrame>,
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: '侧边菜单' });
    await expect(nav.getBoundingClientRect().width).toBe(54);
    const icons = [...nav.querySelectorAll(':scope > ul > li > :is(a, button) > svg')].map((svg) => svg.getAttribute('data-icon'));
    await expect(icons.length).toBeGreaterThan(20);
    await expect(new Set(icons).size).toBe(icons.length);
  },
};

/** An external-link entry without link data warns '无跳转页面数据' and opens nothing. */
export const ExternalLinkWithoutData: Story = {
  render: () => <ShellFrame path="/dashboard"><div style={tall}><Sidebar routes={consoleRoutes} /></div></ShellFrame>,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const nav = within(c.getByRole('navigation', { name: '侧边菜单' }));
    await userEvent.click(nav.getByRole('button', { name: /快捷入口/ }));
    await userEvent.click(nav.getByRole('button', { name: '企业邮箱（在新窗口打开）' }));
    await expect(await within(document.body).findByText('无跳转页面数据')).toBeVisible();
  },
};
