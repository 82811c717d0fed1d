import { useState, type ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { meal, orderDinner, receivables } from '../../src/contract/services/ordermeal';
import { household } from '../../src/contract/services/organisation/household';
import { visitorInfo } from '../../src/contract/services/passthrough';
import type { OperationDef, ResourceDef } from '../../src/contract/types';
import { filterFields, formFields, listColumns, operationOf, operationsOf, type FieldEntry } from '../../src/core';
import { mealActions } from '../../src/domains/meal';
import {
  ActionDialog, ImportDialog, OperationForm, PageNotices, ResourceDetail, ResourceFilters, ResourceFormDialog, ResourceTable,
  RowActions, StatsTable, type Row, type StatsResult,
} from '../../src/resource';
import { EmptyState, ErrorState } from '../../src/ui';
import { ANSWER_TIMEOUT, SERVER_TIMEOUT, StoryFrame, STORY_TODAY, storyRows } from '../support/StoryFrame';
import { cellOf, columnTexts, dataRows, findToast, refLabelsLoaded } from '../support/pagePlay';

/**
 * The parts of a resource page one by one, built from the contract, inside AdminProvider
 * against the in-page reference server: tables (server rows, 100,000 local rows, empty,
 * failed), the filter bar, add and edit forms, details, import, a row action with input,
 * statistics, a call's form and the row actions.
 */
type Spy = ReturnType<typeof fn>;
/** A story's args are the spies it hands to the view (each story sets those it uses). */
interface Spies {
  onSortChange: Spy; onSelectedChange: Spy; onRowActivate: Spy; onRetry: Spy; onSearch: Spy; onReset: Spy; onClose: Spy; onSaved: Spy;
  onTemplate: Spy; onTransition: Spy; onDetail: Spy; onEdit: Spy; onDelete: Spy;
}
// The docs page's props tables: the table first, then every other view (the stories' args are their spies).
const meta: Meta<typeof ResourceTable> = {
  title: 'Components/Resource/Views',
  component: ResourceTable,
  subcomponents: { ResourceFilters, ResourceFormDialog, ResourceDetail, RowActions, ActionDialog, ImportDialog, OperationForm, StatsTable, PageNotices },
};
export default meta;
type Story = StoryObj<Spies>;

const pickFields = (resource: ResourceDef, names: readonly string[]): FieldEntry[] =>
  names.map((n) => [n, resource.fields[n]!] as const);

/** A dialog stays until it closes itself; then the story says so (a page would unmount it). */
function UntilClosed({ onClose, children }: { onClose: () => void; children: (close: () => void) => ReactNode }) {
  const [open, setOpen] = useState(true);
  if (!open) return <p data-testid="closed">closed</p>;
  return <>{children(() => { setOpen(false); onClose(); })}</>;
}

// ---- ResourceTable ----

/** Sort and selection held the way ResourcePage holds them, reported to the story's spies. */
function OrdersTable({ rows, fields, args, empty }: { rows: readonly Row[]; fields: readonly FieldEntry[]; args: Pick<Spies, 'onSortChange' | 'onSelectedChange' | 'onRowActivate'>; empty?: ReactNode }) {
  const [sort, setSort] = useState<{ key: string; order: 'asc' | 'desc' } | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  return (
    <ResourceTable
      resource={orderDinner} rows={rows} fields={fields} label="订餐订单" height={420} empty={empty}
      sort={sort} onSortChange={(s) => { setSort(s); args.onSortChange(s); }}
      selected={selected} onSelectedChange={(s) => { setSelected(s); args.onSelectedChange([...s]); }}
      onRowActivate={(row) => args.onRowActivate(row.orderNo)}
    />
  );
}

/** The first page of dinner orders as the list call answers it: typed cells, ref labels, sorting, selection. */
export const TableWithServerRows: Story = {
  args: { onSortChange: fn(), onSelectedChange: fn(), onRowActivate: fn() },
  loaders: [async () => ({ rows: await storyRows(orderDinner, {}, 20) })],
  render: (args, { loaded }) => <StoryFrame><OrdersTable rows={loaded.rows} fields={listColumns(orderDinner)} args={args} /></StoryFrame>,
  play: async ({ canvasElement, args }) => {
    const grid = await within(canvasElement).findByRole('grid', { name: '订餐订单' }, { timeout: SERVER_TIMEOUT });
    await expect(grid).toHaveAttribute('aria-rowcount', '21');
    const first = dataRows(grid)[0]!;
    await expect(cellOf(grid, first, '订单号')).toHaveTextContent('DC20261121000120');
    await expect(cellOf(grid, first, '手机号')).toHaveTextContent('180****4346');
    await expect(cellOf(grid, first, '金额(元)')).toHaveTextContent('36.00');
    await expect(cellOf(grid, first, '订单状态')).toHaveTextContent('已订餐');
    await refLabelsLoaded(grid, '所属公司');
    await refLabelsLoaded(grid, '用户');
    await expect(cellOf(grid, first, '所属项目')).toHaveTextContent('海岸国际社区');

    await userEvent.click(within(grid).getByRole('button', { name: '金额(元)' }));
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ key: 'amount', order: 'asc' });
    await expect(within(grid).getByRole('columnheader', { name: '金额(元)' })).toHaveAttribute('aria-sort', 'ascending');

    await userEvent.click(within(grid).getByRole('checkbox', { name: '选择 DC20261121000120' }));
    await expect(args.onSelectedChange).toHaveBeenLastCalledWith(['120']);
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await userEvent.dblClick(cellOf(grid, first, '订单号'));
    await expect(args.onRowActivate).toHaveBeenCalledWith('DC20261121000120');
  },
};

const STATUSES = ['ordered', 'taken', 'cancelled', 'refunded'] as const;
const MEAL_TIMES = ['breakfast', 'lunch', 'dinner'] as const;
/** Dinner orders made up locally, newest first, shaped like the server's. */
const manyOrders = (n: number): Row[] => Array.from({ length: n }, (_, i) => {
  const id = n - i;
  return {
    id, orderNo: `DC2026${String(id).padStart(10, '0')}`, phone: `139${String((id * 7919) % 100_000_000).padStart(8, '0')}`,
    orgId: (id % 5) + 1, date: `2026-${String((id % 12) + 1).padStart(2, '0')}-${String((id % 28) + 1).padStart(2, '0')}`,
    mealTime: MEAL_TIMES[id % 3], amount: 12 + (id % 30) / 2, status: STATUSES[id % 4], createTime: '2026-11-20 18:00:00',
  };
});
const LOCAL_COLUMNS = pickFields(orderDinner, ['orderNo', 'phone', 'orgId', 'date', 'mealTime', 'amount', 'status']);
let hundredThousand: Row[] | null = null;

/** 100,000 rows: only those in view are in the page, and the last one is a scroll away. */
export const TableOf100000Rows: Story = {
  args: { onSortChange: fn(), onSelectedChange: fn(), onRowActivate: fn() },
  render: (args) => <StoryFrame><OrdersTable rows={(hundredThousand ??= manyOrders(100_000))} fields={LOCAL_COLUMNS} args={args} /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const grid = await within(canvasElement).findByRole('grid', { name: '订餐订单' }, { timeout: SERVER_TIMEOUT });
    await expect(grid).toHaveAttribute('aria-rowcount', '100001');
    await waitFor(() => expect(dataRows(grid).length).toBeGreaterThan(0));
    await expect(dataRows(grid).length).toBeLessThan(100);
    await expect(columnTexts(grid, '订单号')[0]).toBe('DC20260000100000');

    // The first rows show while the virtual body loads; scroll once it is in.
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-virtuoso-scroller] tbody tr[data-index]').length).toBeGreaterThan(0), { timeout: ANSWER_TIMEOUT });
    const live = within(canvasElement).getByRole('grid', { name: '订餐订单' });
    await expect(dataRows(live).length).toBeLessThan(100);
    const scroller = live.closest<HTMLElement>('[data-virtuoso-scroller]')!;
    scroller.scrollTop = scroller.scrollHeight;
    await waitFor(() => expect(columnTexts(live, '订单号')).toContain('DC20260000000001'), { timeout: ANSWER_TIMEOUT });
    await expect(columnTexts(live, '订单号')).not.toContain('DC20260000100000');
    await expect(dataRows(live).length).toBeLessThan(100);
    await expect(within(live).getByRole('row', { name: /DC20260000000001/ })).toHaveAttribute('aria-rowindex', '100001');
  },
};

/** No rows: the caller's empty state fills the body, and there is nothing to select. */
export const TableEmpty: Story = {
  args: { onSortChange: fn(), onSelectedChange: fn(), onRowActivate: fn() },
  render: (args) => <StoryFrame><OrdersTable rows={[]} fields={LOCAL_COLUMNS} args={args} empty={<EmptyState title="暂无数据" />} /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const grid = await within(canvasElement).findByRole('grid', { name: '订餐订单' }, { timeout: SERVER_TIMEOUT });
    await expect(within(grid).getByRole('heading', { name: '暂无数据' })).toBeVisible();
    await expect(dataRows(grid)).toHaveLength(0);
    await expect(within(grid).getByRole('checkbox', { name: '全选本页' })).toBeDisabled();
  },
};

/** The list call failed: the error and a retry in place of rows. */
export const TableFailed: Story = {
  args: { onSortChange: fn(), onSelectedChange: fn(), onRowActivate: fn(), onRetry: fn() },
  render: (args) => (
    <StoryFrame>
      <OrdersTable
        rows={[]} fields={LOCAL_COLUMNS} args={args}
        empty={<ErrorState title="数据加载失败" message="网络连接失败，请检查网络后重试" retryText="重试" onRetry={args.onRetry} />}
      />
    </StoryFrame>
  ),
  play: async ({ canvasElement, args }) => {
    const grid = await within(canvasElement).findByRole('grid', { name: '订餐订单' }, { timeout: SERVER_TIMEOUT });
    await expect(grid).toHaveTextContent('网络连接失败，请检查网络后重试');
    await userEvent.click(within(grid).getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

// ---- ResourceFilters ----

const ORDER_FILTERS = filterFields(orderDinner).filter(([n]) => ['orderNo', 'phone', 'orgId', 'date', 'mealTime', 'status'].includes(n));

/** The applied filters come in; 查询 (or Enter) hands back the edited ones, empty ones dropped; 重置 clears. */
export const Filters: Story = {
  args: { onSearch: fn(), onReset: fn() },
  render: (args) => (
    <StoryFrame>
      <ResourceFilters
        resource={orderDinner} fields={ORDER_FILTERS} values={{ orderNo: 'DC20261121', status: 'ordered', date: '2026-11-14~2026-11-20' }}
        onSearch={args.onSearch} onReset={args.onReset} dateRules={{ date: { maxDays: 92 } }} today={STORY_TODAY}
      />
    </StoryFrame>
  ),
  play: async ({ canvasElement, args }) => {
    const bar = await within(canvasElement).findByRole('search', { name: '筛选条件' }, { timeout: SERVER_TIMEOUT });
    const orderNo = within(bar).getByRole('textbox', { name: '订单号' });
    await expect(orderNo).toHaveValue('DC20261121');
    await expect(within(bar).getByRole('combobox', { name: '订单状态' })).toHaveValue('已订餐');
    await expect(within(bar).getByRole('textbox', { name: '开始日期' })).toHaveValue('2026-11-14');
    await expect(within(bar).getByRole('textbox', { name: '结束日期' })).toHaveValue('2026-11-20');
    await expect(within(bar).getByRole('combobox', { name: '餐别' })).toHaveValue('');
    // 订单状态 is past the folded row but holds a value, so the bar opened by itself.
    await expect(within(bar).getByRole('button', { name: '收起' })).toHaveAttribute('aria-expanded', 'true');

    await userEvent.type(orderNo, '000120');
    await userEvent.click(within(bar).getByRole('button', { name: '查询' }));
    await expect(args.onSearch).toHaveBeenLastCalledWith({ orderNo: 'DC20261121000120', status: 'ordered', date: '2026-11-14~2026-11-20' });

    await userEvent.click(within(bar).getByRole('button', { name: '重置' }));
    await expect(args.onReset).toHaveBeenCalledTimes(1);
    await expect(orderNo).toHaveValue('');
    await expect(within(bar).getByRole('combobox', { name: '订单状态' })).toHaveValue('');

    await userEvent.type(within(bar).getByRole('textbox', { name: '手机号' }), '13518962688{Enter}');
    await expect(args.onSearch).toHaveBeenLastCalledWith({ phone: '13518962688' });
  },
};

// ---- ResourceFormDialog ----

const VISITOR_FIELDS = formFields(visitorInfo);

/** Adding a visitor: required fields say so on 保存 and nothing is sent; filled in, it saves. */
export const AddForm: Story = {
  args: { onClose: fn(), onSaved: fn() },
  render: (args) => (
    <StoryFrame>
      <UntilClosed onClose={args.onClose}>
        {(close) => (
          <ResourceFormDialog
            resource={visitorInfo} fields={VISITOR_FIELDS} operation={operationOf(visitorInfo, 'add')!} row={null} title="访客信息"
            onClose={close} onSaved={args.onSaved}
          />
        )}
      </UntilClosed>
      <PageNotices />
    </StoryFrame>
  ),
  play: async ({ canvasElement, args }) => {
    const dialog = await screen.findByRole('dialog', { name: '新增访客信息' }, { timeout: SERVER_TIMEOUT });
    for (const label of ['访客姓名', '手机号', '身份证号', '车牌号', '来访单位', '人脸照片', '项目']) {
      await expect(within(dialog).getByText(label)).toBeVisible();
    }
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await expect(await within(dialog).findByText('访客姓名不能为空')).toBeVisible();
    await expect(within(dialog).getByText('手机号不能为空')).toBeVisible();
    await expect(args.onSaved).not.toHaveBeenCalled();

    await userEvent.type(within(dialog).getByRole('textbox', { name: /访客姓名/ }), '柏雨桐');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /手机号/ }), '13711112222');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /身份证号/ }), '44030');
    await userEvent.tab();
    await expect(await within(dialog).findByText('身份证号至少 15 个字符')).toBeVisible();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /身份证号/ }), '5199001011234');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await findToast('保存成功');
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledTimes(1), { timeout: ANSWER_TIMEOUT });
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(within(canvasElement).getByTestId('closed')).toBeInTheDocument();
  },
};

/** Editing a visitor the server lists: the form starts from the row; a changed plate saves. */
export const EditForm: Story = {
  args: { onClose: fn(), onSaved: fn() },
  loaders: [async () => ({ row: (await storyRows(visitorInfo, { name: '陶子文' }, 1))[0] })],
  render: (args, { loaded }) => (
    <StoryFrame>
      <UntilClosed onClose={args.onClose}>
        {(close) => (
          <ResourceFormDialog
            resource={visitorInfo} fields={VISITOR_FIELDS} operation={operationOf(visitorInfo, 'update')!} row={loaded.row} title="访客信息"
            onClose={close} onSaved={args.onSaved}
          />
        )}
      </UntilClosed>
      <PageNotices />
    </StoryFrame>
  ),
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: '编辑访客信息' }, { timeout: SERVER_TIMEOUT });
    await expect(within(dialog).getByRole('textbox', { name: /访客姓名/ })).toHaveValue('陶子文');
    await expect(within(dialog).getByRole('textbox', { name: /手机号/ })).toHaveValue('15942953161');
    await expect(within(dialog).getByRole('textbox', { name: /来访单位/ })).toHaveValue('顺丰速运');
    const plate = within(dialog).getByRole('textbox', { name: /车牌号/ });
    await userEvent.clear(plate);
    await userEvent.type(plate, '粤B6M2T8');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await findToast('保存成功');
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledTimes(1), { timeout: ANSWER_TIMEOUT });
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    const [saved] = await storyRows(visitorInfo, { name: '陶子文' }, 1);
    await expect(saved).toMatchObject({ plateNo: '粤B6M2T8', phone: '15942953161', company: '顺丰速运' });
  },
};

// ---- ResourceDetail ----

/** Every field of one dinner order, the phone in full, refs by their labels. */
export const Detail: Story = {
  args: { onClose: fn() },
  loaders: [async () => ({ row: (await storyRows(orderDinner, {}, 1))[0] })],
  render: (args, { loaded }) => <StoryFrame><ResourceDetail resource={orderDinner} row={loaded.row} title="订餐订单" onClose={args.onClose} /></StoryFrame>,
  play: async ({ args }) => {
    const drawer = await screen.findByRole('dialog', { name: '订餐订单详情' }, { timeout: SERVER_TIMEOUT });
    await expect(drawer).toHaveTextContent('DC20261121000120');
    await expect(drawer).toHaveTextContent('18066494346');
    await expect(drawer).toHaveTextContent('36.00');
    await expect(within(drawer).getByText('已订餐')).toBeVisible();
    await expect(await within(drawer).findByText('海岸国际社区', {}, { timeout: ANSWER_TIMEOUT })).toBeVisible();
    await expect(await within(drawer).findByText('香菇滑鸡饭', {}, { timeout: ANSWER_TIMEOUT })).toBeVisible();
    await userEvent.click(within(drawer).getByRole('button', { name: '关闭' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** The same details for an English-speaking operator. */
export const DetailInEnglish: Story = {
  args: { onClose: fn() },
  loaders: [async () => ({ row: (await storyRows(orderDinner, {}, 1))[0] })],
  render: (args, { loaded }) => (
    <StoryFrame locale="en"><ResourceDetail resource={orderDinner} row={loaded.row} title="Dinner orders" onClose={args.onClose} /></StoryFrame>
  ),
  play: async () => {
    const drawer = await screen.findByRole('dialog', { name: 'Dinner orders: details' }, { timeout: SERVER_TIMEOUT });
    for (const label of ['Order no.', 'Phone', 'Meal time', 'Status']) await expect(within(drawer).getByText(label)).toBeVisible();
    await expect(within(drawer).getByText('Ordered')).toBeVisible();
    await expect(within(drawer).getByText('Dinner')).toBeVisible();
    await expect(within(drawer).getByRole('button', { name: 'Close' })).toBeVisible();
  },
};

// ---- ImportDialog ----

const importMeal = operationsOf(meal, 'import')[0]!;

/** A file the server cannot read as a sheet of meals: the dialog says why and keeps the file to try again. */
export const Import: Story = {
  args: { onClose: fn(), onTemplate: fn() },
  render: (args) => (
    <StoryFrame><ImportDialog resource={meal} operation={importMeal} title="菜品" onClose={args.onClose} onTemplate={args.onTemplate} /></StoryFrame>
  ),
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: '导入菜品' }, { timeout: SERVER_TIMEOUT });
    const start = within(dialog).getByRole('button', { name: '开始导入' });
    await expect(start).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: '下载导入模板' }));
    await expect(args.onTemplate).toHaveBeenCalledTimes(1);

    const file = new File(['货号,条码\nA1,6901234567890\n'], '库存表.csv', { type: 'text/csv' });
    await userEvent.upload(dialog.querySelector<HTMLInputElement>('input[type="file"]')!, file);
    await userEvent.click(start);
    const failed = await within(dialog).findByText('导入失败：文件中没有可识别的表头，请使用导入模板', {}, { timeout: ANSWER_TIMEOUT });
    await expect(failed).toHaveAttribute('role', 'alert');
    await expect(within(dialog).getByText('库存表.csv')).toBeVisible();
    await expect(start).toBeEnabled();

    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

// ---- ActionDialog ----

/** 退款 of a paid receivable: the call's own input (the reason, at most 200 characters), then the refund. */
export const RefundAction: Story = {
  args: { onClose: fn() },
  loaders: [async () => ({ row: (await storyRows(receivables, { status: 'paid' }, 1))[0] })],
  render: (args, { loaded }) => (
    <StoryFrame>
      <UntilClosed onClose={args.onClose}>
        {(close) => <ActionDialog resource={receivables} operation={mealActions.refundReceivable} row={loaded.row} label="退款" onClose={close} />}
      </UntilClosed>
      <PageNotices />
    </StoryFrame>
  ),
  play: async ({ canvasElement, args, loaded }) => {
    const dialog = await screen.findByRole('dialog', { name: `退款 · ${loaded.row.orderNo}` }, { timeout: SERVER_TIMEOUT });
    const reason = within(dialog).getByRole('textbox', { name: '退款原因' });
    await expect(reason).toHaveAttribute('maxlength', '200');
    await userEvent.type(reason, '重复下单');
    await userEvent.click(within(dialog).getByRole('button', { name: '退款' }));
    await findToast('退款成功');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(within(canvasElement).getByTestId('closed')).toBeInTheDocument();
    const [after] = await storyRows(receivables, { orderNo: String(loaded.row.orderNo) }, 1);
    await expect(after).toMatchObject({ status: 'refunded', refundReason: '重复下单' });
  },
};

/**
 * 审核 of a household waiting for review: the decision is asked as 通过 / 驳回 (not 待审核, the
 * state it is in), the confirm button says the decision, and rejecting needs the note.
 */
export const AuditAction: Story = {
  args: { onClose: fn() },
  loaders: [async () => ({ row: (await storyRows(household, { auditStatus: 'pending' }, 1))[0] })],
  render: (args, { loaded }) => (
    <StoryFrame>
      <UntilClosed onClose={args.onClose}>
        {(close) => <ActionDialog resource={household} operation={operationOf(household, 'transition', 'auditHouseholdRoom')!} row={loaded.row} label="审核" onClose={close} />}
      </UntilClosed>
      <PageNotices />
    </StoryFrame>
  ),
  play: async ({ args, loaded }) => {
    const dialog = await screen.findByRole('dialog', { name: `审核 · ${loaded.row.name}` }, { timeout: SERVER_TIMEOUT });
    await expect(within(dialog).getAllByRole('radio').map((r) => r.textContent)).toEqual(['通过', '驳回']);
    await expect(within(dialog).getByRole('button', { name: '通过' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('radio', { name: '驳回' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '驳回' }));
    await expect(await within(dialog).findByText('审核意见不能为空')).toBeVisible();
    await userEvent.type(within(dialog).getByRole('textbox', { name: '审核意见' }), '房产证照片不清晰');
    await userEvent.click(within(dialog).getByRole('button', { name: '驳回' }));
    await findToast('驳回成功');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    const after = (await storyRows(household, { name: String(loaded.row.name) }, 100)).find((r) => r.id === loaded.row.id);
    await expect(after).toMatchObject({ auditStatus: 'rejected', auditRemark: '房产证照片不清晰' });
  },
};

// ---- StatsTable ----

const STATS: StatsResult = {
  total: 8,
  sums: { amount: 167 },
  groups: [
    { key: { date: '2026-11-21', mealTime: 'lunch' }, count: 5, sums: { amount: 104 }, excluded: {} },
    { key: { date: '2026-11-21', mealTime: 'dinner' }, count: 3, sums: { amount: 63 }, excluded: { cancelled: { count: 1, sums: { amount: 19 } } } },
  ],
  excluded: { cancelled: { count: 1, sums: { amount: 19 } } },
};
const DINNER_STATISTICS = orderDinner.operations.find((o) => o.name === 'dinnerStatistics')!;

/**
 * Group keys shown like list cells (tags), counts, sums with two decimals and the 合计 row; the
 * orders the call leaves out (cancelled, refunded) in columns of their own, named in the caption.
 */
export const Stats: Story = {
  render: () => <StoryFrame><StatsTable resource={orderDinner} operation={DINNER_STATISTICS} result={STATS} label="按日期与餐别统计" /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: '按日期与餐别统计' }, { timeout: SERVER_TIMEOUT });
    await expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['用餐日期', '餐别', '数量', '金额(元)', '已取消', '已退款']);
    const [lunch, dinner] = [...table.querySelectorAll('tbody tr')];
    await expect([...lunch!.querySelectorAll('td')].map((td) => td.textContent)).toEqual(['2026-11-21', '午餐', '5', '104.00', '0', '0']);
    await expect([...dinner!.querySelectorAll('td')].map((td) => td.textContent)).toEqual(['2026-11-21', '晚餐', '3', '63.00', '1', '0']);
    await expect([...table.querySelectorAll('tfoot td')].map((td) => td.textContent)).toEqual(['合计', '8', '167.00', '1', '0']);
    await expect(table.querySelector('caption')).toHaveTextContent('合计只计订单状态为已订餐或已取餐的记录；已取消 1 笔（19.00）和已退款 0 笔（0.00）不计入合计');
  },
};

// ---- OperationForm ----

/** The per-company statistics call over a typed date range: the week before the 21st counts 77 seeded orders. */
export const CallForm: Story = {
  render: () => (
    <StoryFrame>
      <OperationForm<StatsResult>
        resource={orderDinner} operation={mealActions.compDinnerStatistics} title="按公司统计" submitLabel="查询"
        range={['startDate', 'endDate']} today={STORY_TODAY}
      >
        {(result) => <StatsTable resource={orderDinner} operation={mealActions.compDinnerStatistics} result={result} label="公司订餐统计" />}
      </OperationForm>
    </StoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const form = await within(canvasElement).findByRole('region', { name: '按公司统计' }, { timeout: SERVER_TIMEOUT });
    await expect(within(form).getByText('开始日期 – 结束日期')).toBeVisible();
    for (const name of ['所属项目', '所属公司', '餐别']) await expect(within(form).getByRole('combobox', { name })).toBeVisible();
    await userEvent.type(within(form).getByRole('textbox', { name: '开始日期' }), '2026-11-14{Enter}');
    await userEvent.type(within(form).getByRole('textbox', { name: '结束日期' }), '2026-11-20{Enter}');
    await userEvent.click(within(form).getByRole('button', { name: '查询' }));
    const table = await within(form).findByRole('table', { name: '公司订餐统计' }, { timeout: ANSWER_TIMEOUT });
    // The 77 orders of the week: the total counts the effective ones, cancelled and refunded beside it.
    const [label, total, , cancelled, refunded] = [...table.querySelectorAll('tfoot td')].map((td) => td.textContent ?? '');
    await expect(label).toBe('合计');
    await expect(Number(total) + Number(cancelled) + Number(refunded)).toBe(77);
    const counts = [...table.querySelectorAll('tbody tr')].map((tr) => Number(tr.querySelectorAll('td')[1]!.textContent));
    await expect(counts.reduce((a, b) => a + b, 0)).toBe(Number(total));
    // Company names, not ids, once the select list is in.
    await waitFor(() => expect(table.querySelector('tbody td')!.textContent).not.toMatch(/^#/), { timeout: ANSWER_TIMEOUT });
    // The input stays for the next run.
    await expect(within(form).getByRole('textbox', { name: '开始日期' })).toHaveValue('2026-11-14');
  },
};

// ---- RowActions ----

const cancelDinner: OperationDef = mealActions.cancelDinner;
const ORDERED: Row = { id: 119, orderNo: 'DC20261121000119', status: 'ordered' };
const TAKEN: Row = { id: 117, orderNo: 'DC20261121000117', status: 'taken' };
const NOT_MINE: Row = { id: 118, orderNo: 'DC20261121000118', status: 'ordered' };

/**
 * The actions of three orders: an ordered one may be cancelled; a taken one may not (its
 * status), and this user may not cancel the third (the permission): there the action is not
 * shown at all, rather than greyed out.
 */
export const RowActionsHideWhatDoesNotApply: Story = {
  args: { onTransition: fn(), onDetail: fn(), onEdit: fn(), onDelete: fn() },
  render: (args) => (
    <StoryFrame>
      {[ORDERED, TAKEN, NOT_MINE].map((row) => (
        <div key={String(row.id)} style={{ display: 'flex', gap: 16, alignItems: 'center', padding: 4 }}>
          <span style={{ width: 160 }}>{String(row.orderNo)}</span>
          <RowActions
            resource={orderDinner} row={row} transitions={[cancelDinner]}
            allowed={() => row !== NOT_MINE} onTransition={(op, r, target) => args.onTransition(op.name, r.id, target)}
            onDetail={(r) => args.onDetail(r.id)} onEdit={(r) => args.onEdit(r.id)} onDelete={(r) => args.onDelete(r.id)}
          />
        </div>
      ))}
    </StoryFrame>
  ),
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const ordered = await c.findByRole('button', { name: '取消订餐 DC20261121000119' }, { timeout: SERVER_TIMEOUT });
    await expect(ordered).toBeEnabled();
    await expect(c.queryByRole('button', { name: '取消订餐 DC20261121000117' })).toBeNull();
    await expect(c.queryByRole('button', { name: '取消订餐 DC20261121000118' })).toBeNull();
    await expect(canvasElement.querySelectorAll('button:disabled')).toHaveLength(0);

    await userEvent.click(ordered);
    await expect(args.onTransition).toHaveBeenCalledWith('cancelDinner', 119, 'cancelled');
    await userEvent.click(c.getByRole('button', { name: '详情 DC20261121000117' }));
    await expect(args.onDetail).toHaveBeenCalledWith(117);
    await userEvent.click(c.getByRole('button', { name: '编辑 DC20261121000118' }));
    await expect(args.onEdit).toHaveBeenCalledWith(118);
    // The ordered one has four actions: the fourth, delete, is under 更多.
    await userEvent.click(c.getByRole('button', { name: '更多 DC20261121000119' }));
    await userEvent.click(await within(document.body).findByRole('menuitem', { name: '删除' }, { timeout: SERVER_TIMEOUT }));
    await expect(args.onDelete).toHaveBeenCalledWith(119);
  },
};
