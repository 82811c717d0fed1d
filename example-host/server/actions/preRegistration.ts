/**
 * 预登记 (our addition `organisation.preRegistration`): `register` moves pending rows to 已登记 by
 * the generic conditional transition (a second call finds them decided: 409) and, in the same
 * transaction, creates each one's user in its project with the wallet at zero and links it.
 */
import { tableName } from '../db/migrate';
import { insertRow } from '../db/store';
import { transition } from '../handlers/transition';
import type { Handler, Row } from '../types';
import { publicRow } from './support';

const register: Handler = async (ctx) => ctx.server.db.transaction(async (db) => {
  const inTx = { ...ctx, server: { ...ctx.server, db } };
  const result = (await transition(inTx)) as { updated: number; rows: Row[] };
  const r = ctx.idx.resource('organisation.preRegistration');
  const rows: Row[] = [];
  for (const row of result.rows) {
    const user = await insertRow(db, ctx.idx.resource('organisation.user'), {
      name: row.name, phone: row.phone, userType: row.userType, orgId: row.orgId, balance: 0, status: 1,
    }, ctx.server.now());
    const [after] = await db.query(`update ${tableName(r)} set "userId" = $1 where "id" = $2 returning *`, [user.id, row.id]);
    rows.push(publicRow(after!));
  }
  return { ...result, rows };
});

export const preRegistrationActions: Record<string, Handler> = {
  'organisation.preRegistration.register': register,
};
