/**
 * `npm test`: type-check, lint, every vitest project, then the Playwright e2e suite, and a
 * closing `N passed, N failed` line. Type-check and lint count as one check each.
 * `npm test -- --skip-e2e` leaves the e2e suite out (for quick local runs only).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const args = process.argv.slice(2);
let passed = 0;
let failed = 0;
const failures: string[] = [];
mkdirSync('test-results', { recursive: true });

function run(label: string, cmd: string, cmdArgs: string[]): boolean {
  console.log(`\n▶ ${label}: ${cmd} ${cmdArgs.join(' ')}`);
  const r = spawnSync(cmd, cmdArgs, { stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0' } });
  return r.status === 0;
}

function check(label: string, cmd: string, cmdArgs: string[]): void {
  if (run(label, cmd, cmdArgs)) passed += 1;
  else { failed += 1; failures.push(label); }
}

function countFrom(label: string, file: string, read: (j: any) => { ok: number; bad: number }, exitOk: boolean): void {
  if (!existsSync(file)) { failed += 1; failures.push(`${label} (no report)`); return; }
  const { ok, bad } = read(JSON.parse(readFileSync(file, 'utf8')));
  passed += ok;
  failed += bad;
  if (bad || !exitOk) failures.push(label);
  if (!bad && !exitOk) failed += 1; // the runner failed outside any test (a crash, a failing hook)
}

check('type-check', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']);
check('lint', 'npx', ['eslint', '.', '--max-warnings', '0']);

rmSync('test-results/vitest.json', { force: true });
const vitestOk = run('vitest (unit, dom, browser, storybook)', 'npx', [
  'vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=test-results/vitest.json',
]);
countFrom('vitest', 'test-results/vitest.json', (j) => ({ ok: j.numPassedTests, bad: j.numFailedTests }), vitestOk);

if (!args.includes('--skip-e2e')) {
  rmSync('test-results/e2e.json', { force: true });
  const e2eOk = run('e2e (Playwright, Chromium)', 'npx', ['playwright', 'test']);
  countFrom('e2e', 'test-results/e2e.json', (j) => ({ ok: j.stats.expected + j.stats.flaky, bad: j.stats.unexpected }), e2eOk);
}

if (failures.length) console.log(`\nFailed: ${failures.join(', ')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
