/**
 * `npm run release`: turns the pending changesets into a version and a CHANGELOG, then builds the
 * package, packs it into `release/` (gitignored) and checks that tarball with publint and
 * arethetypeswrong, so what is checked is what would be published. It publishes nothing and
 * commits nothing: review the version bump and CHANGELOG.md, commit them, then `npm publish
 * release/<tarball>`. Each step stops the release when it fails.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';

const RELEASE_DIR = 'release';

function step(label: string, cmd: string, args: readonly string[]): void {
  console.log(`\n▶ ${label}: ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit' });
  if (r.status !== 0) {
    console.error(`\n✗ release stopped: ${label} failed (exit ${r.status ?? r.signal})`);
    process.exit(1);
  }
}

const pending = readdirSync('.changeset').filter((f) => f.endsWith('.md') && f !== 'README.md');
const before = JSON.parse(readFileSync('package.json', 'utf8')).version as string;
if (pending.length === 0) console.log('No pending changeset: the version stays as it is.');
else step(`version (${pending.length} changesets)`, 'npx', ['changeset', 'version']);
const version = JSON.parse(readFileSync('package.json', 'utf8')).version as string;

step('build', 'npm', ['run', 'build']);

rmSync(RELEASE_DIR, { recursive: true, force: true });
mkdirSync(RELEASE_DIR);
step('pack', 'npm', ['pack', '--pack-destination', RELEASE_DIR]);
const tarball = join(RELEASE_DIR, readdirSync(RELEASE_DIR).find((f) => f.endsWith('.tgz'))!);

step('publint', 'npx', ['publint', '--strict', tarball]);
// Every entry under node10, node16 (CJS and ESM) and bundler resolution.
step('attw', 'npx', ['attw', tarball]);

const mib = (statSync(tarball).size / 1024 / 1024).toFixed(2);
console.log(`\n✓ @supercloud/admin ${before} → ${version}: ${tarball} (${mib} MiB); CHANGELOG.md written.`);
console.log('  Review and commit package.json, CHANGELOG.md and the removed changesets, then npm publish the tarball.');
