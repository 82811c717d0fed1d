import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ContextMenu, TabChip, useContextMenu } from '../../src/ui';
import type { MenuItem } from '../../src/ui';
import { docsOf } from '../support/docsOf';

const views = [
  { key: '/dashboard', title: '首页', affix: true },
  { key: '/userManage/users', title: '用户管理' },
  { key: '/flashdeliver/orderManager', title: '订单管理' },
];

const actions: MenuItem[] = [
  { key: 'refresh', label: '刷新', icon: 'refresh' },
  { key: 'close', label: '关闭', icon: 'close' },
  { key: 'closeOthers', label: '关闭其他' },
  { key: 'closeAll', label: '关闭所有' },
];

/** The tab strip's context menu: one menu shared by every chip. */
function TabStripDemo({ onAction }: { onAction: (action: string, tab: string) => void }) {
  const menu = useContextMenu<string>();
  return (
    <div role="tablist" aria-label="已打开的页面" style={{ padding: 24 }}>
      {views.map((v) => (
        <TabChip key={v.key} title={v.title} affix={v.affix} active={v.key === '/dashboard'} onClose={() => onAction('close', v.key)} {...menu.triggerProps(v.key)} />
      ))}
      <ContextMenu anchor={menu.anchor} onClose={menu.close} label="标签操作" items={actions} onSelect={(key) => onAction(key, menu.target!)} />
    </div>
  );
}

const meta = {
  title: 'Components/ContextMenu',
  component: docsOf<typeof TabStripDemo>(ContextMenu), subcomponents: { TabChip }, render: (args) => <TabStripDemo {...args} />,
  args: { onAction: fn() },
} satisfies Meta<typeof TabStripDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AtPointer: Story = {
  play: async ({ canvasElement, args }) => {
    const orders = within(canvasElement).getByRole('tab', { name: '订单管理' });
    const box = orders.getBoundingClientRect();
    const x = Math.round(box.left + 10);
    const y = Math.round(box.top + 5);
    await fireEvent.contextMenu(orders, { clientX: x, clientY: y });
    const menu = await screen.findByRole('menu', { name: '标签操作' });
    // Opens where the pointer is.
    await waitFor(() => {
      const r = menu.getBoundingClientRect();
      expect(Math.abs(r.left - x)).toBeLessThanOrEqual(2);
      expect(Math.abs(r.top - y)).toBeLessThanOrEqual(4);
    });
    // Opened by pointer: focus is in the menu, so the keyboard works from there.
    await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: '刷新' })).toHaveFocus());
    await userEvent.click(within(menu).getByRole('menuitem', { name: '关闭其他' }));
    await expect(args.onAction).toHaveBeenCalledWith('closeOthers', '/flashdeliver/orderManager');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};

export const ByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const users = within(canvasElement).getByRole('tab', { name: '用户管理' });
    users.focus();
    await userEvent.keyboard('{Shift>}{F10}{/Shift}');
    const menu = await screen.findByRole('menu', { name: '标签操作' });
    // Opened from the keyboard: under the focused chip, on its first item.
    await waitFor(() => expect(screen.getByRole('menuitem', { name: '刷新' })).toHaveFocus());
    const chip = users.getBoundingClientRect();
    await expect(Math.abs(menu.getBoundingClientRect().left - chip.left)).toBeLessThanOrEqual(2);
    await expect(menu.getBoundingClientRect().top).toBeGreaterThanOrEqual(chip.bottom);

    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: '关闭' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('close', '/userManage/users');
    await waitFor(() => expect(users).toHaveFocus());

    // The Menu key works too; Esc closes without acting and focus goes back.
    await userEvent.keyboard('{ContextMenu}');
    await screen.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(users).toHaveFocus();
    await expect(args.onAction).toHaveBeenCalledTimes(1);
  },
};
