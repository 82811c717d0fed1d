import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  CollectionsPage, DinnerStatisticsPage, IntegralRecordsPage, MealCartsPage, MealDateTypesPage, MealLineRulesPage, MealLinesPage,
  MealOrderDetailsPage, MealOrdersPage, MealRulesPage, MealsPage, RechargeRecordsPage, RechargeSettingsPage, ReceivablesPage,
  TakeFoodRulesPage,
} from '../../src/domains/meal';
import { LocationProbe } from '../shell/support';
import { ANSWER_TIMEOUT, SERVER_TIMEOUT, StoryFrame, STORY_TODAY } from '../support/StoryFrame';
import { cellOf, columnTexts, dataRows, filterLabels, findToast, firstOffered, foldButton, headersOf, openPage, pick, pickRef, refLabelsLoaded, rowWith, unfold } from '../support/pagePlay';

/**
 * Every meal page mounted alone (as a partner app mounts it) against the in-page reference
 * server with the seeded canteen data, its clock pinned to 2026-11-21. The stories share one
 * server per page load, so the ones that change data pick a row that still allows the change.
 */
const meta: Meta<typeof MealOrdersPage> = {
  title: 'Pages/订餐服务 (Canteen)/页面 (Pages)',
  component: MealOrdersPage,
  subcomponents: {
    MealOrderDetailsPage, DinnerStatisticsPage, MealLinesPage, MealRulesPage, MealLineRulesPage, TakeFoodRulesPage, MealsPage, MealDateTypesPage,
    MealCartsPage, IntegralRecordsPage, RechargeRecordsPage, RechargeSettingsPage, ReceivablesPage, CollectionsPage,
  },
  parameters: { layout: 'fullscreen' },
};
export default meta;
type Story = StoryObj;

const DINNER_STATUSES = ['已订餐', '已取餐', '已取消', '已退款'];

export const MealOrders: Story = {
  name: '订餐订单',
  render: () => <StoryFrame path="/meal/orders"><MealOrdersPage today={STORY_TODAY} /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const { page, grid, filters } = await openPage(canvasElement, '订餐订单', 1, { folded: true });
    // Folded to one row, as ProTable folds its search form; 展开 shows the rest.
    await expect(filterLabels(filters!)).toEqual(['订单号', '手机号', '所属项目', '所属公司']);
    await expect(foldButton(filters!)).toHaveAttribute('aria-expanded', 'false');
    await expect(foldButton(filters!)).toHaveTextContent('展开');
    await unfold(filters!);
    await expect(filterLabels(filters!)).toEqual(['订单号', '手机号', '所属项目', '所属公司', '菜品', '用餐日期', '餐别', '订单状态']);
    await expect(foldButton(filters!)).toHaveTextContent('收起');
    await expect(within(filters!).getByRole('combobox', { name: '订单状态' })).toHaveAttribute('placeholder', '全部');
    await expect(within(filters!).getByRole('textbox', { name: '开始日期' })).toBeVisible();
    await expect(within(filters!).getByRole('textbox', { name: '结束日期' })).toBeVisible();
    await expect(headersOf(grid)).toEqual(['订单号', '手机号', '所属项目', '菜品', '用餐日期', '餐别', '金额(元)', '订单状态', '创建时间', '操作']);
    // Newest first: the seed's last order, a dinner for two on the 23rd, phone masked in the list.
    const first = dataRows(grid)[0]!;
    await expect(cellOf(grid, first, '订单号')).toHaveTextContent('DC20261121000120');
    await expect(cellOf(grid, first, '手机号')).toHaveTextContent('180****4346');
    await expect(cellOf(grid, first, '用餐日期')).toHaveTextContent('2026-11-23');
    await expect(cellOf(grid, first, '餐别')).toHaveTextContent('晚餐');
    await expect(cellOf(grid, first, '金额(元)')).toHaveTextContent('36.00');
    await refLabelsLoaded(grid, '所属项目');
    await expect(cellOf(grid, first, '所属项目')).toHaveTextContent('海岸国际社区');
    await refLabelsLoaded(grid, '菜品');
    await expect(cellOf(grid, first, '菜品')).toHaveTextContent('香菇滑鸡饭');
    for (const status of columnTexts(grid, '订单状态')) await expect(DINNER_STATUSES).toContain(status);
    await expect(within(page).getByText('共 120 条')).toBeVisible();
    await expect(within(page).getByRole('button', { name: '导出' })).toBeEnabled();
  },
};

/** 订单状态 = 已取消, then 查询: the URL holds the filter and every row shown is a cancelled order. */
export const FilterOrdersByStatus: Story = {
  name: '订餐订单 · 按状态筛选',
  render: () => <StoryFrame path="/meal/orders"><MealOrdersPage today={STORY_TODAY} /><LocationProbe /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const { page, grid, filters } = await openPage(canvasElement, '订餐订单');
    await pick(filters!, '订单状态', '已取消');
    await userEvent.click(within(filters!).getByRole('button', { name: '查询' }));
    await expect(within(canvasElement).getByTestId('location')).toHaveTextContent('/meal/orders?f.status=cancelled');
    await waitFor(() => {
      const statuses = columnTexts(grid, '订单状态');
      expect(statuses.length).toBeGreaterThan(0);
      expect(new Set(statuses)).toEqual(new Set(['已取消']));
    }, { timeout: ANSWER_TIMEOUT });
    await expect(within(page).queryByText('共 120 条')).toBeNull();

    // 重置 forgets the filter: the other statuses are back.
    await userEvent.click(within(filters!).getByRole('button', { name: '重置' }));
    await waitFor(() => expect(new Set(columnTexts(grid, '订单状态')).size).toBeGreaterThan(1), { timeout: ANSWER_TIMEOUT });
    await expect(within(filters!).getByRole('combobox', { name: '订单状态' })).toHaveValue('');
  },
};

/**
 * 取消订餐 is offered only while a dinner is ordered: confirm it and the row turns 已取消 and no
 * longer offers it; a taken dinner never shows the button.
 */
export const CancelDinner: Story = {
  name: '订餐订单 · 取消订餐',
  render: () => <StoryFrame path="/meal/orders"><MealOrdersPage today={STORY_TODAY} /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const { grid } = await openPage(canvasElement, '订餐订单');
    const taken = dataRows(grid).find((r) => cellOf(grid, r, '订单状态').textContent === '已取餐')!;
    await expect(within(taken).queryByRole('button', { name: /^取消订餐 / })).toBeNull();

    const { button, name } = await firstOffered(grid, '取消订餐');
    await expect(cellOf(grid, rowWith(grid, name), '订单状态')).toHaveTextContent('已订餐');
    await userEvent.click(button);
    const confirm = await screen.findByRole('alertdialog', { name: '取消订餐' });
    await expect(confirm).toHaveTextContent(`确定对“${name}”执行“取消订餐”吗？`);
    await userEvent.click(within(confirm).getByRole('button', { name: '确定' }));
    await findToast('取消订餐成功');
    await waitFor(() => expect(cellOf(grid, rowWith(grid, name), '订单状态')).toHaveTextContent('已取消'), { timeout: ANSWER_TIMEOUT });
    await expect(within(rowWith(grid, name)).queryByRole('button', { name: `取消订餐 ${name}` })).toBeNull();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

/** The same page for an English-speaking operator. */
export const MealOrdersInEnglish: Story = {
  name: '订餐订单 · English',
  render: () => <StoryFrame path="/meal/orders" locale="en"><MealOrdersPage today={STORY_TODAY} /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const { grid, filters } = await openPage(canvasElement, 'Dinner orders');
    await expect(filterLabels(filters!)).toEqual(['Order no.', 'Phone', 'Project', 'Company', 'Meal', 'Meal date', 'Meal time', 'Status']);
    await expect(headersOf(grid)).toContain('Amount');
    await expect(cellOf(grid, dataRows(grid)[0]!, 'Order no.')).toHaveTextContent('DC20261121000120');
    for (const status of columnTexts(grid, 'Status')) await expect(['Ordered', 'Taken', 'Cancelled', 'Refunded']).toContain(status);
    await expect(within(filters!).getByRole('button', { name: 'Search' })).toBeVisible();
  },
};

export const MealOrderDetails: Story = {
  name: '订单明细',
  render: () => <StoryFrame path="/meal/orderDetails"><MealOrderDetailsPage today={STORY_TODAY} /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const { grid, filters } = await openPage(canvasElement, '订单明细');
    await expect(filterLabels(filters!)).toEqual(['订单', '菜品']);
    await expect(headersOf(grid)).toEqual(['编号', '订单', '菜品', '单价(元)', '数量', '小计(元)', '取餐时间', '操作']);
    const first = dataRows(grid)[0]!;
    await refLabelsLoaded(grid, '订单');
    await expect(cellOf(grid, first, '订单')).toHaveTextContent('DC20261121000120');
    await expect(cellOf(grid, first, '单价(元)')).toHaveTextContent('18.00');
    await expect(cellOf(grid, first, '数量')).toHaveTextContent('2');
    await expect(cellOf(grid, first, '小计(元)')).toHaveTextContent('36.00');
    // Not taken yet: no take time.
    await expect(cellOf(grid, first, '取餐时间')).toHaveTextContent('—');
  },
};

/**
 * Both statistics over all orders: the total rows count the effective ones among the 120 seeded
 * orders, the cancelled and refunded ones in columns of their own, and the caption says so.
 */
export const DinnerStatistics: Story = {
  name: '订餐统计',
  render: () => <StoryFrame path="/meal/statistics"><DinnerStatisticsPage today={STORY_TODAY} /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByRole('heading', { level: 1, name: '订餐统计' }, { timeout: SERVER_TIMEOUT });
    const byDay = c.getByRole('region', { name: '按日期与餐别统计' });
    const byCompany = c.getByRole('region', { name: '按公司统计' });
    await expect(within(byDay).getByRole('group', { name: '开始日期 – 结束日期' })).toBeVisible();
    await expect(within(byDay).getByRole('combobox', { name: '所属项目' })).toBeVisible();
    await expect(within(byDay).queryByRole('table')).toBeNull();

    await userEvent.click(within(byDay).getByRole('button', { name: '查询' }));
    const table = await within(byDay).findByRole('table', { name: '按日期与餐别统计' }, { timeout: ANSWER_TIMEOUT });
    await expect([...table.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual(['用餐日期', '餐别', '数量', '金额(元)', '已取消', '已退款']);
    const cells = (t: Element) => [...t.querySelectorAll('tfoot td')].map((td) => td.textContent ?? '');
    const [label, count, amount, cancelled, refunded] = cells(table);
    await expect(label).toBe('合计');
    await expect(amount).toMatch(/^\d+\.\d{2}$/);
    await expect(Number(cancelled)).toBeGreaterThan(0);
    await expect(Number(count) + Number(cancelled) + Number(refunded)).toBe(120);
    await expect(table.querySelector('caption')).toHaveTextContent(/^合计只计订单状态为已订餐或已取餐的记录；已取消 \d+ 笔/);
    await expect(within(byDay).getByRole('button', { name: '导出' })).toBeEnabled();

    await userEvent.click(within(byCompany).getByRole('button', { name: '查询' }));
    const companies = await within(byCompany).findByRole('table', { name: '按公司统计' }, { timeout: ANSWER_TIMEOUT });
    const [, companyCount, , companyCancelled, companyRefunded] = cells(companies);
    await expect(Number(companyCount) + Number(companyCancelled) + Number(companyRefunded)).toBe(120);
    await expect(companies.querySelectorAll('tbody tr').length).toBeGreaterThan(1);
  },
};

/** The lines list, and the lines of one project on one date looked up below the filters. */
export const MealLines: Story = {
  name: '餐线管理',
  render: () => <StoryFrame path="/meal/lines"><MealLinesPage today={STORY_TODAY} /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const { page, grid, filters } = await openPage(canvasElement, '餐线管理');
    await expect(filterLabels(filters!)).toEqual(['餐线名称', '所属项目', '供餐商户', '菜品', '用餐日期', '餐别', '状态']);
    await expect(headersOf(grid).slice(0, 4)).toEqual(['编号', '餐线名称', '所属项目', '供餐商户']);
    await expect(columnTexts(grid, '座位数')[0]).toBe('40');
    await expect(within(page).getByRole('button', { name: '新增' })).toBeVisible();

    const lookup = within(page).getByRole('region', { name: '按项目和日期查看餐线' });
    await pickRef(lookup, '所属项目', '海岸');
    await userEvent.type(within(lookup).getByRole('textbox', { name: '用餐日期' }), '2026-11-23');
    await userEvent.click(within(lookup).getByRole('button', { name: '查询' }));
    const lines = await within(lookup).findByRole('grid', { name: '按项目和日期查看餐线' }, { timeout: ANSWER_TIMEOUT });
    await waitFor(() => expect(dataRows(lines).length).toBeGreaterThan(0), { timeout: ANSWER_TIMEOUT });
    for (const date of columnTexts(lines, '用餐日期')) await expect(date).toBe('2026-11-23');
    await refLabelsLoaded(lines, '所属项目');
    for (const org of columnTexts(lines, '所属项目')) await expect(org).toBe('海岸国际社区');
  },
};

/** The rules list, and the seat check: 40 seats on the one line of 香菇滑鸡饭 on the 23rd. */
export const MealRules: Story = {
  name: '订餐规则',
  render: () => <StoryFrame path="/meal/rules"><MealRulesPage today={STORY_TODAY} /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const { page, grid, filters } = await openPage(canvasElement, '订餐规则');
    await expect(filterLabels(filters!)).toEqual(['规则名称', '所属项目', '状态', '创建时间']);
    await expect(columnTexts(grid, '规则名称')).toEqual(['海岸国际社区订餐规则', '星河科技园订餐规则', '悦居·天悦湾订餐规则', '华信·滨江壹号订餐规则']);
    await expect(columnTexts(grid, '每餐座位上限')).toEqual(['300', '200', '120', '300']);

    const seat = within(page).getByRole('region', { name: '余座查询' });
    await userEvent.click(within(seat).getByRole('button', { name: '查询余座' }));
    // Nothing chosen: every input says what it needs, nothing is sent.
    await expect(await within(seat).findByText('所属项目不能为空')).toBeVisible();
    await expect(within(seat).getByText('用餐日期不能为空')).toBeVisible();

    await pickRef(seat, '所属项目', '海岸');
    await pickRef(seat, '菜品', '香菇滑鸡饭');
    await userEvent.type(within(seat).getByRole('textbox', { name: '用餐日期' }), '2026-11-23');
    await userEvent.click(within(seat).getByRole('button', { name: '查询余座' }));
    const result = await within(seat).findByRole('status', {}, { timeout: ANSWER_TIMEOUT });
    const m = /^香菇滑鸡饭（2026-11-23）：座位 40，已订 (\d+)，剩余 (\d+)$/.exec(result.textContent ?? '');
    await expect(m).not.toBeNull();
    await expect(Number(m![1]) + Number(m![2])).toBe(40);
  },
};

export const MealLineRules: Story = {
  name: '餐线规则',
  render: () => <StoryFrame path="/meal/lineRules"><MealLineRulesPage today={STORY_TODAY} /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const { grid, filters } = await openPage(canvasElement, '餐线规则');
    await expect(filterLabels(filters!)).toEqual(['规则名称', '所属项目', '餐别', '状态']);
    const first = dataRows(grid)[0]!;
    await expect(cellOf(grid, first, '规则名称')).toHaveTextContent('晚餐餐线规则');
    await expect(cellOf(grid, first, '餐别')).toHaveTextContent('晚餐');
    await expect(cellOf(grid, first, '餐线数量')).toHaveTextContent('2');
    await expect(cellOf(grid, first, '每线座位数')).toHaveTextContent('40');
    await expect(cellOf(grid, first, '状态')).toHaveTextContent('启用');
    await expect(dataRows(grid)).toHaveLength(8);
  },
};

export const TakeFoodRules: Story = {
  name: '取餐规则',
  render: () => <StoryFrame path="/meal/takeFoodRules"><TakeFoodRulesPage today={STORY_TODAY} /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const { grid, filters } = await openPage(canvasElement, '取餐规则');
    await expect(filterLabels(filters!)).toEqual(['取餐点', '所属项目', '餐别', '状态']);
    const first = dataRows(grid)[0]!;
    await expect(cellOf(grid, first, '取餐点')).toHaveTextContent('海岸国际社区晚餐取餐点');
    await expect(cellOf(grid, first, '取餐开始(HH:mm)')).toHaveTextContent('17:30');
    await expect(cellOf(grid, first, '取餐结束(HH:mm)')).toHaveTextContent('19:30');
  },
};

export const Meals: Story = {
  name: '菜品管理',
  render: () => <StoryFrame path="/meal/meals"><MealsPage today={STORY_TODAY} /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const { page, grid, filters } = await openPage(canvasElement, '菜品');
    await expect(filterLabels(filters!)).toEqual(['菜品名称', '餐别', '供餐商户', '所属项目', '状态', '创建时间']);
    // The seed's newest dish (ImportMeals may have added newer ones since the page loaded).
    const first = rowWith(grid, '香菇滑鸡饭');
    await expect(cellOf(grid, first, '价格(元)')).toHaveTextContent('18.00');
    await expect(cellOf(grid, first, '餐别')).toHaveTextContent('晚餐');
    await refLabelsLoaded(grid, '所属项目');
    await expect(cellOf(grid, first, '所属项目')).toHaveTextContent('海岸国际社区');
    await expect(within(page).getByRole('button', { name: '导入' })).toBeVisible();
  },
};

/**
 * 导入 opens the upload; a csv with one good and one bad line saves the good one and reports
 * the bad one by its row, field and reason.
 */
export const ImportMeals: Story = {
  name: '菜品管理 · 导入',
  render: () => <StoryFrame path="/meal/meals"><MealsPage today={STORY_TODAY} /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const { page } = await openPage(canvasElement, '菜品');
    await userEvent.click(within(page).getByRole('button', { name: '导入' }));
    const dialog = await screen.findByRole('dialog', { name: '导入菜品' });
    const start = within(dialog).getByRole('button', { name: '开始导入' });
    await expect(start).toBeDisabled();
    await expect(within(dialog).getByText('将 xlsx 或 csv 文件拖到此处，或')).toBeVisible();

    // A new name each run: names are unique and the server lives as long as the page.
    const name = `椒麻鸡饭${Date.now() % 100000}`;
    const csv = `菜品名称,价格(元),餐别,供餐商户,所属项目\n${name},19.5,午餐,8,5\n干炒牛河,很贵,午餐,8,5\n`;
    await userEvent.upload(dialog.querySelector<HTMLInputElement>('input[type="file"]')!, new File([csv], '菜品导入.csv', { type: 'text/csv' }));
    await expect(within(dialog).getByText('菜品导入.csv')).toBeVisible();
    await userEvent.click(start);
    await expect(await within(dialog).findByText('共 2 行，成功导入 1 行，失败 1 行', {}, { timeout: ANSWER_TIMEOUT })).toBeVisible();
    const report = within(dialog).getByRole('table');
    await expect(within(report).getByText('第 3 行')).toBeVisible();
    await expect(within(report).getByText('价格(元)')).toBeVisible();

    // The footer's 关闭 (the title bar has an icon button of the same name).
    await userEvent.click(within(dialog).getAllByRole('button', { name: '关闭' }).find((b) => b.textContent === '关闭')!);
    const { grid } = await openPage(canvasElement, '菜品');
    await waitFor(() => expect(columnTexts(grid, '菜品名称')).toContain(name), { timeout: ANSWER_TIMEOUT });
  },
};

export const MealDateTypes: Story = {
  name: '日期类型',
  render: () => <StoryFrame path="/meal/dateTypes"><MealDateTypesPage today={STORY_TODAY} /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const { grid, filters } = await openPage(canvasElement, '日期类型');
    await expect(filterLabels(filters!)).toEqual(['所属项目', '日期', '日期类型']);
    const first = dataRows(grid)[0]!;
    await expect(cellOf(grid, first, '日期')).toHaveTextContent('2026-11-27');
    await expect(cellOf(grid, first, '日期类型')).toHaveTextContent('工作日');
    await expect(columnTexts(grid, '日期类型')).toContain('周末');
  },
};

export const MealCarts: Story = {
  name: '购物车',
  render: () => <StoryFrame path="/meal/carts"><MealCartsPage today={STORY_TODAY} /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const { page, grid, filters } = await openPage(canvasElement, '购物车');
    await expect(filterLabels(filters!)).toEqual(['用户', '所属项目', '用餐日期', '创建时间']);
    const first = dataRows(grid)[0]!;
    await expect(cellOf(grid, first, '用餐日期')).toHaveTextContent('2026-11-24');
    await expect(cellOf(grid, first, '数量')).toHaveTextContent('2');
    await refLabelsLoaded(grid, '用户');
    await expect(within(page).getByText('共 12 条')).toBeVisible();
  },
};

export const IntegralRecords: Story = {
  name: '积分记录',
  render: () => <StoryFrame path="/meal/integralRecords"><IntegralRecordsPage today={STORY_TODAY} /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const { grid, filters } = await openPage(canvasElement, '积分记录');
    await expect(filterLabels(filters!)).toEqual(['用户', '所属项目', '变动类型', '创建时间']);
    const first = dataRows(grid)[0]!;
    await expect(cellOf(grid, first, '变动类型')).toHaveTextContent('消费');
    await expect(cellOf(grid, first, '变动积分')).toHaveTextContent('-80');
    await expect(cellOf(grid, first, '积分余额')).toHaveTextContent('760');
    await expect(columnTexts(grid, '变动类型')).toContain('充值');
  },
};

export const RechargeRecords: Story = {
  name: '充值记录',
  render: () => <StoryFrame path="/meal/rechargeRecords"><RechargeRecordsPage today={STORY_TODAY} /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const { grid, filters } = await openPage(canvasElement, '积分充值记录');
    await expect(filterLabels(filters!)).toEqual(['订单号', '用户', '所属项目', '支付方式', '充值状态', '创建时间']);
    const first = dataRows(grid)[0]!;
    await expect(cellOf(grid, first, '订单号')).toHaveTextContent('JFCZ20261121000020');
    await expect(cellOf(grid, first, '支付金额(元)')).toHaveTextContent('200.00');
    await expect(cellOf(grid, first, '到账积分')).toHaveTextContent('2000');
    await expect(cellOf(grid, first, '支付方式')).toHaveTextContent('微信支付');
    await expect(cellOf(grid, first, '充值状态')).toHaveTextContent('充值成功');
  },
};

export const RechargeSettings: Story = {
  name: '充值设置',
  render: () => <StoryFrame path="/meal/rechargeSettings"><RechargeSettingsPage today={STORY_TODAY} /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const { grid, filters } = await openPage(canvasElement, '积分充值套餐');
    await expect(filterLabels(filters!)).toEqual(['套餐名称', '所属项目', '状态']);
    await expect(columnTexts(grid, '套餐名称')).toEqual(['充500元得5500积分', '充200元得2150积分', '充100元得1050积分', '充50元得500积分']);
    await expect(columnTexts(grid, '赠送积分')).toEqual(['500', '150', '50', '0']);
  },
};

export const Receivables: Story = {
  name: '应收款',
  render: () => <StoryFrame path="/meal/receivables"><ReceivablesPage today={STORY_TODAY} /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const { page, grid, filters } = await openPage(canvasElement, '应收款');
    await expect(filterLabels(filters!)).toEqual(['订单号', '用户', '所属项目', '支付方式', '支付时间', '收款状态']);
    const first = dataRows(grid)[0]!;
    await expect(cellOf(grid, first, '订单号')).toHaveTextContent('DC20261121000120');
    await expect(cellOf(grid, first, '应收金额(元)')).toHaveTextContent('36.00');
    await expect(cellOf(grid, first, '支付方式')).toHaveTextContent('钱包余额');
    // Receivables are created by orders: no add, edit or delete here.
    await expect(within(page).queryByRole('button', { name: '新增' })).toBeNull();
    await expect(within(grid).queryByRole('button', { name: /^编辑 / })).toBeNull();
  },
};

/** 退款 on a paid receivable asks for 退款原因, then the row turns 已退款. */
export const RefundReceivable: Story = {
  name: '应收款 · 退款',
  render: () => <StoryFrame path="/meal/receivables"><ReceivablesPage today={STORY_TODAY} /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const { grid } = await openPage(canvasElement, '应收款');
    const { button, name } = await firstOffered(grid, '退款');
    await expect(cellOf(grid, rowWith(grid, name), '收款状态')).toHaveTextContent('已支付');
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: `退款 · ${name}` });
    const reason = within(dialog).getByRole('textbox', { name: '退款原因' });
    await userEvent.type(reason, '菜品售罄，按原路退回');
    await userEvent.click(within(dialog).getByRole('button', { name: '退款' }));
    await findToast('退款成功');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: `退款 · ${name}` })).toBeNull());
    await waitFor(() => expect(cellOf(grid, rowWith(grid, name), '收款状态')).toHaveTextContent('已退款'), { timeout: ANSWER_TIMEOUT });
    await expect(within(rowWith(grid, name)).queryByRole('button', { name: `退款 ${name}` })).toBeNull();
  },
};

export const Collections: Story = {
  name: '收款管理',
  render: () => <StoryFrame path="/meal/collections"><CollectionsPage today={STORY_TODAY} /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const { page, grid, filters } = await openPage(canvasElement, '收款记录');
    await expect(filterLabels(filters!)).toEqual(['收款单号', '收款商户', '所属项目', '收款设备', '付款人', '支付方式', '状态', '创建时间']);
    const first = dataRows(grid)[0]!;
    await expect(cellOf(grid, first, '收款单号')).toHaveTextContent('SK20261121000080');
    await expect(cellOf(grid, first, '付款人')).toHaveTextContent('丁静勇');
    await expect(cellOf(grid, first, '收款金额(元)')).toHaveTextContent('118.38');
    await expect(within(page).getByRole('button', { name: '导出' })).toBeVisible();
    await expect(within(grid).getAllByRole('button', { name: /^退款 / }).length).toBeGreaterThan(0);
  },
};
