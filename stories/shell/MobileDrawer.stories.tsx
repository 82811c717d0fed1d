import { useLayoutEffect } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { usePreferences } from '../../src/core';
import { consoleRoutes } from '../../src/console';
import { MobileDrawer } from '../../src/shell';
import { Button } from '../../src/ui';
import { LocationProbe, ShellFrame } from './support';

const meta: Meta<typeof MobileDrawer> = { title: 'Shell/Layout/MobileDrawer', component: MobileDrawer, parameters: { layout: 'fullscreen' } };
export default meta;
type Story = StoryObj;

function Hamburger() {
  const { toggleSidebar, closeSidebar } = usePreferences();
  // Start closed whatever the viewport (a wide one remembers the desktop sidebar as open).
  useLayoutEffect(() => closeSidebar(), [closeSidebar]);
  return <Button onClick={toggleSidebar}>菜单</Button>;
}

/** Below 992 px the menu is a drawer; choosing a page closes it. */
export const ClosesOnNavigation: Story = {
  render: () => <ShellFrame path="/dashboard"><Hamburger /><MobileDrawer routes={consoleRoutes} /><LocationProbe /></ShellFrame>,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '菜单' }));
    const drawer = within(await within(document.body).findByRole('dialog', { name: '侧边菜单' }));
    await userEvent.click(drawer.getByRole('button', { name: /系统管理/ }));
    await userEvent.click(drawer.getByRole('link', { name: '平台用户' }));
    await expect(within(canvasElement).getByTestId('location')).toHaveTextContent('/platform/user');
    await waitFor(() => expect(within(document.body).queryByRole('dialog', { name: '侧边菜单' })).toBeNull());
  },
};
