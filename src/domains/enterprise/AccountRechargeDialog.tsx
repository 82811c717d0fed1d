import { useMemo, useState, type FormEvent } from 'react';
import { virtAccountExtend } from '../../contract/services/wallet';
import { bodyFields, callOperation, resourceQueryKey, useDiscardLabels, useLocale, useNotify, useResourceForm } from '../../core';
import { useAdminInternals } from '../../core/adminContext';
import { FieldInput, errorText, useViewT, type Row } from '../../resource';
import { problemText } from '../../resource/problemText';
import { Button, Dialog, FormField, MoneyConfirmDialog } from '../../ui';
import { amountToFen, fenToAmount } from '../../utils/amountFen';
import { enterpriseMessages } from './messages';

export interface AccountRechargeDialogProps {
  /** The enterprise account (a row of wallet.virtAccountExtend). */
  row: Row;
  onClose: () => void;
}

const rechargeOp = virtAccountExtend.operations.find((o) => o.name === 'recharge')!;

/** A stored balance (number or decimal string) as yuan with two decimals, through integer fen. */
const yuan = (v: unknown) => {
  const fen = amountToFen(v === null || v === undefined ? null : String(v));
  return fen === null ? '—' : fenToAmount(fen);
};

// The envelope's default words say nothing the user can read; any other message is the server's answer.
const GENERIC = new Set(['success', 'ok', '']);
const serverMessage = (msg: string | null | undefined) => (msg && !GENERIC.has(msg.trim().toLowerCase()) ? msg : null);

/**
 * Recharge of one enterprise account: the amount (the amount rules on every keystroke) and a
 * remark, then the confirmation with the amount in Chinese capitals. The toast is the server's
 * own answer (a direct credit, or a request waiting for a second person's audit); a refusal
 * returns to the form with its message on the field it names and nothing typed lost.
 * @example
 * <AccountRechargeDialog row={{ id: 3, name: '食堂账户', balance: 200 }} onClose={close} />
 */
export function AccountRechargeDialog({ row, onClose }: AccountRechargeDialogProps) {
  const t = useViewT(enterpriseMessages);
  const locale = useLocale();
  const notify = useNotify();
  const { api, queries } = useAdminInternals();
  const discardLabels = useDiscardLabels();
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<{ field: string | null; msg: string } | null>(null);
  const fields = useMemo(() => bodyFields(rechargeOp).filter(([n]) => n !== 'id'), []);
  const name = String(row.name ?? row.id);
  // The form validates and keeps what was typed; the call is made here to read the answer's message.
  const form = useResourceForm({ resource: virtAccountExtend, fields, operation: rechargeOp, fixed: { id: String(row.id) } });
  const next = (e: FormEvent) => {
    e.preventDefault();
    for (const [n] of fields) form.touch(n);
    if (!form.hasProblems) setConfirming(true);
  };
  const pay = async () => {
    if (sending) return;
    setSending(true);
    try {
      const env = await callOperation<{ msg?: string | null }>(api, rechargeOp, { id: row.id, amount: form.values.amount, remark: form.values.remark ?? '' });
      void queries.invalidate(resourceQueryKey(virtAccountExtend.key));
      void queries.invalidate(resourceQueryKey('wallet.virtAccountWater'));
      void queries.invalidate(resourceQueryKey('wallet.rechargeManage'));
      form.discard();
      notify.success(serverMessage(env.msg) ?? t('enterprise.done'));
      onClose();
    } catch (e) {
      // A refusal names the field it is about in its data (the envelope's `data.field`).
      const field = (e as { data?: { field?: unknown } | null } | null)?.data?.field;
      const msg = errorText(e, '');
      setRefusal({ field: typeof field === 'string' && fields.some(([n]) => n === field) ? field : null, msg });
      setConfirming(false);
    } finally {
      setSending(false);
    }
  };
  const close = () => { if (!sending) { form.discard(); onClose(); } };
  const formId = `sc-account-recharge-${String(row.id)}`;
  const balance = yuan(row.balance);
  return (
    <>
      <Dialog
        open={!confirming} onClose={close} closeLabel={t('resource.close')} dirty={form.dirty && !sending} discardLabels={discardLabels}
        title={t('enterprise.rechargeTitle', { name })}
        footer={(requestClose) => (
          <>
            <Button onClick={requestClose}>{t('common.cancel')}</Button>
            <Button type="submit" form={formId} variant="primary">{t('enterprise.next')}</Button>
          </>
        )}
      >
        {refusal && !refusal.field ? <p role="alert" style={{ color: '#B23B3B', margin: '0 0 12px' }}>{refusal.msg}</p> : null}
        <p style={{ margin: '0 0 12px' }}>{t('enterprise.balance')}：{balance} {t('enterprise.unit')}</p>
        <form id={formId} onSubmit={next} noValidate>
          {fields.map(([n, fd]) => (
            <FormField
              key={n} label={fd.label[locale]} required={Boolean(fd.required)}
              error={refusal?.field === n ? refusal.msg : problemText(t, fd.label[locale], form.errorOf(n))}
            >
              <FieldInput field={fd} value={form.values[n] ?? ''} onChange={(v) => { setRefusal(null); form.setValue(n, v); }} onBlur={() => form.touch(n)} />
            </FormField>
          ))}
        </form>
      </Dialog>
      <MoneyConfirmDialog
        open={confirming} title={t('enterprise.confirmTitle')} amount={form.values.amount ?? ''}
        amountLabel={t('enterprise.amount')} capitalsLabel={t('enterprise.capitals')} unit={t('enterprise.unit')}
        details={[
          { label: t('enterprise.account'), value: name },
          { label: t('enterprise.balance'), value: `${balance} ${t('enterprise.unit')}` },
          ...(form.values.remark?.trim() ? [{ label: t('enterprise.remark'), value: form.values.remark.trim() }] : []),
        ]}
        message={t('enterprise.rechargeQuestion', { name })}
        confirmText={t('enterprise.confirmRecharge')} cancelText={t('enterprise.back')} closeLabel={t('resource.close')}
        confirming={sending} onConfirm={() => void pay()} onCancel={() => setConfirming(false)}
      />
    </>
  );
}
