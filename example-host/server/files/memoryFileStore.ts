/**
 * The parts of the file store that need no file system: how keys are made and checked, and
 * the in-memory store behind `memory://` (and behind every store of the in-browser server).
 */
import { randomHex } from '../platform/random';
import type { FileStore } from '../types';

/** Keeps letters (any script), digits, dot, dash and underscore; the rest becomes '_'. */
function cleanName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base.replace(/[^\p{L}\p{N}._-]+/gu, '_').replace(/^\.+/, '').slice(-80);
  return cleaned || 'file';
}

/** A fresh key for a file name: `yyyymmdd/<32 hex>-<cleaned name>`. */
export function newFileKey(name: string): string {
  const d = new Date();
  const day = `${d.getFullYear()}${String(d.getMonth() + 1).padStart(2, '0')}${String(d.getDate()).padStart(2, '0')}`;
  return `${day}/${randomHex(16)}-${cleanName(name)}`;
}

/** A key is only ever one of ours: `yyyymmdd/<32 hex>-<name>`. */
export const FILE_KEY_PATTERN = /^\d{8}\/[0-9a-f]{32}-[\p{L}\p{N}._-]+$/u;

/**
 * A store that keeps copies of the bytes in a Map.
 * @example const files = memoryFileStore(); const key = await files.put('a.xlsx', bytes);
 */
export function memoryFileStore(): FileStore {
  const blobs = new Map<string, Uint8Array>();
  return {
    async put(name, bytes) {
      const key = newFileKey(name);
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
