import type { ReactNode } from 'react';
import type { OperationDef, ResourceDef } from '../contract/types';
import { useDiscardLabels, useLocale, useResourceForm, useT, type FieldEntry } from '../core';
import { useConfirmStep } from '../core/resource/useConfirmStep';
import { Button, Dialog, FormField, MoneyConfirmDialog } from '../ui';
import { FieldInput } from './FieldInput';
import { problemText } from './problemText';

type Values = Readonly<Record<string, string>>;

/**
 * @example
 * <MoneyFormDialog resource={credit} operation={setOp} fields={fields} amountField="creditQuota" title="授信额度"
 *   confirmTitle="确认授信额度" confirmText="确认" message="…" onSaved={done} onClose={close} />
 */
export interface MoneyFormDialogProps {
  resource: ResourceDef;
  /** The call that saves (add, save, or an action with a body). */
  operation: OperationDef;
  fields: readonly FieldEntry[];
  /** The field whose value is the money shown in capitals. */
  amountField?: string;
  /** The money when no field holds it (a refund of a whole payment): a decimal string. */
  amount?: string;
  /** The row being changed (its id is sent), or nothing to add. */
  row?: Record<string, unknown> | null;
  fixed?: Readonly<Record<string, string | number>>;
  title: string;
  /** A line above the inputs (the balance, the amount refunded). */
  intro?: ReactNode;
  confirmTitle: string;
  confirmText: string;
  message: string;
  /** Label of the amount line in the confirmation (default: the field's label). */
  amountLabel?: string;
  /** Lines above the amount in the confirmation, from what was typed. */
  details?: (values: Values) => readonly { label: string; value: ReactNode }[];
  /** After the server accepted the save, with its data and what was typed. */
  onSaved: (data: unknown, values: Values) => void | Promise<void>;
  onClose: () => void;
}

/**
 * A money form in two steps: the inputs (amounts through the 000 section 5 filter, checked
 * against the contract), then the confirmation with the amount in Chinese capitals. A refusal
 * returns to the form with the server's message on the field it names and nothing typed lost.
 * @example
 * <MoneyFormDialog resource={credit} operation={setOp} fields={fields} amountField="creditQuota" title="授信额度"
 *   confirmTitle="确认授信额度" confirmText="确认" message="…" onSaved={done} onClose={close} />
 */
export function MoneyFormDialog(p: MoneyFormDialogProps) {
  const t = useT();
  const locale = useLocale();
  const discardLabels = useDiscardLabels();
  const form = useResourceForm({
    resource: p.resource, fields: p.fields, operation: p.operation, ...(p.row ? { row: p.row } : {}), ...(p.fixed ? { fixed: p.fixed } : {}),
    onSaved: (data) => { void p.onSaved(data, form.values); },
  });
  const { confirming, next, pay, back, close } = useConfirmStep(form, p.fields, p.onClose);
  const formId = `sc-money-${p.resource.name}-${p.operation.name}`;
  const amountDef = p.fields.find(([n]) => n === p.amountField)?.[1];
  const amount = p.amount ?? (p.amountField ? form.values[p.amountField] : undefined) ?? '';
  return (
    <>
      <Dialog
        open={!confirming} onClose={close} closeLabel={t('resource.close')} dirty={form.dirty && !form.submitting} discardLabels={discardLabels}
        title={p.title}
        footer={(requestClose) => (
          <>
            <Button onClick={requestClose}>{t('common.cancel')}</Button>
            <Button type="submit" form={formId} variant="primary">{t('resource.moneyNext')}</Button>
          </>
        )}
      >
        {form.formError ? <p role="alert" style={{ color: '#B23B3B', margin: '0 0 12px' }}>{form.formError}</p> : null}
        {p.intro ? <p style={{ margin: '0 0 12px' }}>{p.intro}</p> : null}
        <form id={formId} onSubmit={next} noValidate>
          {p.fields.map(([n, fd]) => (
            <FormField key={n} label={fd.label[locale]} required={Boolean(fd.required)} error={problemText(t, fd.label[locale], form.errorOf(n))}>
              <FieldInput field={fd} value={form.values[n] ?? ''} onChange={(v) => form.setValue(n, v)} onBlur={() => form.touch(n)} />
            </FormField>
          ))}
        </form>
      </Dialog>
      <MoneyConfirmDialog
        open={confirming} title={p.confirmTitle} amount={amount}
        amountLabel={p.amountLabel ?? amountDef?.label[locale] ?? ''} capitalsLabel={t('resource.moneyCapitals')} unit={t('resource.moneyUnit')}
        details={p.details?.(form.values) ?? []} message={p.message}
        confirmText={p.confirmText} cancelText={t('resource.moneyBack')} closeLabel={t('resource.close')}
        confirming={form.submitting} onConfirm={pay} onCancel={back}
      />
    </>
  );
}
