import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createFileStore, fileStorePath } from './fileStore';

const dir = mkdtempSync(join(tmpdir(), 'files-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe.each([['disk', dir], ['memory', 'memory://']])('createFileStore (%s)', (_kind, dataDir) => {
  const store = createFileStore(dataDir);

  it('puts, gets and removes bytes under generated keys', async () => {
    const bytes = new Uint8Array([1, 2, 3]);
    const a = await store.put('报表 2026.xlsx', bytes);
    const b = await store.put('报表 2026.xlsx', bytes);
    expect(a).not.toBe(b);
    expect(a).toMatch(/^\d{8}\/[0-9a-f]{32}-报表_2026\.xlsx$/);
    bytes[0] = 9; // the store keeps its own copy
    expect(await store.get(a)).toEqual(new Uint8Array([1, 2, 3]));
    await store.remove(a);
    expect(await store.get(a)).toBeNull();
    expect(await store.get(b)).not.toBeNull();
  });

  it('never reads or writes outside the store', async () => {
    const key = await store.put('../../etc/passwd', new Uint8Array([7]));
    expect(key).toMatch(/-passwd$/);
    for (const bad of ['../../etc/passwd', '/etc/passwd', '20260101/../../x', '']) expect(await store.get(bad)).toBeNull();
    await store.remove('../../etc/passwd'); // ignored
  });
});

it('keeps disk files under DATA_DIR/files', async () => {
  const store = createFileStore(dir);
  const key = await store.put('a.txt', new TextEncoder().encode('hi'));
  expect(fileStorePath(dir, key)!.startsWith(join(dir, 'files'))).toBe(true);
  expect(readFileSync(fileStorePath(dir, key)!, 'utf8')).toBe('hi');
});
