/**
 * Where uploaded and exported bytes live: DATA_DIR/files on disk, or a Map for `memory://`.
 * Keys are generated here (date folder + random id + a cleaned name), so a caller can never
 * pick a path outside the store and two uploads of one name never collide.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { FileStore } from '../types';

/** Keeps letters (any script), digits, dot, dash and underscore; the rest becomes '_'. */
function cleanName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base.replace(/[^\p{L}\p{N}._-]+/gu, '_').replace(/^\.+/, '').slice(-80);
  return cleaned || 'file';
}

function newKey(name: string): string {
  const d = new Date();
  const day = `${d.getFullYear()}${String(d.getMonth() + 1).padStart(2, '0')}${String(d.getDate()).padStart(2, '0')}`;
  return `${day}/${randomUUID().replace(/-/g, '')}-${cleanName(name)}`;
}

/** A key is only ever one of ours: `yyyymmdd/<32 hex>-<name>`. */
const KEY_PATTERN = /^\d{8}\/[0-9a-f]{32}-[\p{L}\p{N}._-]+$/u;

/**
 * Opens the file store of a data directory.
 * @example
 * const files = createFileStore('./.data'); const key = await files.put('a.xlsx', bytes);
 */
export function createFileStore(dataDir: string): FileStore {
  if (dataDir.startsWith('memory://')) return memoryStore();
  const root = resolve(dataDir, 'files');
  const pathOf = (key: string): string | null => {
    if (!KEY_PATTERN.test(key)) return null;
    const p = resolve(root, key);
    return p.startsWith(root + sep) ? p : null;
  };
  return {
    async put(name, bytes) {
      const key = newKey(name);
      const p = pathOf(key)!;
      await mkdir(dirname(p), { recursive: true });
      await writeFile(p, bytes);
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

function memoryStore(): FileStore {
  const blobs = new Map<string, Uint8Array>();
  return {
    async put(name, bytes) {
      const key = newKey(name);
      blobs.set(key, bytes.slice());
      return key;
    },
    async get(key) {
      const b = blobs.get(key);
      return b ? b.slice() : null;
    },
    async remove(key) {
      blobs.delete(key);
    },
  };
}

/** For tests and diagnostics: the on-disk path a key maps to (null for foreign keys). */
export const fileStorePath = (dataDir: string, key: string): string | null =>
  KEY_PATTERN.test(key) ? join(resolve(dataDir, 'files'), key) : null;
