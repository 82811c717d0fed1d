/**
 * Seed templates as the node test projects keep them: the day's template is a checkpointed dump with
 * a single WAL segment, and a folder's template is read once per process and handed to PGlite
 * without a copy, which a server started from it leaves byte for byte as it was.
 */
import { createHash } from 'node:crypto';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SEED_TEMPLATE_DIR } from '../../../tests/support/seedTemplates';
import { createServer } from '../createServer';
import { folderSeedTemplates } from './folderSeedTemplates';
import { seedTemplateKey, templateFileName } from './seedTemplates';

/** The names of a ustar archive's entries (512-byte headers, each followed by its data in 512-byte blocks). */
function tarNames(bytes: Uint8Array): string[] {
  const names: string[] = [];
  const text = new TextDecoder();
  for (let at = 0; at + 512 <= bytes.length;) {
    const header = bytes.subarray(at, at + 512);
    if (header.every((b) => b === 0)) break;
    const field = (from: number, len: number) => text.decode(header.subarray(from, from + len)).replace(/\0.*$/s, '');
    const name = `${field(345, 155)}${field(0, 100)}`;
    names.push(name);
    at += 512 + Math.ceil(parseInt(field(124, 12).trim() || '0', 8) / 512) * 512;
  }
  return names;
}

const key = seedTemplateKey(new Date());
const dayTemplate = join(SEED_TEMPLATE_DIR, templateFileName(key));
const work = mkdtempSync(join(tmpdir(), 'sc-held-template-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
const sha = (b: ArrayBuffer) => createHash('sha256').update(new Uint8Array(b)).digest('hex');

describe('seed templates in a folder', () => {
  it('the day\'s template keeps one WAL segment: the checkpoint before the dump recycles none', () => {
    const names = tarNames(readFileSync(dayTemplate));
    expect(names.some((n) => /base\/\d+\/PG_VERSION$/.test(n))).toBe(true);
    expect(names.filter((n) => /pg_wal\/[0-9A-F]{24}$/.test(n))).toHaveLength(1);
  });

  it('is read once per process, handed over without a copy, left unchanged by a server started from it, and read again once rewritten', async () => {
    copyFileSync(dayTemplate, join(work, templateFileName(key)));
    const templates = folderSeedTemplates(work);
    const first = (await templates.load(key))!;
    expect(await templates.load(key)).toBe(first);
    expect(await folderSeedTemplates(work).load(key)).toBe(first);
    const bytes = await first.arrayBuffer();
    expect(await first.arrayBuffer()).toBe(bytes);
    expect(bytes.byteLength).toBe(first.size);
    const before = sha(bytes);

    // A server that seeded for itself would save its own dump: none is saved, so it started from this one.
    const saved: string[] = [];
    const server = await createServer({ dataDir: 'memory://', quiet: true, seedTemplates: { load: templates.load, save: async (k) => { saved.push(k); } } });
    try {
      const [row] = await server.db.query<{ n: number }>(`select count(*)::int as n from "_migrations"`);
      expect(row!.n).toBeGreaterThan(0);
    } finally {
      await server.close();
    }
    expect(saved).toEqual([]);
    expect(sha(await first.arrayBuffer())).toBe(before);

    await templates.save(key, new Blob([bytes]));
    const reread = await templates.load(key);
    expect(reread).not.toBe(first);
    expect(sha(await reread!.arrayBuffer())).toBe(before);
  });
});
