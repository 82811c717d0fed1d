import { useState, type FormEvent, type ReactNode } from 'react';
import { styled } from 'styled-components';
import type { OperationDef, ResourceDef } from '../contract/types';
import { bodyFields, useLocale, useResourceForm, type FieldEntry, type FieldProblem } from '../core';
import { Button, DateRangePicker, FormField, cssVar } from '../ui';
import { FieldInput } from './FieldInput';
import { problemText } from './problemText';
import { useViewT } from './useViewT';

/**
 * @example
 * <OperationForm resource={rule} operation={checkMealSeatOp} title="余座查询" submitLabel="查询">
 *   {(r: SeatCheck) => <p>剩余 {r.left} 座</p>}
 * </OperationForm>
 */
export interface OperationFormProps<T> {
  resource: ResourceDef;
  operation: OperationDef;
  /** Accessible name of the form and its heading. */
  title: string;
  submitLabel: string;
  /** Inputs (default: the call's declared body fields). */
  fields?: readonly FieldEntry[];
  /** Renders the call's answer under the form. */
  children?: (result: T) => ReactNode;
  /** Pairs of date fields shown as one range picker: [fromField, toField]. */
  range?: readonly [string, string];
  today?: string;
}

const Panel = styled.section`
  margin-bottom: ${cssVar.spaceLg}; padding: ${cssVar.spaceMd} ${cssVar.spaceLg}; border: 1px solid ${cssVar.border}; border-radius: ${cssVar.radius};
  h2 { margin: 0 0 ${cssVar.spaceMd}; font-size: 15px; font-weight: 500; }
  form { display: flex; flex-wrap: wrap; gap: 0 ${cssVar.spaceLg}; align-items: flex-end; }
  form > div { width: 220px; }
  form > button { margin-bottom: 18px; }
`;
const Error = styled.p`color: #B23B3B; margin: 0 0 ${cssVar.spaceSm}; font-size: 13px;`;

/**
 * A form for one contract call that answers something to look at (a seat check, a project's
 * rule, statistics): its declared inputs, validated like any form, and the answer rendered by
 * the caller. Input is kept after every run, so a changed date re-runs in one click.
 * @example
 * <OperationForm resource={rule} operation={checkMealSeatOp} title="余座查询" submitLabel="查询">
 *   {(r: SeatCheck) => <p>剩余 {r.left} 座</p>}
 * </OperationForm>
 */
export function OperationForm<T>({ resource, operation, title, submitLabel, fields, children, range, today }: OperationFormProps<T>) {
  const t = useViewT();
  const locale = useLocale();
  const [result, setResult] = useState<{ value: T } | null>(null);
  const inputs = fields ?? bodyFields(operation);
  const form = useResourceForm({ resource, fields: inputs, operation, row: null, onSaved: (data) => setResult({ value: data as T }) });
  const message = (label: string, p: FieldProblem | string | null) => problemText(t, label, p);
  const submit = (e: FormEvent) => { e.preventDefault(); void form.submit(); };
  const id = `sc-op-${resource.key.replace('.', '-')}-${operation.name}`;
  return (
    <Panel aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {form.formError ? <Error role="alert">{form.formError}</Error> : null}
      <form aria-labelledby={`${id}-title`} onSubmit={submit} noValidate>
        {inputs.map(([name, fd]) => {
          if (range && name === range[1]) return null;
          if (range && name === range[0]) {
            const label = `${fd.label[locale]} – ${inputs.find(([n]) => n === range[1])?.[1].label[locale] ?? ''}`;
            return (
              <div key={name} style={{ width: 300 }}>
                <FormField label={label} error={message(fd.label[locale], form.errorOf(name)) ?? message(label, form.errorOf(range[1]))}>
                  <DateRangePicker
                    aria-label={label} value={[form.values[name] || null, form.values[range[1]] || null]} {...(today ? { today } : {})}
                    labels={{ start: t('resource.dateStart'), end: t('resource.dateEnd'), separator: t('resource.dateSeparator'), clear: t('resource.dateClear'), open: t('resource.dateOpen') }}
                    onChange={([a, b]) => { form.setValue(name, a ?? ''); form.setValue(range[1], b ?? ''); }}
                  />
                </FormField>
              </div>
            );
          }
          return (
            <div key={name}>
              <FormField label={fd.label[locale]} required={Boolean(fd.required)} error={message(fd.label[locale], form.errorOf(name))}>
                <FieldInput field={fd} value={form.values[name] ?? ''} onChange={(v) => form.setValue(name, v)} onBlur={() => form.touch(name)} />
              </FormField>
            </div>
          );
        })}
        <Button type="submit" variant="primary" loading={form.submitting}>{submitLabel}</Button>
      </form>
      {result && children ? <div aria-live="polite">{children(result.value)}</div> : null}
    </Panel>
  );
}
