import { useMemo, useState } from 'react';
import { virtAccountWater } from '../../contract/services/wallet';
import { filterInput, resourceQueryKey, useAdmin, useListParams } from '../../core';
import { useQuery } from '../../core/query/useQuery';
import { callOperation } from '../../core/resource';
import { ResourcePage, errorText, useViewT, type DateRule, type ResourcePageOfProps } from '../../resource';
import { SegmentedControl } from '../../ui';
import { walletActions } from './actions';
import { walletMessages } from './messages';

/**
 * What the account flow page takes: any ResourcePage prop over the domain's choices.
 * @example
 * <AccountFlowPage today="2026-11-26" />
 */
export type AccountFlowPageProps = ResourcePageOfProps;

interface Totals { count: number; inAmount: string; outAmount: string; netAmount: string }

const PAST_YEAR: DateRule = { maxDays: 366, noFuture: true };
const DATE_RULES = { createTime: PAST_YEAR };
const COLUMNS = ['serialNo', 'accountId', 'companyId', 'type', 'channel', 'amount', 'balance', 'operatorName', 'remark', 'createTime'];

/**
 * 账户流水: the enterprise accounts' ledger, read only: every movement with its type, channel,
 * amount, balance after, who moved it and when; filters by account, type, channel and date range
 * (at most a year, nothing after today); all lines or only the app's (getAppWaterList); money in,
 * money out and the net of the filtered lines, summed exactly by the server; export of the
 * filtered lines.
 * @example
 * <AdminProvider apiBase="/super_cloud/api" token={token}><AccountFlowPage /></AdminProvider>
 */
export function AccountFlowPage({ children, ...props }: AccountFlowPageProps) {
  const t = useViewT(walletMessages);
  const { api } = useAdmin();
  const [source, setSource] = useState<'all' | 'app'>('all');
  const { state, fields } = useListParams(virtAccountWater);
  const input = useMemo(
    () => ({ ...filterInput(state.filters, fields), ...(source === 'app' ? { channel: 'app' } : {}) }), [state.filters, fields, source]);
  const totals = useQuery({
    key: [...resourceQueryKey(virtAccountWater.key), 'waterTotal', JSON.stringify(input)],
    fn: async (signal) => (await callOperation<{ data: Totals }>(api, walletActions.waterTotal, input, { signal })).data,
  });
  const figures: [string, string | number | undefined, string][] = [
    ['wallet.flow.count', totals.data?.count, 'count'],
    ['wallet.flow.in', totals.data?.inAmount, 'in'],
    ['wallet.flow.out', totals.data?.outAmount, 'out'],
    ['wallet.flow.net', totals.data?.netAmount, 'net'],
  ];
  return (
    <ResourcePage
      resource={virtAccountWater} title="route.accountFlow" columns={COLUMNS} dateRules={DATE_RULES}
      {...(source === 'app' ? { listWith: walletActions.appWaterList.name } : {})} {...props}
    >
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'center', margin: '0 0 12px' }}>
        <SegmentedControl
          aria-label={t('wallet.flow.source')} value={source} onChange={(v) => setSource(v)}
          options={[{ value: 'all', label: t('wallet.flow.all') }, { value: 'app', label: t('wallet.flow.app') }]}
        />
        <section aria-label={t('wallet.flow.totals')} aria-busy={totals.isPending} style={{ display: 'contents' }}>
          <dl style={{ display: 'flex', flexWrap: 'wrap', gap: '4px 20px', margin: 0 }}>
            {figures.map(([key, value, id]) => (
              <div key={id} style={{ display: 'flex', gap: 6 }}>
                <dt>{t(key)}</dt>
                <dd style={{ margin: 0, fontWeight: 600, fontVariantNumeric: 'tabular-nums' }} data-testid={`flow-${id}`}>
                  {value ?? '—'}{id === 'count' || value === undefined ? '' : ` ${t('wallet.unit')}`}
                </dd>
              </div>
            ))}
          </dl>
          {totals.error ? <p role="alert" style={{ margin: 0 }}>{t('wallet.loadFailed', { message: errorText(totals.error, '') })}</p> : null}
        </section>
      </div>
      {children}
    </ResourcePage>
  );
}
