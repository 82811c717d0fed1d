import { Suspense, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { credit, creditQuotaRequest } from '../../contract/services/credit';
import { bodyFields, formFields, resourceQueryKey, useCan, useLocale, useNotify, useRefOptions } from '../../core';
import { useAdminInternals } from '../../core/adminContext';
import { useQuery } from '../../core/query/useQuery';
import { callOperation } from '../../core/resource';
import { ResourcePage, useViewT, type ResourcePageOfProps, type Row } from '../../resource';
import { Button, lazyNamed } from '../../ui';
import { walletActions } from './actions';
import { amountOf } from './amount';
import { CreditRequests } from './CreditRequests';
import { walletMessages } from './messages';

/**
 * What the credit page takes: any ResourcePage prop over the domain's choices.
 * @example
 * <CreditPage className="partner-credit" />
 */
export type CreditPageProps = ResourcePageOfProps;

const MoneyFormDialog = lazyNamed(() => import('../../resource/MoneyFormDialog'), 'MoneyFormDialog');

// Granting and changing a limit and setting the available amount are this page's own two-step
// dialogs (amount in capitals); the generic page draws the list, filters and details.
const LIST_RESOURCE = { ...credit, operations: credit.operations.filter((o) => o.name !== 'set' && o.name !== 'setAvailableAmount') };
const HISTORY_PATH = '/enterpiseManger/creditQuotaOperation';

type Open = { kind: 'set'; row: Row | null } | { kind: 'available'; row: Row } | null;
interface Quota { total: number; sums: Record<string, number> }

/**
 * 授信管理: the credit line of each virtual structure (limit, used, available, repayment day) with
 * the totals (getCreditQuota); grant or change a limit (set) and set the available amount
 * (setAvailableAmount), each typed through the amount filter and confirmed with the amount in
 * Chinese capitals; every change is recorded in 额度调整记录, one click away per line. A grant or a
 * raise waits for a second person: the pending requests head the page, with 审核通过 / 驳回 for an
 * approver who did not ask; a lowered limit applies at once.
 * @example
 * <AdminProvider apiBase="/super_cloud/api" token={token}><CreditPage /></AdminProvider>
 */
export function CreditPage({ children, toolbar, rowLinks, ...props }: CreditPageProps) {
  const t = useViewT(walletMessages);
  const locale = useLocale();
  const may = useCan();
  const notify = useNotify();
  const navigate = useNavigate();
  const { api, queries } = useAdminInternals();
  const virts = useRefOptions('organisation.virtualarchitecture');
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const maySet = may([walletActions.creditSet.permission ?? credit.permission]);
  const mayAvailable = may([walletActions.creditAvailable.permission ?? credit.permission]);
  const quota = useQuery({
    key: [...resourceQueryKey(credit.key), 'quota'],
    fn: async (signal) => (await callOperation<{ data: Quota }>(api, walletActions.creditQuota, {}, { signal })).data,
  });
  const setFields = useMemo(() => formFields(credit), []);
  const availableFields = useMemo(() => bodyFields(walletActions.creditAvailable).filter(([n]) => n !== 'id'), []);
  const nameOf = (row: Row) => virts.labelOf(row.virtId) ?? String(row.virtId ?? row.id);
  const links = [
    ...(mayAvailable ? [{ label: t('wallet.credit.available'), lead: true, onClick: (row: Row) => setOpen({ kind: 'available', row }) }] : []),
    ...(maySet ? [{ label: t('wallet.credit.edit'), onClick: (row: Row) => setOpen({ kind: 'set', row }) }] : []),
    { label: t('wallet.credit.history'), onClick: (row: Row) => navigate(`${HISTORY_PATH}?f.creditId=${String(row.id)}`) },
    ...(rowLinks ?? []),
  ];
  const sums = quota.data?.sums;
  const figures: [string, string][] = [
    ['wallet.credit.lines', quota.data ? String(quota.data.total) : '—'],
    ['wallet.credit.totalQuota', sums ? `${amountOf(sums.creditQuota)} ${t('wallet.unit')}` : '—'],
    ['wallet.credit.totalUsed', sums ? `${amountOf(sums.usedAmount)} ${t('wallet.unit')}` : '—'],
    ['wallet.credit.totalAvailable', sums ? `${amountOf(sums.availableAmount)} ${t('wallet.unit')}` : '—'],
  ];
  const editing = open?.kind === 'set' ? open.row : null;
  return (
    <ResourcePage
      resource={LIST_RESOURCE} title="route.credit" rowLinks={links}
      toolbar={(
        <>
          {maySet ? <Button variant="primary" onClick={() => setOpen({ kind: 'set', row: null })}>{t('wallet.credit.add')}</Button> : null}
          {toolbar}
        </>
      )}
      {...props}
    >
      <section aria-label={t('wallet.credit.summary')} style={{ margin: '0 0 12px' }}>
        <dl style={{ display: 'flex', flexWrap: 'wrap', gap: '4px 20px', margin: 0 }}>
          {figures.map(([key, value]) => (
            <div key={key} style={{ display: 'flex', gap: 6 }}><dt>{t(key)}</dt><dd style={{ margin: 0, fontWeight: 600 }}>{value}</dd></div>
          ))}
        </dl>
      </section>
      <CreditRequests nameOf={nameOf} />
      {children}
      <Suspense fallback={null}>
        {open?.kind === 'set' ? (
          <MoneyFormDialog
            key={String(editing?.id ?? 'new')} resource={credit} operation={walletActions.creditSet} fields={setFields} amountField="creditQuota"
            row={editing} title={editing ? `${t('wallet.credit.edit')} · ${nameOf(editing)}` : t('wallet.credit.add')}
            confirmTitle={t('wallet.credit.confirmSetTitle')} confirmText={t('common.confirm')} message={t('wallet.credit.setQuestion')}
            amountLabel={t('wallet.credit.quota')}
            details={(v) => [{ label: credit.fields.virtId!.label[locale], value: virts.labelOf(v.virtId) ?? v.virtId ?? '' }]}
            onSaved={(saved) => {
              // A raise or a new limit only files a request for someone else to approve (the two-person rule).
              notify.success(t((saved as Row | null)?.pendingRequest ? 'wallet.credit.requested' : 'wallet.credit.saved'));
              void queries.invalidate(resourceQueryKey(creditQuotaRequest.key));
              close();
            }} onClose={close}
          />
        ) : null}
        {open?.kind === 'available' ? (
          <MoneyFormDialog
            key={String(open.row.id)} resource={credit} operation={walletActions.creditAvailable} fields={availableFields} amountField="availableAmount"
            fixed={{ id: String(open.row.id) }} title={t('wallet.credit.availableTitle', { name: nameOf(open.row) })}
            confirmTitle={t('wallet.credit.confirmAvailableTitle')} confirmText={t('common.confirm')} message={t('wallet.credit.availableQuestion')}
            amountLabel={t('wallet.credit.availableAmount')}
            details={() => [
              { label: credit.fields.virtId!.label[locale], value: nameOf(open.row) },
              { label: credit.fields.creditQuota!.label[locale], value: `${amountOf(open.row.creditQuota)} ${t('wallet.unit')}` },
              { label: credit.fields.usedAmount!.label[locale], value: `${amountOf(open.row.usedAmount)} ${t('wallet.unit')}` },
            ]}
            onSaved={(_, v) => { notify.success(t('wallet.credit.availableSaved', { amount: amountOf(v.availableAmount) })); close(); }} onClose={close}
          />
        ) : null}
      </Suspense>
    </ResourcePage>
  );
}
