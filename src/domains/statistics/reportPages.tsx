/**
 * The report pages of the statistics domain: each is the kit's `ReportPage` over one report of the
 * contract and its source resource; one export per mountable page.
 */
import type { ComponentType } from 'react';
import type { ReportDef } from '../../contract/report';
import {
  businessAnalysisReport, commentReport, consumptionDetailReport, consumptionReport, dailyMealReport, dishSalesReport, personConsumptionReport, rechargeDetailReport, walletBalanceReport, deviceCollectionReport, flashStatisticsReport, mealOrderReport,
  merchantTurnoverReport, organisationSellReport, projectSummaryReport, rechargeReport, refundReport, visitorReport,
} from '../../contract/reports/index';
import { collection } from '../../contract/services/collection';
import { commentBill } from '../../contract/services/comment';
import { order } from '../../contract/services/flashdeliver';
import { orderDinner } from '../../contract/services/ordermeal';
import { visitorOrder } from '../../contract/services/passthrough';
import type { ResourceDef } from '../../contract/types';
import { rechargeManage, virtAccountExtend, virtAccountWater } from '../../contract/services/wallet';
import { ReportPage, useViewT } from '../../resource';

/**
 * Props of every statistics page: the route's title key heads it; `today` pins the date (stories, tests).
 * @example
 * <VisitorReportPage className="partner-report" />
 */
export interface StatisticsPageProps {
  title?: string;
  today?: string;
  /** The host's class on the page's root (beside `sca-page`). */
  className?: string;
}

/**
 * A statistics page of one report over its source.
 * @example
 * export const VisitorReportPage = reportPage(visitorReport, visitorOrder);
 */
export function reportPage(report: ReportDef, source: ResourceDef): ComponentType<StatisticsPageProps> {
  return function StatisticsReportPage({ title, today, className }: StatisticsPageProps) {
    const t = useViewT();
    return <ReportPage report={report} source={source} className={className} {...(title ? { title: t(title) } : {})} {...(today ? { today } : {})} />;
  };
}

/** 订餐统计 of 统计数据: dinner orders by day, meal time, company, project or status. @example <MealOrderReportPage /> */
export const MealOrderReportPage = reportPage(mealOrderReport, orderDinner);
/** 消费汇总: wallet payments by day, merchant, channel or company. @example <ConsumptionReportPage /> */
export const ConsumptionReportPage = reportPage(consumptionReport, virtAccountWater);
/** 充值汇总: approved recharges, pending and rejected apart. @example <RechargeReportPage /> */
export const RechargeReportPage = reportPage(rechargeReport, rechargeManage);
/** 退款统计: wallet refunds. @example <RefundReportPage /> */
export const RefundReportPage = reportPage(refundReport, virtAccountWater);
/** 商户营业额: wallet payments per merchant. @example <MerchantTurnoverReportPage /> */
export const MerchantTurnoverReportPage = reportPage(merchantTurnoverReport, virtAccountWater);
/** 设备收款统计: collections per device, merchant or payment method. @example <DeviceCollectionReportPage /> */
export const DeviceCollectionReportPage = reportPage(deviceCollectionReport, collection);
/** 访客统计: visitor appointments. @example <VisitorReportPage /> */
export const VisitorReportPage = reportPage(visitorReport, visitorOrder);
/** 投诉建议统计: complaints by type, project or status, with the share resolved. @example <CommentReportPage /> */
export const CommentReportPage = reportPage(commentReport, commentBill);
/** 项目汇总 (云小店统计): cloud-shop sales per project and month. @example <ProjectSummaryPage /> */
export const ProjectSummaryPage = reportPage(projectSummaryReport, order);
/** 云小店统计: cloud-shop sales by day. @example <FlashStatisticsPage /> */
export const FlashStatisticsPage = reportPage(flashStatisticsReport, order);
/** 经营分析: cloud-shop orders by status. @example <BusinessAnalysisPage /> */
export const BusinessAnalysisPage = reportPage(businessAnalysisReport, order);
/** 项目销售报表 (云小店): sales per project. @example <OrganisationSellReportPage /> */
export const OrganisationSellReportPage = reportPage(organisationSellReport, order);
/** 每日订餐: effective meal orders per day, stacked by meal time. @example <DailyMealReportPage /> */
export const DailyMealReportPage = reportPage(dailyMealReport, orderDinner);
/** 个人消费: meal-order spending of the top 20 people (totals over everyone). @example <PersonConsumptionReportPage /> */
export const PersonConsumptionReportPage = reportPage(personConsumptionReport, orderDinner);
/** 充值明细: recharges of the account flow, each group opening its flow lines. @example <RechargeDetailReportPage /> */
export const RechargeDetailReportPage = reportPage(rechargeDetailReport, virtAccountWater);
/** 消费明细: payments and refunds of the account flow with the net, each group opening its flow lines. @example <ConsumptionDetailReportPage /> */
export const ConsumptionDetailReportPage = reportPage(consumptionDetailReport, virtAccountWater);
/** 钱包余额: account balances at the end of the range's last day, from the ledger. @example <WalletBalanceReportPage /> */
export const WalletBalanceReportPage = reportPage(walletBalanceReport, virtAccountExtend);
/** 菜品销量: effective meal orders per dish (top 30). @example <DishSalesReportPage /> */
export const DishSalesReportPage = reportPage(dishSalesReport, orderDinner);
