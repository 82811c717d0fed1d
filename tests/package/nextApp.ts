/**
 * A partner's Next.js portal (app router) from tests/package/next-app, built and served inside the
 * partner app's install (one install for the package tests: `next` is among its extras). The
 * portal proxies the API to the reference server the Vite partner app uses.
 */
import { cpSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { REPO_ROOT, run, type PartnerApp } from './partnerApp';

const NEXT_APP_SOURCE = join(REPO_ROOT, 'tests/package/next-app');

export interface NextBuild {
  readonly dir: string;
  /** The output of `next build`, prerender included. */
  readonly log: string;
}

const nextBin = (app: PartnerApp) => join(app.dir, 'node_modules/next/dist/bin/next');
const nextEnv = (apiOrigin: string) => ({ PARTNER_API_ORIGIN: apiOrigin, NEXT_TELEMETRY_DISABLED: '1' });

/**
 * Copies the portal next to the partner app (its packages resolve from the app's node_modules)
 * and runs `next build`.
 * @example
 * const next = await buildNextApp(app, srv.url);
 */
export async function buildNextApp(app: PartnerApp, apiOrigin: string): Promise<NextBuild> {
  const dir = join(app.dir, 'next-portal');
  cpSync(NEXT_APP_SOURCE, dir, { recursive: true });
  const log = await run(process.execPath, [nextBin(app), 'build'], dir, nextEnv(apiOrigin));
  return { dir, log };
}

const freePort = () => new Promise<number>((done, fail) => {
  const probe = createServer();
  probe.on('error', fail);
  probe.listen(0, '127.0.0.1', () => {
    const { port } = probe.address() as { port: number };
    probe.close(() => done(port));
  });
});

export interface NextServer {
  readonly url: string;
  close(): Promise<void>;
}

/**
 * `next start` on a free port; resolves once it answers.
 * @example
 * const portal = await startNextApp(app, next, srv.url);
 * await page.goto(portal.url);
 */
export async function startNextApp(app: PartnerApp, build: NextBuild, apiOrigin: string): Promise<NextServer> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [nextBin(app), 'start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: build.dir, env: { ...process.env, ...nextEnv(apiOrigin) }, stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d) => { out += d; });
  child.stderr!.on('data', (d) => { out += d; });
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<never>((_, fail) => child.on('exit', (code) => fail(new Error(`next start exited (${code}):\n${out}`))));
  const ready = (async () => {
    for (;;) {
      const res = await fetch(url).catch(() => null);
      if (res) return;
      await new Promise((r) => setTimeout(r, 200));
    }
  })();
  await Promise.race([ready, exited]);
  return {
    url,
    close: () => new Promise<void>((done) => {
      if (child.exitCode !== null) return done();
      child.once('exit', () => done());
      child.kill('SIGTERM');
    }),
  };
}
