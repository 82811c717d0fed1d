import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ErrorState } from '../../src/ui';

const meta = {
  title: 'Components/ErrorState',
  component: ErrorState,
  args: { title: '加载失败', message: '504 Gateway Timeout：统计服务暂时不可用', retryText: '重试', onRetry: fn() },
} satisfies Meta<typeof ErrorState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithRetry: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('统计服务暂时不可用');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
export const PageCrashed: Story = { args: { title: '页面出错了', message: "TypeError: Cannot read properties of undefined (reading 'orgList')", retryText: '重新加载' } };
