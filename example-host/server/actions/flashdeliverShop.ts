/**
 * The cloud shop's news (资讯, our addition): publishing stamps the publish time, the server's,
 * in the same transaction as the state change.
 */
import { tableName } from '../db/migrate';
import { formatDateTime } from '../db/store';
import { transition } from '../handlers/transition';
import type { Handler, Row } from '../types';

const publishArticle: Handler = async (ctx) => ctx.server.db.transaction(async (db) => {
  const out = (await transition({ ...ctx, server: { ...ctx.server, db } })) as { updated: number; rows: Row[] };
  const at = formatDateTime(ctx.server.now());
  const t = tableName(ctx.idx.resource('flashdeliver.shopArticle'));
  const rows: Row[] = [];
  for (const r of out.rows) {
    const [row] = await db.query(`update ${t} set "publishTime" = $1 where "id" = $2 returning *`, [at, r.id]);
    rows.push({ ...r, publishTime: row?.publishTime ?? at });
  }
  return { ...out, rows };
});

/** Handlers by operationId. */
export const flashdeliverShopActions: Record<string, Handler> = {
  'flashdeliver.shopArticle.publishArticle': publishArticle,
};
