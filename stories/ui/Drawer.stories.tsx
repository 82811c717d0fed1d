import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Drawer, IconButton, cssVar } from '../../src/ui';
import { docsOf } from '../support/docsOf';

const groups = ['系统监控', '基础设置', '系统管理', '组织管理', '用户管理', '云商城', '统计数据'];

/** The sidebar as a drawer below 992 px (the shell passes its dark sidebar colours). */
function MobileMenuDemo() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <IconButton icon="menu" label="打开菜单" onClick={() => setOpen(true)} />
      <Drawer open={open} onClose={() => setOpen(false)} label="导航菜单" style={{ background: cssVar.sidebarBg, color: cssVar.sidebarText }}>
        <nav aria-label="主菜单">
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {groups.map((g) => <li key={g}><a href={`#${g}`} style={{ display: 'block', padding: '14px 20px', color: 'inherit' }}>{g}</a></li>)}
          </ul>
        </nav>
      </Drawer>
    </>
  );
}

function FilterDrawerDemo() {
  const [open, setOpen] = useState(true);
  return (
    <Drawer open={open} onClose={() => setOpen(false)} placement="right" size={360} title="高级筛选" closeLabel="关闭">
      <p>按下单时间、配送状态和所属项目筛选订单。</p>
    </Drawer>
  );
}

const meta = { title: 'Components/Drawer', component: docsOf<typeof MobileMenuDemo>(Drawer), render: () => <MobileMenuDemo /> } satisfies Meta<typeof MobileMenuDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const MobileMenu: Story = {
  play: async ({ canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: '打开菜单' });
    await userEvent.click(opener);
    const drawer = await screen.findByRole('dialog', { name: '导航菜单' });
    await waitFor(() => expect(drawer.getBoundingClientRect().left).toBe(0)); // after the slide-in
    await waitFor(() => expect(within(drawer).getByRole('link', { name: '系统监控' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());

    // A click on the backdrop closes it too.
    await userEvent.click(opener);
    await screen.findByRole('dialog');
    await userEvent.click(document.elementFromPoint(window.innerWidth - 5, window.innerHeight / 2)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const FilterPanel: Story = {
  render: () => <FilterDrawerDemo />,
  play: async () => {
    const drawer = await screen.findByRole('dialog', { name: '高级筛选' });
    await waitFor(() => expect(Math.round(drawer.getBoundingClientRect().right)).toBe(window.innerWidth));
    await userEvent.click(within(drawer).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};
