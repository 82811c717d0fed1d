import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button, ConfirmDialog } from '../../src/ui';
import { docsOf } from '../support/docsOf';

function ConfirmDemo({ onConfirm, onCancel, tone }: { onConfirm: () => void; onCancel: () => void; tone?: 'warning' | 'danger' }) {
  const [open, setOpen] = useState(false);
  const danger = tone === 'danger';
  return (
    <>
      <Button variant={danger ? 'danger' : 'default'} onClick={() => setOpen(true)}>{danger ? '删除住户' : '模拟登录过期'}</Button>
      <ConfirmDialog
        open={open} tone={tone} closeLabel="关闭"
        title={danger ? '删除确认' : '确认登出'}
        message={danger ? '确定删除住户“张伟（3栋2单元1502）”吗？删除后不可恢复。' : '您已被登出，可以取消继续留在该页面，或者重新登录'}
        confirmText={danger ? '删除' : '重新登录'} cancelText="取消"
        onConfirm={() => { setOpen(false); onConfirm(); }}
        onCancel={() => { setOpen(false); onCancel(); }}
      />
    </>
  );
}

const meta = {
  title: 'Components/ConfirmDialog',
  component: docsOf<typeof ConfirmDemo>(ConfirmDialog), render: (args) => <ConfirmDemo {...args} />,
  args: { onConfirm: fn(), onCancel: fn() },
} satisfies Meta<typeof ConfirmDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SessionExpired: Story = {
  play: async ({ canvasElement, args }) => {
    const opener = within(canvasElement).getByRole('button', { name: '模拟登录过期' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('alertdialog', { name: '确认登出' });
    await expect(dialog).toHaveAccessibleDescription('您已被登出，可以取消继续留在该页面，或者重新登录');
    // Focus starts on the confirm button: Enter re-logs in.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: '重新登录' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(opener).toHaveFocus());

    // Esc cancels (stays on the page); a backdrop click does not dismiss a confirmation.
    await userEvent.click(opener);
    await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const Destructive: Story = {
  args: { tone: 'danger' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '删除住户' }));
    const dialog = await screen.findByRole('alertdialog', { name: '删除确认' });
    // Destructive: focus starts on cancel, so a stray Enter does not delete.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: '取消' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};
