import { useMemo, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Badge, Button, EmptyState } from '../../src/ui';
import { Table } from '../../src/ui/Table';
import type { TableColumn, TableSort } from '../../src/ui/Table';
import { maskPhone } from '../../src/utils/maskPhone';
import { docsOf } from '../support/docsOf';

type Status = 'paid' | 'served' | 'cancelled' | 'refunded';
interface DinnerOrder { orderNo: string; diner: string; phone: string; canteen: string; dish: string; amount: number; status: Status; orderedAt: string }

const STATUS: Record<Status, { label: string; tone: 'primary' | 'success' | 'info' | 'warning' }> = {
  paid: { label: '已支付', tone: 'primary' },
  served: { label: '已取餐', tone: 'success' },
  cancelled: { label: '已取消', tone: 'info' },
  refunded: { label: '已退款', tone: 'warning' },
};
const diners = ['张伟', '王芳', '李娜', '刘洋', '陈静', '杨帆', '赵磊', '黄敏'];
const canteens = ['科技园区餐饮中心', '中心医院职工食堂', '金融港写字楼员工餐厅'];
const dishes = ['红烧牛腩套餐', '番茄炒蛋盖饭', '宫保鸡丁套餐', '清蒸鲈鱼套餐（含例汤、水果及酸奶）', '素三鲜水饺'];
const statuses: Status[] = ['paid', 'served', 'served', 'cancelled', 'refunded'];

const makeOrders = (n: number): DinnerOrder[] => Array.from({ length: n }, (_, i) => ({
  orderNo: `WC2024052${i % 10}${String(i + 1).padStart(6, '0')}`,
  diner: diners[i % diners.length]!,
  phone: `13${(i * 7) % 10}${String(10_000_000 + ((i * 7919) % 90_000_000)).slice(0, 8)}`,
  canteen: canteens[i % canteens.length]!,
  dish: dishes[i % dishes.length]!,
  amount: 12 + ((i * 37) % 4800) / 100,
  status: statuses[i % statuses.length]!,
  orderedAt: `2024-05-${String((i % 28) + 1).padStart(2, '0')} 17:${String(i % 60).padStart(2, '0')}`,
}));

const columns: TableColumn<DinnerOrder>[] = [
  { key: 'orderNo', header: '订单号', width: 200, render: (o) => o.orderNo, text: (o) => o.orderNo },
  { key: 'diner', header: '用餐人', width: 90, render: (o) => o.diner },
  { key: 'phone', header: '手机号', width: 130, render: (o) => maskPhone(o.phone) },
  { key: 'canteen', header: '餐厅', width: 180, render: (o) => o.canteen, text: (o) => o.canteen },
  { key: 'dish', header: '菜品', width: 180, render: (o) => o.dish, text: (o) => o.dish },
  { key: 'amount', header: '金额（元）', width: 110, align: 'right', sortable: true, render: (o) => o.amount.toFixed(2) },
  { key: 'status', header: '状态', width: 100, align: 'center', render: (o) => <Badge value={STATUS[o.status].label} tone={STATUS[o.status].tone} label={STATUS[o.status].label} /> },
  { key: 'orderedAt', header: '下单时间', width: 150, sortable: true, render: (o) => o.orderedAt },
];

interface DemoProps {
  count: number;
  busy?: boolean;
  onSortChange: (sort: TableSort | null) => void;
  onSelectedChange: (keys: string[]) => void;
  onRowActivate: (orderNo: string) => void;
  onEdit: (orderNo: string) => void;
}

/** A dinner-order list as a page would wire it: local sort, selection and an actions column. */
function OrdersTable({ count, busy, onSortChange, onSelectedChange, onRowActivate, onEdit }: DemoProps) {
  const all = useMemo(() => makeOrders(count), [count]);
  const [sort, setSort] = useState<TableSort | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const rows = useMemo(() => {
    if (!sort) return all;
    const key = sort.key as 'amount' | 'orderedAt';
    const dir = sort.order === 'asc' ? 1 : -1;
    return [...all].sort((a, b) => (a[key] < b[key] ? -dir : a[key] > b[key] ? dir : 0));
  }, [all, sort]);
  const withActions = useMemo<TableColumn<DinnerOrder>[]>(() => [
    ...columns,
    { key: 'actions', header: '操作', width: 90, sticky: 'right', render: (o) => <Button variant="text" aria-label={`编辑 ${o.orderNo}`} onClick={() => onEdit(o.orderNo)}>编辑</Button> },
  ], [onEdit]);
  return (
    <Table
      label="晚餐订单" rows={rows} columns={withActions} rowKey={(o) => o.orderNo} height={360} busy={busy}
      sort={sort} onSortChange={(s) => { setSort(s); onSortChange(s); }}
      selected={selected} onSelectedChange={(next) => { setSelected(next); onSelectedChange([...next]); }}
      selectAllLabel="全选" selectRowLabel={(o) => `选择订单 ${o.orderNo}`} onRowActivate={(o) => onRowActivate(o.orderNo)}
      empty={<EmptyState title="暂无订单" description="所选日期内没有晚餐订单" />}
    />
  );
}

const meta = {
  title: 'Components/Table',
  component: docsOf<typeof OrdersTable>(Table), render: (args) => <OrdersTable {...args} />,
  args: { count: 60, onSortChange: fn(), onSelectedChange: fn(), onRowActivate: fn(), onEdit: fn() },
} satisfies Meta<typeof OrdersTable>;
export default meta;
type Story = StoryObj<typeof meta>;

const rowsIn = (el: HTMLElement) => [...el.querySelectorAll<HTMLTableRowElement>('tbody tr[data-index]')];

export const DinnerOrders: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('grid', { name: '晚餐订单' });
    await waitFor(() => expect(rowsIn(grid).length).toBeGreaterThan(5));
    await expect(grid).toHaveAttribute('aria-rowcount', '61');
    await expect(rowsIn(grid)[0]!.cells[3]).toHaveTextContent(/^13\d\*{4}\d{4}$/);
    // Money is right-aligned with two decimals.
    const amount = rowsIn(grid)[0]!.cells[6]!;
    await expect(amount).toHaveTextContent(/^\d+\.\d{2}$/);
    await expect(getComputedStyle(amount).textAlign).toBe('right');

    const header = canvas.getByRole('columnheader', { name: '金额（元）' });
    await userEvent.click(within(header).getByRole('button'));
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ key: 'amount', order: 'asc' });
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await waitFor(() => {
      const values = rowsIn(grid).slice(0, 5).map((r) => Number(r.cells[6]!.textContent));
      expect(values).toEqual([...values].sort((a, b) => a - b));
    });

    await userEvent.click(canvas.getByRole('checkbox', { name: '全选' }));
    await expect(args.onSelectedChange).toHaveBeenLastCalledWith(expect.arrayContaining([rowsIn(grid)[0]!.cells[1]!.textContent]));
    await expect((args.onSelectedChange as ReturnType<typeof fn>).mock.lastCall![0]).toHaveLength(60);

    // Keyboard: the first row is the tab stop; ArrowDown, Space and Enter work on rows.
    rowsIn(grid)[0]!.focus();
    await userEvent.keyboard('{ArrowDown} ');
    await expect(canvas.getByRole('checkbox', { name: '全选' })).toHaveProperty('indeterminate', true);
    await userEvent.keyboard('{Enter}');
    await expect(args.onRowActivate).toHaveBeenLastCalledWith(rowsIn(grid)[1]!.cells[1]!.textContent);

    // The actions column sticks to the right edge and its buttons work as usual.
    const edit = canvas.getAllByRole('button', { name: /^编辑 / })[0]!;
    await expect(getComputedStyle(edit.closest('td')!).position).toBe('sticky');
    await userEvent.click(edit);
    await expect(args.onEdit).toHaveBeenCalledTimes(1);
  },
};

export const HundredThousandRows: Story = {
  args: { count: 100_000 },
  play: async ({ canvasElement }) => {
    // The first rows show while the virtual body loads; End waits for that body.
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-virtuoso-scroller] tbody tr[data-index]').length).toBeGreaterThan(5), { timeout: 8000 });
    const grid = within(canvasElement).getByRole('grid', { name: '晚餐订单' });
    await expect(grid.querySelectorAll('tbody tr').length).toBeLessThan(100);
    rowsIn(grid)[0]!.focus();
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(document.activeElement).toHaveAttribute('aria-rowindex', '100001'), { timeout: 8000 });
    await expect(document.activeElement).toHaveTextContent('WC2024052');
    await expect(grid.querySelectorAll('tbody tr').length).toBeLessThan(100);
  },
};

export const Empty: Story = {
  args: { count: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('暂无订单')).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: '订单号' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: '全选' })).toBeDisabled();
  },
};

export const Busy: Story = {
  args: { count: 20, busy: true },
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid', { name: '晚餐订单' });
    await expect(grid).toHaveAttribute('aria-busy', 'true');
    // Rows stay visible, greyed (not faded: their texts keep 4.5:1), while the next page loads.
    await waitFor(() => expect(rowsIn(grid).length).toBeGreaterThan(5));
    await expect(getComputedStyle(grid.querySelector('tbody')!).filter).toBe('grayscale(0.6)');
  },
};
