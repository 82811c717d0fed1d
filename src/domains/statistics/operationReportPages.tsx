/**
 * The statistics domain's report pages over operations data that were dead embeds: meal lines,
 * merchant settlement, subsidy grants, cards, repairs, property fees and user activity. Each is
 * the kit's `ReportPage` (KPIs, chart, table, export, drill-down to its list).
 */
import {
  cardReport, mealLineReport, merchantSettlementReport, propertyFeeReport, repairReport, subsidyReport, userActivityReport,
} from '../../contract/reports/operationReports';
import { lineManage } from '../../contract/services/ordermeal/lines';
import { generalbills } from '../../contract/services/organisation/bills';
import { cardRecord } from '../../contract/services/organisation/people';
import { userActiveCount, userRepair } from '../../contract/services/organisation/residents';
import { welfareRecord } from '../../contract/services/organisation/welfare';
import { virtAccountWater } from '../../contract/services/wallet';
import { reportPage } from './reportPages';

/** 餐线统计: seats and booked seats per day, meal time, merchant or project. @example <MealLineReportPage /> */
export const MealLineReportPage = reportPage(mealLineReport, lineManage);
/** 商户结算: payments less refunds per merchant, each opening its flow lines. @example <MerchantSettlementReportPage /> */
export const MerchantSettlementReportPage = reportPage(merchantSettlementReport, virtAccountWater);
/** 补贴发放统计: welfare grants by day, type, state or project. @example <SubsidyReportPage /> */
export const SubsidyReportPage = reportPage(subsidyReport, welfareRecord);
/** 卡务统计: card steps by step or day. @example <CardReportPage /> */
export const CardReportPage = reportPage(cardReport, cardRecord);
/** 报修统计: repair requests with the share done. @example <RepairReportPage /> */
export const RepairReportPage = reportPage(repairReport, userRepair);
/** 物业缴费统计: property fee bills billed, paid and outstanding. @example <PropertyFeeReportPage /> */
export const PropertyFeeReportPage = reportPage(propertyFeeReport, generalbills);
/** 用户活跃统计: daily active and new users per project. @example <UserActivityReportPage /> */
export const UserActivityReportPage = reportPage(userActivityReport, userActiveCount);
