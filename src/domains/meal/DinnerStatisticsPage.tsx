import { styled } from 'styled-components';
import { orderDinner } from '../../contract/services/ordermeal';
import { useEnsurePermissions, useExport } from '../../core';
import { dinnerStatisticsReport } from '../../contract/reports/mealReports';
import { OperationForm, PageNotices, ReportPage, StatsTable, type StatsResult, useViewT } from '../../resource';
import { Button, cssVar } from '../../ui';
import { mealActions } from './actions';
import { mealMessages } from './messages';
import type { MealPageProps } from './MealOrdersPage';

const Page = styled.section`
  margin: 16px; padding: 16px 20px; background: ${cssVar.bg}; border-radius: ${cssVar.radius}; color: ${cssVar.text};
  h1 { margin: 0 0 16px; font-size: 18px; font-weight: 500; }
`;

/**
 * Dinner statistics: effective orders counted and their amounts summed per day and meal time, and
 * per company, for a project, company, period and meal time, with cancelled and refunded orders in
 * columns of their own and out of the total (its caption says so); the day statistics export as xlsx.
 * Below, the same orders as a report: KPI cards against the previous period, a chart by day, meal
 * time, company or status, and a table that drills down to the orders it counts.
 * @example
 * <DinnerStatisticsPage />
 */
export function DinnerStatisticsPage({ title, today, className }: MealPageProps) {
  const t = useViewT(mealMessages);
  const heading = title ? t(title) : t('meal.statistics');
  useEnsurePermissions();
  const exp = useExport(orderDinner, mealActions.exportDinnerStatistics, heading);
  return (
    <Page className={className ? `sca-page ${className}` : 'sca-page'} aria-labelledby="sc-dinner-stats">
      <h1 className="sca-page-title" id="sc-dinner-stats">{heading}</h1>
      <OperationForm<StatsResult>
        resource={orderDinner} operation={mealActions.dinnerStatistics} title={t('meal.byDay')} submitLabel={t('resource.search')}
        range={['startDate', 'endDate']} {...(today ? { today } : {})}
      >
        {(result) => (
          <>
            <StatsTable resource={orderDinner} operation={mealActions.dinnerStatistics} result={result} label={t('meal.byDay')} />
            <p><Button loading={exp.state.status === 'running'} onClick={() => void exp.run({})}>{t('resource.export')}</Button></p>
          </>
        )}
      </OperationForm>
      <OperationForm<StatsResult>
        resource={orderDinner} operation={mealActions.compDinnerStatistics} title={t('meal.byCompany')} submitLabel={t('resource.search')}
        range={['startDate', 'endDate']} {...(today ? { today } : {})}
      >
        {(result) => <StatsTable resource={orderDinner} operation={mealActions.compDinnerStatistics} result={result} label={t('meal.byCompany')} />}
      </OperationForm>
      <ReportPage report={dinnerStatisticsReport} source={orderDinner} title={t('meal.trend')} embedded {...(today ? { today } : {})} />
      <PageNotices />
    </Page>
  );
}
