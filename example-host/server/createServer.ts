/**
 * The reference server as a value: opens the database (PGlite in a folder or in memory, or
 * PostgreSQL), migrates it to the contract, seeds demo data on first start, starts the jobs,
 * and returns a Hono app with the API under API_BASE (and the console when `distDir` is given).
 * Nothing listens on a port here: `serve.ts` does that, tests call `app.request()`.
 */
import { Hono } from 'hono';
import { API_BASE, catalogue, indexCatalogue, type CatalogueIndex } from '../../src/contract';
import { createDispatch } from './api/dispatch';
import { allowedOriginsOf } from './api/requestGuard';
import { rememberPeer } from './api/clientIp';
import { scopedDb, type RequestDb } from './api/scopedDb';
import { tableName } from './db/migrate';
import { runMigrations } from './db/migrations';
import { arrivalOrdered } from './db/arrivalOrdered';
import { openDb } from './db/openDb';
import { createFileStore } from './files/fileStore';
import { createJobRunner } from './jobs/createJobRunner';
import { jobLedger } from './jobs/jobLedger';
import { registerJobs } from './jobs/registerJobs';
import { refuseMalformedPath } from './malformedPath';
import { secureCookies } from './secureCookies';
import { securityHeaders } from './securityHeaders';
import { seedDemoData } from './seed/index';
import { defaultSeedTemplates, seedTemplateKey, type SeedTemplates } from './seed/seedTemplates';
import type { Db, ServerServices } from './types';

export interface CreateServerOptions {
  /** PGlite folder, or 'memory://' (default) for a throw-away database. */
  readonly dataDir?: string;
  /**
   * postgres://… uses PostgreSQL instead of PGlite. Several processes may then share the database
   * (README "Several servers on one PostgreSQL"); files go into it unless `filesDir` is given.
   */
  readonly databaseUrl?: string;
  /** A folder for uploads and exports that every server process reaches (FILES_DIR); default: DATA_DIR/files, or the database on PostgreSQL. */
  readonly filesDir?: string;
  /** Folder of the built console, served under /super_cloud/admin/. */
  readonly distDir?: string;
  /** The server clock (tests pin it). */
  readonly now?: () => Date;
  /** No logging of unexpected errors (tests that provoke them on purpose). */
  readonly quiet?: boolean;
  /** Skip the demo data on first start. */
  readonly seed?: boolean;
  /**
   * In memory only: where migrated and seeded databases are kept to start the next server of the
   * same day from (tests and the story server; default: what setDefaultSeedTemplates set, else none).
   */
  readonly seedTemplates?: SeedTemplates | null;
  /** In memory only: false leaves pg_trgm out, as the in-browser server does (default true). */
  readonly trigram?: boolean;
  /**
   * The stored hash of each seeded password (default the server's scrypt seedHash). The story template
   * made in Node passes the in-browser server's PBKDF2 hashPassword, so the page's server verifies it.
   */
  readonly seedPasswordHash?: (plain: string) => Promise<string>;
  /**
   * Who may show the console in a frame (CSP frame-ancestors sources, e.g. 'https://portal.example.com');
   * default 'self'. serve.ts takes it from FRAME_ANCESTORS.
   */
  readonly frameAncestors?: string;
  /**
   * Origins of other hosts whose pages may make state-changing calls (integrators' consoles,
   * e.g. 'https://portal.example.com'); default none. serve.ts takes it from ALLOWED_ORIGINS.
   */
  readonly allowedOrigins?: string | readonly string[];
  /**
   * Proxy addresses whose X-Forwarded-For names the client (see clientIp) and whose
   * X-Forwarded-Proto decides `Secure` on cookies; serve.ts takes them from TRUST_PROXY.
   */
  readonly trustProxy?: readonly string[];
}

export interface ReferenceServer {
  readonly app: Hono;
  readonly db: RequestDb;
  readonly idx: CatalogueIndex;
  readonly services: ServerServices;
  /** True when this start seeded the demo data (the users table was empty). */
  readonly seeded: boolean;
  /** Stops the jobs and closes the database. */
  close(): Promise<void>;
}

let sharedIdx: CatalogueIndex | null = null;
/** The catalogue index, built once per process (it is pure data). */
export const catalogueIndex = (): CatalogueIndex => (sharedIdx ??= indexCatalogue(catalogue));

async function usersTableEmpty(db: Db, idx: CatalogueIndex): Promise<boolean> {
  const rows = await db.query<{ n: number }>(`select count(*)::int as n from ${tableName(idx.resource('platform.webUser'))}`);
  return Number(rows[0]?.n ?? 0) === 0;
}

/**
 * Builds a ready server.
 * @example
 * const server = await createServer({ dataDir: 'memory://', quiet: true });
 * const res = await server.app.request('/super_cloud/api/user/login', { method: 'POST', body: form });
 */
export async function createServer(o: CreateServerOptions = {}): Promise<ReferenceServer> {
  const idx = catalogueIndex();
  const dataDir = o.dataDir ?? 'memory://';
  const now = o.now ?? (() => new Date());
  const templates = o.seedTemplates === undefined ? defaultSeedTemplates() : o.seedTemplates;
  const templateKey = templates && !o.databaseUrl && dataDir.startsWith('memory://') && o.seed !== false ? seedTemplateKey(now()) : null;
  const template = templateKey ? await templates!.load(templateKey).catch(() => null) : null;
  const rawDb = await openDb({ dataDir, ...(o.databaseUrl ? { databaseUrl: o.databaseUrl } : {}), ...(template ? { template } : {}), trigram: o.trigram });
  // Requests take PGlite's one connection in the order they arrived (see arrivalOrdered).
  const ordered = arrivalOrdered(rawDb);
  const db = scopedDb(ordered.db);
  const ledger = jobLedger(db);
  const jobs = createJobRunner({ now, ledger });
  const close = async () => {
    jobs.stop();
    await db.close();
  };
  try {
    const files = createFileStore(dataDir, { db, ...(o.filesDir ? { filesDir: o.filesDir } : {}) });
    const services = { db, files, now, jobs } satisfies ServerServices;
    // Processes starting together on one PostgreSQL take turns: one migrates and seeds, the
    // others then find everything in place (DDL racing itself fails on PostgreSQL).
    const startUp = async () => {
      // Maintenance work, as the owner: outside any request, so no data scope applies.
      const ownerDb = db;
      await runMigrations(ownerDb, idx);
      if (o.seed !== false && (await usersTableEmpty(ownerDb, idx))) {
        await seedDemoData(ownerDb, idx, services, o.seedPasswordHash);
        return true;
      }
      return false;
    };
    const locked = db.advisoryLock ? await db.advisoryLock('startUp', startUp) : null;
    // A template is the demo data already seeded: the migrations find nothing to do (or bring it to the code).
    const seeded = (locked ? locked.ran && locked.value : await startUp()) || template !== null;
    if (templateKey && !template && seeded && rawDb.dump) {
      await rawDb.dump().then((d) => templates!.save(templateKey, d)).catch(() => undefined);
    }
    registerJobs(services);
    const log = o.quiet ? () => undefined : (m: string, e: unknown) => console.error(m, e);
    const dispatch = createDispatch({ idx, services, log, allowedOrigins: allowedOriginsOf(o.allowedOrigins) });
    const app = new Hono();
    app.use('*', securityHeaders(o.frameAncestors ? { frameAncestors: o.frameAncestors } : {}));
    app.use('*', refuseMalformedPath(API_BASE));
    app.use('*', rememberPeer(o.trustProxy ?? []));
    app.use('*', secureCookies());
    app.all(API_BASE, (c) => ordered.run(() => dispatch(c.req.raw, API_BASE), c.req.raw.signal));
    app.all(`${API_BASE}/*`, (c) => ordered.run(() => dispatch(c.req.raw, API_BASE), c.req.raw.signal));
    // Loaded only when asked for: it reads the disk, which the in-browser server has not.
    if (o.distDir) (await import('./staticSite')).mountStaticSite(app, o.distDir);
    return { app, db, idx, services, seeded, close };
  } catch (e) {
    await close().catch(() => undefined);
    throw e;
  }
}
