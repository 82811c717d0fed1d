/**
 * `npm start`: builds the console when its sources changed since the last build, then starts
 * the reference server (PORT, default 8080) and prints the URL.
 */
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { CONSOLE_BUILD_ARGS, consoleBuildStale } from './consoleBuild';

const root = fileURLToPath(new URL('..', import.meta.url));

if (consoleBuildStale() || process.env.FORCE_BUILD) {
  console.log('Building the console…');
  const r = spawnSync('npx', CONSOLE_BUILD_ARGS, { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
const child = spawn(process.execPath, ['--import', 'tsx', 'example-host/serve.ts'], { cwd: root, stdio: 'inherit', env: process.env });
// Pass stop signals on, so the server closes its database and no process is left behind.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
