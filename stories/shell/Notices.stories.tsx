import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useNotify } from '../../src/core';
import { Button } from '../../src/ui';
import { Notices, UpdatePrompt } from '../../src/shell';
import { ShellFrame } from './support';

const meta: Meta<typeof Notices> = { title: 'Shell/Dialogs/Notices', component: Notices, subcomponents: { UpdatePrompt }, parameters: { layout: 'fullscreen' } };
export default meta;
type Story = StoryObj;

const body = () => within(document.body);

function Triggers() {
  const notify = useNotify();
  const relogin = () => notify.confirm({ title: '确认登出', message: '您的登录状态已失效', confirmText: '重新登录', cancelText: '取消', dedupeKey: 'sc-unauthorized' });
  return (
    <div style={{ display: 'flex', gap: 8, padding: 16 }}>
      <Button onClick={() => notify.success('修改成功')}>success</Button>
      <Button onClick={() => notify.warning('无跳转页面数据')}>warning</Button>
      <Button onClick={() => notify.error('502 Bad Gateway')}>error</Button>
      <Button onClick={() => { void relogin(); void relogin(); void relogin(); }}>three 401s</Button>
    </div>
  );
}

export const Toasts: Story = {
  render: () => <ShellFrame><Triggers /></ShellFrame>,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'success' }));
    await userEvent.click(c.getByRole('button', { name: 'error' }));
    await expect(await body().findByRole('status')).toHaveTextContent('修改成功');
    await expect(body().getByRole('alert')).toHaveTextContent('502 Bad Gateway');
  },
};

/** Three confirms with the same key (three calls failing with 401 at once): one dialog. */
export const OneReloginDialog: Story = {
  render: () => <ShellFrame><Triggers /></ShellFrame>,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'three 401s' }));
    await waitFor(() => expect(body().getAllByRole('alertdialog')).toHaveLength(1));
    await userEvent.click(body().getByRole('button', { name: '取消' }));
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
  },
};

// A page whose script differs from this one's: the check reports a new deployment.
const NEW_VERSION = 'data:text/html,<script type="module" src="/assets/index-NEWHASH.js"></script>';

export const UpdateAvailable: Story = {
  render: () => <ShellFrame><UpdatePrompt intervalMs={50} indexUrl={NEW_VERSION} /></ShellFrame>,
  play: async () => {
    const prompt = within(await body().findByRole('alertdialog', {}, { timeout: 3000 }));
    await expect(prompt.getByText('页面有更新，点击确定刷新页面！')).toBeInTheDocument();
    await userEvent.click(prompt.getByRole('button', { name: '稍后' }));
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
  },
};

export const UpdateAvailableInEnglish: Story = {
  render: () => <ShellFrame locale="en"><UpdatePrompt intervalMs={50} indexUrl={NEW_VERSION} /></ShellFrame>,
  play: async () => {
    await expect(await body().findByText('The page has an update, click OK to refresh the page!', {}, { timeout: 3000 })).toBeInTheDocument();
  },
};
