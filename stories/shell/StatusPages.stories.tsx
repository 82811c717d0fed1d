import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Route, Routes } from 'react-router-dom';
import { Page401, Page404, PageLoading, PendingPage, RedirectPage } from '../../src/shell';
import { LocationProbe, ShellFrame } from './support';

const meta: Meta<typeof Page404> = { title: 'Shell/Status pages', component: Page404, subcomponents: { Page401, PageLoading, PendingPage, RedirectPage }, parameters: { layout: 'fullscreen' } };
export default meta;
type Story = StoryObj;

export const NoPermission401: Story = {
  render: () => <ShellFrame path="/401"><Page401 /><LocationProbe /></ShellFrame>,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: '您没有访问该页面的权限' })).toBeVisible();
    // No go-back: the only way out is the home page.
    await expect(c.queryByRole('button', { name: /返回上一页|返回$/ })).toBeNull();
    await userEvent.click(c.getByRole('link', { name: '返回首页' }));
    await expect(c.getByTestId('location')).toHaveTextContent(/^\/$/);
  },
};

export const NotFound404: Story = {
  render: () => <ShellFrame path="/404"><Page404 /></ShellFrame>,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: '页面不存在' })).toBeVisible();
  },
};

export const NotYetAvailable: Story = {
  render: () => <ShellFrame path="/platform/role-sample"><PendingPage title="route.roleSample" path="/platform/role-sample" /></ShellFrame>,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: '「角色样板」暂未开放' })).toBeVisible();
    await expect(c.getByTestId('pending-path')).toHaveTextContent('/platform/role-sample');
  },
};

export const PendingInEnglish: Story = {
  render: () => <ShellFrame locale="en"><PendingPage title="route.operationLog" path="/system/operationLog" /></ShellFrame>,
};

/** /redirect/<path> goes straight back to the path it names, replacing the history entry. */
export const Redirect: Story = {
  render: () => (
    <ShellFrame path="/redirect/platform/user?tab=2">
      <Routes>
        <Route path="/redirect/*" element={<RedirectPage />} />
        <Route path="*" element={<LocationProbe />} />
      </Routes>
    </ShellFrame>
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('location')).toHaveTextContent('/platform/user?tab=2');
  },
};

/** An attempt to leave the console through /redirect//host stays inside. */
export const RedirectStaysInternal: Story = {
  render: () => (
    <ShellFrame path="/redirect//evil.example.com/x">
      <Routes>
        <Route path="/redirect/*" element={<RedirectPage />} />
        <Route path="*" element={<LocationProbe />} />
      </Routes>
    </ShellFrame>
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('location')).toHaveTextContent(/^\/$/);
  },
};

export const Loading: Story = {
  render: () => <ShellFrame><PageLoading /></ShellFrame>,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('加载中…');
  },
};
