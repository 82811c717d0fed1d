import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ResourcePlaceholderPage } from '../../src/shell';
import { ShellFrame } from './support';

const meta: Meta = { title: 'Shell/Pages/ResourcePlaceholderPage', parameters: { layout: 'fullscreen' } };
export default meta;
type Story = StoryObj;

/**
 * The generic page of a resource route. The story's API does not answer, so it shows the real
 * failure state (with a retry) under the resource's title and filter — never made-up rows.
 */
export const ApiUnreachable: Story = {
  render: () => <ShellFrame path="/organisation/build/index"><ResourcePlaceholderPage resource="organisation.build" title="route.build" /></ShellFrame>,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { level: 1 })).toHaveTextContent('楼栋管理');
    await expect(c.getByRole('textbox', { name: /^按.+筛选$/ })).toBeVisible();
    await expect(await c.findByText('数据加载失败')).toBeVisible();
    await expect(c.getByRole('button', { name: '重试' })).toBeEnabled();
    await expect(c.queryByRole('table')).toBeNull();
  },
};

export const UnknownResource: Story = {
  render: () => <ShellFrame><ResourcePlaceholderPage resource="nowhere.nothing" /></ShellFrame>,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('未知资源：nowhere.nothing');
  },
};

export const InEnglish: Story = {
  render: () => <ShellFrame locale="en"><ResourcePlaceholderPage resource="platform.webUser" title="route.user" /></ShellFrame>,
};
