/**
 * Where uploaded and exported bytes live: DATA_DIR/files on disk, or a Map for `memory://`.
 * Several server processes on one PostgreSQL need a place they all reach: a shared folder
 * (`filesDir`, FILES_DIR) when given, else the database itself (dbFileStore.ts).
 * Keys are generated here (date folder + random id + a cleaned name), so a caller can never
 * pick a path outside the store and two uploads of one name never collide. The browser build
 * uses fileStore.browser.ts (memory only) instead.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Db, FileStore } from '../types';
import { dbFileStore } from './dbFileStore';
import { FILE_KEY_PATTERN, memoryFileStore, newFileKey } from './memoryFileStore';

export interface FileStoreOptions {
  /** A folder every server process reaches (FILES_DIR); wins over the other places. */
  readonly filesDir?: string;
  /** The server's database: on PostgreSQL without `filesDir`, files are kept in it. */
  readonly db?: Db;
}

/** A store of files under `root` (created on first write, private to the server's user). */
export function diskFileStore(root: string): FileStore {
  const base = resolve(root);
  const pathOf = (key: string): string | null => {
    if (!FILE_KEY_PATTERN.test(key)) return null;
    const p = resolve(base, key);
    return p.startsWith(base + sep) ? p : null;
  };
  return {
    async put(name, bytes) {
      const key = newFileKey(name);
      const p = pathOf(key)!;
      // Private to the server's user, whatever the umask: uploads hold ID cards and contracts.
      await mkdir(dirname(p), { recursive: true, mode: 0o700 });
      await writeFile(p, bytes, { mode: 0o600 });
      return key;
    },
    async get(key) {
      const p = pathOf(key);
      if (!p) return null;
      try {
        return new Uint8Array(await readFile(p));
      } catch {
        return null;
      }
    },
    async remove(key) {
      const p = pathOf(key);
      if (p) await rm(p, { force: true });
    },
  };
}

/**
 * Opens the file store of a server.
 * @example
 * const files = createFileStore('./.data'); const key = await files.put('a.xlsx', bytes);
 * const shared = createFileStore('./.data', { db }); // on PostgreSQL: bytes in the database
 */
export function createFileStore(dataDir: string, o: FileStoreOptions = {}): FileStore {
  if (o.filesDir) return diskFileStore(o.filesDir);
  const local = dataDir.startsWith('memory://') ? null : diskFileStore(join(dataDir, 'files'));
  // Files stored under DATA_DIR before the database kept them are still found there.
  if (o.db?.kind === 'pg') return dbFileStore(o.db, local);
  return local ?? memoryFileStore();
}

/** For tests and diagnostics: the on-disk path a key maps to (null for foreign keys). */
export const fileStorePath = (dataDir: string, key: string): string | null =>
  FILE_KEY_PATTERN.test(key) ? join(resolve(dataDir, 'files'), key) : null;
