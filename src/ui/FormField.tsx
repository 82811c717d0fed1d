import { cloneElement, isValidElement, useId } from 'react';
import type { ReactElement, ReactNode } from 'react';
import { styled } from 'styled-components';
import { cssVar } from './theme';

/**
 * @example
 * <FormField label="确认密码" required error={mismatch ? '两次输入的密码不一致' : undefined}
 *   hint="密码必须包含大小写字母和数字">
 *   <PasswordInput value={check} onChange={(e) => setCheck(e.target.value)} />
 * </FormField>
 */
export interface FormFieldProps {
  label: ReactNode;
  /** The control: Input, PasswordInput, Select, SegmentedControl... (one element). */
  children: ReactElement;
  /** Validation message; sets aria-invalid on the control and is announced politely. */
  error?: ReactNode;
  /** Help text under the control (e.g. the password rule). */
  hint?: ReactNode;
  /** Shows a * and sets aria-required. */
  required?: boolean;
  /** Id for the control (default: generated). */
  id?: string;
  /** `horizontal` puts the label left of the control (Element's label-width forms). */
  layout?: 'vertical' | 'horizontal';
  /** Label column width in px for the horizontal layout (default 100). */
  labelWidth?: number;
  className?: string;
}

// No bottom margin: the error line below the control reserves that space (see ErrorText).
const Row = styled.div<{ $horizontal: boolean; $labelWidth: number }>`
  display: grid; gap: 6px ${cssVar.spaceMd}; font-size: ${cssVar.fontSize};
  grid-template-columns: ${(p) => (p.$horizontal ? `${p.$labelWidth}px minmax(0, 1fr)` : 'minmax(0, 1fr)')};
  align-items: ${(p) => (p.$horizontal ? 'start' : 'stretch')};
  > label { color: ${cssVar.text}; line-height: ${(p) => (p.$horizontal ? cssVar.controlHeight : '20px')};
    text-align: ${(p) => (p.$horizontal ? 'right' : 'left')}; }
`;

// The * is generated content with empty alt text: seen, not read (aria-required says it), and not
// part of the label's text either.
const Label = styled.label`
  &[data-required]::before { content: '*'; content: '*' / ''; color: ${cssVar.dangerInk}; margin-right: ${cssVar.spaceXs}; }
`;

const Hint = styled.div`color: ${cssVar.textSecondary}; font-size: ${cssVar.fontSizeSmall}; line-height: 18px; margin-top: ${cssVar.spaceXs};`;

// The message's line is reserved even while empty (Element's forms keep it in the item's margin):
// a message that appears on blur must not push what is below it, or the click that caused the
// blur (取消 in a dialog's footer) lands on the spot the button has just left.
const ErrorText = styled.div`color: ${cssVar.dangerInk}; font-size: ${cssVar.fontSizeSmall}; line-height: 16px; min-height: 16px; padding: 2px 0 0;`;

/**
 * A labelled form row: wires `<label for>`, aria-labelledby (for custom widgets), aria-describedby
 * (hint and error), aria-invalid and aria-required onto its single child control.
 * @example
 * <FormField label="确认密码" required error={mismatch ? '两次输入的密码不一致' : undefined}
 *   hint="密码必须包含大小写字母和数字">
 *   <PasswordInput value={check} onChange={(e) => setCheck(e.target.value)} />
 * </FormField>
 */
export function FormField({ label, children, error, hint, required, id, layout = 'vertical', labelWidth = 100, className }: FormFieldProps) {
  const auto = useId();
  const controlId = id ?? `${auto}-control`;
  const labelId = `${auto}-label`;
  const hintId = `${auto}-hint`;
  const errorId = `${auto}-error`;
  if (!isValidElement(children)) throw new Error('FormField expects one control element.');
  const own = children.props as Record<string, unknown>;
  const describedBy = [own['aria-describedby'], hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  const control = cloneElement(children as ReactElement<Record<string, unknown>>, {
    id: own.id ?? controlId,
    'aria-labelledby': own['aria-labelledby'] ?? labelId,
    'aria-describedby': describedBy || undefined,
    'aria-invalid': error ? true : own['aria-invalid'],
    'aria-required': required || own['aria-required'] || undefined,
  });
  return (
    <Row $horizontal={layout === 'horizontal'} $labelWidth={labelWidth} className={className}>
      <Label id={labelId} htmlFor={(own.id as string | undefined) ?? controlId} data-required={required || undefined}>
        {label}
      </Label>
      <div>
        {control}
        {hint ? <Hint id={hintId}>{hint}</Hint> : null}
        {/* Always rendered so screen readers announce an error when it appears. */}
        <ErrorText id={errorId} aria-live="polite">{error}</ErrorText>
      </div>
    </Row>
  );
}
