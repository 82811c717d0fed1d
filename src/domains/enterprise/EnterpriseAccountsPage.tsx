import { lazy, Suspense, useState } from 'react';
import { virtAccountExtend } from '../../contract/services/wallet';
import { resourceQueryKey, useAdmin } from '../../core';
import { useQuery } from '../../core/query/useQuery';
import { ResourcePage, StatsTable, useViewT, type Row, type StatsResult } from '../../resource';
import { dataOf } from './load';
import { enterpriseMessages } from './messages';

/**
 * @example
 * <EnterpriseAccountsPage className="partner-accounts" />
 */
export interface EnterpriseAccountsPageProps {
  className?: string;
}

// The dialogs load on first use: the list paints without their code.
const AccountRechargeDialog = lazy(() => import('./AccountRechargeDialog').then((m) => ({ default: m.AccountRechargeDialog })));
const AccountFlowDrawer = lazy(() => import('./AccountFlowDrawer').then((m) => ({ default: m.AccountFlowDrawer })));
const totalOp = virtAccountExtend.operations.find((o) => o.name === 'getTotal')!;

/** Balances and recharges totalled per account type (getTotal). */
function Totals() {
  const t = useViewT(enterpriseMessages);
  const { api } = useAdmin();
  const q = useQuery({ key: [...resourceQueryKey(virtAccountExtend.key), 'total'], fn: (signal) => dataOf<StatsResult>(api, totalOp, {}, signal) });
  return q.data ? <StatsTable resource={virtAccountExtend} operation={totalOp} result={q.data} label={t('enterprise.totals')} /> : null;
}

/**
 * 企业虚拟账户: the enterprise accounts with their totals per type, details, recharge (amount
 * rules, confirmation in Chinese capitals, the server's answer as the toast) and each account's
 * transactions.
 * @example
 * <AdminProvider apiBase="/super_cloud/api" token={token}><EnterpriseAccountsPage /></AdminProvider>
 */
export function EnterpriseAccountsPage({ className }: EnterpriseAccountsPageProps) {
  const t = useViewT(enterpriseMessages);
  const [open, setOpen] = useState<{ kind: 'recharge' | 'flow'; row: Row } | null>(null);
  return (
    <>
      <ResourcePage
        resource={virtAccountExtend} title="route.virtAccountExtend" {...(className ? { className } : {})}
        rowLinks={[
          { label: t('enterprise.recharge'), lead: true, onClick: (row) => setOpen({ kind: 'recharge', row }), shown: (row) => Number(row.status) !== 0 },
          { label: t('enterprise.flow'), onClick: (row) => setOpen({ kind: 'flow', row }) },
        ]}
      >
        <Totals />
      </ResourcePage>
      <Suspense fallback={null}>
        {open?.kind === 'recharge' ? <AccountRechargeDialog row={open.row} onClose={() => setOpen(null)} /> : null}
        {open?.kind === 'flow' ? <AccountFlowDrawer row={open.row} onClose={() => setOpen(null)} /> : null}
      </Suspense>
    </>
  );
}
