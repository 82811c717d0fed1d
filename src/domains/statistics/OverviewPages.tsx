/**
 * 平台概览 and 经营概况: several reports in brief on one page, each linking to its full report.
 */
import { mealOrderReport, consumptionReport, rechargeReport, visitorReport, commentReport, merchantTurnoverReport, organisationSellReport } from '../../contract/reports/index';
import { commentBill } from '../../contract/services/comment';
import { order } from '../../contract/services/flashdeliver';
import { orderDinner } from '../../contract/services/ordermeal';
import { visitorOrder } from '../../contract/services/passthrough';
import { rechargeManage, virtAccountWater } from '../../contract/services/wallet';
import { REPORT_SHEET, ReportSummary, useViewT } from '../../resource';
import { SheetStyle, classes } from '../../ui';
import { statisticsMessages } from './messages';
import type { StatisticsPageProps } from './reportPages';

/**
 * 平台概览: orders, consumption, recharges, visitors and complaints of the last 30 days, each with
 * its change against the 30 days before.
 * @example
 * <PlatformOverviewPage />
 */
export function PlatformOverviewPage({ title, today, className }: StatisticsPageProps) {
  const t = useViewT(statisticsMessages);
  const day = today ? { today } : {};
  return (
    <section className={classes('sc-report sca-page', className)} aria-labelledby="sc-platform-overview">
      <SheetStyle sheets={[REPORT_SHEET]} />
      <h1 id="sc-platform-overview">{t(title ?? 'route.platformOverview')}</h1>
      <p className="sc-report-note">{t('statistics.overviewIntro')}</p>
      <div className="sc-report-grid">
        <ReportSummary report={mealOrderReport} source={orderDinner} measures={['orders', 'amount']} href="/statiscal/reportMealOrder" {...day} />
        <ReportSummary report={consumptionReport} source={virtAccountWater} measures={['amount', 'count']} href="/statiscal/reportConsumptionSummary" {...day} />
        <ReportSummary report={rechargeReport} source={rechargeManage} measures={['approvedAmount', 'pending']} kind="bar" href="/statiscal/reportRechargeSummary" {...day} />
        <ReportSummary report={visitorReport} source={visitorOrder} measures={['appointments', 'visitors']} href="/statiscal/reportVisitor" {...day} />
        <ReportSummary report={commentReport} source={commentBill} measures={['bills', 'open']} kind="bar" href="/statiscal/reportComment" {...day} />
      </div>
    </section>
  );
}

/**
 * 经营概况: how the last 30 days were made up: turnover per merchant, meal orders per meal time,
 * cloud-shop sales per project.
 * @example
 * <BusinessProfilePage />
 */
export function BusinessProfilePage({ title, today, className }: StatisticsPageProps) {
  const t = useViewT(statisticsMessages);
  const day = today ? { today } : {};
  return (
    <section className={classes('sc-report sca-page', className)} aria-labelledby="sc-business-profile">
      <SheetStyle sheets={[REPORT_SHEET]} />
      <h1 id="sc-business-profile">{t(title ?? 'route.businessProfile')}</h1>
      <p className="sc-report-note">{t('statistics.profileIntro')}</p>
      <div className="sc-report-grid">
        <ReportSummary report={merchantTurnoverReport} source={virtAccountWater} measures={['amount', 'count']} kind="bar" dimension="merchantId" href="/statiscal/reportMerchantTurnover" {...day} />
        <ReportSummary report={mealOrderReport} source={orderDinner} measures={['orders', 'amount']} kind="pie" dimension="mealTime" href="/statiscal/reportMealOrder" {...day} />
        <ReportSummary report={organisationSellReport} source={order} measures={['amount', 'orders']} kind="bar" dimension="orgId" {...day} />
      </div>
    </section>
  );
}
