/**
 * Secrets of the server that outlive a restart and are the same for every process on one
 * database: a random 32-byte value per name in the server-owned table `_server_secrets`, made
 * on first use. Signed file links are checked with one, so a link handed out before a restart
 * (or by another process) still opens.
 */
import { fromBase64, toBase64 } from '../platform/base64';
import { randomBytes } from '../platform/random';
import type { Db } from '../types';

const known = new WeakMap<Db, Map<string, Uint8Array>>();

/**
 * The stored value called `name`, made by `make` when there is none yet. Processes that make one
 * at the same time all end up with the first one stored (insert … on conflict do nothing, then read).
 * @example const pem = await sharedValue(db, 'loginKey', async () => generatePem())
 */
export async function sharedValue(db: Db, name: string, make: () => Promise<string>): Promise<string> {
  const read = async () => (await db.query<{ value: string }>(`select "value" from "_server_secrets" where "name" = $1`, [name]))[0]?.value;
  const found = await read();
  if (found !== undefined) return found;
  await db.query(`insert into "_server_secrets" ("name", "value") values ($1, $2) on conflict ("name") do nothing`, [name, await make()]);
  return (await read())!;
}

/**
 * The secret called `name`, made now if there is none yet (two processes making it at once agree
 * on the first one stored).
 * @example const key = await serverSecret(db, 'fileLinks') // 32 bytes
 */
export async function serverSecret(db: Db, name: string): Promise<Uint8Array> {
  const cached = known.get(db)?.get(name);
  if (cached) return cached;
  const secret = fromBase64(await sharedValue(db, name, async () => toBase64(randomBytes(32))));
  if (!known.has(db)) known.set(db, new Map());
  known.get(db)!.set(name, secret);
  return secret;
}
