/**
 * The harness the browser benches share: build a small app's pages with Vite into a scratch
 * folder, serve it on loopback without caching, and hand one Chromium to the measuring code.
 */
import { createReadStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import react from '@vitejs/plugin-react';
import { chromium, type Browser } from 'playwright';
import { build } from 'vite';
import { chromiumLaunchOptions } from '../chromium';

const TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css' };

/** Serves `dir` on a free loopback port, every answer uncached. */
export function serveDir(dir: string): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    const file = join(dir, path.endsWith('/') ? `${path}index.html` : path);
    try {
      if (!statSync(file).isFile()) throw new Error('not a file');
    } catch {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream', 'Cache-Control': 'no-store' });
    createReadStream(file).pipe(res);
  });
  return new Promise((done) => server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    done({ server, url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` });
  }));
}

/**
 * Builds `pages` (name -> html file of `app`), serves them and runs `measure` with one browser and
 * each page's URL; the browser, the server and the build are gone afterwards.
 */
export async function withBuiltPages<K extends string, T>(
  app: string, pages: Record<K, string>, measure: (browser: Browser, urls: Record<K, string>) => Promise<T>,
): Promise<T> {
  const out = mkdtempSync(join(tmpdir(), 'sc-bench-'));
  const names = Object.keys(pages) as K[];
  try {
    await build({
      root: app, base: './', configFile: false, logLevel: 'error', publicDir: false, plugins: [react()],
      build: { outDir: out, emptyOutDir: true, rolldownOptions: { input: Object.fromEntries(names.map((n) => [n, join(app, pages[n])])) } },
    });
    const { server, url } = await serveDir(out);
    const browser = await chromium.launch(chromiumLaunchOptions());
    try {
      return await measure(browser, Object.fromEntries(names.map((n) => [n, `${url}/${pages[n]}`])) as Record<K, string>);
    } finally {
      await browser.close();
      server.close();
    }
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}
