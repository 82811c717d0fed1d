import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button, Toaster, useToasts } from '../../src/ui';
import { docsOf } from '../support/docsOf';

/** The shell renders core's notice store the same way; here a local list drives it. */
function ToastDemo({ duration }: { duration: number }) {
  const { toasts, push, dismiss } = useToasts();
  return (
    <div style={{ display: 'flex', gap: 8 }}>
      <Button onClick={() => push({ kind: 'success', message: '修改成功', duration })}>成功</Button>
      <Button onClick={() => push({ kind: 'warning', message: '无跳转页面数据', duration })}>警告</Button>
      <Button onClick={() => push({ kind: 'error', message: '500 Internal Server Error：订单查询失败，请稍后重试', duration })}>失败</Button>
      <Button onClick={() => push({ kind: 'info', message: 'Switch Size Success', duration: 0 })}>常驻</Button>
      <Toaster toasts={toasts} onDismiss={dismiss} closeLabel="关闭" />
    </div>
  );
}

const meta = {
  title: 'Components/Toaster',
  component: docsOf<typeof ToastDemo>(Toaster), render: (args) => <ToastDemo {...args} />,
  // Short in the story so the test sees it leave; the product default is 5000 ms.
  args: { duration: 700 },
} satisfies Meta<typeof ToastDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ErrorToast: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '失败' }));
    const alert = await screen.findByRole('alert');
    await expect(alert).toHaveTextContent('订单查询失败');
    // Centred at the top of the viewport.
    const box = alert.getBoundingClientRect();
    await expect(Math.abs(box.left + box.width / 2 - window.innerWidth / 2)).toBeLessThan(2);
    await expect(box.top).toBeLessThan(40);
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument(), { timeout: 6000 });
  },
};

export const StackAndDismiss: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '成功' }));
    await userEvent.click(canvas.getByRole('button', { name: '常驻' }));
    // Both toasts shown and stacked (the second may still be entering when the first query answers).
    await waitFor(() => {
      const statuses = screen.getAllByRole('status');
      expect(statuses).toHaveLength(2);
      expect(statuses[1]!.getBoundingClientRect().top).toBeGreaterThan(statuses[0]!.getBoundingClientRect().bottom);
    });
    // The timed one leaves, the sticky one (duration 0) stays until closed.
    await waitFor(() => expect(screen.queryByText('修改成功')).not.toBeInTheDocument(), { timeout: 6000 });
    const sticky = screen.getByRole('status');
    await expect(sticky).toHaveTextContent('Switch Size Success');
    await userEvent.click(within(sticky).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
  },
};

export const HoverPauses: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '警告' }));
    const alert = await screen.findByRole('alert');
    await userEvent.hover(alert);
    await new Promise((r) => setTimeout(r, 1000));
    await expect(alert).toBeInTheDocument();
    await userEvent.unhover(alert);
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument(), { timeout: 6000 });
  },
};
