/**
 * The peer of `bench:link`: react-admin's single-file list page, one resource with nine columns over
 * ra-data-simple-rest, installed from the npm registry into a cache folder (never the repo's
 * package.json), built with the repo's Vite, and served like the console (same static code, so the
 * same gzip) next to a simple-rest endpoint answering the rows our own list call answered.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import react from '@vitejs/plugin-react';
import { Hono } from 'hono';
import { build } from 'vite';
import { ADMIN_BASE, mountStaticSite } from '../../example-host/server/staticSite';

const root = fileURLToPath(new URL('../..', import.meta.url));
/** Where react-admin is installed once and reused (node_modules/.cache is no part of the repo). */
const CACHE = join(root, 'node_modules/.cache/ra-link-bench');
/** Pinned, so a rerun measures the same peer; the versions current when this bench was written. */
export const PEER_VERSIONS = { 'react-admin': '5.15.4', 'ra-data-simple-rest': '5.15.3' } as const;
const RESOURCE = 'orders';

/** Installs react-admin and its data provider into the cache folder (offline first), with the repo's React. */
function install(): void {
  const ours = (name: string) => JSON.parse(readText(join(root, 'node_modules', name, 'package.json'))).version as string;
  const pkg = { name: 'ra-link-bench', private: true, type: 'module', dependencies: { ...PEER_VERSIONS, react: ours('react'), 'react-dom': ours('react-dom') } };
  mkdirSync(CACHE, { recursive: true });
  const want = `${JSON.stringify(pkg, null, 2)}\n`;
  if (existsSync(join(CACHE, 'node_modules/react-admin')) && readText(join(CACHE, 'package.json')) === want) return;
  writeFileSync(join(CACHE, 'package.json'), want);
  const flags = ['--no-audit', '--no-fund', '--loglevel=error'];
  const offline = spawnSync('npm', ['install', '--offline', ...flags], { cwd: CACHE, stdio: 'ignore' });
  if (offline.status === 0) return;
  const online = spawnSync('npm', ['install', '--prefer-offline', ...flags], { cwd: CACHE, stdio: 'inherit' });
  if (online.status !== 0) throw new Error(`npm install of ${Object.keys(PEER_VERSIONS).join(', ')} failed in ${CACHE}`);
}

function readText(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}

/** The peer's whole app: one `<Resource>` whose list is a Datagrid of `columns`, `perPage` rows a page. */
const appSource = (columns: readonly string[], perPage: number) => `import { createRoot } from 'react-dom/client';
import { Admin, Datagrid, List, Resource, TextField } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';

const dataProvider = simpleRestProvider('/ra-api');
const OrderList = () => (
  <List perPage={${perPage}} sort={{ field: 'id', order: 'DESC' }}>
    <Datagrid bulkActionButtons={false} rowClick={false}>
${columns.map((c) => `      <TextField source="${c}" />`).join('\n')}
    </Datagrid>
  </List>
);
createRoot(document.getElementById('root')!).render(
  <Admin dataProvider={dataProvider}>
    <Resource name="${RESOURCE}" list={OrderList} />
  </Admin>,
);
`;

const HTML = `<!doctype html>
<html lang="en"><head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width, initial-scale=1.0" /><title>react-admin</title></head>
<body><div id="root"></div><script type="module" src="./main.tsx"></script></body></html>
`;

export interface PeerSite {
  /** The list page's URL (react-admin's default hash router). */
  readonly url: string;
  close(): Promise<void>;
}

/**
 * Installs (once), builds and serves react-admin's list page over `rows` (the first page our list
 * call answered, `total` in all): GET /ra-api/orders answers a slice by `range` with Content-Range.
 */
export async function startPeer(rows: readonly Record<string, unknown>[], total: number, columns: readonly string[]): Promise<PeerSite> {
  install();
  const app = join(CACHE, 'app');
  const out = join(CACHE, 'dist');
  rmSync(app, { recursive: true, force: true });
  mkdirSync(app, { recursive: true });
  writeFileSync(join(app, 'index.html'), HTML);
  writeFileSync(join(app, 'main.tsx'), appSource(columns, rows.length));
  await build({
    root: app, base: `${ADMIN_BASE}/`, configFile: false, logLevel: 'error', publicDir: false, plugins: [react()],
    build: { outDir: out, emptyOutDir: true },
  });
  const http = new Hono();
  http.get(`/ra-api/${RESOURCE}`, (c) => {
    const [from, to] = JSON.parse(c.req.query('range') ?? '[0,9]') as [number, number];
    const slice = rows.slice(from, to + 1);
    return c.json(slice, 200, { 'Content-Range': `${RESOURCE} ${from}-${from + slice.length - 1}/${total}`, 'Access-Control-Expose-Headers': 'Content-Range' });
  });
  mountStaticSite(http, out);
  let server: ReturnType<typeof serve>;
  const port = await new Promise<number>((done) => {
    server = serve({ fetch: http.fetch, port: 0, hostname: '127.0.0.1', overrideGlobalObjects: false }, (info: AddressInfo) => done(info.port));
  });
  return {
    // react-admin's default router keeps the route in the hash.
    url: `http://127.0.0.1:${port}${ADMIN_BASE}/#/${RESOURCE}`,
    async close() {
      (server as { closeAllConnections?: () => void }).closeAllConnections?.();
      await new Promise((done) => server.close(done));
    },
  };
}
