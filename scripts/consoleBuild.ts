/**
 * The console's production build (example-host/dist), shared by `npm start` (scripts/start.ts),
 * which builds it when its sources changed, and `npm test` (scripts/test-all.ts), which builds it
 * beside the other checks so the e2e servers find it done.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** `npx` arguments of the build. */
export const CONSOLE_BUILD_ARGS = ['vite', 'build', '--config', 'example-host/vite.config.ts', '--logLevel', 'warn'];

function newest(dir: string): number {
  let t = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (e.name === 'node_modules' || e.name === 'dist' || e.name.startsWith('.')) continue;
    const p = join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
}

/**
 * True when there is no build, or a source of the console changed since it was made.
 * @example if (consoleBuildStale()) spawnSync('npx', CONSOLE_BUILD_ARGS, { stdio: 'inherit' });
 */
export function consoleBuildStale(): boolean {
  const dist = join(root, 'example-host/dist/index.html');
  const sources = Math.max(newest(join(root, 'src')), newest(join(root, 'example-host')));
  return !existsSync(dist) || statSync(dist).mtimeMs < sources;
}
