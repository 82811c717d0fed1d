/**
 * The file store of the in-browser server (browser build of fileStore.ts): always in memory,
 * since a page has no data directory. Same exports as fileStore.ts.
 */
import type { Db, FileStore } from '../types';
import { memoryFileStore } from './memoryFileStore';

export function createFileStore(dataDir: string, _o: { readonly filesDir?: string; readonly db?: Db } = {}): FileStore {
  if (!dataDir.startsWith('memory://')) throw new Error(`The in-browser server keeps files in memory only (dataDir ${dataDir})`);
  return memoryFileStore();
}

export const fileStorePath = (): string | null => null;
