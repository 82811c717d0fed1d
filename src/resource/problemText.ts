import type { FieldProblem, Translator } from '../core';

/**
 * The text under a form field: a server message as it came, or a validation problem translated
 * with the field's label.
 * @example
 * problemText(t, '手机号', { key: 'form.phone' }) // '请输入正确的11位手机号码'
 */
export function problemText(t: Translator, label: string, p: FieldProblem | string | null): string | undefined {
  if (p === null) return undefined;
  return typeof p === 'string' ? p : t(p.key, { label, ...(p.params ?? {}) });
}
