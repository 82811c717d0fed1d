/**
 * Files kept in PostgreSQL (server-owned table `_file_bytes`, one bytea per key), so every
 * server process on the database reads what any of them stored. Uploads are size-checked before
 * they get here (uploadPolicy, readBody), and exports are bounded by MAX_EXPORT_ROWS.
 */
import type { Db, FileStore } from '../types';
import { FILE_KEY_PATTERN, newFileKey } from './memoryFileStore';

const TABLE = '"_file_bytes"';

const asBuffer = (bytes: Uint8Array): Buffer => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/**
 * A FileStore over the database; `fallback` is read (and cleared) for keys the table does not
 * hold: files a single server stored on disk before.
 * @example const files = dbFileStore(db, null); const key = await files.put('a.xlsx', bytes);
 */
export function dbFileStore(db: Db, fallback: FileStore | null): FileStore {
  return {
    async put(name, bytes) {
      const key = newFileKey(name);
      await db.query(`insert into ${TABLE} ("key", "bytes", "size") values ($1, $2, $3)`, [key, asBuffer(bytes), bytes.byteLength]);
      return key;
    },
    async get(key) {
      if (!FILE_KEY_PATTERN.test(key)) return null;
      const [row] = await db.query<{ bytes: Uint8Array }>(`select "bytes" from ${TABLE} where "key" = $1`, [key]);
      if (row) return new Uint8Array(row.bytes);
      return fallback ? fallback.get(key) : null;
    },
    async remove(key) {
      if (!FILE_KEY_PATTERN.test(key)) return;
      await db.query(`delete from ${TABLE} where "key" = $1`, [key]);
      await fallback?.remove(key);
    },
  };
}
