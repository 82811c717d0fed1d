/**
 * `npm test`: type-check, lint, the package's build checked by publint and arethetypeswrong, every
 * vitest project (the storybook project renders every story and runs axe on it), the static
 * Storybook build, then the Playwright e2e suite with the screenshot check of a few stories of that
 * build (against tests/visual/baselines) beside it, and a closing `N passed, N failed` line.
 * Type-check, lint, publint, attw and the Storybook and console builds count as one check each; the
 * checks and builds that use one core run beside the others (see beside()). The package is built and
 * packed once: publint and attw check that tarball, and the package tests (tests/package) install it.
 * `npm test -- --skip-e2e` leaves the e2e suite out (for quick local runs only).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PACKED_TARBALL_ENV, packPackage, run as runCommand, stageDir } from '../tests/package/packPackage';
import { CONSOLE_BUILD_ARGS } from './consoleBuild';

const args = process.argv.slice(2);
let passed = 0;
let failed = 0;
const failures: string[] = [];
// CI shows only the tail of the output: the names of failed tests and their first error lines are
// repeated at the very end, so a failure is readable from there.
const failedTests: string[] = [];
mkdirSync('test-results', { recursive: true });

/** Runs a step in the foreground, its output straight to ours. Not spawnSync: the checks beside it must keep draining their pipes. */
function run(label: string, cmd: string, cmdArgs: string[]): Promise<boolean> {
  console.log(`\n▶ ${label}: ${cmd} ${cmdArgs.join(' ')}`);
  return new Promise((resolve) => {
    const child = spawn(cmd, cmdArgs, { stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0' } });
    child.on('error', () => resolve(false));
    child.on('close', (code) => resolve(code === 0));
  });
}

async function check(label: string, cmd: string, cmdArgs: string[]): Promise<void> {
  if (await run(label, cmd, cmdArgs)) passed += 1;
  else { failed += 1; failures.push(label); }
}

/** Counts a runner's JSON report (read once) and keeps the names of its failed tests for the closing summary. */
function countFrom<J>(label: string, file: string, read: (j: J) => { ok: number; bad: number }, exitOk: boolean, failedOf: (j: J) => string[]): void {
  if (!existsSync(file)) { failed += 1; failures.push(`${label} (no report)`); return; }
  const report = JSON.parse(readFileSync(file, 'utf8')) as J;
  const { ok, bad } = read(report);
  passed += ok;
  failed += bad;
  if (bad || !exitOk) failures.push(label);
  if (!bad && !exitOk) failed += 1; // the runner failed outside any test (a crash, a failing hook)
  failedTests.push(...failedOf(report));
}

/**
 * Runs a check beside the next steps (each of these uses one core, and the machine has two): its output is
 * printed whole when it ends, so checks running together do not interleave.
 */
function beside(label: string, cmd: string, cmdArgs: string[]): Promise<boolean> {
  const started = Date.now();
  return buffered(cmd, cmdArgs).then(({ ok, out }) => {
    console.log(`\n▶ ${label}: ${cmd} ${cmdArgs.join(' ')} (${ok ? 'passed' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s)`);
    if (out.trim()) console.log(out.trimEnd());
    if (ok) passed += 1;
    else { failed += 1; failures.push(label); }
    return ok;
  });
}

/** Runs a command with its output kept rather than printed: whether it passed, and what it wrote. */
function buffered(cmd: string, cmdArgs: string[]): Promise<{ ok: boolean; out: string }> {
  return runCommand(cmd, cmdArgs, process.cwd()).then(
    (out) => ({ ok: true, out }),
    (e: Error & { output?: string }) => ({ ok: false, out: e.output ?? e.message }),
  );
}

// Type-check and lint run beside the build and pack instead of before them.
const besideChecks = Promise.all([
  beside('type-check', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']),
  beside('lint', 'npx', ['eslint', '.', '--max-warnings', '0']),
]);

const packWork = mkdtempSync(join(tmpdir(), 'sc-pack-'));
console.log('\n▶ build and pack the package (tsup, npm pack)');
const tarball = await packPackage(packWork, false).catch((e: Error) => { console.error(e.message); return null; });
// The static Storybook (what `npm run chromatic` uploads, the visual check's input) and the console the
// e2e servers serve are built here, beside publint, attw and the first minutes of vitest, rather than
// one at a time after vitest: each build keeps one core busy, and those steps leave one idle.
const skipE2e = args.includes('--skip-e2e');
const storybookBuilt = beside('storybook build', 'npm', ['run', 'build-storybook', '--', '--quiet']);
const consoleBuilt = skipE2e ? Promise.resolve(false) : beside('console build (what the e2e servers serve)', 'npx', CONSOLE_BUILD_ARGS);
if (tarball) {
  process.env[PACKED_TARBALL_ENV] = tarball;
  await check('publint', 'npx', ['publint', '--strict', stageDir(packWork)]);
  // The tarball itself (what `attw --pack` would pack again): every entry under node10, node16 (CJS, ESM), bundler.
  await check('attw', 'npx', ['attw', tarball]);
} else {
  failed += 2;
  failures.push('publint (the build failed)', 'attw (the build failed)');
}

await besideChecks;

rmSync('test-results/vitest.json', { force: true });
const vitestOk = await run('vitest (unit, server, dom, browser, storybook)', 'npx', [
  'vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=test-results/vitest.json',
]);
countFrom<VitestReport>('vitest', 'test-results/vitest.json', (j) => ({ ok: j.numPassedTests, bad: j.numFailedTests }), vitestOk, vitestFailures);

// The visual check runs beside the e2e suite, its output printed whole when it ends: run one after the
// other, each left a core idle for half a minute while its servers and browsers started (the CPU samples
// of two fresh-clone runs), and the e2e suite's first part, the crawl, has room under its time bound.
const sbOk = await storybookBuilt;
rmSync('test-results/visual.json', { force: true });
const VISUAL = ['playwright', 'test', '--config', 'tests/visual/playwright.config.ts'];
const visualDone = sbOk ? buffered('npx', VISUAL) : null;
if (sbOk) console.log(`\n▶ visual (story screenshots against tests/visual/baselines, beside the e2e suite): npx ${VISUAL.join(' ')}`);

if (!skipE2e) {
  // A failed console build is counted by beside(); the e2e servers then try it once more themselves.
  await consoleBuilt;
  rmSync('test-results/e2e.json', { force: true });
  const e2eOk = await run('e2e (Playwright, Chromium)', 'npx', ['playwright', 'test']);
  countFrom<PlaywrightReport>('e2e', 'test-results/e2e.json', playwrightCounts, e2eOk, playwrightFailures);
}

if (visualDone) {
  const visual = await visualDone;
  console.log(`\n▶ visual (story screenshots against tests/visual/baselines): ${visual.ok ? 'passed' : 'FAILED'}`);
  if (visual.out.trim()) console.log(visual.out.trimEnd());
  countFrom<PlaywrightReport>('visual', 'test-results/visual.json', playwrightCounts, visual.ok, playwrightFailures);
} else {
  failed += 1;
  failures.push('visual (the Storybook build failed)');
}

rmSync(packWork, { recursive: true, force: true });
if (failedTests.length) console.log(`\nFailed tests:\n${failedTests.join('\n')}`);
if (failures.length) console.log(`\nFailed: ${failures.join(', ')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);

/** The first lines of an error message, without colour codes, for the closing summary. */
function firstLines(message: string, n = 4): string {
  // eslint-disable-next-line no-control-regex
  return message.replace(/\u001b\[[0-9;]*m/g, '').split('\n').filter((l) => l.trim()).slice(0, n).map((l) => `    ${l.slice(0, 300)}`).join('\n');
}

interface VitestReport {
  numPassedTests: number; numFailedTests: number;
  testResults?: { name: string; message?: string; assertionResults?: { status: string; fullName: string; failureMessages?: string[] }[] }[];
}
function vitestFailures(j: VitestReport): string[] {
  const out: string[] = [];
  for (const file of j.testResults ?? []) {
    const bad = (file.assertionResults ?? []).filter((a) => a.status === 'failed');
    for (const a of bad) out.push(`  ✗ ${file.name.replace(process.cwd() + '/', '')} › ${a.fullName}\n${firstLines(a.failureMessages?.[0] ?? '')}`);
    if (!bad.length && file.message) out.push(`  ✗ ${file.name.replace(process.cwd() + '/', '')} (the file failed)\n${firstLines(file.message)}`);
  }
  return out;
}

interface PwSuite { title: string; file?: string; suites?: PwSuite[]; specs?: { title: string; file: string; line: number; tests: { status: string; results: { error?: { message?: string } }[] }[] }[] }
interface PlaywrightReport { stats: { expected: number; flaky: number; unexpected: number }; suites?: PwSuite[] }
function playwrightCounts(j: PlaywrightReport) { return { ok: j.stats.expected + j.stats.flaky, bad: j.stats.unexpected }; }
function playwrightFailures(j: PlaywrightReport): string[] {
  const out: string[] = [];
  const walk = (s: PwSuite) => {
    for (const spec of s.specs ?? []) {
      for (const t of spec.tests) {
        if (t.status !== 'unexpected') continue;
        const err = t.results.map((r) => r.error?.message).find(Boolean) ?? '';
        out.push(`  ✗ ${spec.file}:${spec.line} › ${spec.title}\n${firstLines(err)}`);
      }
    }
    for (const c of s.suites ?? []) walk(c);
  };
  for (const s of j.suites ?? []) walk(s);
  return out;
}
