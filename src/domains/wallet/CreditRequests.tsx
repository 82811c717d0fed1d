import { Suspense, useMemo, useState } from 'react';
import { credit, creditQuotaRequest } from '../../contract/services/credit';
import {
  isOwnRequest, listColumns, resourceQueryKey, useCan, useLocale, useNotify, useResourceList, useResourceWrite, useSessionState, type ListState,
} from '../../core';
import { useAdminInternals } from '../../core/adminContext';
import { ResourceTable, useViewT, type Row } from '../../resource';
import { Button, EmptyState, lazyNamed } from '../../ui';
import { walletActions } from './actions';
import { amountOf } from './amount';
import { walletMessages } from './messages';

const MoneyConfirmDialog = lazyNamed(() => import('../../ui/MoneyConfirmDialog'), 'MoneyConfirmDialog');

const PENDING: ListState = { page: 1, size: 50, sort: null, filters: {} };
const COLUMNS = ['requestNo', 'virtId', 'beforeQuota', 'creditQuota', 'requesterName', 'createTime'];

/**
 * What the pending credit requests section takes.
 * @example
 * <CreditRequests nameOf={(row) => String(row.virtId)} />
 */
export interface CreditRequestsProps {
  /** The label of a request's virtual structure. */
  nameOf: (row: Row) => string;
}

/**
 * 待审核的额度申请 on the credit page: every raise or grant waiting for a second person. An approver
 * (approve:credit) who did not ask sees 审核通过 (confirmed with the new limit in Chinese capitals)
 * and 驳回; the requester sees that it waits. The server refuses the requester's own approval too.
 * @example
 * <CreditRequests nameOf={(row) => virts.labelOf(row.virtId) ?? String(row.virtId)} />
 */
export function CreditRequests({ nameOf }: CreditRequestsProps) {
  const t = useViewT(walletMessages);
  const locale = useLocale();
  const may = useCan();
  const notify = useNotify();
  const { queries } = useAdminInternals();
  const userId = useSessionState().user?.id ?? null;
  const fixed = useMemo(() => ({ auditStatus: 'pending' }), []);
  const list = useResourceList(creditQuotaRequest, PENDING, { fixed });
  const write = useResourceWrite(creditQuotaRequest);
  const fields = useMemo(() => listColumns(creditQuotaRequest).filter(([n]) => COLUMNS.includes(n)), []);
  const [approving, setApproving] = useState<Row | null>(null);
  const audit = walletActions.creditAudit;
  const verbs = audit.transition?.verbs ?? {};
  const mayAudit = may([audit.permission ?? creditQuotaRequest.permission]);
  const decide = async (row: Row, auditStatus: 'approved' | 'rejected') => {
    try {
      await write.run(audit, { id: row.id, auditStatus });
      void queries.invalidate(resourceQueryKey(credit.key));
      void queries.invalidate(resourceQueryKey('credit.creditQuotaOperation'));
      notify.success(t(auditStatus === 'approved' ? 'wallet.credit.approved' : 'wallet.credit.rejected', { amount: amountOf(row.creditQuota) }));
      setApproving(null);
    } catch { /* the API client toasted the server's message; the confirmation stays open */ }
  };
  if (!list.rows.length) return null;
  const title = t('wallet.credit.pending', { count: list.rows.length });
  return (
    <section aria-label={title} style={{ margin: '0 0 12px' }}>
      <h2 style={{ fontSize: 15, margin: '0 0 8px' }}>{title}</h2>
      <ResourceTable
        resource={creditQuotaRequest} rows={list.rows} fields={fields} label={title} height={Math.min(320, 56 + list.rows.length * 44)}
        busy={list.isFetching} empty={<EmptyState title={t('common.empty')} />} actionsWidth={180}
        rowActions={(row) => (mayAudit && !isOwnRequest(audit, row, userId) ? (
          <>
            <Button variant="text" onClick={() => setApproving(row)}>{verbs.approved?.[locale] ?? ''}</Button>
            <Button variant="text" disabled={write.pending} onClick={() => void decide(row, 'rejected')}>{verbs.rejected?.[locale] ?? ''}</Button>
          </>
        ) : <span>{t('wallet.credit.awaiting')}</span>)}
      />
      <Suspense fallback={null}>
        {approving ? (
          <MoneyConfirmDialog
            open title={t('wallet.credit.confirmApproveTitle')} amount={amountOf(approving.creditQuota)}
            amountLabel={t('wallet.credit.quota')} capitalsLabel={t('wallet.capitals')} unit={t('wallet.unit')}
            details={[
              { label: creditQuotaRequest.fields.virtId!.label[locale], value: nameOf(approving) },
              { label: creditQuotaRequest.fields.beforeQuota!.label[locale], value: `${amountOf(approving.beforeQuota)} ${t('wallet.unit')}` },
              { label: creditQuotaRequest.fields.requesterName!.label[locale], value: String(approving.requesterName ?? '—') },
            ]}
            message={t('wallet.credit.approveQuestion')} confirmText={verbs.approved?.[locale] ?? ''} cancelText={t('common.cancel')}
            closeLabel={t('resource.close')} confirming={write.pending} onConfirm={() => void decide(approving, 'approved')} onCancel={() => setApproving(null)}
          />
        ) : null}
      </Suspense>
    </section>
  );
}
