import { useMemo } from 'react';
import { user } from '../../contract/services/organisation/people';
import { bodyFields, resourceQueryKey, useDiscardLabels, useLocale, useNotify, useResourceForm } from '../../core';
import { useAdminInternals } from '../../core/adminContext';
import { useConfirmStep } from '../../core/resource/useConfirmStep';
import { FieldInput, useViewT, type Row } from '../../resource';
import { problemText } from '../../resource/problemText';
import { Button, Dialog, FormField, MoneyConfirmDialog } from '../../ui';
import { amountText, usersActions } from './actions';
import { usersMessages } from './messages';

export interface RechargeDialogProps {
  /** The user whose wallet is credited (a row of organisation.user). */
  row: Row;
  onClose: () => void;
}

/**
 * A recharge request for one user's wallet in two steps: the amount (the 000 section 5 filter on
 * every keystroke, checked against the contract's limits) and a remark, then the money
 * confirmation with the amount in Chinese capitals (提交充值申请). Nothing is credited until
 * another person approves the request (充值管理 › 用户充值). A refusal from the server returns to the form with its
 * message on the field it names and nothing typed lost.
 * @example
 * <RechargeDialog row={{ id: 3, name: '张三', balance: 20 }} onClose={close} />
 */
export function RechargeDialog({ row, onClose }: RechargeDialogProps) {
  const t = useViewT(usersMessages);
  const locale = useLocale();
  const notify = useNotify();
  const { queries } = useAdminInternals();
  const discardLabels = useDiscardLabels();
  const op = usersActions.recharge;
  const fields = useMemo(() => bodyFields(op), [op]);
  const name = String(row[user.labelField] ?? row.id);
  const form = useResourceForm({
    resource: user, fields, operation: op, fixed: { id: String(row.id) },
    onSaved: () => {
      // Nothing is credited yet: the request joins the 用户充值 queue, whose cached pages are stale now.
      queries.invalidate(resourceQueryKey('organisation.userRechargeRequest'));
      notify.success(t('users.recharged', { name, amount: amountText(form.values.amount) ?? form.values.amount ?? '' }));
      onClose();
    },
  });
  const { confirming, next, pay, back, close } = useConfirmStep(form, fields, onClose);
  const formId = `sc-recharge-${String(row.id)}`;
  const balance = amountText(row.balance);
  return (
    <>
      <Dialog
        open={!confirming} onClose={close} closeLabel={t('resource.close')} dirty={form.dirty && !form.submitting} discardLabels={discardLabels}
        title={t('users.rechargeTitle', { name })}
        footer={(requestClose) => (
          <>
            <Button onClick={requestClose}>{t('common.cancel')}</Button>
            <Button type="submit" form={formId} variant="primary">{t('users.next')}</Button>
          </>
        )}
      >
        {form.formError ? <p role="alert" style={{ color: '#B23B3B', margin: '0 0 12px' }}>{form.formError}</p> : null}
        <p style={{ margin: '0 0 12px' }}>{t('users.balance')}：{balance ?? '—'} {t('users.unit')}</p>
        <form id={formId} onSubmit={next} noValidate>
          {fields.map(([n, fd]) => (
            <FormField key={n} label={fd.label[locale]} required={Boolean(fd.required)} error={problemText(t, fd.label[locale], form.errorOf(n))}>
              <FieldInput field={fd} value={form.values[n] ?? ''} onChange={(v) => form.setValue(n, v)} onBlur={() => form.touch(n)} />
            </FormField>
          ))}
        </form>
      </Dialog>
      <MoneyConfirmDialog
        open={confirming} title={t('users.confirmTitle')} amount={form.values.amount ?? ''}
        amountLabel={t('users.amount')} capitalsLabel={t('users.capitals')} unit={t('users.unit')}
        details={[
          { label: t('users.user'), value: name },
          { label: t('users.balance'), value: `${balance ?? '—'} ${t('users.unit')}` },
          ...(form.values.remark?.trim() ? [{ label: t('users.remark'), value: form.values.remark.trim() }] : []),
        ]}
        message={t('users.rechargeQuestion', { name })}
        confirmText={t('users.confirmRecharge')} cancelText={t('users.back')} closeLabel={t('resource.close')}
        confirming={form.submitting} onConfirm={pay} onCancel={back}
      />
    </>
  );
}
