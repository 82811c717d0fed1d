import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { TabStrip } from '../../src/shell';
import { DEMO_TABS, LocationProbe, OpenTabs, ShellFrame } from './support';

const meta: Meta<typeof TabStrip> = { title: 'Shell/Layout/TabStrip', component: TabStrip, parameters: { layout: 'fullscreen' } };
export default meta;
type Story = StoryObj;

const active = DEMO_TABS[2]!; // 角色管理

const strip = () => (
  <ShellFrame path={active.key} tabs={DEMO_TABS}>
    <OpenTabs views={[active]} />
    <TabStrip />
    <LocationProbe />
  </ShellFrame>
);

const tabsOf = (el: HTMLElement) => within(within(el).getByRole('tablist', { name: '已打开的页面' }));
const body = () => within(document.body);

export const Default: Story = {
  render: strip,
  play: async ({ canvasElement }) => {
    const tabs = tabsOf(canvasElement);
    await expect(tabs.getAllByRole('tab')).toHaveLength(4);
    await expect(tabs.getByRole('tab', { name: '角色管理' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(tabs.getByRole('tab', { name: '平台用户' }));
    await expect(within(canvasElement).getByTestId('location')).toHaveTextContent('/platform/user');
  },
};

/** Right click, then "close others": the pinned home tab stays. */
export const ContextMenuCloseOthers: Story = {
  render: strip,
  play: async ({ canvasElement }) => {
    const tabs = tabsOf(canvasElement);
    await userEvent.pointer({ keys: '[MouseRight]', target: tabs.getByRole('tab', { name: '角色管理' }) });
    const menu = within(await body().findByRole('menu', { name: '标签操作' }));
    await expect(menu.getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['刷新', '关闭', '关闭其他', '关闭所有']);
    await userEvent.click(menu.getByRole('menuitem', { name: '关闭其他' }));
    await waitFor(() => expect(tabs.getAllByRole('tab').map((t) => t.textContent)).toEqual(['首页', '角色管理']));
  },
};

/** Keyboard only: arrows between tabs, Shift+F10 opens the menu on the focused tab, Delete closes. */
export const Keyboard: Story = {
  render: strip,
  play: async ({ canvasElement }) => {
    const tabs = tabsOf(canvasElement);
    tabs.getByRole('tab', { name: '角色管理' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(tabs.getByRole('tab', { name: '楼栋管理' })).toHaveFocus();
    await userEvent.keyboard('{Delete}');
    await waitFor(() => expect(tabs.queryByRole('tab', { name: '楼栋管理' })).toBeNull());
    tabs.getByRole('tab', { name: '角色管理' }).focus();
    await userEvent.keyboard('{Shift>}{F10}{/Shift}');
    const menu = within(await body().findByRole('menu', { name: '标签操作' }));
    await waitFor(() => expect(menu.getByRole('menuitem', { name: '刷新' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('menu')).toBeNull());
  },
};

/** The affix home tab has no close button and ignores Delete and middle click. */
export const AffixCannotClose: Story = {
  render: strip,
  play: async ({ canvasElement }) => {
    const tabs = tabsOf(canvasElement);
    const home = tabs.getByRole('tab', { name: '首页（固定）' });
    home.focus();
    await userEvent.keyboard('{Delete}');
    await userEvent.pointer({ keys: '[MouseMiddle]', target: home });
    await expect(tabs.getAllByRole('tab')).toHaveLength(4);
    await userEvent.pointer({ keys: '[MouseMiddle]', target: tabs.getByRole('tab', { name: '平台用户' }) });
    await waitFor(() => expect(tabs.getAllByRole('tab')).toHaveLength(3));
  },
};

/** "Close all" keeps the home tab and goes there. */
export const CloseAll: Story = {
  render: strip,
  play: async ({ canvasElement }) => {
    const tabs = tabsOf(canvasElement);
    await userEvent.pointer({ keys: '[MouseRight]', target: tabs.getByRole('tab', { name: '平台用户' }) });
    await userEvent.click(await body().findByRole('menuitem', { name: '关闭所有' }));
    await waitFor(() => expect(tabs.getAllByRole('tab')).toHaveLength(1));
    await expect(within(canvasElement).getByTestId('location')).toHaveTextContent('/dashboard');
  },
};
