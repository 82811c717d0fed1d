/**
 * The card calls of organisation users (organisation.v2User generateCardNo, activeCardNo,
 * bindCard, unBindCard, cardLoss, cancelLoss) run the generic transition and, in the same
 * transaction, write one organisation.cardRecord line per card moved (our addition: 实体卡记录):
 * the step, the card number, who and when. A refused move writes nothing.
 */
import { tableName } from '../db/migrate';
import { insertRow } from '../db/store';
import { transition } from '../handlers/transition';
import type { Handler, Row } from '../types';
import { operatorName } from './support';

const STEPS: Record<string, string> = {
  generateCardNo: 'generate', activeCardNo: 'activate', bindCard: 'bind', unBindCard: 'unbind', cardLoss: 'loss', cancelLoss: 'cancelLoss',
};

const recorded = (action: string): Handler => async (ctx) => ctx.server.db.transaction(async (db) => {
  const inTx = { ...ctx, server: { ...ctx.server, db } };
  // The card number as it was before the move: an unbind clears it, its record keeps it.
  const ids = [ctx.input.id].flat().map(Number).filter(Number.isInteger);
  const users = ctx.idx.resource('organisation.v2User');
  const before = new Map<number, unknown>();
  if (ids.length) {
    for (const r of await db.query(`select "id", "cardNo" from ${tableName(users)} where "id" = any($1::int[])`, [ids])) before.set(Number(r.id), r.cardNo);
  }
  const result = (await transition(inTx)) as { updated: number; rows: Row[] };
  for (const row of result.rows) {
    await insertRow(db, ctx.idx.resource('organisation.cardRecord'), {
      v2UserId: row.id, cardNo: row.cardNo ?? before.get(Number(row.id)) ?? null, action, operatorName: operatorName(ctx),
    }, ctx.server.now());
  }
  return result;
});

/** Handlers by `service.resource.call`. */
export const cardRecordActions: Record<string, Handler> = Object.fromEntries(
  Object.entries(STEPS).map(([op, action]) => [`organisation.v2User.${op}`, recorded(action)]),
);
