/**
 * Starts the reference server on one port (PORT, default 8080): the console under
 * /super_cloud/admin/ and the API under /super_cloud/api. Data lives in DATA_DIR (default
 * ./.data; 'memory://' for a throw-away run), or in PostgreSQL when DATABASE_URL is set.
 * Prints the console URL and the demo logins.
 */
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { API_BASE } from '../src/contract';
import { createServer } from './server/createServer';
import { DEMO_LOGINS } from './server/seed/demoUsers';
import { ADMIN_BASE } from './server/staticSite';

const port = Number(process.env.PORT ?? 8080);
const dataDir = process.env.DATA_DIR ?? './.data';
const databaseUrl = process.env.DATABASE_URL;

const server = await createServer({
  dataDir,
  ...(databaseUrl ? { databaseUrl } : {}),
  distDir: fileURLToPath(new URL('./dist', import.meta.url)),
});

const http = serve({ fetch: server.app.fetch, port, hostname: process.env.HOST ?? '0.0.0.0', overrideGlobalObjects: false }, () => {
  const storage = databaseUrl ? 'PostgreSQL (DATABASE_URL)' : dataDir.startsWith('memory://') ? 'in memory' : dataDir;
  const width = Math.max(...DEMO_LOGINS.map((l) => l.loginName.length));
  console.log([
    '',
    `  SuperCloud Admin console: http://localhost:${port}${ADMIN_BASE}/`,
    `  API:                      http://localhost:${port}${API_BASE}`,
    `  Data:                     ${storage}${server.seeded ? ' (demo data seeded)' : ''}`,
    '',
    '  Demo logins:',
    ...DEMO_LOGINS.map((l) => `    ${l.loginName.padEnd(width)}  ${l.password.padEnd(12)}  ${l.note}`),
    '',
  ].join('\n'));
});

// Close the database cleanly so PGlite flushes its files before the process ends.
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    http.close();
    void server.close().finally(() => process.exit(0));
  });
}
