/**
 * Seed templates in a folder (Node): `<dir>/<key>.tar`, written to a temporary name and renamed so
 * that test workers starting together never read half a file. The folder must be emptied whenever
 * the code may have changed (the vitest global set-up does it at every run).
 */
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { templateFileName, type SeedTemplates } from './seedTemplates';

/**
 * A template's bytes held by the process, handed to PGlite without a copy. PGlite reads a dump with
 * `arrayBuffer()`, unpacks it and copies each file into its own file system, never writing to the
 * bytes. Read from the file into a plain Blob at every load, a template was copied three times per
 * test server, about half of its start (`npm run bench:templateStart` compares the two).
 */
class HeldTemplate extends Blob {
  readonly #bytes: ArrayBuffer;
  constructor(bytes: ArrayBuffer) {
    super([bytes]);
    this.#bytes = bytes;
  }
  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.#bytes);
  }
}

/** Held templates by file, with the modification time and size they were read at (a rewritten file is read again). */
const held = new Map<string, { stamp: string; blob: Blob }>();

/**
 * @example
 * setDefaultSeedTemplates(folderSeedTemplates('test-results/seed-templates'));
 */
export function folderSeedTemplates(dir: string): SeedTemplates {
  const file = (key: string) => join(dir, templateFileName(key));
  return {
    async load(key) {
      try {
        const path = file(key);
        const s = await stat(path);
        const stamp = `${s.mtimeMs}:${s.size}`;
        const kept = held.get(path);
        if (kept?.stamp === stamp) return kept.blob;
        const bytes = await readFile(path);
        const blob = new HeldTemplate(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
        held.set(path, { stamp, blob });
        return blob;
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
