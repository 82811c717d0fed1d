import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button, Dropdown, Icon, IconButton, Tooltip } from '../../src/ui';
import type { MenuItem } from '../../src/ui';

const userMenu: MenuItem[] = [
  { key: 'home', label: '首页', icon: 'home' },
  { key: 'password', label: '修改密码', icon: 'lock' },
  { key: 'download', label: '下载APP', icon: 'download' },
  { key: 'roles', label: '一键设置机构管理员角色', disabled: true },
  { key: 'logout', label: '退出登录', icon: 'logout', divided: true },
];

const meta = {
  title: 'Components/Dropdown',
  component: Dropdown,
  args: {
    items: userMenu,
    onSelect: fn(),
    label: '用户菜单',
    children: <Button>管理员 <Icon name="chevron-down" /></Button>,
  },
} satisfies Meta<typeof Dropdown>;
export default meta;
type Story = StoryObj<typeof meta>;

// Only a focused menu item counts (the menu container's text would contain every label).
const focused = () => (document.activeElement?.getAttribute('role') === 'menuitem' ? document.activeElement.textContent : null);

export const UserMenu: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /管理员/ });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'menu');

    // Keyboard: Enter opens on the first item.
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: '用户菜单' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(focused()).toBe('首页'));
    await userEvent.keyboard('{ArrowDown}');
    await expect(focused()).toBe('修改密码');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    // The disabled item is skipped.
    await expect(focused()).toBe('退出登录');
    await userEvent.keyboard('{ArrowDown}');
    await expect(focused()).toBe('首页'); // wraps around
    await userEvent.keyboard('{End}');
    await expect(focused()).toBe('退出登录');

    // Typeahead: the first letters of a label jump to it.
    await userEvent.keyboard('下');
    await waitFor(() => expect(focused()).toBe('下载APP'));

    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith('download');
    await waitFor(() => expect(menu).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const EscapeAndArrowUp: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /管理员/ });
    trigger.focus();
    // ArrowUp opens on the last item.
    await userEvent.keyboard('{ArrowUp}');
    await screen.findByRole('menu');
    await waitFor(() => expect(focused()).toBe('退出登录'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(args.onSelect).not.toHaveBeenCalled();

    // Mouse: click opens, clicking an item picks it, clicking outside closes.
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('menuitem', { name: '修改密码' }));
    await expect(args.onSelect).toHaveBeenCalledWith('password');
    await userEvent.click(trigger);
    await screen.findByRole('menu');
    await userEvent.click(canvasElement);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};

/** A Tooltip goes inside the Dropdown, around the trigger; both work. */
export const IconTriggerWithTooltip: Story = {
  args: {
    label: '布局大小',
    items: [
      { key: 'default', label: '默认' }, { key: 'medium', label: '中' }, { key: 'small', label: '小' }, { key: 'mini', label: '迷你' },
    ],
    children: <Tooltip content="布局大小"><IconButton icon="size" label="布局大小" title="" /></Tooltip>,
  },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: '布局大小' });
    await userEvent.hover(trigger);
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('布局大小');
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('menuitem', { name: '迷你' }));
    await expect(args.onSelect).toHaveBeenCalledWith('mini');
  },
};

/**
 * Tab leaves the open menu as if it sat right after its trigger: the menu closes and focus lands
 * on what follows the trigger (Shift+Tab: on the trigger). No hidden focus guards take part.
 */
export const TabLeaves: Story = {
  render: (args) => <div style={{ display: 'flex', gap: 8 }}><Dropdown {...args} /><Button>下一个按钮</Button></div>,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const trigger = c.getByRole('button', { name: /管理员/ });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: '用户菜单' });
    await waitFor(() => expect(focused()).toBe('首页'));
    await expect(document.querySelector('[data-floating-ui-focus-guard]')).toBeNull();
    await userEvent.tab();
    await waitFor(() => expect(menu).not.toBeInTheDocument());
    await expect(c.getByRole('button', { name: '下一个按钮' })).toHaveFocus();

    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(focused()).toBe('首页'));
    await userEvent.tab({ shift: true });
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};
