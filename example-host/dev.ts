/**
 * `npm run dev`: the reference server and the console with Vite's hot reload on one port (PORT,
 * default 5173). The API answers under /super_cloud/api exactly as `npm start`'s does (same data:
 * DATA_DIR, default ./.data, or DATABASE_URL); every other request goes to Vite's dev middleware,
 * which serves the console from src/ under /super_cloud/admin/ and pushes changes into the open
 * page. For contributors only: no production headers on the console, nothing built.
 */
import { createServer as createHttpServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { getRequestListener } from '@hono/node-server';
import { createServer as createViteServer } from 'vite';
import { API_BASE } from '../src/contract';
import { createServer } from './server/createServer';
import { DataDirBusy } from './server/db/dataDirLock';
import { ADMIN_BASE } from './server/staticSite';
import { listenHost, startBanner, stopOnSignals } from './startBanner';

const port = Number(process.env.PORT ?? 5173);
const dataDir = process.env.DATA_DIR ?? './.data';
const databaseUrl = process.env.DATABASE_URL;
process.umask(0o077);

const server = await createServer({ dataDir, ...(databaseUrl ? { databaseUrl } : {}) }).catch((e: unknown) => {
  if (!(e instanceof DataDirBusy)) throw e;
  console.error(`\n  ${e.message}\n  (npm start and npm run dev share DATA_DIR: stop the other one, or set DATA_DIR=memory://)\n`);
  process.exit(1);
});

const api = getRequestListener(server.app.fetch, { overrideGlobalObjects: false });
const http = createHttpServer((req, res) => {
  if (req.url?.startsWith(`${API_BASE}/`) || req.url === API_BASE) {
    void api(req, res);
    return;
  }
  if (req.url === '/' || req.url === ADMIN_BASE) {
    res.writeHead(302, { Location: `${ADMIN_BASE}/` }).end();
    return;
  }
  vite.middlewares(req, res);
});

// The hot-reload socket shares the port: one address for the page, its modules and its updates.
const vite = await createViteServer({
  configFile: fileURLToPath(new URL('./vite.config.ts', import.meta.url)),
  appType: 'spa',
  server: { middlewareMode: true, hmr: { server: http } },
});

const host = listenHost(process.env);
http.listen(port, host, () => {
  const address = http.address();
  const actual = typeof address === 'object' && address ? address.port : port;
  const storage = databaseUrl ? 'PostgreSQL (DATABASE_URL)' : dataDir.startsWith('memory://') ? 'in memory' : dataDir;
  console.log(startBanner({ title: 'SuperCloud Admin console (dev, hot reload)', port: actual, host, storage, seeded: server.seeded }));
});

stopOnSignals(() => http.close(), () => Promise.all([vite.close(), server.close()]));
