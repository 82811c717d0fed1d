/**
 * Seed templates in a folder (Node): `<dir>/<key>.tar`, written to a temporary name and renamed so
 * that test workers starting together never read half a file. The folder must be emptied whenever
 * the code may have changed (the vitest global set-up does it at every run).
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { templateFileName, type SeedTemplates } from './seedTemplates';

/**
 * @example
 * setDefaultSeedTemplates(folderSeedTemplates('test-results/seed-templates'));
 */
export function folderSeedTemplates(dir: string): SeedTemplates {
  const file = (key: string) => join(dir, templateFileName(key));
  return {
    async load(key) {
      try {
        return new Blob([await readFile(file(key))]);
      } catch {
        return null;
      }
    },
    async save(key, dump) {
      await mkdir(dir, { recursive: true });
      const tmp = `${file(key)}.${process.pid}.${Math.random().toString(36).slice(2)}`;
      await writeFile(tmp, new Uint8Array(await dump.arrayBuffer()));
      await rename(tmp, file(key));
    },
  };
}
