import { useMemo } from 'react';
import { styled } from 'styled-components';
import { merchant } from '../../contract/services/merchant';
import type { OperationDef } from '../../contract/types';
import { useLocale, usePrefetchRefOptions, useRefLabels } from '../../core';
import { OperationForm, StatsTable, useViewT, type StatsResult } from '../../resource';
import { Chart, cssVar } from '../../ui';
import { moneyText } from './actions';
import { merchantMessages } from './messages';

/**
 * @example
 * <ConsumptionStats operation={merchantActions.companyStatistics} title="企业消费统计" today="2026-11-26" />
 */
export interface ConsumptionStatsProps {
  /** getMerchantStatistics or getCompanyStatistics: a `stats` call grouped by one ref field. */
  operation: OperationDef;
  /** Heading of the panel (and accessible name of its form, figures, chart and table). */
  title: string;
  today?: string;
}

const Kpis = styled.dl`
  display: flex; flex-wrap: wrap; gap: 12px; margin: 8px 0 12px;
  div { min-width: 160px; padding: 10px 14px; border: 1px solid ${cssVar.border}; border-radius: ${cssVar.radius}; }
  dt { color: ${cssVar.textSecondary}; font-size: 13px; }
  dd { margin: 4px 0 0; font-size: 20px; font-weight: 600; font-variant-numeric: tabular-nums; }
`;

/**
 * Consumption figures of a period (a `stats` call over the wallet flows): KPI figures (payments,
 * amount, how many merchants or companies paid), a bar chart of the amount per group with the
 * group's name, and the table of counts and sums.
 * @example
 * <ConsumptionStats operation={merchantActions.merchantStatistics} title="商户消费统计" />
 */
export function ConsumptionStats({ operation, title, today }: ConsumptionStatsProps) {
  const t = useViewT(merchantMessages);
  const locale = useLocale();
  const groupField = operation.stats?.groupBy?.[0] ?? 'merchantId';
  const ref = operation.body?.[groupField]?.ref ?? merchant.key;
  const refs = useMemo(() => [ref], [ref]);
  usePrefetchRefOptions(refs);
  const labels = useRefLabels(refs)[ref];
  return (
    <OperationForm<StatsResult>
      resource={merchant} operation={operation} title={title} submitLabel={t('resource.search')}
      range={['startDate', 'endDate']} {...(today ? { today } : {})}
    >
      {(result) => {
        const groups = [...result.groups].sort((a, b) => (b.sums.amount ?? 0) - (a.sums.amount ?? 0));
        return (
          <>
            <Kpis aria-label={t('merchant.kpis', { title })}>
              <div><dt>{t('merchant.payments')}</dt><dd>{result.total}</dd></div>
              <div><dt>{t('merchant.amount')}</dt><dd>{moneyText(result.sums.amount ?? 0)}</dd></div>
              <div><dt>{t(groupField === 'companyId' ? 'merchant.companies' : 'merchant.merchants')}</dt><dd>{groups.length}</dd></div>
            </Kpis>
            {groups.length ? (
              <Chart
                kind="bar" locale={locale} decimals={2} height={260} label={t('merchant.chart', { title })}
                categories={groups.map((g) => (labels ? labels(g.key[groupField]) : String(g.key[groupField])))}
                series={[{ name: t('merchant.amount'), data: groups.map((g) => g.sums.amount ?? 0) }]}
              />
            ) : null}
            <StatsTable resource={merchant} operation={operation} result={result} label={title} />
          </>
        );
      }}
    </OperationForm>
  );
}
