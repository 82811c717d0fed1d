/**
 * A partner's app around the packed package, shared by the smoke test (standalone.test.ts) and
 * the partner benchmark (tests/bench/partner.ts): pack the package as npm publishes it, install
 * the tarball into a fresh app, bundle that app with Vite, and serve it next to the reference
 * server's API on one local port.
 */
import { cpSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { API_BASE } from '../../src/contract';
import { testClient } from '../../example-host/server/api/testClient';
import { createServer, type ReferenceServer } from '../../example-host/server/createServer';
import { REPO_ROOT, run } from './packPackage';

export { REPO_ROOT, packPackage, run } from './packPackage';

export const PARTNER_APP_SOURCE = join(REPO_ROOT, 'tests/package/partner-app');
const VITE_CONFIG = join(REPO_ROOT, 'tests/package/partner-app/vite.config.ts');
/** Peer dependencies the partner installs itself, at the versions the repo is tested with. */
const PEERS = ['react', 'react-dom', 'react-router-dom', 'styled-components'];
export const PARTNER_TYPES = ['@types/react', '@types/react-dom'];
/**
 * What the partner app installs besides the peers, once for every package test that uses it:
 * React 18.3 under aliases (the same app built on React 18) and Next.js (the app-router portal).
 */
export const PARTNER_EXTRAS: Readonly<Record<string, string>> = {
  react18: 'npm:react@18.3.1', 'react-dom18': 'npm:react-dom@18.3.1', next: '15.5.29',
};
// The pragma keeps the repo's own type-check (which runs before any build) off the files that
// import the package; the copy drops it, so the partner's type-check covers them.
const NOCHECK = /^\/\/ (@ts-nocheck|eslint-disable-next-line @typescript-eslint\/ban-ts-comment)\n/gm;

const versionOf = (name: string): string =>
  JSON.parse(readFileSync(join(REPO_ROOT, 'node_modules', name, 'package.json'), 'utf8')).version;

export interface PartnerApp {
  readonly dir: string;
  /** Whether `npm install --offline` sufficed (everything came from the npm cache). */
  readonly offline: boolean;
}

/**
 * A fresh partner app in `workDir/app`: the files of tests/package/partner-app, a package.json
 * with the peers (and `types`) at the repo's versions and the tarball as a `file:` dependency, then npm install
 * (offline from the npm cache when it can, else normally).
 */
export async function installPartnerApp(
  workDir: string, tarball: string, source = PARTNER_APP_SOURCE, types: readonly string[] = PARTNER_TYPES,
  extras: Readonly<Record<string, string>> = source === PARTNER_APP_SOURCE ? PARTNER_EXTRAS : {},
): Promise<PartnerApp> {
  const dir = join(workDir, 'app');
  cpSync(source, dir, { recursive: true, filter: (src) => src !== join(source, 'vite.config.ts') });
  for (const f of readdirSync(join(dir, 'src'))) {
    const file = join(dir, 'src', f);
    writeFileSync(file, readFileSync(file, 'utf8').replace(NOCHECK, ''));
  }
  const pkg = {
    name: 'partner-portal',
    private: true,
    type: 'module',
    dependencies: { '@supercloud/admin': `file:${tarball}`, ...Object.fromEntries(PEERS.map((p) => [p, versionOf(p)])), ...extras },
    devDependencies: Object.fromEntries(types.map((p) => [p, versionOf(p)])),
  };
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify(pkg, null, 2)}\n`);
  // react-dom18 asks for react 18 under the name `react`, which is 19 here: the Vite build of the
  // React 18 app gives it react18, so that peer is not npm's to check.
  if (extras.react18) writeFileSync(join(dir, '.npmrc'), 'legacy-peer-deps=true\n');
  const flags = ['--no-audit', '--no-fund', '--loglevel=error'];
  try {
    await run('npm', ['install', '--offline', ...flags], dir);
    return { dir, offline: true };
  } catch {
    await run('npm', ['install', '--prefer-offline', ...flags], dir);
    return { dir, offline: false };
  }
}

export interface PartnerBuild {
  readonly outDir: string;
  /** The html file that loads the app, inside outDir. */
  readonly html: string;
  /** File path of every module Vite bundled. */
  readonly modules: readonly string[];
}

const APP_SCRIPT = './src/main.tsx';

/**
 * Bundles one page of the partner app for production with the repo's Vite, packages resolved from
 * the app's own node_modules. `entry` is the app's `index.html`, or a script in `src/` (`meal.tsx`):
 * that page gets the index page's html with its script in place of the app's.
 * @example
 * const meal = await buildPartnerApp(app, 'meal.tsx', '/meal-app/');
 */
export async function buildPartnerApp(
  app: PartnerApp, entry: string, base = '/', options: { sourcemap?: boolean; react?: 18 } = {},
): Promise<PartnerBuild> {
  const name = entry.replace(/\.(html|tsx)$/, '') + (options.react ? `-react${options.react}` : '');
  const html = entry.endsWith('.html') ? entry : `${name}.html`;
  if (html !== entry) {
    const index = readFileSync(join(app.dir, 'index.html'), 'utf8');
    if (!index.includes(APP_SCRIPT)) throw new Error(`the partner app's index.html no longer loads ${APP_SCRIPT}`);
    writeFileSync(join(app.dir, html), index.replace(APP_SCRIPT, `./src/${entry}`));
  }
  const outDir = join(app.dir, 'dist', name);
  const modules = join(app.dir, `modules-${name}.json`);
  await run(process.execPath, [join(REPO_ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--config', VITE_CONFIG], app.dir, {
    PARTNER_ROOT: app.dir, PARTNER_ENTRY: html, PARTNER_OUT: outDir, PARTNER_BASE: base, PARTNER_MODULES: modules,
    PARTNER_SOURCEMAP: options.sourcemap ? '1' : '', PARTNER_REACT: options.react ? String(options.react) : '',
  });
  return { outDir, html, modules: JSON.parse(readFileSync(modules, 'utf8')) };
}

/** Type-checks the app's sources against the packed .d.ts with the app's own tsconfig. */
export function typecheckPartnerApp(app: PartnerApp): Promise<string> {
  return run(process.execPath, [join(REPO_ROOT, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.json'], app.dir);
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml', '.json': 'application/json', '.woff2': 'font/woff2',
};

export interface PartnerServer {
  /** e.g. http://127.0.0.1:41234 */
  readonly url: string;
  /** The admin's session token, handed to the app by /partner-config.js. */
  readonly token: string;
  readonly server: ReferenceServer;
  close(): Promise<void>;
}

/**
 * The reference server (in-memory database with the demo data) and the built apps on one port:
 * API under /super_cloud/api, `/partner-config.js` with the admin's token, each build under its
 * base path (single-page fallback to its html).
 * @example
 * const srv = await startPartnerServer({ '/': build });
 * await page.goto(`${srv.url}/meal`);
 */
export async function startPartnerServer(sites: Readonly<Record<string, PartnerBuild>>): Promise<PartnerServer> {
  const server = await createServer({ dataDir: 'memory://', quiet: true });
  const cookie = await testClient(server).login('admin', 'Admin123');
  const token = cookie.slice(cookie.indexOf('=') + 1);
  const app = new Hono();
  app.all(`${API_BASE}/*`, (c) => server.app.fetch(c.req.raw));
  app.get('/partner-config.js', (c) =>
    c.body(`window.partnerConfig = ${JSON.stringify({ apiBase: API_BASE, token })};\n`, 200, {
      'Content-Type': CONTENT_TYPES['.js']!, 'Cache-Control': 'no-store',
    }));
  // Longest base first, so '/meal-app/' wins over '/'.
  const bases = Object.keys(sites).sort((a, b) => b.length - a.length);
  app.get('*', async (c) => {
    const base = bases.find((b) => c.req.path.startsWith(b));
    if (!base) return c.text('Not found', 404);
    const site = sites[base]!;
    const rel = normalize(decodeURIComponent(c.req.path.slice(base.length))).replace(/^(\.\.[/\\])+/, '');
    if (rel && extname(rel)) {
      const body = await readFile(join(site.outDir, rel)).catch(() => null);
      if (!body) return c.text('Not found', 404);
      return c.body(body, 200, { 'Content-Type': CONTENT_TYPES[extname(rel)] ?? 'application/octet-stream' });
    }
    return c.html(await readFile(join(site.outDir, site.html), 'utf8'), 200, { 'Cache-Control': 'no-cache' });
  });
  let http: ReturnType<typeof serve>;
  const port = await new Promise<number>((done) => {
    http = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1', overrideGlobalObjects: false }, (info: AddressInfo) => done(info.port));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    token,
    server,
    async close() {
      // Keep-alive sockets of the browser or of fetch would hold close() open.
      (http as { closeAllConnections?: () => void }).closeAllConnections?.();
      await new Promise((done) => http.close(done));
      await server.close();
    },
  };
}
