import { useMemo } from 'react';
import { collection } from '../../contract/services/collection';
import { bodyFields, resourceQueryKey, useDiscardLabels, useLocale, useNotify, useResourceForm } from '../../core';
import { useAdminInternals } from '../../core/adminContext';
import { useConfirmStep } from '../../core/resource/useConfirmStep';
import { FieldInput, useViewT, type Row } from '../../resource';
import { problemText } from '../../resource/problemText';
import { Button, Dialog, FormField, MoneyConfirmDialog } from '../../ui';
import { merchantActions, moneyText } from './actions';
import { merchantMessages } from './messages';

export interface RefundDialogProps {
  /** The collection refunded (a row of collection.collection, status paid). */
  row: Row;
  onClose: () => void;
}

/**
 * Refund of one collection in two steps: the reason, then the money confirmation with the amount
 * (the whole collection: the catalogue's refund takes no amount) in Chinese capitals, the payer,
 * the merchant and the collection number. A refusal returns to the form with the server's message
 * on the field it names and the reason kept.
 * @example
 * <RefundDialog row={{ id: 7, orderNo: 'SK202611260001', amount: '35.50' }} onClose={close} />
 */
export function RefundDialog({ row, onClose }: RefundDialogProps) {
  const t = useViewT(merchantMessages);
  const locale = useLocale();
  const notify = useNotify();
  const { queries } = useAdminInternals();
  const discardLabels = useDiscardLabels();
  const op = merchantActions.refund;
  const fields = useMemo(() => bodyFields(op), [op]);
  const amount = moneyText(row.amount) ?? '';
  const orderNo = String(row.orderNo ?? row.id);
  const form = useResourceForm({
    resource: collection, fields, operation: op, fixed: { id: String(row.id) },
    onSaved: () => {
      queries.invalidate(resourceQueryKey(collection.key));
      notify.success(t('merchant.refunded', { orderNo, amount }));
      onClose();
    },
  });
  const { confirming, next, pay, back, close } = useConfirmStep(form, fields, onClose);
  const formId = `sc-refund-${String(row.id)}`;
  const merchantName = String(row.merchantName ?? row.merchantId ?? '—');
  return (
    <>
      <Dialog
        open={!confirming} onClose={close} closeLabel={t('resource.close')} dirty={form.dirty && !form.submitting} discardLabels={discardLabels}
        title={t('merchant.refundTitle', { orderNo })}
        footer={(requestClose) => (
          <>
            <Button onClick={requestClose}>{t('common.cancel')}</Button>
            <Button type="submit" form={formId} variant="primary">{t('merchant.next')}</Button>
          </>
        )}
      >
        {form.formError ? <p role="alert" style={{ color: '#B23B3B', margin: '0 0 12px' }}>{form.formError}</p> : null}
        <p style={{ margin: '0 0 12px' }}>{t('merchant.refundAmount')}：{amount} {t('merchant.unit')}</p>
        <form id={formId} onSubmit={next} noValidate>
          {fields.map(([n, fd]) => (
            <FormField key={n} label={fd.label[locale]} required={Boolean(fd.required)} error={problemText(t, fd.label[locale], form.errorOf(n))}>
              <FieldInput field={fd} value={form.values[n] ?? ''} onChange={(v) => form.setValue(n, v)} onBlur={() => form.touch(n)} />
            </FormField>
          ))}
        </form>
      </Dialog>
      <MoneyConfirmDialog
        open={confirming} title={t('merchant.confirmRefund')} amount={amount}
        amountLabel={t('merchant.refundAmount')} capitalsLabel={t('merchant.capitals')} unit={t('merchant.unit')}
        details={[
          { label: t('merchant.orderNo'), value: orderNo },
          { label: t('merchant.merchant'), value: merchantName },
          { label: t('merchant.payer'), value: String(row.payerName ?? '—') },
          ...(form.values.refundReason?.trim() ? [{ label: t('merchant.reason'), value: form.values.refundReason.trim() }] : []),
        ]}
        message={t('merchant.refundQuestion', { orderNo })}
        confirmText={t('merchant.confirmRefund')} cancelText={t('merchant.back')} closeLabel={t('resource.close')}
        confirming={form.submitting} onConfirm={pay} onCancel={back}
      />
    </>
  );
}
