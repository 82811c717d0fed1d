/**
 * Where uploaded and exported bytes live: DATA_DIR/files on disk, or a Map for `memory://`.
 * Keys are generated here (date folder + random id + a cleaned name), so a caller can never
 * pick a path outside the store and two uploads of one name never collide. The browser build
 * uses fileStore.browser.ts (memory only) instead.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { FileStore } from '../types';
import { FILE_KEY_PATTERN, memoryFileStore, newFileKey } from './memoryFileStore';

/**
 * Opens the file store of a data directory.
 * @example
 * const files = createFileStore('./.data'); const key = await files.put('a.xlsx', bytes);
 */
export function createFileStore(dataDir: string): FileStore {
  if (dataDir.startsWith('memory://')) return memoryFileStore();
  const root = resolve(dataDir, 'files');
  const pathOf = (key: string): string | null => {
    if (!FILE_KEY_PATTERN.test(key)) return null;
    const p = resolve(root, key);
    return p.startsWith(root + sep) ? p : null;
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

/** For tests and diagnostics: the on-disk path a key maps to (null for foreign keys). */
export const fileStorePath = (dataDir: string, key: string): string | null =>
  FILE_KEY_PATTERN.test(key) ? join(resolve(dataDir, 'files'), key) : null;
