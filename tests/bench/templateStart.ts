/**
 * `npm run bench:templateStart`: what a throw-away test server's start costs from the day's seed
 * template (the node test projects start one or more per test file). One template is made and
 * written to a temporary folder; then servers are started from it, closed, and started again,
 * alternately by two keepers: the file read and wrapped in a plain Blob at every start (how
 * folderSeedTemplates loaded it before), and folderSeedTemplates (held by the process, handed to
 * PGlite without a copy). Prints the template's size and the median start of each, in ms.
 */
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from '../../example-host/server/createServer';
import { folderSeedTemplates } from '../../example-host/server/seed/folderSeedTemplates';
import { seedTemplateKey, templateFileName, type SeedTemplates } from '../../example-host/server/seed/seedTemplates';

process.env.SC_TEST_PASSWORD_COST ??= 'low';
const ROUNDS = Number(process.env.ROUNDS ?? 7);
const dir = mkdtempSync(join(tmpdir(), 'sc-template-bench-'));
const held = folderSeedTemplates(dir);
const readEachTime: SeedTemplates = {
  load: async (key) => new Blob([readFileSync(join(dir, templateFileName(key)))]),
  save: async () => undefined,
};

const start = async (seedTemplates: SeedTemplates): Promise<number> => {
  const t = performance.now();
  const server = await createServer({ dataDir: 'memory://', quiet: true, seedTemplates });
  const ms = performance.now() - t;
  await server.close();
  return ms;
};
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

try {
  await (await createServer({ dataDir: 'memory://', quiet: true, seedTemplates: held })).close();
  const bytes = statSync(join(dir, templateFileName(seedTemplateKey(new Date())))).size;
  // One start of each first: module and WASM compilation are paid once per process, by either.
  await start(readEachTime);
  await start(held);
  const plain: number[] = [];
  const kept: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    plain.push(await start(readEachTime));
    kept.push(await start(held));
  }
  console.log(`seed template: ${(bytes / 1024 / 1024).toFixed(1)} MiB`);
  console.log(`server start, median of ${ROUNDS}: read into a Blob each time ${median(plain).toFixed(0)} ms, held by the process ${median(kept).toFixed(0)} ms`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
