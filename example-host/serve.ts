/**
 * Starts the reference server: the console under /super_cloud/admin/ and (as the server
 * grows) the API under /super_cloud/api, on one port (PORT, default 8080).
 */
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { ADMIN_BASE, mountStaticSite } from './server/staticSite';

const port = Number(process.env.PORT ?? 8080);
const app = new Hono();
mountStaticSite(app, fileURLToPath(new URL('./dist', import.meta.url)));

serve({ fetch: app.fetch, port, hostname: process.env.HOST ?? '0.0.0.0', overrideGlobalObjects: false }, () => {
  console.log(`\n  SuperCloud Admin console: http://localhost:${port}${ADMIN_BASE}/\n`);
});
