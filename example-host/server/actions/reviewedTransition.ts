/**
 * The shape every reviewed request shares (a recharge, a credit raise): the generic transition
 * (pending -> approved | rejected; never by its requester, see handlers/approvals.ts), the reviewer
 * and the time stamped on each request, and for each approved one the money it asked for moved by
 * `onApproved`, all in one transaction.
 */
import { tableName } from '../db/migrate';
import { formatDateTime } from '../db/store';
import { transition } from '../handlers/transition';
import type { Db, OpContext, Row } from '../types';
import { operatorName, publicRow } from './support';

/**
 * @example reviewedTransition(ctx, 'wallet.rechargeManage', (inTx, db, row) => creditAccount(inTx, db, row.accountId, amount, why))
 */
export const reviewedTransition = (
  ctx: OpContext, requestsKey: string, onApproved: (inTx: OpContext, db: Db, row: Row) => Promise<unknown>,
) => ctx.server.db.transaction(async (db) => {
  const inTx = { ...ctx, server: { ...ctx.server, db } };
  const result = (await transition(inTx)) as { updated: number; rows: Row[] };
  const requests = ctx.idx.resource(requestsKey);
  const at = formatDateTime(ctx.server.now());
  const rows: Row[] = [];
  for (const row of result.rows) {
    const [after] = await db.query(
      `update ${tableName(requests)} set "auditorName" = $1, "auditTime" = $2 where "id" = $3 returning *`, [operatorName(ctx), at, row.id]);
    rows.push(publicRow(after!));
    if (row.auditStatus === 'approved') await onApproved(inTx, db, row);
  }
  return { ...result, rows };
});
