/**
 * staticSite of the in-browser server (browser build of staticSite.ts): a page cannot read a
 * built console from disk, so `distDir` is refused. Same exports as staticSite.ts.
 */
import type { Hono } from 'hono';

export const ADMIN_BASE = '/super_cloud/admin';

export function mountStaticSite(_app: Hono, distDir: string): void {
  throw new Error(`The in-browser server cannot serve files from disk (distDir ${distDir})`);
}
