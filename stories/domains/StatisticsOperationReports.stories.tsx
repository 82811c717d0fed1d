import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import type { ComponentType } from 'react';
import {
  CardReportPage, MealLineReportPage, MerchantSettlementReportPage, PropertyFeeReportPage, RepairReportPage, SubsidyReportPage,
  UserActivityReportPage, type StatisticsPageProps,
} from '../../src/domains/statistics';
import { ANSWER_TIMEOUT, SERVER_TIMEOUT, StoryFrame, STORY_TODAY } from '../support/StoryFrame';

/**
 * The 统计数据 reports over operations data (issue 38: meal lines, merchant settlement, subsidies,
 * cards, repairs, property fees, user activity), each mounted alone against the in-page reference
 * server with the seeded data: heading, KPI card equal to the table's total, chart drawn.
 */
const meta: Meta = { title: 'Pages/统计数据 (Statistics)/运营报表 (Operation reports)', parameters: { layout: 'fullscreen' } };
export default meta;
type Story = StoryObj;

function reportStory(Page: ComponentType<StatisticsPageProps>, path: string, heading: string, first: string): Story {
  return {
    render: () => <StoryFrame path={path}><Page today={STORY_TODAY} /></StoryFrame>,
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await canvas.findByRole('heading', { name: heading, level: 1 }, { timeout: SERVER_TIMEOUT });
      const table = await canvas.findByRole('table', { name: `${heading}明细` }, { timeout: ANSWER_TIMEOUT });
      const total = table.querySelector(`tfoot [data-total="${first}"]`)!.textContent;
      const card = canvasElement.querySelector(`[data-kpi="${first}"] .value`)!;
      await expect(card.textContent).toBe(total);
      const chart = canvasElement.querySelector('[data-chart-kind]');
      if (chart) await waitFor(() => expect(chart).toHaveAttribute('data-ready', 'true'), { timeout: ANSWER_TIMEOUT });
    },
  };
}

export const MealLineReport = reportStory(MealLineReportPage, '/statiscal/reportMealLine', '餐线统计', 'booked');
export const MerchantSettlementReport = reportStory(MerchantSettlementReportPage, '/statiscal/reportMerchantSettlement', '商户结算', 'due');
export const SubsidyReport = reportStory(SubsidyReportPage, '/statiscal/reportSubsidy', '补贴发放统计', 'granted');
export const CardReport = reportStory(CardReportPage, '/statiscal/reportCard', '卡务统计', 'steps');
export const RepairReport = reportStory(RepairReportPage, '/statiscal/reportRepair', '报修统计', 'requests');
export const PropertyFeeReport = reportStory(PropertyFeeReportPage, '/statiscal/reportPropertyFee', '物业缴费统计', 'billed');
export const UserActivityReport = reportStory(UserActivityReportPage, '/statiscal/reportUserActivity', '用户活跃统计', 'active');
