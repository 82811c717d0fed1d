import type { FormEvent } from 'react';
import type { OperationDef, ResourceDef } from '../contract/types';
import {
  isRefusal, stateLabel, transitionKind, transitionVerb, useLocale, useDiscardLabels, useNotify, useTransition, type FieldProblem, type TransitionState,
} from '../core';
import { Button, ConfirmDialog, Dialog, FormField, SegmentedControl } from '../ui';
import { FieldInput } from './FieldInput';
import type { Row } from './ResourceTable';
import { problemText } from './problemText';
import { useViewT } from './useViewT';

/**
 * @example
 * <ActionDialog resource={household} operation={auditOp} row={row} label="审核" onClose={close} />
 */
export interface ActionDialogProps {
  resource: ResourceDef;
  operation: OperationDef;
  row: Row;
  /** The action's name as shown on its button (审核, 退款). */
  label: string;
  /** The target picked on the row (a toggle's state, a call's only one); without it the dialog asks. */
  target?: TransitionState | null;
  onClose: () => void;
}

/**
 * A row's status move, asked the way it needs: a toggle or a call without inputs is a confirm
 * that says what happens (确定停用“张三”吗？); an audit asks for the decision (通过 / 驳回, only
 * the states the row is not in) and its note, required when rejecting; a call with inputs (the
 * reason of a refund) is a small form. The confirm button says the move; the toast says it was
 * done; a failure keeps what was typed.
 * @example
 * <ActionDialog resource={household} operation={auditOp} row={row} label="审核" onClose={close} />
 */
export function ActionDialog({ resource, operation, row, label, target, onClose }: ActionDialogProps) {
  const t = useViewT();
  const locale = useLocale();
  const notify = useNotify();
  const verb = (s: TransitionState | null) => (s == null ? label : transitionVerb(operation, resource, s, locale));
  const single = transitionKind(operation) === 'single';
  const move = useTransition({
    resource, operation, row, ...(target != null ? { target } : {}),
    onDone: (to) => { notify.success(t('resource.actionDone', { action: single ? label : verb(to) })); onClose(); },
  });
  const discardLabels = useDiscardLabels();
  const name = String(row[resource.labelField] ?? row.id);
  const refusal = isRefusal(operation, resource, move.target);
  const field = operation.transition?.field ?? '';

  if (move.kind !== 'choice' && !move.fields.length) {
    const toggle = move.kind === 'toggle';
    const message = toggle
      ? t('resource.toggleConfirm', {
        verb: verb(move.target), name, field: resource.fields[field]?.label[locale] ?? '',
        from: stateLabel(operation, resource, row[field], locale), to: stateLabel(operation, resource, move.target, locale),
      })
      : t('resource.actionConfirm', { name, action: label });
    return (
      <ConfirmDialog
        open title={toggle ? verb(move.target) : label} message={message}
        confirmText={toggle ? verb(move.target) : t('common.confirm')} cancelText={t('common.cancel')} closeLabel={t('resource.close')}
        tone={refusal ? 'danger' : 'warning'} confirming={move.submitting}
        onCancel={() => { if (!move.submitting) onClose(); }}
        // A refused move has been toasted by the API client; the row's state is unchanged.
        onConfirm={() => void move.submit().then((done) => { if (!done) onClose(); })}
      />
    );
  }

  const formId = `sc-action-${operation.name}`;
  const message = (fieldLabel: string, p: FieldProblem | string | null) => problemText(t, fieldLabel, p);
  const submit = (e: FormEvent) => { e.preventDefault(); void move.submit(); };
  const close = () => { if (!move.submitting) { move.discard(); onClose(); } };
  const decision = operation.body?.[field]?.label[locale] ?? t('resource.decision');
  return (
    <Dialog
      open onClose={close} closeLabel={t('resource.close')}
      dirty={move.dirty && !move.submitting} discardLabels={discardLabels}
      title={`${label} · ${name}`}
      footer={(requestClose) => (
        <>
          <Button onClick={requestClose} disabled={move.submitting}>{t('common.cancel')}</Button>
          <Button type="submit" form={formId} variant={refusal && move.kind === 'choice' ? 'danger' : 'primary'} loading={move.submitting} disabled={move.target == null}>
            {move.kind === 'choice' ? verb(move.target) : label}
          </Button>
        </>
      )}
    >
      {move.formError ? <p role="alert" style={{ color: '#B23B3B', margin: '0 0 12px' }}>{move.formError}</p> : null}
      <form id={formId} onSubmit={submit} noValidate>
        {move.kind === 'choice' ? (
          <FormField label={decision} required>
            <SegmentedControl
              value={move.target == null ? null : String(move.target)}
              options={move.choices.map((s) => ({ value: String(s), label: verb(s) }))}
              onChange={(v) => { const s = move.choices.find((c) => String(c) === v); if (s != null) move.setTarget(s); }}
            />
          </FormField>
        ) : null}
        {move.fields.map(([fname, fd]) => (
          <FormField key={fname} label={fd.label[locale]} required={Boolean(fd.required)} error={message(fd.label[locale], move.errorOf(fname))}>
            <FieldInput field={fd} value={move.values[fname] ?? ''} onChange={(v) => move.setValue(fname, v)} onBlur={() => move.touch(fname)} />
          </FormField>
        ))}
      </form>
    </Dialog>
  );
}
