/**
 * Canteen actions. Seats: the capacity of a meal on a day is the seats of its enabled meal
 * lines (ordermeal.lineManage) that day, capped by the project's ordering rule (`maxSeats`);
 * every order of that meal, project and day that still holds a seat (ordered or taken, not
 * cancelled or refunded) uses one.
 */
import { tableName } from '../db/migrate';
import { ApiFail, CODE, type Handler } from '../types';
import { needRow } from './support';

/** Orders in these states hold a seat. */
export const SEAT_HOLDING = ['ordered', 'taken'] as const;

/** POST /ordermeal/web/rule/checkMealSeat. */
const checkMealSeat: Handler = async (ctx) => {
  const { db } = ctx.server;
  const orgId = Number(ctx.input.orgId);
  const mealId = Number(ctx.input.mealId);
  const date = String(ctx.input.date ?? '');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new ApiFail(CODE.badRequest, '用餐日期格式不正确', 'date');
  await needRow(ctx, db, 'organisation.organization', orgId);
  const meal = await needRow(ctx, db, 'ordermeal.meal', mealId);
  const lines = await db.query<{ n: number; seats: number }>(
    `select count(*)::int as "n", coalesce(sum("seats"), 0)::int as "seats" from ${tableName(ctx.idx.resource('ordermeal.lineManage'))}
     where "_deleted" = false and coalesce("status", 1) = 1 and "orgId" = $1 and "mealId" = $2 and "date" = $3`,
    [orgId, mealId, date]);
  const [rule] = await db.query<{ maxSeats: number | null; status: number | null }>(
    `select "maxSeats", "status" from ${tableName(ctx.idx.resource('ordermeal.rule'))} where "_deleted" = false and "orgId" = $1 order by "id" desc limit 1`,
    [orgId]);
  const [orders] = await db.query<{ n: number }>(
    `select count(*)::int as "n" from ${tableName(ctx.idx.resource('ordermeal.orderDinner'))}
     where "_deleted" = false and "orgId" = $1 and "mealId" = $2 and "date" = $3 and "status" = any($4)`,
    [orgId, mealId, date, [...SEAT_HOLDING]]);
  const lineSeats = Number(lines[0]?.seats ?? 0);
  const ruleCap = rule && rule.maxSeats !== null && Number(rule.status ?? 1) === 1 ? Number(rule.maxSeats) : null;
  const capacity = ruleCap === null ? lineSeats : Math.min(lineSeats, ruleCap);
  const booked = Number(orders?.n ?? 0);
  const left = Math.max(0, capacity - booked);
  return {
    orgId, mealId, mealName: meal.name ?? null, date, lines: Number(lines[0]?.n ?? 0),
    capacity, booked, left, available: left > 0,
  };
};

export const mealActions: Record<string, Handler> = {
  'ordermeal.rule.checkMealSeat': checkMealSeat,
};
