/**
 * The package as npm publishes it, for the package tests, the partner benchmark and `npm test`'s
 * publint and attw checks: built with tsup into a staging copy (the repo's own dist/ is left
 * alone) and packed there with `npm pack`.
 */
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * A tarball `npm test` already built and checked (scripts/test-all.ts sets it for the test run):
 * the package tests then install that one instead of building their own.
 */
export const PACKED_TARBALL_ENV = 'SC_PACKED_TARBALL';

/** Runs a command; rejects with its output's tail in the message (and all of it as `output`) when it fails. */
export function run(cmd: string, args: readonly string[], cwd: string, env: NodeJS.ProcessEnv = {}): Promise<string> {
  return new Promise((done, fail) => {
    const child = spawn(cmd, args, { cwd, env: { ...process.env, ...env, FORCE_COLOR: '0' }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => { out += d; });
    child.stderr.on('data', (d) => { out += d; });
    child.on('error', fail);
    child.on('close', (code) => (code === 0
      ? done(out)
      : fail(Object.assign(new Error(`${cmd} ${args.join(' ')} failed (${code}):\n${out.slice(-4000)}`), { output: out }))));
  });
}

/** The folder packPackage(workDir) stages the package in (what `npm pack` packed). */
export const stageDir = (workDir: string): string => join(workDir, 'package');

/**
 * Builds and packs the package under `workDir`; returns the tarball's path. With
 * SC_PACKED_TARBALL set, returns that tarball instead (built once by `npm test`).
 * @example
 * const tarball = await packPackage(await mkdtemp(join(tmpdir(), 'partner-')));
 */
export async function packPackage(workDir: string, reuse = true): Promise<string> {
  const given = process.env[PACKED_TARBALL_ENV];
  if (reuse && given && existsSync(given)) return given;
  const stage = stageDir(workDir);
  mkdirSync(stage, { recursive: true });
  await run('npx', ['tsup', '--silent', '--out-dir', join(stage, 'dist')], REPO_ROOT);
  for (const f of ['package.json', 'README.md', 'LICENSE', 'openapi']) {
    if (existsSync(join(REPO_ROOT, f))) cpSync(join(REPO_ROOT, f), join(stage, f), { recursive: true });
  }
  const out = await run('npm', ['pack', '--json', '--pack-destination', workDir], stage);
  const [info] = JSON.parse(out.slice(out.indexOf('['))) as { filename: string }[];
  return join(workDir, info!.filename);
}
