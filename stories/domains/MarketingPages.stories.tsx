import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  CommissionsPage, CouponLookupPage, CouponReceiptsPage, CouponReportPage, CouponsPage, DistributionReportPage, DistributionRulesPage,
  type MarketingReportPageProps,
} from '../../src/domains/marketing';
import { ANSWER_TIMEOUT, SERVER_TIMEOUT, StoryFrame, STORY_TODAY } from '../support/StoryFrame';
import { findToast, headersOf, openPage, rowWith } from '../support/pagePlay';

/**
 * The marketing pages against the in-page reference server with the seeded coupon batches,
 * receipts, distribution rules and commissions (clock pinned to 2026-11-21).
 */
const meta: Meta = { title: 'Pages/营销中心 (Marketing centre)/页面 (Pages)', parameters: { layout: 'fullscreen' } };
export default meta;
type Story = StoryObj;

/** 优惠券: every state's batch; a draft offers 发布, a published one 发放 and 停用. */
export const Coupons: Story = {
  render: () => <StoryFrame path="/marketingCenter/coupon"><CouponsPage today={STORY_TODAY} /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const { grid } = await openPage(canvasElement, '优惠券');
    await expect(headersOf(grid)).toEqual(expect.arrayContaining(['券名称', '所属项目', '类型', '面额(元)', '折扣(折)', '使用门槛(元)', '发放总量', '剩余库存', '每人限领', '状态']));
    await waitFor(() => expect(within(rowWith(grid, '生鲜9折券')).getByRole('button', { name: /^发布 / })).toBeInTheDocument(), { timeout: ANSWER_TIMEOUT });
    const published = rowWith(grid, '满100减20');
    await expect(within(published).getByRole('button', { name: /^发放/ })).toBeInTheDocument();
  },
};

/** 发放: pick a user of the batch's project, issue, and the toast says how many and what is left. */
export const IssueCoupon: Story = {
  render: () => <StoryFrame path="/marketingCenter/coupon"><CouponsPage today={STORY_TODAY} /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const { grid } = await openPage(canvasElement, '优惠券');
    await userEvent.click(within(rowWith(grid, '新人专享10元券')).getByRole('button', { name: /^发放/ }));
    const dialog = await screen.findByRole('dialog', { name: '发放优惠券“新人专享10元券”' }, { timeout: ANSWER_TIMEOUT });
    await userEvent.click(within(dialog).getByRole('button', { name: '确认发放' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('请选择用户或填写用户编号');
    const users = within(dialog).getByRole('list', { name: '选择用户' });
    const first = await within(users).findAllByRole('checkbox', {}, { timeout: ANSWER_TIMEOUT });
    await userEvent.click(first.find((c) => !(c as HTMLInputElement).disabled)!);
    await userEvent.click(within(dialog).getByRole('button', { name: '确认发放' }));
    await findToast(/^已向 1 人发放“新人专享10元券”，剩余库存 \d+ 张$/);
  },
};

/** 领取记录: who received which coupon and its state; unused ones offer 核销, the rest nothing to change. */
export const Receipts: Story = {
  render: () => <StoryFrame path="/marketingCenter/receive"><CouponReceiptsPage today={STORY_TODAY} /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const { grid } = await openPage(canvasElement, '领取记录');
    await expect(headersOf(grid)).toEqual(expect.arrayContaining(['领取时间', '优惠券', '领取用户', '领取方式', '有效期至', '状态', '使用订单号', '抵扣金额(元)']));
    await waitFor(() => expect(within(grid).queryAllByRole('button', { name: /^核销 / }).length).toBeGreaterThan(0), { timeout: ANSWER_TIMEOUT });
    await expect(within(grid).queryAllByRole('button', { name: /^编辑 / })).toHaveLength(0);
  },
};

/** 分销管理: rules with their levels and rates; 启用/停用 and 佣金明细 per row. */
export const DistributionRules: Story = {
  render: () => <StoryFrame path="/marketingCenter/distribution"><DistributionRulesPage today={STORY_TODAY} /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const { grid } = await openPage(canvasElement, '分销管理');
    await expect(headersOf(grid)).toEqual(expect.arrayContaining(['规则名称', '分销层级', '一级佣金比例(%)', '二级佣金比例(%)', '生效日期', '失效日期', '状态']));
    await waitFor(() => expect(within(grid).queryAllByRole('button', { name: /^佣金明细/ }).length).toBeGreaterThan(0), { timeout: ANSWER_TIMEOUT });
  },
};

/** 分销佣金: read-only commission lines. */
export const Commissions: Story = {
  render: () => <StoryFrame path="/marketingCenter/commission"><CommissionsPage today={STORY_TODAY} /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const { grid } = await openPage(canvasElement, '分销佣金');
    await expect(headersOf(grid)).toEqual(expect.arrayContaining(['分销员', '佣金层级', '订单号', '订单金额(元)', '佣金比例(%)', '佣金(元)']));
    await expect(within(canvasElement).queryByRole('button', { name: /^新增/ })).toBeNull();
  },
};

/** A report page: its heading, a drawn chart, and the first KPI card equal to the total row. */
function reportStory(Page: ComponentType<MarketingReportPageProps>, path: string, heading: string, first: string): Story {
  return {
    render: () => <StoryFrame path={path}><Page today={STORY_TODAY} /></StoryFrame>,
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await canvas.findByRole('heading', { name: heading, level: 1 }, { timeout: SERVER_TIMEOUT });
      const table = await canvas.findByRole('table', { name: `${heading}明细` }, { timeout: ANSWER_TIMEOUT });
      const total = table.querySelector(`tfoot [data-total="${first}"]`)!.textContent;
      await expect(canvasElement.querySelector(`[data-kpi="${first}"] .value`)!.textContent).toBe(total);
      const chart = canvasElement.querySelector('[data-chart-kind]');
      if (chart) await waitFor(() => expect(chart).toHaveAttribute('data-ready', 'true'), { timeout: ANSWER_TIMEOUT });
    },
  };
}

/** 优惠券统计: issued, used, expired and the use rate per batch. */
export const CouponReport = reportStory(CouponReportPage, '/statiscal/reportCoupon', '优惠券报表', 'issued');
/** 分销统计: commissions per level. */
export const DistributionReport = reportStory(DistributionReportPage, '/statiscal/reportDistribution', '分销报表', 'commission');

/** 优惠券查询: a coupon by its number, each field labelled; a number that is no coupon keeps the input and says so. */
export const CouponLookup: Story = {
  render: () => <StoryFrame path="/marketingCenter/couponInfo"><CouponLookupPage /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: '优惠券查询' }, { timeout: SERVER_TIMEOUT });
    const input = canvas.getByRole('textbox', { name: '优惠券编号' });
    await userEvent.type(input, '999999');
    await userEvent.click(canvas.getByRole('button', { name: '查询' }));
    await expect(await canvas.findByRole('alert', {}, { timeout: ANSWER_TIMEOUT })).toHaveTextContent('优惠券不存在');
    await expect(input).toHaveValue('999999');
    await userEvent.clear(input);
    await userEvent.type(input, '1');
    await userEvent.click(canvas.getByRole('button', { name: '查询' }));
    const result = await canvas.findByRole('region', { name: /^优惠券“/ }, { timeout: ANSWER_TIMEOUT });
    for (const label of ['券名称', '类型', '面额(元)', '使用门槛(元)', '发放总量', '开始日期', '结束日期', '状态']) {
      await expect(result).toHaveTextContent(label);
    }
    await expect(result).toHaveTextContent('新人专享10元券');
  },
};
