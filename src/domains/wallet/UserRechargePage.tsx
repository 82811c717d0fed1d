import { Suspense, useMemo, useState } from 'react';
import { userRechargeRequest } from '../../contract/services/organisation/userRecharge';
import {
  filterInput, isOwnRequest, resourceQueryKey, transitionChoices, useAdmin, useCan, useListParams, useLocale, useSessionState,
} from '../../core';
import { useQuery } from '../../core/query/useQuery';
import { callOperation } from '../../core/resource';
import { ResourcePage, useViewT, type ResourcePageOfProps, type Row } from '../../resource';
import { lazyNamed } from '../../ui';
import { walletActions } from './actions';
import { amountOf } from './amount';
import { walletMessages } from './messages';
import { StatusTabs } from './StatusTabs';

/**
 * What the user recharge page takes: any ResourcePage prop over the domain's choices.
 * @example
 * <UserRechargePage className="partner-user-recharges" />
 */
export type UserRechargePageProps = ResourcePageOfProps;

const RechargeAuditDialog = lazyNamed(() => import('./RechargeAuditDialog'), 'RechargeAuditDialog');

// The review is this page's own dialog (the amount in capitals, then 确认入账); the requester's
// calls (myList, withdraw) belong to 我的充值申请 in the users domain.
const LIST_RESOURCE = { ...userRechargeRequest, operations: userRechargeRequest.operations.filter((o) => !['rechargeAudit', 'myList', 'withdraw'].includes(o.name)) };
const TABS = ['pending', 'approved', 'rejected', 'withdrawn'] as const;
const FILTERS = Object.entries(userRechargeRequest.fields).filter(([n, fd]) => fd.filter && n !== 'auditStatus').map(([n]) => n);

interface Counts { total: number; groups: { key: { auditStatus: string }; count: number }[] }

/**
 * 用户充值: the users' recharge requests (one user, a batch, a welfare pay-out, filed from the users
 * pages) in tabs by audit status with their counts, and the review by a second person: 充值审核 is
 * never offered on one's own request (the server refuses it too). Approving credits every user
 * named and writes each account record with the approver, all or none.
 * @example
 * <AdminProvider apiBase="/super_cloud/api" token={token}><UserRechargePage /></AdminProvider>
 */
export function UserRechargePage({ children, rowLinks, ...props }: UserRechargePageProps) {
  const t = useViewT(walletMessages);
  const may = useCan();
  const locale = useLocale();
  const { api } = useAdmin();
  const userId = useSessionState().user?.id ?? null;
  const { state, fields, setFilters } = useListParams(userRechargeRequest);
  const [open, setOpen] = useState<Row | null>(null);
  const status = state.filters.auditStatus ?? '';
  const others = useMemo(() => Object.fromEntries(Object.entries(state.filters).filter(([k]) => k !== 'auditStatus')), [state.filters]);
  const countInput = useMemo(() => filterInput(others, fields), [others, fields]);
  const counts = useQuery({
    key: [...resourceQueryKey(userRechargeRequest.key), 'statusCount', JSON.stringify(countInput)],
    fn: async (signal) => (await callOperation<{ data: Counts }>(api, walletActions.userRechargeCount, countInput, { signal })).data,
  });
  const audit = walletActions.userRechargeAudit;
  const mayAudit = may([audit.permission ?? userRechargeRequest.permission]);
  const links = [
    ...(mayAudit ? [{
      label: t('wallet.audit'), lead: true, onClick: (row: Row) => setOpen(row),
      shown: (row: Row) => transitionChoices(audit, row).length > 0 && !isOwnRequest(audit, row, userId),
    }] : []),
    ...(rowLinks ?? []),
  ];
  const valueLabel = (field: string, value: unknown) =>
    userRechargeRequest.fields[field]?.values?.find((v) => String(v.value) === String(value))?.label[locale] ?? String(value ?? '—');
  const tabLabel = (s: string) => {
    const n = s ? counts.data?.groups.find((g) => g.key.auditStatus === s)?.count : counts.data?.total;
    const text = s ? valueLabel('auditStatus', s) : t('wallet.tab.all');
    return n === undefined ? text : t('wallet.tabCount', { label: text, count: n });
  };
  const review = (row: Row) => ({
    resource: userRechargeRequest, operation: audit, amount: amountOf(row.totalAmount),
    approveQuestion: t('wallet.user.approveQuestion', { count: Number(row.userCount ?? 0) }),
    details: [
      { label: t('wallet.purpose'), value: String(row.purpose ?? '—') },
      { label: t('wallet.user.recipients'), value: valueLabel('targetType', row.targetType) },
      { label: t('wallet.user.users'), value: String(row.userNames ?? '—') },
      { label: t('wallet.user.people'), value: String(row.userCount ?? '—') },
      { label: t('wallet.user.perPerson'), value: `${amountOf(row.amount)} ${t('wallet.unit')}` },
      { label: t('wallet.requester'), value: String(row.requesterName ?? '—') },
    ],
  });
  return (
    <ResourcePage resource={LIST_RESOURCE} title="route.userRecharge" rowLinks={links} filters={FILTERS} {...props}>
      <StatusTabs statuses={TABS} current={status} labelOf={tabLabel} onPick={(s) => setFilters({ ...others, ...(s ? { auditStatus: s } : {}) })} />
      {children}
      <Suspense fallback={null}>
        {open ? <RechargeAuditDialog key={String(open.id)} row={open} accountName="" review={review(open)} onClose={() => setOpen(null)} /> : null}
      </Suspense>
    </ResourcePage>
  );
}
