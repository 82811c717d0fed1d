import type { FormEvent, ReactElement } from 'react';
import { styled } from 'styled-components';
import { isWriteOnly } from '../contract/schemas';
import type { OperationDef, ResourceDef } from '../contract/types';
import { lockedOnEdit, useDiscardLabels, useLocale, useNotify, useResourceForm, type FieldEntry, type FieldProblem } from '../core';
import { Button, Dialog, FormField, cssVar } from '../ui';
import { FieldInput } from './FieldInput';
import type { Row } from './ResourceTable';
import { problemText } from './problemText';
import { useViewT } from './useViewT';

/**
 * @example
 * <ResourceFormDialog resource={visitorInfo} fields={formFields(visitorInfo)} operation={addOp} row={null} title="访客信息" onClose={close} />
 */
export interface ResourceFormDialogProps {
  resource: ResourceDef;
  fields: readonly FieldEntry[];
  operation: OperationDef;
  /** The row to edit; null to add. */
  row: Row | null;
  /** The page title used in the dialog heading. */
  title: string;
  fixed?: Readonly<Record<string, string | number>>;
  onClose: () => void;
  onSaved?: (data: unknown) => void;
  /**
   * A control of the domain's own for some fields (e.g. a tree picker for a parent), given the
   * field's value as typed, its setter and its label; the others get the contract's control.
   */
  inputs?: Readonly<Record<string, (value: string, onChange: (v: string) => void, label: string) => ReactElement>>;
}

const Grid = styled.form`display: grid; grid-template-columns: repeat(auto-fill, minmax(220px, 1fr)); gap: 0 ${cssVar.spaceLg};`;
const Wide = styled.div`grid-column: 1 / -1;`;
const Alert = styled.p`margin: 0 0 ${cssVar.spaceMd}; padding: ${cssVar.spaceSm} ${cssVar.spaceMd}; border-radius: ${cssVar.radius}; background: #FEF0F0; color: #B23B3B; font-size: 13px;`;
const Checking = styled.span`color: ${cssVar.textSecondary};`;

/**
 * The add/edit dialog of a resource: one labelled control per writable field, checked as the
 * user goes (required, lengths, ranges, phone, amount, link; the name's uniqueness through
 * check_exists_name), server messages shown on their field, nothing lost when saving fails, the
 * tab marked unsaved while edited, and one save at a time. With changes, every way out (Esc, ×,
 * 取消, a click outside) asks first. Secrets start blank on edit, where blank keeps them.
 * @example
 * <ResourceFormDialog resource={visitorInfo} fields={formFields(visitorInfo)} operation={addOp} row={null} title="访客信息" onClose={close} />
 */
export function ResourceFormDialog({ resource, fields, operation, row, title, fixed, onClose, onSaved, inputs }: ResourceFormDialogProps) {
  const t = useViewT();
  const locale = useLocale();
  const notify = useNotify();
  const form = useResourceForm({
    resource, fields, operation, row, ...(fixed ? { fixed } : {}),
    onSaved: (data) => { notify.success(t('resource.saved')); onSaved?.(data); onClose(); },
  });
  const discardLabels = useDiscardLabels();
  const formId = `sc-form-${resource.key.replace('.', '-')}`;
  const message = (label: string, p: FieldProblem | string | null) => problemText(t, label, p);
  const close = () => {
    if (form.submitting) return;
    form.discard();
    onClose();
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void form.submit();
  };
  return (
    <Dialog
      open onClose={close} width={720} closeLabel={t('resource.close')}
      dirty={form.dirty && !form.submitting} discardLabels={discardLabels}
      title={row ? t('resource.editTitle', { title }) : t('resource.addTitle', { title })}
      footer={(requestClose) => (
        <>
          <Button onClick={requestClose} disabled={form.submitting}>{t('common.cancel')}</Button>
          <Button type="submit" form={formId} variant="primary" loading={form.submitting}>{t('common.save')}</Button>
        </>
      )}
    >
      {form.formError ? <Alert role="alert">{form.formError}</Alert> : null}
      <Grid id={formId} onSubmit={submit} noValidate>
        {form.fields.map(([name, fd]) => {
          const label = fd.label[locale];
          const keeps = row && isWriteOnly(fd);
          const locked = lockedOnEdit(fd, Boolean(row));
          const control = (
            <FormField
              key={name} label={label} required={Boolean(fd.required)}
              error={message(label, form.errorOf(name))}
              hint={form.checking[name] ? <Checking>{t('resource.checking')}</Checking> : locked ? <Checking>{t('resource.createOnly')}</Checking> : keeps ? t('resource.secretKeep') : undefined}
            >
              {inputs?.[name]
                ? inputs[name]!(form.values[name] ?? '', (v) => { form.setValue(name, v); form.touch(name); }, label)
                : <FieldInput field={fd} value={form.values[name] ?? ''} disabled={locked} onChange={(v) => form.setValue(name, v)} onBlur={() => form.touch(name)} />}
            </FormField>
          );
          return fd.type === 'text' ? <Wide key={name}>{control}</Wide> : control;
        })}
      </Grid>
    </Dialog>
  );
}
