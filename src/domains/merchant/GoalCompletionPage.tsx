import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { projectSummaryReport } from '../../contract/reports/shopReports';
import { order, salesTarget } from '../../contract/services/flashdeliver';
import { useEnsurePermissions, useLocale, useReport, useResourceList, type ListState } from '../../core';
import { PageNotices, errorText, resourcePageWith, useViewT } from '../../resource';
import { Chart, EmptyState, ErrorState, FormField, Input, ProgressBar, cssVar } from '../../ui';
import { amountToFen, fenToAmount } from '../../utils/amountFen';
import { goalRows, monthRange } from './goalRows';
import { merchantMessages } from './messages';

// Pages carry the domain's texts: mounted alone, they still head themselves with words.
const resourcePageOf = resourcePageWith(merchantMessages);

/**
 * What the 目标完成 page takes.
 * @example
 * <GoalCompletionPage today="2026-11-21" />
 */
export interface GoalCompletionPageProps {
  /** i18n key or text of the heading (the console passes the route's title). */
  title?: string;
  /** Today as `yyyy-MM-dd`: its month is shown first (stories and tests pin it). */
  today?: string;
  className?: string;
}

const Page = styled.section`
  margin: 16px; padding: 16px 20px; background: ${cssVar.bg}; border-radius: ${cssVar.radius}; color: ${cssVar.text};
  h1 { margin: 0 0 16px; font-size: 18px; font-weight: 500; }
  .bar { display: flex; gap: 16px; align-items: flex-end; flex-wrap: wrap; }
  table { width: 100%; border-collapse: collapse; font-size: 13px; margin-top: 12px; }
  th, td { padding: 8px 10px; border-bottom: 1px solid ${cssVar.border}; text-align: left; }
  th { background: ${cssVar.bgMuted}; color: ${cssVar.textSecondary}; font-weight: 500; }
  td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; }
  tfoot td { font-weight: 600; }
`;
const Kpis = styled.dl`
  display: flex; flex-wrap: wrap; gap: 12px; margin: 12px 0;
  div { min-width: 160px; padding: 10px 14px; border: 1px solid ${cssVar.border}; border-radius: ${cssVar.radius}; }
  dt { color: ${cssVar.textSecondary}; font-size: 13px; }
  dd { margin: 4px 0 0; font-size: 20px; font-weight: 600; font-variant-numeric: tabular-nums; }
`;

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const sum = (xs: readonly (string | null)[]) => fenToAmount(xs.reduce<bigint>((a, x) => a + (x ? amountToFen(x) ?? 0n : 0n), 0n));

/**
 * 目标完成 (云小店统计): per project, the month's sales target (销售目标, our addition) beside the
 * cloud shop's sales of that month (the 项目汇总 report grouped by project: paid, delivering and
 * completed orders), with the completion rate and the gap; KPI figures for all projects and a bar
 * chart of target against sales. All sums and rates are computed in integer fen.
 * @example
 * <AdminProvider apiBase="/super_cloud/api" token={token}><GoalCompletionPage /></AdminProvider>
 */
export function GoalCompletionPage({ title, today, className }: GoalCompletionPageProps) {
  const t = useViewT(merchantMessages);
  const locale = useLocale();
  useEnsurePermissions();
  const [month, setMonth] = useState(() => (today ?? new Date().toISOString()).slice(0, 7));
  const [typed, setTyped] = useState(month);
  const range = useMemo(() => monthRange(month), [month]);
  const report = useReport(projectSummaryReport, order, { ...(today ? { today } : {}), initial: { ...range, dimension: 'orgId' } });
  const { setQuery, query } = report;
  if (query.startDate !== range.startDate) setQuery({ ...query, ...range, dimension: 'orgId' });
  const listState = useMemo<ListState>(() => ({ page: 1, size: 500, sort: null, filters: { month } }), [month]);
  const targets = useResourceList(salesTarget, listState);
  const rows = useMemo(() => goalRows(targets.rows, report.result?.rows ?? [], 'amount'), [targets.rows, report.result]);
  const totalTarget = sum(rows.map((r) => r.target));
  const totalActual = sum(rows.filter((r) => r.target !== null).map((r) => r.actual));
  const totalRate = goalRows([{ orgId: 0, targetAmount: totalTarget }], [{ key: 0, values: { amount: Number(totalActual) } }], 'amount')[0]?.rate ?? null;
  const heading = t(title ?? 'route.goalCompletion');
  const badMonth = !MONTH.test(typed);
  const error = report.error ?? targets.error;
  return (
    <Page className={className ? `sca-page ${className}` : 'sca-page'} aria-labelledby="sc-goal-completion">
      <h1 className="sca-page-title" id="sc-goal-completion">{heading}</h1>
      <div className="bar">
        <FormField label={t('merchant.goal.month')} error={badMonth ? t('merchant.goal.monthFormat') : undefined}>
          <Input
            type="month" value={typed} onChange={(e) => {
              setTyped(e.target.value);
              if (MONTH.test(e.target.value)) setMonth(e.target.value);
            }}
          />
        </FormField>
        <p style={{ margin: '0 0 18px' }}><Link to="/buildFlashStatiscal/salesTarget">{t('merchant.goal.manage')}</Link></p>
      </div>
      {error ? <ErrorState title={t('resource.loadFailed')} message={errorText(error, t('common.unknownError'))} /> : null}
      {report.isLoading || targets.isPending ? <ProgressBar value={null} label={t('common.loading')} /> : null}
      <Kpis aria-label={t('merchant.goal.totals', { month })}>
        <div><dt>{t('merchant.goal.target')}</dt><dd>{totalTarget}</dd></div>
        <div><dt>{t('merchant.goal.actual')}</dt><dd>{totalActual}</dd></div>
        <div><dt>{t('merchant.goal.rate')}</dt><dd>{totalRate === null ? '—' : `${totalRate}%`}</dd></div>
      </Kpis>
      {rows.length ? (
        <>
          <Chart
            kind="bar" locale={locale} decimals={2} height={280} label={t('merchant.goal.chart', { month })}
            categories={rows.map((r) => r.project)}
            series={[
              { name: t('merchant.goal.target'), data: rows.map((r) => Number(r.target ?? 0)) },
              { name: t('merchant.goal.actual'), data: rows.map((r) => Number(r.actual)) },
            ]}
          />
          <table aria-label={t('merchant.goal.table', { month })}>
            <thead>
              <tr>
                <th>{t('merchant.goal.project')}</th><th className="num">{t('merchant.goal.target')}</th><th className="num">{t('merchant.goal.actual')}</th>
                <th className="num">{t('merchant.goal.rate')}</th><th className="num">{t('merchant.goal.gap')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={String(r.orgId)}>
                  <td>{r.project}</td><td className="num">{r.target ?? t('merchant.goal.none')}</td><td className="num">{r.actual}</td>
                  <td className="num">{r.rate === null ? '—' : `${r.rate}%`}</td><td className="num">{r.gap ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : (!report.isLoading && !targets.isPending ? <EmptyState title={t('merchant.goal.empty', { month })} /> : null)}
      <PageNotices />
    </Page>
  );
}

/** 销售目标 (our addition): targets per project and month, added, edited and deleted. @example <SalesTargetsPage /> */
export const SalesTargetsPage = resourcePageOf(salesTarget, { title: 'route.salesTarget' });
