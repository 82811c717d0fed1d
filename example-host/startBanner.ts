/**
 * What `npm start` and `npm run dev` print once listening, and how both stop: one text, so the
 * demo logins and addresses an operator reads cannot drift between the two.
 */
import { API_BASE } from '../src/contract';
import { DEMO_LOGINS } from './server/seed/demoUsers';
import { ADMIN_BASE } from './server/staticSite';

/**
 * The start banner: console and API addresses, where the data lives, the demo logins.
 * @example console.log(startBanner({ title: 'SuperCloud Admin console', port: 8080, storage: 'in memory', seeded: true }))
 */
export function startBanner(o: { title: string; port: number; storage: string; seeded: boolean }): string {
  const head = `  ${o.title}: `;
  const pad = (label: string) => `  ${label}`.padEnd(head.length);
  const width = Math.max(...DEMO_LOGINS.map((l) => l.loginName.length));
  return [
    '',
    `${head}http://localhost:${o.port}${ADMIN_BASE}/`,
    `${pad('API:')}http://localhost:${o.port}${API_BASE}`,
    `${pad('Data:')}${o.storage}${o.seeded ? ' (demo data seeded)' : ''}`,
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
