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
 * HOST is the address to listen on (default 127.0.0.1: this machine only; 0.0.0.0 for every
 * interface). Every request is bounded (server/httpLimits.ts): HTTP_HEADERS_TIMEOUT_MS (10 s),
 * HTTP_BODY_IDLE_MS (10 s), HTTP_REQUEST_TIMEOUT_MS (60 s), MAX_CONNECTIONS_PER_ADDRESS (64).
 * SEED_TEMPLATE_DIR (tests only: the e2e servers get the test run's folder) lets an in-memory server start
 * from the day's seed template kept there instead of seeding (seed/seedTemplates.ts), and keep one if none is.
 * Prints the console URL and the demo logins.
 */
import { fileURLToPath } from 'node:url';
import { createServer } from './server/createServer';
import { folderSeedTemplates } from './server/seed/folderSeedTemplates';
import { DataDirBusy } from './server/db/dataDirLock';
import { listenHost, startBanner, stopOnSignals } from './startBanner';
import { parseTrustProxy } from './server/api/clientIp';
import { httpLimitsFromEnv, listenBounded } from './server/httpLimits';

const port = Number(process.env.PORT ?? 8080);
const dataDir = process.env.DATA_DIR ?? './.data';
const databaseUrl = process.env.DATABASE_URL;
const filesDir = process.env.FILES_DIR?.trim();
const frameAncestors = process.env.FRAME_ANCESTORS?.trim();
const allowedOrigins = process.env.ALLOWED_ORIGINS?.trim();
const trustProxy = parseTrustProxy(process.env.TRUST_PROXY);
const host = listenHost(process.env);
const limits = httpLimitsFromEnv(process.env);
const seedTemplateDir = process.env.SEED_TEMPLATE_DIR?.trim();

// What the server writes (database, uploads, exports) is for its own user only, whatever umask it was started with.
process.umask(0o077);

const server = await createServer({
  dataDir,
  ...(databaseUrl ? { databaseUrl } : {}),
  ...(filesDir ? { filesDir } : {}),
  ...(frameAncestors ? { frameAncestors } : {}),
  ...(allowedOrigins ? { allowedOrigins } : {}),
  trustProxy,
  ...(seedTemplateDir ? { seedTemplates: folderSeedTemplates(seedTemplateDir) } : {}),
  distDir: fileURLToPath(new URL('./dist', import.meta.url)),
}).catch((e: unknown) => {
  if (!(e instanceof DataDirBusy)) throw e;
  console.error(`\n  ${e.message}\n`);
  process.exit(1);
});

// A trusted proxy carries many clients: it is not held to one client's socket cap.
const http = await listenBounded(server.app.fetch, { host, port, limits, uncapped: trustProxy });
const storage = (databaseUrl ? 'PostgreSQL (DATABASE_URL)' : dataDir.startsWith('memory://') ? 'in memory' : dataDir)
  + (filesDir ? `, files in ${filesDir}` : '');
// http.port is the real one when PORT=0 asked for any free port.
console.log(startBanner({ title: 'SuperCloud Admin console', port: http.port, host, storage, seeded: server.seeded }));

stopOnSignals(() => { void http.close(); }, () => server.close());
