import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Breadcrumb } from '../../src/ui';

const meta = {
  title: 'Components/Breadcrumb',
  component: Breadcrumb,
  args: {
    label: '面包屑',
    onNavigate: fn(),
    items: [
      { key: 'home', label: '首页', href: '/dashboard' },
      { key: 'flash', label: '云商城' },
      { key: 'product', label: '商品管理', href: '/flashdeliver/product/index' },
      { key: 'add', label: '新增商品' },
    ],
  },
} satisfies Meta<typeof Breadcrumb>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ModuleFunctionPage: Story = {
  play: async ({ canvasElement, args }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: '面包屑' });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((l) => l.textContent)).toEqual(['首页', '商品管理']);
    await expect(within(nav).getByText('新增商品')).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(nav).getByRole('link', { name: '商品管理' }));
    await expect(args.onNavigate).toHaveBeenCalledWith(expect.objectContaining({ key: 'product' }), expect.anything());
  },
};
