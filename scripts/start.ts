/**
 * `npm start`: builds the console when its sources changed since the last build, then starts
 * the reference server (PORT, default 8080) and prints the URL.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'example-host/dist/index.html');

function newest(dir: string): number {
  let t = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (e.name === 'node_modules' || e.name === 'dist' || e.name.startsWith('.')) continue;
    const p = join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
}

const sources = Math.max(newest(join(root, 'src')), newest(join(root, 'example-host')));
if (!existsSync(dist) || statSync(dist).mtimeMs < sources || process.env.FORCE_BUILD) {
  console.log('Building the console…');
  const r = spawnSync('npx', ['vite', 'build', '--config', 'example-host/vite.config.ts', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
const child = spawn(process.execPath, ['--import', 'tsx', 'example-host/serve.ts'], { cwd: root, stdio: 'inherit', env: process.env });
// Pass stop signals on, so the server closes its database and no process is left behind.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
