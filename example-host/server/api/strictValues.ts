/**
 * Numbers and dates mean what they say: before the schema coerces a form's text (ajv would read
 * `0x10` as 16, `1e2` as 100 and take `2026-02-31` for a date), every amount must be plain decimal
 * text and every date a real calendar date, by the contract's one rule (src/contract/values.ts),
 * which the console's forms check too. A refusal is a 400 naming the field.
 */
import {
  isAmountText, isCalendarDate, isCalendarDateTime, type FieldDef, type IndexedOperation, type ResourceDef,
} from '../../../src/contract';
import { ApiFail, CODE, type Row } from '../types';
import { fieldDefOf, labelOf } from './messages';

/** Inputs that bound a list's or a report's date field whatever the resource calls it (see handlers/input.ts). */
const RANGE_WORDS = new Set(['startDate', 'endDate', 'beginDate', 'startTime', 'endTime']);

type Rule = 'amount' | 'signedAmount' | 'date' | 'datetime';

const ruleOfField = (fd: FieldDef | undefined): Rule | null => {
  if (!fd) return null;
  if (fd.type === 'amount') return (fd.min ?? 0) < 0 ? 'signedAmount' : 'amount';
  if (fd.type === 'date') return 'date';
  if (fd.type === 'datetime') return 'datetime';
  return null;
};

/** Which rule an input name follows: its field's, a date range bound's, or none. */
function ruleOf(entry: IndexedOperation, rows: ResourceDef, name: string): Rule | null {
  const own = ruleOfField(fieldDefOf(entry, rows, name));
  if (own) return own;
  const range = /^(.*)(From|To)$/.exec(name);
  const bounded = range ? rows.fields[range[1]!] : undefined;
  if (bounded && (bounded.type === 'date' || bounded.type === 'datetime')) return 'datetime';
  if (RANGE_WORDS.has(name) && !(name in rows.fields) && !entry.op.body?.[name]) return entry.op.report ? 'date' : 'datetime';
  return null;
}

const blank = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

const passes = (rule: Rule, v: unknown): boolean => {
  switch (rule) {
    case 'amount': return isAmountText(v);
    case 'signedAmount': return isAmountText(v, { signed: true });
    case 'date': return isCalendarDate(v);
    case 'datetime': return isCalendarDateTime(v);
  }
};

const HINT: Record<Rule, string> = {
  amount: '应为不小于0、最多两位小数的数字，如 100 或 12.50',
  signedAmount: '应为最多两位小数的数字，如 -12.50 或 100',
  date: '应为有效日期 yyyy-MM-dd',
  datetime: '应为有效日期时间 yyyy-MM-dd HH:mm:ss',
};

/**
 * Refuses (400 naming the field) the first amount that is not plain decimal text and the first
 * date or date-time that is no real calendar day. Blank values are left to the schema (required
 * or cleared); a JSON number is an amount when its shortest text is.
 * @example
 * refuseLooseValues(entry, rows, { amount: '0x10' }) // throws ApiFail 400 '充值金额(元)格式不正确，应为…'
 */
export function refuseLooseValues(entry: IndexedOperation, rows: ResourceDef, raw: Row): void {
  for (const [name, v] of Object.entries(raw)) {
    if (blank(v)) continue;
    const rule = ruleOf(entry, rows, name);
    if (!rule || typeof v === 'boolean' || typeof v === 'object') continue;
    if (!passes(rule, v)) throw new ApiFail(CODE.badRequest, `${labelOf(entry, rows, name)}格式不正确，${HINT[rule]}`, name);
  }
}
