/**
 * The reference server inside the page, for stories that show real pages with realistic data
 * and no running back end: the same Hono app as example-host/server (built for the browser by
 * example-host/server/platform/browserServerPlugin.ts), PGlite in memory, migrated and seeded
 * with the demo data, its clock pinned so dates and "today" never drift. Pass its `fetch` and
 * a token to AdminProvider with `apiBase={STORY_API}`; nothing goes over the network.
 */
import { API_BASE } from '../../src/contract';
import { encryptPassword, publicKeyOf, serverTimeOf } from '../../src/core/session/encryptPassword';
import type { ReferenceServer } from '../../example-host/server/createServer';
import { DEMO_LOGINS } from '../../example-host/server/seed/demoUsers';

/** The API base the stories use; its host exists only inside the story server. */
export const STORY_API = `http://story.local${API_BASE}`;

/** The server's "now", fixed for every story (the page's own clock is not touched). */
export const STORY_NOW = '2026-11-21T09:00:00+08:00';

export type StoryLogin = 'admin' | 'merchant' | 'project' | 'opcenter';

export interface StoryServer {
  /** Answers API requests (absolute URLs under STORY_API, or relative ones) with the Hono app, no network. */
  fetch(request: Request): Promise<Response>;
  /** A logged-in session token of the demo admin (admin/Admin123), usable as AdminProvider `token`. */
  adminToken: string;
  /** Same for another demo login: logs in on first use. */
  tokenFor(userName: StoryLogin): Promise<string>;
}

async function start(): Promise<StoryServer> {
  // Loaded on first use, so a story that only imports STORY_API does not pull in the server.
  const { createServer } = await import('../../example-host/server/createServer');
  const [{ idbSeedTemplates }, { fetchedSeedTemplates }] = await Promise.all([import('./idbSeedTemplates'), import('./fetchedSeedTemplates')]);
  const kept = idbSeedTemplates();
  const made = fetchedSeedTemplates(new Date(STORY_NOW));
  // The page's own template first (a later file of the same page load), then the one the test run made in Node.
  const seedTemplates = made ? { load: async (key: string) => (await kept.load(key)) ?? made.load(key), save: kept.save } : kept;
  const server: ReferenceServer = await createServer({ now: () => new Date(STORY_NOW), quiet: true, seedTemplates });

  // One request at a time: PGlite has a single connection anyway, and the browser build of the
  // server's request-scoped transactions (platform/asyncContext.browser.ts) relies on it.
  let tail: Promise<unknown> = Promise.resolve();
  const fetch = (request: Request): Promise<Response> => {
    const answer = tail.then(() => server.app.fetch(request));
    tail = answer.catch(() => undefined);
    return answer;
  };

  const tokens = new Map<StoryLogin, Promise<string>>();
  const tokenFor = (userName: StoryLogin): Promise<string> => {
    let token = tokens.get(userName);
    if (!token) {
      token = login(fetch, userName);
      tokens.set(userName, token);
      token.catch(() => tokens.delete(userName)); // a failed login is tried again next time
    }
    return token;
  };
  return { fetch, adminToken: await tokenFor('admin'), tokenFor };
}

async function login(fetch: StoryServer['fetch'], userName: StoryLogin): Promise<string> {
  const demo = DEMO_LOGINS.find((d) => d.loginName === userName);
  if (!demo) throw new Error(`No demo login ${userName}`);
  // As the console logs in: the password sealed with the server's key and clock, the XHR header.
  const headers = { 'X-Requested-With': 'XMLHttpRequest' };
  const keyAnswer = await fetch(new Request(`${STORY_API}/user/getKey`, { method: 'POST', headers }));
  const key = ((await keyAnswer.json()) as { data?: unknown }).data;
  const password = await encryptPassword(demo.password, publicKeyOf(key), serverTimeOf(key) ?? Date.now());
  const body = new URLSearchParams({ loginName: demo.loginName, password });
  const res = await fetch(new Request(`${STORY_API}/user/login`, { method: 'POST', body, headers }));
  const envelope = (await res.json()) as { code: number; msg?: string; data?: { token?: string } };
  if (envelope.code !== 200 || !envelope.data?.token) throw new Error(`Story server: login ${userName} failed: ${envelope.msg ?? envelope.code}`);
  return envelope.data.token;
}

let started: Promise<StoryServer> | null = null;

/**
 * The story server of this page load, started on first call (a few seconds) and shared after.
 * @example
 * const server = await storyServer();
 * <AdminProvider apiBase={STORY_API} fetch={server.fetch} token={server.adminToken}>…</AdminProvider>
 */
export function storyServer(): Promise<StoryServer> {
  if (!started) {
    started = start();
    started.catch(() => { started = null; });
  }
  return started;
}
