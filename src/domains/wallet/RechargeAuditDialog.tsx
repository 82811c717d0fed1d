import { useState, type FormEvent } from 'react';
import { rechargeManage } from '../../contract/services/wallet';
import type { OperationDef, ResourceDef } from '../../contract/types';
import { useDiscardLabels, useLocale, useNotify, useTransition } from '../../core';
import { FieldInput, useViewT, type Row } from '../../resource';
import { problemText } from '../../resource/problemText';
import { digitUppercase } from '../../utils';
import { Button, Dialog, FormField, MoneyConfirmDialog, SegmentedControl } from '../../ui';
import { walletActions } from './actions';
import { amountOf } from './amount';
import { walletMessages } from './messages';

export interface RechargeAuditDialogProps {
  /** A pending request (a row of wallet.rechargeManage, or of `resource`) asked by someone else. */
  row: Row;
  /** The account's name, for the confirmation (the row holds its id). */
  accountName: string;
  onClose: () => void;
  /** The request's resource and approval call, when not 充值管理's (用户充值 reviews organisation.userRechargeRequest). */
  review?: {
    resource: ResourceDef;
    operation: OperationDef;
    /** What the request says, after its number (purpose, who is credited, requester). */
    details: { label: string; value: string }[];
    /** The amount credited on approval, as a decimal string. */
    amount: string;
    /** The question of the final confirmation. */
    approveQuestion: string;
  };
}


/**
 * The second person's review of a recharge request: the request with its amount in figures and in
 * Chinese capitals, the decision (通过 / 驳回) and the note (required to reject). Approving asks
 * once more, in the money confirmation, because it credits the account at once. A refusal (the
 * server's two-person rule, a request already decided) keeps the note typed and shows the message.
 * @example
 * <RechargeAuditDialog row={row} accountName="星河科技餐补账户" onClose={close} />
 */
export function RechargeAuditDialog({ row, accountName, onClose, review }: RechargeAuditDialogProps) {
  const t = useViewT(walletMessages);
  const locale = useLocale();
  const notify = useNotify();
  const discardLabels = useDiscardLabels();
  const [confirming, setConfirming] = useState(false);
  const amount = review?.amount ?? amountOf(row.amount);
  const resource = review?.resource ?? rechargeManage;
  const move = useTransition({
    resource, operation: review?.operation ?? walletActions.rechargeAudit, row,
    onDone: (to) => { notify.success(to === 'approved' ? t('wallet.approved', { amount }) : t('wallet.rejected')); onClose(); },
  });
  const name = String(row.title ?? row.purpose ?? row.rechargeNo ?? row.requestNo ?? row.id);
  const approving = move.target === 'approved';
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (approving) setConfirming(true);
    else void move.submit();
  };
  const close = () => { if (!move.submitting) { move.discard(); onClose(); } };
  const formId = `sc-recharge-audit-${String(row.id)}`;
  const lines = review ? [
    { label: resource.fields.requestNo?.label[locale] ?? '', value: String(row.requestNo ?? '—') },
    ...review.details,
  ] : [
    { label: rechargeManage.fields.rechargeNo!.label[locale], value: String(row.rechargeNo ?? '—') },
    { label: t('wallet.purpose'), value: name },
    { label: t('wallet.account'), value: accountName },
    { label: t('wallet.requester'), value: String(row.requesterName ?? '—') },
  ];
  return (
    <>
      <Dialog
        open={!confirming} onClose={close} closeLabel={t('resource.close')} dirty={move.dirty && !move.submitting} discardLabels={discardLabels}
        title={t('wallet.auditTitle', { name })}
        footer={(requestClose) => (
          <>
            <Button onClick={requestClose} disabled={move.submitting}>{t('common.cancel')}</Button>
            <Button type="submit" form={formId} variant={approving ? 'primary' : 'danger'} loading={move.submitting} disabled={move.target == null}>
              {approving ? t('wallet.approve') : t('wallet.reject')}
            </Button>
          </>
        )}
      >
        {move.formError ? <p role="alert" style={{ color: '#B23B3B', margin: '0 0 12px' }}>{move.formError}</p> : null}
        <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '6px 16px', margin: '0 0 12px' }}>
          {lines.map((l) => <div key={l.label} style={{ display: 'contents' }}><dt>{l.label}</dt><dd style={{ margin: 0 }}>{l.value}</dd></div>)}
          <dt>{t('wallet.amount')}</dt><dd style={{ margin: 0, fontWeight: 600 }} data-testid="audit-amount">{amount} {t('wallet.unit')}</dd>
          <dt>{t('wallet.capitals')}</dt><dd style={{ margin: 0 }} data-testid="audit-capitals">{digitUppercase(amount)}</dd>
        </dl>
        <form id={formId} onSubmit={submit} noValidate>
          <FormField label={t('wallet.decision')} required>
            <SegmentedControl
              aria-label={t('wallet.decision')}
              value={move.target == null ? null : String(move.target)}
              options={move.choices.map((s) => ({ value: String(s), label: s === 'approved' ? t('wallet.approve') : t('wallet.reject') }))}
              onChange={(v) => { const s = move.choices.find((c) => String(c) === v); if (s != null) move.setTarget(s); }}
            />
          </FormField>
          {move.fields.map(([n, fd]) => (
            <FormField key={n} label={fd.label[locale]} required={Boolean(fd.required)} error={problemText(t, fd.label[locale], move.errorOf(n))}>
              <FieldInput field={fd} value={move.values[n] ?? ''} onChange={(v) => move.setValue(n, v)} onBlur={() => move.touch(n)} />
            </FormField>
          ))}
        </form>
      </Dialog>
      <MoneyConfirmDialog
        open={confirming} title={t('wallet.confirmApproveTitle')} amount={amount}
        amountLabel={t('wallet.amount')} capitalsLabel={t('wallet.capitals')} unit={t('wallet.unit')}
        details={lines.slice(1)} message={review?.approveQuestion ?? t('wallet.approveQuestion', { account: accountName })}
        confirmText={t('wallet.confirmApprove')} cancelText={t('wallet.back')} closeLabel={t('resource.close')}
        confirming={move.submitting}
        onConfirm={() => void move.submit().then((ok) => { if (!ok) setConfirming(false); })}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
