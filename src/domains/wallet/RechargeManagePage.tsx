import { Suspense, useMemo, useState } from 'react';
import { rechargeManage } from '../../contract/services/wallet';
import {
  filterInput, isOwnRequest, resourceQueryKey, transitionChoices, useAdmin, useCan, useListParams, useLocale, useNotify, useRefOptions, useResourceWrite, useSessionState,
} from '../../core';
import { useQuery } from '../../core/query/useQuery';
import { callOperation } from '../../core/resource';
import { ResourcePage, useViewT, type ResourcePageOfProps, type Row } from '../../resource';
import { Button, lazyNamed } from '../../ui';
import { walletActions } from './actions';
import { walletMessages } from './messages';
import { amountOf } from './amount';
import { StatusTabs } from './StatusTabs';

/**
 * What the recharge page takes: any ResourcePage prop over the domain's choices.
 * @example
 * <RechargeManagePage className="partner-recharges" />
 */
export type RechargeManagePageProps = ResourcePageOfProps;

const RechargeAuditDialog = lazyNamed(() => import('./RechargeAuditDialog'), 'RechargeAuditDialog');
const RechargeRequestDialog = lazyNamed(() => import('./RechargeRequestDialog'), 'RechargeRequestDialog');
const MoneyConfirmDialog = lazyNamed(() => import('../../ui/MoneyConfirmDialog'), 'MoneyConfirmDialog');

// The generic page draws the list, the filters, details and the edit of drafts; the request, its
// submission and its review are this page's own dialogs (each shows the amount in capitals).
const OWN_CALLS = new Set(['add', 'rechargeApply', 'rechargeAudit']);
const LIST_RESOURCE = { ...rechargeManage, operations: rechargeManage.operations.filter((o) => !OWN_CALLS.has(o.name)) };
const TABS = ['pending', 'approved', 'rejected'] as const;
const FILTERS = Object.entries(rechargeManage.fields).filter(([n, fd]) => fd.filter && n !== 'auditStatus').map(([n]) => n);

type Open = { kind: 'request' } | { kind: 'submit' | 'audit'; row: Row } | null;
interface Counts { total: number; groups: { key: { auditStatus: string }; count: number }[] }

/**
 * 充值管理: recharge requests in tabs by audit status (全部 / 待审核 / 已通过 / 已驳回, with their
 * counts), a new request (amount filtered as typed and confirmed in Chinese capitals, then sent
 * for review), the submission of a draft, and the review by a second person: the requester is
 * never offered 审核 on their own request (the server refuses it too). An approval credits the
 * account and writes the flow line with the approver and the time.
 * @example
 * <AdminProvider apiBase="/super_cloud/api" token={token}><RechargeManagePage /></AdminProvider>
 */
export function RechargeManagePage({ children, toolbar, rowLinks, ...props }: RechargeManagePageProps) {
  const t = useViewT(walletMessages);
  const may = useCan();
  const notify = useNotify();
  const locale = useLocale();
  const { api } = useAdmin();
  const write = useResourceWrite(rechargeManage);
  const userId = useSessionState().user?.id ?? null;
  const { state, fields, setFilters } = useListParams(rechargeManage);
  const accounts = useRefOptions('wallet.virtAccountExtend');
  const [open, setOpen] = useState<Open>(null);
  const [submitting, setSubmitting] = useState(false);
  const close = () => setOpen(null);
  const status = state.filters.auditStatus ?? '';
  const others = useMemo(() => Object.fromEntries(Object.entries(state.filters).filter(([k]) => k !== 'auditStatus')), [state.filters]);
  const countInput = useMemo(() => filterInput(others, fields), [others, fields]);
  const counts = useQuery({
    key: [...resourceQueryKey(rechargeManage.key), 'statusCount', JSON.stringify(countInput)],
    fn: async (signal) => (await callOperation<{ data: Counts }>(api, walletActions.statusCount, countInput, { signal })).data,
  });
  const countOf = (s: string) => (s ? counts.data?.groups.find((g) => g.key.auditStatus === s)?.count : counts.data?.total);
  const mayAdd = may([walletActions.rechargeAdd.permission ?? rechargeManage.permission]);
  const mayApply = may([walletActions.rechargeApply.permission ?? rechargeManage.permission]);
  const mayAudit = may([walletActions.rechargeAudit.permission ?? rechargeManage.permission]);
  const links = [
    ...(mayAudit ? [{
      label: t('wallet.audit'), lead: true, onClick: (row: Row) => setOpen({ kind: 'audit', row }),
      shown: (row: Row) => transitionChoices(walletActions.rechargeAudit, row).length > 0 && !isOwnRequest(walletActions.rechargeAudit, row, userId),
    }] : []),
    ...(mayApply ? [{
      label: t('wallet.submit'), onClick: (row: Row) => setOpen({ kind: 'submit', row }),
      shown: (row: Row) => transitionChoices(walletActions.rechargeApply, row).length > 0,
    }] : []),
    ...(rowLinks ?? []),
  ];
  const submitRow = open?.kind === 'submit' ? open.row : null;
  const apply = async (row: Row) => {
    setSubmitting(true);
    try {
      await write.run(walletActions.rechargeApply, { id: row.id });
      notify.success(t('wallet.requested'));
      close();
    } catch { /* the API client toasted the server's message; the confirmation stays open */ }
    setSubmitting(false);
  };
  const tabLabel = (s: string) => {
    const label = s ? rechargeManage.fields.auditStatus!.values?.find((v) => v.value === s)?.label[locale] : null;
    const n = countOf(s);
    const text = label ?? t('wallet.tab.all');
    return n === undefined ? text : t('wallet.tabCount', { label: text, count: n });
  };
  return (
    <ResourcePage
      resource={LIST_RESOURCE} title="route.rechargeManage" rowLinks={links} filters={FILTERS}
      toolbar={(
        <>
          {mayAdd ? <Button variant="primary" onClick={() => setOpen({ kind: 'request' })}>{t('wallet.request')}</Button> : null}
          {toolbar}
        </>
      )}
      {...props}
    >
      <StatusTabs statuses={TABS} current={status} labelOf={tabLabel} onPick={(s) => setFilters({ ...others, ...(s ? { auditStatus: s } : {}) })} />
      {children}
      <Suspense fallback={null}>
        {open?.kind === 'request' ? <RechargeRequestDialog onClose={close} /> : null}
        {open?.kind === 'audit' ? (
          <RechargeAuditDialog key={String(open.row.id)} row={open.row} accountName={accounts.labelOf(open.row.accountId) ?? String(open.row.accountId ?? '')} onClose={close} />
        ) : null}
        {submitRow ? (
          <MoneyConfirmDialog
            open title={t('wallet.confirmRequestTitle')} amount={amountOf(submitRow.amount)}
            amountLabel={t('wallet.amount')} capitalsLabel={t('wallet.capitals')} unit={t('wallet.unit')}
            details={[
              { label: t('wallet.purpose'), value: String(submitRow.title ?? '') },
              { label: t('wallet.account'), value: accounts.labelOf(submitRow.accountId) ?? String(submitRow.accountId ?? '') },
            ]}
            message={t('wallet.requestQuestion')} confirmText={t('wallet.confirmRequest')} cancelText={t('common.cancel')} closeLabel={t('resource.close')}
            confirming={submitting} onConfirm={() => void apply(submitRow)} onCancel={close}
          />
        ) : null}
      </Suspense>
    </ResourcePage>
  );
}
