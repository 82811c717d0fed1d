/**
 * The pure part of resource forms: initial values, per-field validation from the contract and
 * the 000 section 5 validators, amount keystroke filtering, and the payload sent to the server.
 * Values are kept as the user typed them (strings), so a failed save loses nothing.
 */
import { isWriteOnly } from '../../contract/schemas';
import type { FieldDef } from '../../contract/types';
import { isAmountText, isCalendarDate, isCalendarDateTime } from '../../contract/values';
import type { AmountInputMode } from '../../utils/filterAmountInput';
import { filterAmountInput } from '../../utils/filterAmountInput';
import { isAudioSource, isEmail, isImageSource, isLink, isPhone } from '../../utils/validators';
import type { FieldEntry } from './fields';

/**
 * @example
 * const [values, setValues] = useState(() => initialValues(formFields(visitorInfo), row));
 */
export type FormValues = Record<string, string>;

/**
 * A validation failure as an i18n key and its parameters (the view translates it).
 * @example
 * validateField(phoneField, '2345') // { key: 'form.phone' }
 */
export interface FieldProblem {
  readonly key: string;
  readonly params?: Record<string, string | number>;
}

const DATETIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/;
const INTEGER = /^-?(0|[1-9]\d*)$/;
const NUMBER = /^-?(0|[1-9]\d*)(\.\d+)?$/;

/**
 * How the amount input filter treats a field's keystrokes (000 section 5), or null for none.
 * @example
 * amountModeOf({ type: 'amount', label: t('金额', 'Amount', 'Importe') }) // 2 (two decimals)
 */
export function amountModeOf(fd: FieldDef): AmountInputMode | null {
  if (fd.type === 'amount') return 2;
  if (fd.type === 'percent') return 1;
  if (fd.type === 'integer' && (fd.min ?? 0) >= 0) return 3;
  return null;
}

/**
 * Applies the field's keystroke filter (amounts keep two decimals, percents cap at 100...).
 * @example
 * <Input value={value} onChange={(raw) => setValue(filterInputValue(fd, raw))} />
 */
export const filterInputValue = (fd: FieldDef, raw: string): string => {
  const mode = amountModeOf(fd);
  return mode ? filterAmountInput(raw, mode) : raw;
};

const text = (v: unknown): string => (v === null || v === undefined ? '' : typeof v === 'boolean' ? (v ? '1' : '0') : String(v));

/**
 * The form's starting values: the row's, else the contract defaults, else empty.
 * @example
 * const [values, setValues] = useState(() => initialValues(formFields(visitorInfo), row));
 */
export function initialValues(fields: readonly FieldEntry[], row?: Record<string, unknown> | null): FormValues {
  const out: FormValues = {};
  for (const [name, fd] of fields) {
    if (row && name in row) out[name] = text(row[name]);
    else out[name] = row ? '' : text(fd.default);
  }
  return out;
}

/**
 * What is wrong with one value, or null.
 * @example
 * validateField(phoneField, '2345') // { key: 'form.phone' }
 */
export function validateField(fd: FieldDef, raw: string): FieldProblem | null {
  const v = raw.trim();
  if (!v) return fd.required && fd.type !== 'boolean' ? { key: 'form.required' } : null;
  switch (fd.type) {
    case 'phone': if (!isPhone(v)) return { key: 'form.phone' }; break;
    case 'email': if (!isEmail(v)) return { key: 'form.email' }; break;
    case 'url': if (!isLink(v)) return { key: 'form.link' }; break;
    case 'image': if (!isImageSource(v)) return { key: 'form.image' }; break;
    case 'audio': if (!isAudioSource(v)) return { key: 'form.audio' }; break;
    case 'amount': if (!isAmountText(v, { signed: (fd.min ?? 0) < 0 })) return { key: 'form.amount' }; break;
    case 'integer': case 'percent': if (!INTEGER.test(v)) return { key: 'form.integer' }; break;
    case 'number': if (!NUMBER.test(v)) return { key: 'form.number' }; break;
    // The contract's calendar rule, the server's too: 2026-02-31 is refused here and there.
    case 'date': if (!isCalendarDate(v)) return { key: 'form.date' }; break;
    case 'datetime': if (!DATETIME.test(v) || !isCalendarDateTime(v)) return { key: 'form.datetime' }; break;
    default: break;
  }
  const numeric = ['amount', 'integer', 'number', 'percent'].includes(fd.type);
  if (numeric) {
    const n = Number(v);
    if (fd.min !== undefined && n < fd.min) return { key: 'form.min', params: { min: fd.min } };
    const max = fd.type === 'percent' ? Math.min(fd.max ?? 100, 100) : fd.max;
    if (max !== undefined && n > max) return { key: 'form.max', params: { max } };
  } else if (fd.type === 'string' || fd.type === 'text' || fd.type === 'password') {
    const len = [...v].length;
    if (fd.max !== undefined && len > fd.max) return { key: 'form.maxLength', params: { max: fd.max } };
    if (fd.min !== undefined && len < fd.min) return { key: 'form.minLength', params: { min: fd.min } };
  }
  return null;
}

/**
 * Every field's problem (only the failing ones).
 * @example
 * const problems = validateAll(fields, values);
 * if (Object.keys(problems).length) return setErrors(problems);
 */
export function validateAll(fields: readonly FieldEntry[], values: FormValues): Record<string, FieldProblem> {
  const out: Record<string, FieldProblem> = {};
  for (const [name, fd] of fields) {
    const p = validateField(fd, values[name] ?? '');
    if (p) out[name] = p;
  }
  return out;
}

/**
 * The fields of a form as it validates them: editing a row, a write-only field (password, secret)
 * starts blank and blank keeps the stored value, so it is not required there.
 * @example
 * formFieldsFor(formFields(webPublic), true) // appSecret: required false
 */
export function formFieldsFor(fields: readonly FieldEntry[], editing: boolean): readonly FieldEntry[] {
  if (!editing || !fields.some(([, fd]) => isWriteOnly(fd) && fd.required)) return fields;
  return fields.map((e): FieldEntry => (isWriteOnly(e[1]) && e[1].required ? [e[0], { ...e[1], required: false }] : e));
}

/**
/**
 * Whether an edit shows this field read-only: a create-only field (the amount of a money record)
 * is set when the record is added and never changed afterwards.
 * @example
 * <Input disabled={lockedOnEdit(fd, Boolean(row))} />
 */
export const lockedOnEdit = (fd: FieldDef, editing: boolean): boolean => editing && Boolean(fd.createOnly);

/**
 * The request input: trimmed text, empty optional fields sent empty (the server clears them),
 * booleans as 1/0, write-only fields (passwords, secrets) left out when blank on update, create-only fields never sent on update.
 * @example
 * await api.call('POST', op.path, { body: toPayload(fields, values, row?.id) });
 */
export function toPayload(fields: readonly FieldEntry[], values: FormValues, id?: unknown): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  if (id !== undefined && id !== null && id !== '') out.id = id as string | number;
  for (const [name, fd] of fields) {
    if (lockedOnEdit(fd, out.id !== undefined)) continue;
    const v = (values[name] ?? '').trim();
    if (isWriteOnly(fd) && !v && out.id !== undefined) continue;
    out[name] = fd.type === 'boolean' ? (v === '1' || v === 'true' ? 1 : 0) : v;
  }
  return out;
}
