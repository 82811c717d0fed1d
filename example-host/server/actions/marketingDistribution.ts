/**
 * 分销规则's checks (our addition): valid dates, a second-level rate only for two-level rules, and
 * rates that together stay below the whole order. Rates are decimal percentages, compared exactly
 * in hundredths.
 */
import { decimalToFen } from '../db/decimal';
import { findById } from '../db/store';
import { add, update } from '../handlers/crud';
import { idOf, notFound } from '../handlers/input';
import { ApiFail, CODE, type Handler, type Row } from '../types';

const text = (v: unknown): string => (v === undefined || v === null ? '' : String(v).trim());
const bad = (msg: string, field: string) => new ApiFail(CODE.badRequest, msg, field);
/** A rate in hundredths of a percent (12.5 -> 1250n); blank is none. */
const hundredths = (v: unknown): bigint | null => (v === null || v === undefined || v === '' ? null : decimalToFen(v));

/**
 * The rule as it will be stored, or a 400 naming the field.
 * @example checkRule({ levels: 1, level1Rate: 5, level2Rate: 2 }).level2Rate // null
 */
export function checkRule(row: Row): Row {
  const from = text(row.startDate);
  const to = text(row.endDate);
  if (from && to && to < from) throw bad('失效日期不能早于生效日期', 'endDate');
  const one = hundredths(row.level1Rate) ?? 0n;
  if (Number(row.levels) !== 2) return { ...row, level2Rate: null };
  const two = hundredths(row.level2Rate);
  if (two === null) throw bad('二级分销须填写二级佣金比例', 'level2Rate');
  if (one + two >= 10000n) throw bad('一级与二级佣金比例之和须小于100%', 'level2Rate');
  return row;
}

const addRule: Handler = async (ctx) => add({ ...ctx, input: checkRule(ctx.input) });

const updateRule: Handler = async (ctx) => {
  const id = idOf(ctx);
  const stored = await findById(ctx.server.db, ctx.rows, id);
  if (!stored) throw notFound(ctx.rows, id);
  const merged: Row = { ...stored };
  for (const [k, v] of Object.entries(ctx.input)) if (v !== undefined) merged[k] = v;
  const checked = checkRule(merged);
  return update({ ...ctx, input: { ...ctx.input, level2Rate: checked.level2Rate } });
};

/** Handlers by operationId. */
export const marketingDistributionActions: Record<string, Handler> = {
  'marketing.distributionRule.add': addRule,
  'marketing.distributionRule.update': updateRule,
};
