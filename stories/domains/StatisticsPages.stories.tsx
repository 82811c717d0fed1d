import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import {
  BusinessAnalysisPage, BusinessProfilePage, CommentReportPage, ConsumptionReportPage, DeviceCollectionReportPage, FlashStatisticsPage,
  MealOrderReportPage, MerchantTurnoverReportPage, OrganisationSellReportPage, PlatformOverviewPage, ProjectSummaryPage, RechargeReportPage,
  RefundReportPage, VisitorReportPage, DailyMealReportPage, PersonConsumptionReportPage, DishSalesReportPage, RechargeDetailReportPage,
  ConsumptionDetailReportPage, WalletBalanceReportPage, DeptConsumptionReportPage, ParkingReportPage, type StatisticsPageProps,
} from '../../src/domains/statistics';
import type { ComponentType } from 'react';
import { ANSWER_TIMEOUT, SERVER_TIMEOUT, StoryFrame, STORY_TODAY } from '../support/StoryFrame';

/**
 * Every statistics page mounted alone against the in-page reference server with the seeded data,
 * its clock pinned to 2026-11-21: the table's total row and the KPI cards say the same, and the
 * chart is drawn.
 */
const meta: Meta = { title: 'Pages/统计数据 (Statistics)/页面 (Pages)', parameters: { layout: 'fullscreen' } };
export default meta;
type Story = StoryObj;

/** A report page's story: its heading, a drawn chart, and the first KPI card equal to the total row. */
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

export const MealOrderReport = reportStory(MealOrderReportPage, '/statiscal/reportMealOrder', '订餐订单报表', 'orders');
export const ConsumptionReport = reportStory(ConsumptionReportPage, '/statiscal/reportConsumptionSummary', '消费汇总', 'count');
export const RechargeReport = reportStory(RechargeReportPage, '/statiscal/reportRechargeSummary', '充值汇总', 'approvedAmount');
export const RefundReport = reportStory(RefundReportPage, '/statiscal/reportRefund', '退款统计', 'count');
export const MerchantTurnoverReport = reportStory(MerchantTurnoverReportPage, '/statiscal/reportMerchantTurnover', '商户营业额', 'count');
export const DeviceCollectionReport = reportStory(DeviceCollectionReportPage, '/statiscal/reportDeviceCollection', '设备收款统计', 'count');
export const VisitorReport = reportStory(VisitorReportPage, '/statiscal/reportVisitor', '访客统计', 'appointments');
export const CommentReport = reportStory(CommentReportPage, '/statiscal/reportComment', '投诉建议统计', 'bills');
export const ProjectSummary = reportStory(ProjectSummaryPage, '/buildFlashStatiscal/projectSummary', '项目汇总', 'orders');
export const FlashStatistics = reportStory(FlashStatisticsPage, '/buildFlashStatiscal/flashStatistics', '云小店统计', 'orders');
export const BusinessAnalysis = reportStory(BusinessAnalysisPage, '/buildFlashStatiscal/businessAnalysis', '经营分析', 'orders');
export const DailyMealReport = reportStory(DailyMealReportPage, '/statiscal/reportDailyMeal', '每日订餐', 'orders');
export const PersonConsumptionReport = reportStory(PersonConsumptionReportPage, '/statiscal/reportPersonConsumption', '个人消费', 'amount');
export const DishSalesReport = reportStory(DishSalesReportPage, '/statiscal/reportDishSales', '菜品销量', 'orders');
export const RechargeDetailReport = reportStory(RechargeDetailReportPage, '/statiscal/reportRechargeDetail', '充值明细', 'count');
export const ConsumptionDetailReport = reportStory(ConsumptionDetailReportPage, '/statiscal/reportConsumptionDetail', '消费明细', 'net');
export const WalletBalanceReport = reportStory(WalletBalanceReportPage, '/statiscal/reportWalletBalance', '钱包余额', 'balance');
export const OrganisationSell = reportStory(OrganisationSellReportPage, '/flashdeliver/organisationSellReport', '项目销售报表', 'orders');

export const PlatformOverview: Story = {
  render: () => <StoryFrame path="/statiscal/platformOverview"><PlatformOverviewPage today={STORY_TODAY} /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: '平台概览', level: 1 }, { timeout: SERVER_TIMEOUT });
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-chart-kind][data-ready="true"]')).toHaveLength(5), { timeout: ANSWER_TIMEOUT });
  },
};

export const BusinessProfile: Story = {
  render: () => <StoryFrame path="/statiscal/businessProfile"><BusinessProfilePage today={STORY_TODAY} /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: '经营概况', level: 1 }, { timeout: SERVER_TIMEOUT });
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-chart-kind][data-ready="true"]')).toHaveLength(3), { timeout: ANSWER_TIMEOUT });
  },
};

/** 部门消费统计: amount per department (KPI equals the table's total), chart drawn. */
export const DeptConsumptionReport = reportStory(DeptConsumptionReportPage, '/statiscal/reportDeptConsumption', '部门消费统计', 'amount');
/** 停车统计: stays per day (KPI equals the table's total), chart drawn. */
export const ParkingReport = reportStory(ParkingReportPage, '/statiscal/reportParking', '停车统计', 'visits');
