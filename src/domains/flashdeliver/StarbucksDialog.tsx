import type { FormEvent } from 'react';
import { order } from '../../contract/services/flashdeliver';
import { useLocale, useNotify, useResourceForm, type FieldEntry } from '../../core';
import { FieldInput, useViewT } from '../../resource';
import { problemText } from '../../resource/problemText';
import { Button, Dialog, FormField, cssVar } from '../../ui';
import { flashdeliverMessages } from './messages';

const op = order.operations.find((o) => o.name === 'starbucksReceiver')!;
const FIELDS: FieldEntry[] = (['receiverName', 'receiverPhone', 'address'] as const).map((n) => [n, op.body![n]!]);

/**
 * @example
 * <StarbucksDialog row={order} onClose={close} />
 */
export interface StarbucksDialogProps { row: Record<string, unknown>; onClose: () => void }

/**
 * 推送星巴克: the order's receiver (prefilled, editable) sent to the Starbucks delivery channel
 * (starbucksReceiver); a refusal stays on its field with what was typed.
 * @example
 * <StarbucksDialog row={order} onClose={close} />
 */
export function StarbucksDialog({ row, onClose }: StarbucksDialogProps) {
  const t = useViewT(flashdeliverMessages);
  const locale = useLocale();
  const notify = useNotify();
  const form = useResourceForm({
    resource: order, fields: FIELDS, operation: op, row, fixed: { id: String(row.id) },
    onSaved: () => { notify.success(t('flash.starbucksSent', { no: String(row.orderNo ?? row.id) })); onClose(); },
  });
  const submit = (e: FormEvent) => { e.preventDefault(); void form.submit(); };
  const label = op.label![locale];
  return (
    <Dialog
      open onClose={() => { if (!form.submitting) { form.discard(); onClose(); } }} closeLabel={t('resource.close')}
      title={`${label} · ${String(row.orderNo ?? row.id)}`}
      footer={(
        <>
          <Button onClick={onClose} disabled={form.submitting}>{t('common.cancel')}</Button>
          <Button type="submit" form="sc-flash-starbucks" variant="primary" loading={form.submitting}>{label}</Button>
        </>
      )}
    >
      {form.formError ? <p role="alert" style={{ color: cssVar.dangerInk, margin: '0 0 8px' }}>{form.formError}</p> : null}
      <form id="sc-flash-starbucks" onSubmit={submit} noValidate>
        {FIELDS.map(([name, fd]) => (
          <FormField key={name} label={fd.label[locale]} required={Boolean(fd.required)} error={problemText(t, fd.label[locale], form.errorOf(name))}>
            <FieldInput field={fd} value={form.values[name] ?? ''} onChange={(v) => form.setValue(name, v)} onBlur={() => form.touch(name)} />
          </FormField>
        ))}
      </form>
    </Dialog>
  );
}
