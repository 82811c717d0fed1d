/**
 * Serves the built console under /super_cloud/admin/ with a single-page fallback, and
 * redirects / there.
 */
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Hono } from 'hono';

export const ADMIN_BASE = '/super_cloud/admin';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.json': 'application/json', '.svg': 'image/svg+xml', '.png': 'image/png', '.ico': 'image/x-icon',
  '.woff2': 'font/woff2', '.wasm': 'application/wasm', '.map': 'application/json',
};

const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.map', '.wasm']);
// Built assets never change under their hashed names: compress each once.
const gzipped = new Map<string, Uint8Array<ArrayBuffer>>();

export function mountStaticSite(app: Hono, distDir: string): void {
  app.get('/', (c) => c.redirect(`${ADMIN_BASE}/`));
  app.get(ADMIN_BASE, (c) => c.redirect(`${ADMIN_BASE}/`));
  app.get(`${ADMIN_BASE}/*`, async (c) => {
    let rel: string;
    try {
      rel = decodeURIComponent(new URL(c.req.url).pathname.slice(ADMIN_BASE.length + 1));
    } catch {
      return c.text('Bad request: the path is not valid percent-encoded UTF-8.', 400);
    }
    const safe = normalize(rel).replace(/^(\.\.[/\\])+/, '');
    const asset = safe && extname(safe) ? await readFile(join(distDir, safe)).catch(() => null) : null;
    if (asset) {
      const immutable = safe.startsWith('assets/');
      const headers: Record<string, string> = {
        'Content-Type': TYPES[extname(safe)] ?? 'application/octet-stream',
        'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        Vary: 'Accept-Encoding',
      };
      if (immutable && COMPRESSIBLE.has(extname(safe)) && /\bgzip\b/.test(c.req.header('Accept-Encoding') ?? '')) {
        let gz = gzipped.get(join(distDir, safe));
        if (!gz) gzipped.set(join(distDir, safe), (gz = new Uint8Array(gzipSync(asset))));
        return c.body(gz, 200, { ...headers, 'Content-Encoding': 'gzip' });
      }
      return c.body(asset, 200, headers);
    }
    if (extname(safe) && safe.startsWith('assets/')) return c.text('Not found', 404);
    const html = await readFile(join(distDir, 'index.html'), 'utf8').catch(() => null);
    if (!html) return c.text('The console is not built yet: run `npm start`.', 503);
    return c.html(html, 200, { 'Cache-Control': 'no-cache' });
  });
}
