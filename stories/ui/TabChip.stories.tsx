import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, within } from 'storybook/test';
import { TabChip } from '../../src/ui';
import { docsOf } from '../support/docsOf';

function StripDemo({ onSelect, onClose }: { onSelect: (key: string) => void; onClose: (key: string) => void }) {
  const views = [
    { key: '/dashboard', title: '首页', affix: true },
    { key: '/userManage/users', title: '用户管理' },
    { key: '/flashdeliver/orderManager?id=2023', title: '订单详情' },
  ];
  return (
    <div role="tablist" aria-label="已打开的页面" style={{ background: '#fff', borderBottom: '1px solid #d8dce5', paddingBottom: 4 }}>
      {views.map((v) => (
        <TabChip key={v.key} title={v.title} affix={v.affix} active={v.key === '/userManage/users'} onSelect={() => onSelect(v.key)} onClose={() => onClose(v.key)} />
      ))}
    </div>
  );
}

const meta = {
  title: 'Components/TabChip',
  component: docsOf<typeof StripDemo>(TabChip), render: (args) => <StripDemo {...args} />,
  args: { onSelect: fn(), onClose: fn() },
} satisfies Meta<typeof StripDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const VisitedViews: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const users = canvas.getByRole('tab', { name: '用户管理' });
    await expect(users).toHaveAttribute('aria-selected', 'true');
    await expect(users).toHaveAttribute('tabindex', '0');
    await expect(getComputedStyle(users.parentElement!).backgroundColor).toBe('rgb(49, 120, 194)');

    await userEvent.click(canvas.getByRole('tab', { name: '订单详情' }));
    await expect(args.onSelect).toHaveBeenCalledWith('/flashdeliver/orderManager?id=2023');

    // Delete closes the focused tab; middle click closes; the × closes.
    users.focus();
    await userEvent.keyboard('{Delete}');
    await expect(args.onClose).toHaveBeenLastCalledWith('/userManage/users');
    const detail = canvas.getByRole('tab', { name: '订单详情' });
    await fireEvent(detail, new MouseEvent('auxclick', { bubbles: true, button: 1 }));
    await expect(args.onClose).toHaveBeenLastCalledWith('/flashdeliver/orderManager?id=2023');
    await userEvent.click(detail.parentElement!.querySelector('[data-close]')!);
    await expect(args.onClose).toHaveBeenCalledTimes(3);
    await expect(args.onSelect).toHaveBeenCalledTimes(1); // the × did not also select

    // The affix home tab cannot be closed at all.
    const home = canvas.getByRole('tab', { name: '首页' });
    await expect(home.parentElement!.querySelector('[data-close]')).toBeNull();
    home.focus();
    await userEvent.keyboard('{Delete}');
    await fireEvent(home, new MouseEvent('auxclick', { bubbles: true, button: 1 }));
    await expect(args.onClose).toHaveBeenCalledTimes(3);
  },
};
