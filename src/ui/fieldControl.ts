import type { AriaAttributes } from 'react';

/**
 * The props a control takes from `FormField` (id, label reference, hint and error descriptions,
 * invalid and required states), for controls that are not a plain input.
 * @example
 * <Input prefix={<Icon name="user" />} placeholder="用户名" value={name} onChange={(e) => setName(e.target.value)} />
 */
export interface FieldControlProps {
  /** Id of the control, or of its first input (FormField's label points to it). */
  id?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  /** FormField's hint and error. */
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-required'?: boolean;
  disabled?: boolean;
  invalid?: boolean;
}

/**
 * Whether a control shows its error state: its own `invalid`, or the `aria-invalid` that
 * `FormField` passes down with an error.
 * @example
 * const isInvalid = isInvalidField(invalid, rest['aria-invalid']);
 */
export const isInvalidField = (invalid: boolean | undefined, ariaInvalid: AriaAttributes['aria-invalid']): boolean =>
  !!invalid || ariaInvalid === true || ariaInvalid === 'true';
