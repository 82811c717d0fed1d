/**
 * Starts the reference server on one port (PORT, default 8080): the console under
 * /super_cloud/admin/ and the API under /super_cloud/api. Data lives in DATA_DIR (default
 * ./.data; 'memory://' for a throw-away run), or in PostgreSQL when DATABASE_URL is set.
 * A folder serves one server at a time: a second one on it exits with code 1, naming the first.
 * FRAME_ANCESTORS lists the origins that may show the console in a frame (default: same origin),
 * ALLOWED_ORIGINS the origins of other hosts whose pages may make state-changing calls (default
 * none), TRUST_PROXY the proxy addresses (comma-separated) whose X-Forwarded-For names the client
 * and whose X-Forwarded-Proto says the client used https. FILES_DIR names a folder for uploads
 * and exports that every server process reaches (default DATA_DIR/files, or the database itself
 * with DATABASE_URL): several processes may share one PostgreSQL behind a load balancer.
 * Prints the console URL and the demo logins.
 */
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createServer } from './server/createServer';
import { DataDirBusy } from './server/db/dataDirLock';
import { startBanner, stopOnSignals } from './startBanner';
import { parseTrustProxy } from './server/api/clientIp';

const port = Number(process.env.PORT ?? 8080);
const dataDir = process.env.DATA_DIR ?? './.data';
const databaseUrl = process.env.DATABASE_URL;
const filesDir = process.env.FILES_DIR?.trim();
const frameAncestors = process.env.FRAME_ANCESTORS?.trim();
const allowedOrigins = process.env.ALLOWED_ORIGINS?.trim();
const trustProxy = parseTrustProxy(process.env.TRUST_PROXY);

// What the server writes (database, uploads, exports) is for its own user only, whatever umask it was started with.
process.umask(0o077);

const server = await createServer({
  dataDir,
  ...(databaseUrl ? { databaseUrl } : {}),
  ...(filesDir ? { filesDir } : {}),
  ...(frameAncestors ? { frameAncestors } : {}),
  ...(allowedOrigins ? { allowedOrigins } : {}),
  trustProxy,
  distDir: fileURLToPath(new URL('./dist', import.meta.url)),
}).catch((e: unknown) => {
  if (!(e instanceof DataDirBusy)) throw e;
  console.error(`\n  ${e.message}\n`);
  process.exit(1);
});

const http = serve({ fetch: server.app.fetch, port, hostname: process.env.HOST ?? '0.0.0.0', overrideGlobalObjects: false }, (info) => {
  const port = info.port; // the real one when PORT=0 asked for any free port
  const storage = (databaseUrl ? 'PostgreSQL (DATABASE_URL)' : dataDir.startsWith('memory://') ? 'in memory' : dataDir)
    + (filesDir ? `, files in ${filesDir}` : '');
  console.log(startBanner({ title: 'SuperCloud Admin console', port, storage, seeded: server.seeded }));
});

stopOnSignals(() => http.close(), () => server.close());
