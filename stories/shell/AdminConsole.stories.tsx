import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { RouteEntry } from '../../src/core';
import { AdminConsole } from '../../src/console';
import { Input } from '../../src/ui';
import { openPage } from '../support/pagePlay';
import { SERVER_TIMEOUT, StoryFrame } from '../support/StoryFrame';
import { ShellFrame } from './support';

const meta: Meta<typeof AdminConsole> = { title: 'Shell/AdminConsole', component: AdminConsole, parameters: { layout: 'fullscreen' } };
export default meta;
type Story = StoryObj;

/**
 * The whole console with the real route table, logged in as the administrator of the reference
 * server running in the page: the profile, the menu and the page's rows are the server's answers.
 */
export const Console: Story = {
  render: () => <StoryFrame path="/platform/user" session="login"><AdminConsole updateCheckMs={0} /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('tablist', { name: '已打开的页面' }, { timeout: SERVER_TIMEOUT })).toBeVisible();
    await expect(c.getByRole('tab', { name: '平台用户' })).toHaveAttribute('aria-selected', 'true');
    await expect(c.getByRole('tab', { name: '首页（固定）' })).toBeInTheDocument();
    await expect(c.getByText('欢迎，管理员')).toBeInTheDocument();
    // The page's list call answered with the seeded users (it failed to fetch when no server answered).
    await openPage(canvasElement, '平台用户', 1, { folded: true });
    await expect(c.queryByText(/Failed to fetch/)).toBeNull();
  },
};

export const LoggedOut: Story = {
  render: () => <ShellFrame path="/platform/user" user={null} notices={false}><AdminConsole updateCheckMs={0} /></ShellFrame>,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: '登录' })).toBeVisible();
  },
};

export const Forbidden: Story = {
  render: () => <ShellFrame path="/platform/user" permissions={['space']} notices={false}><AdminConsole updateCheckMs={0} /></ShellFrame>,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: '您没有访问该页面的权限' })).toBeVisible();
  },
};

// ---- keep-alive and crash isolation with two tiny pages

function NotesPage() {
  const [text, setText] = useState('');
  return <div style={{ padding: 16 }}><Input aria-label="便签内容" value={text} onChange={(e) => setText(e.target.value)} /></div>;
}

function CrashPage(): never {
  throw new Error('Simulated render failure');
}

const demoRoutes: RouteEntry[] = [
  { path: '/dashboard', name: 'dashboard', title: 'route.dashboard', affix: true, view: { kind: 'page', page: 'notes' } },
  {
    path: '/demo', name: 'demo', title: '演示', alwaysShow: true,
    children: [
      { path: 'notes', name: 'notes', title: '便签', view: { kind: 'page', page: 'notes' } },
      { path: 'crash', name: 'crash', title: '出错的页面', view: { kind: 'page', page: 'crash' } },
    ],
  },
];
const demoPages = { notes: NotesPage, crash: CrashPage };

/** Type on one tab, visit another, come back: the text is still there. Refresh starts it afresh. */
export const KeepAlive: Story = {
  render: () => <ShellFrame path="/demo/notes" notices={false}><AdminConsole routes={demoRoutes} pages={demoPages} updateCheckMs={0} /></ShellFrame>,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.type(await c.findByRole('textbox', { name: '便签内容' }), 'kept while hidden');
    await userEvent.click(c.getByRole('tab', { name: '首页（固定）' }));
    await waitFor(() => expect(c.getByRole('tab', { name: '首页（固定）' })).toHaveAttribute('aria-selected', 'true'));
    await userEvent.click(c.getByRole('tab', { name: '便签' }));
    await waitFor(() => expect(c.getByRole('textbox', { name: '便签内容' })).toHaveValue('kept while hidden'));
    await userEvent.pointer({ keys: '[MouseRight]', target: c.getByRole('tab', { name: '便签' }) });
    await userEvent.click(await within(document.body).findByRole('menuitem', { name: '刷新' }));
    await waitFor(() => expect(c.getByRole('textbox', { name: '便签内容' })).toHaveValue(''));
  },
};

/** A page that throws shows an error state; the shell, the error log and the other tabs keep working. */
export const CrashingPage: Story = {
  render: () => <ShellFrame path="/demo/crash" notices={false}><AdminConsole routes={demoRoutes} pages={demoPages} updateCheckMs={0} /></ShellFrame>,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByText('页面出错了')).toBeInTheDocument();
    await expect(c.getByRole('button', { name: /查看错误日志/ })).toBeVisible();
    await userEvent.click(c.getByRole('tab', { name: '首页（固定）' }));
    await expect(await c.findByRole('textbox', { name: '便签内容' })).toBeVisible();
  },
};
