/** Runs tests/bench/load.ts in a child process and returns its figures. */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LoadResult, LoadSpec } from './load';

const script = fileURLToPath(new URL('./load.ts', import.meta.url));

export function runLoad(spec: LoadSpec): Promise<LoadResult> {
  const dir = mkdtempSync(join(tmpdir(), 'sc-load-'));
  const file = join(dir, 'spec.json');
  writeFileSync(file, JSON.stringify(spec));
  return new Promise<LoadResult>((resolve, reject) => {
    execFile(process.execPath, ['--import', 'tsx', script, `@${file}`], { maxBuffer: 1 << 20 }, (err, stdout, stderr) => {
      if (err) reject(new Error(`${err.message}\n${stderr}`));
      else resolve(JSON.parse(stdout) as LoadResult);
    });
  }).finally(() => rmSync(dir, { recursive: true, force: true }));
}

/** Median of several numbers (benchmarks report medians of repeated runs). */
export const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
