import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  CollectionOrdersPage, DevicesPage, DistributorPage, GoalCompletionPage, KeyCabinetsPage, MerchantInfoPage, OfflineWarningPage, PrintConfigPage, RefundPage,
  SalesTargetsPage,
} from '../../src/domains/merchant';
import { ANSWER_TIMEOUT, StoryFrame, STORY_TODAY } from '../support/StoryFrame';
import { cellOf, columnTexts, dataRows, firstOffered, headersOf, openPage } from '../support/pagePlay';

/**
 * Every merchant page mounted alone against the in-page reference server with the seeded
 * merchants, devices, key cabinets, printers, companies and collections (clock pinned to 2026-11-21).
 */
const meta: Meta = { title: 'Pages/商户管理 (Merchants)/页面 (Pages)', parameters: { layout: 'fullscreen' } };
export default meta;
type Story = StoryObj;

/**
 * 商户信息管理: 启用 / 停用 named on the rows (营业中 ones offer 停用); the consumption statistics
 * per merchant as KPI figures, a chart and a table; a merchant's meal lines in a drawer.
 */
export const MerchantInformation: Story = {
  render: () => <StoryFrame path="/merchant/merchantInfoManger"><MerchantInfoPage today={STORY_TODAY} /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const { page, grid } = await openPage(canvasElement, '商户信息管理', 4);
    await expect(headersOf(grid)).toEqual(expect.arrayContaining(['商户名称', '所属项目', '营业状态']));
    await expect(within(page).queryAllByRole('button', { name: /^updateStatus/ })).toHaveLength(0);
    await userEvent.click(within(page).getByRole('button', { name: '消费统计' }));
    const panel = within(page).getByRole('region', { name: '商户消费统计' });
    await userEvent.click(within(panel).getByRole('button', { name: '查询' }));
    const kpis = await within(panel).findByLabelText('商户消费统计汇总', {}, { timeout: ANSWER_TIMEOUT });
    await expect(kpis).toHaveTextContent('消费笔数');
    await expect(kpis).toHaveTextContent(/消费金额\(元\)\d+\.\d{2}/);
    await within(panel).findByRole('table', { name: '商户消费统计' });
    const { button, name } = await firstOffered(grid, '供餐线路');
    await userEvent.click(button);
    await screen.findByRole('dialog', { name: `供餐线路 · ${name}` }, { timeout: ANSWER_TIMEOUT });
  },
};

/** 分销商管理: distributors first; 运营中心 lists the operation centres with their own call. */
export const Distributors: Story = {
  render: () => <StoryFrame path="/merchant/distributorManger"><DistributorPage today={STORY_TODAY} /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const { page, grid } = await openPage(canvasElement, '分销商管理');
    await waitFor(() => expect(new Set(columnTexts(grid, '公司类别'))).toEqual(new Set(['分销商'])), { timeout: ANSWER_TIMEOUT });
    await userEvent.click(within(page).getByRole('radio', { name: '运营中心' }));
    const { grid: centres } = await openPage(canvasElement, '分销商管理');
    await waitFor(() => expect(new Set(columnTexts(centres, '公司类别'))).toEqual(new Set(['运营中心'])), { timeout: ANSWER_TIMEOUT });
  },
};

/** 收款设备: online devices offer 下线, offline ones 上线. */
export const Devices: Story = {
  render: () => <StoryFrame path="/merchant/collectionDevice"><DevicesPage today={STORY_TODAY} /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const { grid } = await openPage(canvasElement, '收款设备', 4);
    await expect(new Set(columnTexts(grid, '在线状态'))).toEqual(new Set(['在线', '离线']));
    await firstOffered(grid, '下线');
  },
};

/** 离线预警: only offline devices, each with the time it went offline and for how long. */
export const OfflineWarning: Story = {
  render: () => <StoryFrame path="/merchant/offlineWarning"><OfflineWarningPage today={STORY_TODAY} /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const { grid } = await openPage(canvasElement, '离线预警');
    await expect(headersOf(grid)).toEqual(expect.arrayContaining(['设备名称', '所属商户', '离线时间', '最近在线']));
    for (const row of dataRows(grid)) await expect(cellOf(grid, row, '离线时间')).toHaveTextContent(/已离线 \d+ (分钟|小时|天)/);
  },
};

/** 钥匙柜 (our addition): cabinets with compartments, opening mode and longest stay. */
export const KeyCabinets: Story = {
  render: () => <StoryFrame path="/merchant/keyCabinet"><KeyCabinetsPage today={STORY_TODAY} /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const { grid } = await openPage(canvasElement, '钥匙柜', 4);
    await expect(headersOf(grid)).toEqual(expect.arrayContaining(['格口数', '开柜方式', '最长存放(小时)']));
  },
};

/** 打印配置 (our addition): printers with brand, paper width, copies and printing on order. */
export const Printers: Story = {
  render: () => <StoryFrame path="/merchant/printConfig"><PrintConfigPage today={STORY_TODAY} /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const { grid } = await openPage(canvasElement, '打印配置', 5);
    await expect(headersOf(grid)).toEqual(expect.arrayContaining(['打印机品牌', '纸宽', '打印联数', '接单自动打印']));
  },
};

/** 收款订单: every collection; 退款 only on paid ones, never the generic status dialog. */
export const CollectionOrders: Story = {
  render: () => <StoryFrame path="/merchant/collectionOrder"><CollectionOrdersPage today={STORY_TODAY} /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const { grid } = await openPage(canvasElement, '收款订单', 5);
    await expect(new Set(columnTexts(grid, '状态'))).toEqual(new Set(['已收款', '已退款']));
    for (const row of dataRows(grid)) {
      const refunded = cellOf(grid, row, '状态').textContent === '已退款';
      if (refunded) await expect(within(row).queryAllByRole('button', { name: /^退款 / })).toHaveLength(0);
    }
  },
};

/** 退款管理: the refund asks for the reason, then confirms the amount in Chinese capitals. */
export const Refund: Story = {
  render: () => <StoryFrame path="/merchant/refund"><RefundPage today={STORY_TODAY} /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const { grid } = await openPage(canvasElement, '退款管理', 5);
    await expect(new Set(columnTexts(grid, '状态'))).toEqual(new Set(['已收款']));
    const { button, name } = await firstOffered(grid, '退款');
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: `退款 · ${name}` }, { timeout: ANSWER_TIMEOUT });
    await userEvent.type(within(dialog).getByRole('textbox', { name: '退款原因' }), '重复付款');
    await userEvent.click(within(dialog).getByRole('button', { name: '下一步' }));
    const confirm = await screen.findByRole('alertdialog', { name: '确认退款' }, { timeout: ANSWER_TIMEOUT });
    await expect(within(confirm).getByTestId('money-capitals')).toHaveTextContent(/^[零壹贰叁肆伍陆柒捌玖拾佰仟万亿元角分整]+$/);
    await expect(confirm).toHaveTextContent(name);
  },
};

/**
 * 目标完成: the month's targets beside the cloud shop's sales per project, with completion rates,
 * totals and a chart; computed in fen.
 */
export const GoalCompletion: Story = {
  render: () => <StoryFrame path="/buildFlashStatiscal/goalCompletion"><GoalCompletionPage today={STORY_TODAY} /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: '目标完成情况' }, { timeout: ANSWER_TIMEOUT * 4 });
    const table = await canvas.findByRole('table', { name: '2026-11 目标完成明细' }, { timeout: ANSWER_TIMEOUT });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(4), { timeout: ANSWER_TIMEOUT });
    await expect(table).toHaveTextContent(/\d+\.\d{2}%/);
    const totals = canvas.getByLabelText('2026-11 目标完成汇总');
    await expect(totals).toHaveTextContent(/目标销售额\(元\)\d+\.\d{2}/);
  },
};

/** 销售目标 (our addition): targets per project and month. */
export const SalesTargets: Story = {
  render: () => <StoryFrame path="/buildFlashStatiscal/salesTarget"><SalesTargetsPage today={STORY_TODAY} /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const { grid } = await openPage(canvasElement, '销售目标', 8);
    await expect(headersOf(grid)).toEqual(expect.arrayContaining(['所属项目', '月份', '目标销售额(元)']));
  },
};
