import type { FormEvent } from 'react';
import type { OperationDef, ResourceDef } from '../contract/types';
import { bodyFields, useLocale, useNotify, useResourceForm, type FieldProblem } from '../core';
import { Button, Dialog, FormField } from '../ui';
import { FieldInput } from './FieldInput';
import type { Row } from './ResourceTable';
import { problemText } from './problemText';
import { useViewT } from './useViewT';

export interface ActionDialogProps {
  resource: ResourceDef;
  operation: OperationDef;
  row: Row;
  /** The action's name as shown on its button. */
  label: string;
  onClose: () => void;
}

/**
 * A row action that needs input (e.g. the reason of a refund): its fields from the contract,
 * validated like any form; the record id goes along.
 * @example
 * <ActionDialog resource={receivables} operation={refundOp} row={row} label="退款" onClose={close} />
 */
export function ActionDialog({ resource, operation, row, label, onClose }: ActionDialogProps) {
  const t = useViewT();
  const locale = useLocale();
  const notify = useNotify();
  const fields = bodyFields(operation);
  const form = useResourceForm({
    resource, fields, operation, row: null, fixed: { id: String(row.id) },
    onSaved: () => { notify.success(t('resource.actionDone', { action: label })); onClose(); },
  });
  const formId = `sc-action-${operation.name}`;
  const message = (label: string, p: FieldProblem | string | null) => problemText(t, label, p);
  const submit = (e: FormEvent) => { e.preventDefault(); void form.submit(); };
  const name = String(row[resource.labelField] ?? row.id);
  return (
    <Dialog
      open onClose={() => { if (!form.submitting) { form.discard(); onClose(); } }} closeOnOverlay={false} closeLabel={t('resource.close')}
      title={`${label} · ${name}`}
      footer={(
        <>
          <Button onClick={() => { form.discard(); onClose(); }} disabled={form.submitting}>{t('common.cancel')}</Button>
          <Button type="submit" form={formId} variant="primary" loading={form.submitting}>{label}</Button>
        </>
      )}
    >
      {form.formError ? <p role="alert" style={{ color: '#B23B3B', margin: '0 0 12px' }}>{form.formError}</p> : null}
      <form id={formId} onSubmit={submit} noValidate>
        {fields.map(([fname, fd]) => (
          <FormField key={fname} label={fd.label[locale]} required={Boolean(fd.required)} error={message(fd.label[locale], form.errorOf(fname))}>
            <FieldInput field={fd} value={form.values[fname] ?? ''} onChange={(v) => form.setValue(fname, v)} onBlur={() => form.touch(fname)} />
          </FormField>
        ))}
      </form>
    </Dialog>
  );
}
