import type { ReferenceServer } from '../../example-host/server/createServer';

/**
 * Runs a bench's bulk statement (filling a million rows) without the server's per-statement time
 * bound (15 s on PostgreSQL), which guards requests, not a bench's set-up.
 * @example await bulkSql(server, `insert into ${t} select … from generate_series(1, 1000000) g`);
 */
export function bulkSql(server: ReferenceServer, sql: string): Promise<void> {
  return server.db.transaction(async (tx) => {
    await tx.exec('set local statement_timeout = 0');
    await tx.exec(sql);
  });
}
