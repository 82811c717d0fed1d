import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination } from '../../src/ui/Pagination';
import { docsOf } from '../support/docsOf';

const labels = {
  total: (n: number) => `共 ${n} 条`, prev: '上一页', next: '下一页', pageSize: (n: number) => `${n}条/页`,
  page: (n: number) => `第 ${n} 页`, jumpTo: '前往', nav: '订单分页', pageSizeSelect: '每页条数',
  totalAtLeast: (n: number) => `共 ${n}+ 条`, countExactly: '精确计数',
};

interface DemoProps { total: number; disabled?: boolean; onChange: (page: number, size: number) => void; counted?: number }

/** `counted`: the server stopped counting at `total`, and this many rows really match. */
function PaginationDemo({ total, disabled, onChange, counted }: DemoProps) {
  const [state, setState] = useState({ page: 1, size: 20 });
  const [exact, setExact] = useState(counted === undefined);
  const shown = exact ? (counted ?? total) : total;
  return (
    <Pagination page={state.page} pageSize={state.size} total={shown} disabled={disabled} labels={labels}
      totalExact={exact} hasMore={state.page * state.size < (counted ?? total)} onCountExactly={() => setExact(true)}
      onChange={(page, size) => { setState({ page, size }); onChange(page, size); }} />
  );
}

const meta = {
  title: 'Components/Pagination',
  component: docsOf<typeof PaginationDemo>(Pagination), render: (args) => <PaginationDemo {...args} />,
  args: { total: 1234, onChange: fn() },
} satisfies Meta<typeof PaginationDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ManyPages: Story = {
  play: async ({ canvasElement, args }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: '订单分页' });
    const pager = within(nav);
    await expect(pager.getByText('共 1234 条')).toBeVisible();
    await expect(pager.getByRole('button', { name: '上一页' })).toBeDisabled();
    await expect(pager.getByRole('button', { name: '第 62 页' })).toBeVisible();

    await userEvent.click(pager.getByRole('button', { name: '第 5 页' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(5, 20);
    await expect(pager.getByRole('button', { name: '第 5 页' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(pager.getByRole('button', { name: '下一页' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(6, 20);

    await userEvent.selectOptions(pager.getByRole('combobox', { name: '每页条数' }), '100条/页');
    await expect(args.onChange).toHaveBeenLastCalledWith(1, 100);
    await expect(pager.getByRole('button', { name: '第 13 页' })).toBeVisible();

    const jump = pager.getByRole('spinbutton', { name: '前往' });
    await userEvent.clear(jump);
    await userEvent.type(jump, '500{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(13, 100);
    await expect(pager.getByRole('button', { name: '下一页' })).toBeDisabled();
  },
};

/** More rows match than the server counted: "10,000+", paging goes on while pages are full, 精确计数 asks for the count. */
export const MoreThanCounted: Story = {
  args: { total: 10000, counted: 10030 },
  play: async ({ canvasElement, args }) => {
    const pager = within(within(canvasElement).getByRole('navigation', { name: '订单分页' }));
    await expect(pager.getByText('共 10000+ 条')).toBeVisible();
    const jump = pager.getByRole('spinbutton', { name: '前往' });
    await userEvent.clear(jump);
    await userEvent.type(jump, '500{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(500, 20);
    await userEvent.click(pager.getByRole('button', { name: '下一页' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(501, 20);
    await userEvent.click(pager.getByRole('button', { name: '下一页' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(502, 20);
    await expect(pager.getByRole('button', { name: '下一页' })).toBeDisabled();
    await userEvent.click(pager.getByRole('button', { name: '精确计数' }));
    await expect(pager.getByText('共 10030 条')).toBeVisible();
  },
};

export const OnePage: Story = {
  args: { total: 8 },
  play: async ({ canvasElement }) => {
    const pager = within(canvasElement);
    await expect(pager.getByRole('button', { name: '上一页' })).toBeDisabled();
    await expect(pager.getByRole('button', { name: '下一页' })).toBeDisabled();
    await expect(pager.getByRole('button', { name: '第 1 页' })).toHaveAttribute('aria-current', 'page');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: '每页条数' })).toBeDisabled();
    await expect(within(canvasElement).getByRole('button', { name: '第 2 页' })).toBeDisabled();
  },
};
