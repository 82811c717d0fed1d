import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { GuardedRoutes } from '../../src/core';
import { consoleRoutes } from '../../src/console';
import { Layout, LoginPage, Page401, Page404, PageLoading, createRenderView, withPageBoundary } from '../../src/shell';
import { ShellFrame } from './support';

const meta: Meta<typeof Layout> = { title: 'Shell/Layout/Layout', component: Layout, parameters: { layout: 'fullscreen' } };
export default meta;
type Story = StoryObj;

const renderView = withPageBoundary(createRenderView());
const publicPages = { login: <LoginPage />, unauthorized: <Page401 />, notFound: <Page404 /> };

const frame = (props: Parameters<typeof ShellFrame>[0] = {}) => (
  <ShellFrame path="/platform/role-sample" tabs={[{ key: '/platform/user', path: '/platform/user', title: 'route.user' }]} {...props}>
    <GuardedRoutes routes={consoleRoutes} layout={<Layout />} renderView={renderView} publicPages={publicPages} loading={<PageLoading />} />
  </ShellFrame>
);

/** Sidebar (a drawer on narrow screens), navbar, tab strip and the page of the current route. */
export const Default: Story = {
  render: () => frame(),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('heading', { name: '「角色样板」暂未开放' })).toBeVisible();
    await expect(c.getByRole('tab', { name: '角色样板' })).toHaveAttribute('aria-selected', 'true');
    await expect(c.getByRole('navigation', { name: '面包屑导航' })).toHaveTextContent('系统管理');
    // The hamburger flips the sidebar (collapsed on desktop, the drawer on narrow screens).
    const toggle = c.getByRole('button', { name: '展开或收起侧边栏' });
    const before = toggle.getAttribute('aria-expanded');
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-expanded')).not.toBe(before));
  },
};

export const GreenSidebar: Story = { render: () => frame({ theme: { sidebar: 'green', primary: '#11A983' } }) };

export const English: Story = { render: () => frame({ locale: 'en' }) };

export const SmallSize: Story = { render: () => frame({ size: 'small' }) };
