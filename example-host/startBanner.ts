/**
 * What `npm start` and `npm run dev` print once listening, and how both stop: one text, so the
 * demo logins and addresses an operator reads cannot drift between the two.
 */
import { API_BASE } from '../src/contract';
import { DEMO_LOGINS } from './server/seed/demoUsers';
import { ADMIN_BASE } from './server/staticSite';

/** The loopback address the demo server listens on unless HOST names another. */
export const DEFAULT_HOST = '127.0.0.1';

/**
 * The address to listen on: HOST, else loopback only, so the published demo passwords are not
 * offered to the network by default.
 * @example listenHost(process.env) // '127.0.0.1'
 */
export const listenHost = (env: Readonly<Record<string, string | undefined>>): string => env.HOST?.trim() || DEFAULT_HOST;

const EVERY_INTERFACE = new Set(['0.0.0.0', '::', '[::]']);

/** The host part of the URL to print: a browser on this machine reaches a wildcard bind through localhost. */
export function urlHost(host: string): string {
  if (EVERY_INTERFACE.has(host)) return 'localhost';
  return host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
}

/**
 * The start banner: console and API addresses, where the data lives, the demo logins. With `host`
 * the URLs name it (a wildcard bind prints localhost and a warning that every interface listens).
 * @example console.log(startBanner({ title: 'SuperCloud Admin console', port: 8080, host: '127.0.0.1', storage: 'in memory', seeded: true }))
 */
export function startBanner(o: { title: string; port: number; host?: string; storage: string; seeded: boolean }): string {
  const head = `  ${o.title}: `;
  const pad = (label: string) => `  ${label}`.padEnd(head.length);
  const width = Math.max(...DEMO_LOGINS.map((l) => l.loginName.length));
  const base = `http://${o.host === undefined ? 'localhost' : urlHost(o.host)}:${o.port}`;
  const open = o.host !== undefined && EVERY_INTERFACE.has(o.host);
  return [
    '',
    `${head}${base}${ADMIN_BASE}/`,
    `${pad('API:')}${base}${API_BASE}`,
    `${pad('Data:')}${o.storage}${o.seeded ? ' (demo data seeded)' : ''}`,
    ...(open ? [`${pad('Listening:')}on every interface (HOST=${o.host}): other machines can reach it with the demo logins below`] : []),
    '',
    '  Demo logins:',
    ...DEMO_LOGINS.map((l) => `    ${l.loginName.padEnd(width)}  ${l.password.padEnd(12)}  ${l.note}`),
    '',
  ].join('\n');
}

/**
 * Stops once on SIGINT or SIGTERM: closes the listener, then `close` (the database, so PGlite
 * flushes its files), then exits.
 * @example stopOnSignals(() => http.close(), () => server.close())
 */
export function stopOnSignals(closeListener: () => void, close: () => Promise<unknown>): void {
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      closeListener();
      void close().finally(() => process.exit(0));
    });
  }
}
