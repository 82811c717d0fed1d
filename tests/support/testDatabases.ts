/**
 * One PostgreSQL database per test file. `TEST_DATABASE_URL` names a scratch database; the global
 * set-up migrates and seeds a template beside it once per run (`<name>_tpl`), and the setup file of
 * every test file points `TEST_DATABASE_URL` at a clone of it (`CREATE DATABASE … TEMPLATE`, a file
 * copy). Test files running side by side, or one after another, then never see each other's rows,
 * sessions or login throttles. The teardown drops the template and every clone.
 */
import pg from 'pg';

const nameOf = (url: string) => decodeURIComponent(new URL(url).pathname.slice(1));
const withName = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = `/${encodeURIComponent(name)}`;
  return u.toString();
};
const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

async function onServer<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

async function dropClones(url: string): Promise<void> {
  const base = nameOf(url);
  await onServer(url, async (c) => {
    const { rows } = await c.query<{ datname: string }>(
      'select datname from pg_database where datname = $1 or datname like $2', [`${base}_tpl`, `${base.replace(/[\\%_]/g, '\\$&')}\\_f%`]);
    for (const { datname } of rows) await c.query(`drop database if exists ${ident(datname)} with (force)`);
  });
}

/**
 * Global set-up: the seeded template of this run; answers the teardown.
 * @example const teardown = await prepareTestDatabases(process.env.TEST_DATABASE_URL!);
 */
export async function prepareTestDatabases(url: string): Promise<() => Promise<void>> {
  await dropClones(url);
  const template = `${nameOf(url)}_tpl`;
  await onServer(url, (c) => c.query(`create database ${ident(template)}`));
  const { createServer } = await import('../../example-host/server/createServer');
  const server = await createServer({ databaseUrl: withName(url, template), quiet: true });
  await server.close();
  return () => dropClones(url);
}

let clones = 0;

/**
 * Setup file: a fresh clone of the run's template for this test file.
 * @example process.env.TEST_DATABASE_URL = await cloneTestDatabase(process.env.TEST_DATABASE_URL);
 */
export async function cloneTestDatabase(url: string): Promise<string> {
  const base = nameOf(url);
  const clone = `${base}_f${process.pid}_${(clones += 1)}_${Date.now().toString(36)}`;
  await onServer(url, (c) => c.query(`create database ${ident(clone)} template ${ident(`${base}_tpl`)}`));
  return withName(url, clone);
}
