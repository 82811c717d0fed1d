/**
 * The frame of the stories that show connected pages against realistic data: the in-page
 * reference server (storyServer.ts), a logged-in demo user's token, a clean browser, a
 * MemoryRouter at the page's path and AdminProvider wired to the server. No network, no mock:
 * a story's play function asserts what the real page shows for the seeded data.
 */
import { Suspense, use, useState, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { ResourceDef } from '../../src/contract/types';
import { AdminProvider, listOperation } from '../../src/core';
import type { Locale } from '../../src/core';
import { DEMO_USER, resetBrowserState } from '../shell/support';
import { answering, type ListAnswers } from './listAnswers';
import { preferencesKey, useStoryPreferences } from './storyGlobals';
import { STORY_API, storyServer, type StoryLogin, type StoryServer } from './storyServer';
import { enableCharts } from '../../src/ui/chart';

// Report pages in stories draw their charts, as in a host that installed echarts.
enableCharts();

/** The day the story server's clock says it is (STORY_NOW), for the pages' `today` prop. */
export const STORY_TODAY = '2026-11-21';

/**
 * Starting the server (PGlite, migration, seed) on a slow machine: the first story of a file waits
 * this long. A bound, not a wait: 90 s was outlasted twice with both cores busy.
 */
export const SERVER_TIMEOUT = 200_000;

/** Waits of a play function for an answer of the story server once it runs (a bound: only a failing wait pays it). */
export const ANSWER_TIMEOUT = 60_000;

interface StorySession {
  readonly server: StoryServer;
  readonly token: string;
}

// One promise per login: React's use() needs the same promise on every render.
const sessions = new Map<StoryLogin, Promise<StorySession>>();
function storySession(user: StoryLogin): Promise<StorySession> {
  let session = sessions.get(user);
  if (!session) {
    session = storyServer().then(async (server) => ({ server, token: user === 'admin' ? server.adminToken : await server.tokenFor(user) }));
    sessions.set(user, session);
    session.catch(() => sessions.delete(user));
  }
  return session;
}

/** Forgets what earlier stories stored, column choices included (they are kept per user and resource). */
function resetStoryBrowser(): void {
  resetBrowserState(null);
  for (const key of Object.keys(localStorage)) if (key.startsWith('sc-columns:')) localStorage.removeItem(key);
}

export interface StoryFrameProps {
  /** Initial router location, with the list state in its query if wanted (default '/'). */
  path?: string;
  locale?: Locale;
  /** Permission list of the session (default ['admin']); the server still scopes data by the login. */
  permissions?: readonly string[];
  /** Demo login whose token the API calls carry (default 'admin'). */
  user?: StoryLogin;
  /** How list calls are answered (default 'data', the seeded rows): see listAnswers.ts. */
  answers?: ListAnswers;
  /**
   * 'host' (default): the token and permissions are AdminProvider props, as a partner page gets them.
   * 'login': the browser holds the user as after the login page, and the console loads the profile
   * (permissions, name) from the server, as the whole console does.
   */
  session?: 'host' | 'login';
  children?: ReactNode;
}

function Connected({ path = '/', locale, permissions, user = 'admin', answers = 'data', session = 'host', children }: StoryFrameProps) {
  // Before AdminProvider creates its stores (a parent renders before its children).
  useState(resetStoryBrowser);
  const { server, token } = use(storySession(user));
  const [loggedIn] = useState(() => {
    if (session !== 'login') return false;
    resetBrowserState({ ...DEMO_USER, userName: user, token, userToken: token });
    return true;
  });
  // The toolbar's locale, colour and size; a story's own locale wins.
  const prefs = { ...useStoryPreferences(), ...(locale ? { locale } : {}) };
  const [fetch] = useState(() => answering(server.fetch, answers));
  return (
    <MemoryRouter initialEntries={[path]}>
      <AdminProvider
        key={preferencesKey(prefs)} apiBase={STORY_API} fetch={fetch}
        {...(loggedIn ? { permissions } : { token, permissions: permissions ?? ['admin'] })}
        locale={prefs.locale} theme={{ primary: prefs.primary }} size={prefs.size}
      >
        {children}
      </AdminProvider>
    </MemoryRouter>
  );
}

/**
 * Renders its children as a logged-in page against the in-page reference server; shows a
 * status line while the server starts (the first story of a file, a few seconds).
 * @example
 * export const Orders: Story = {
 *   render: () => <StoryFrame path="/meal/orders"><MealOrdersPage today={STORY_TODAY} /></StoryFrame>,
 *   play: async ({ canvasElement }) => {
 *     await within(canvasElement).findByRole('heading', { name: '订餐订单' }, { timeout: SERVER_TIMEOUT });
 *   },
 * };
 */
export function StoryFrame(props: StoryFrameProps) {
  return (
    <Suspense fallback={<p role="status">Starting the in-browser server…</p>}>
      <Connected {...props} />
    </Suspense>
  );
}

/**
 * One page of a resource's rows as its list call answers them for the admin, for a view shown
 * without its page (a table, an edit form); use it in a Storybook loader, so `render` gets rows.
 * @example
 * export const Table: Story = {
 *   loaders: [async () => ({ rows: await storyRows(orderDinner, { status: 'ordered' }) })],
 *   render: (_, { loaded }) => <StoryFrame><ResourceTable resource={orderDinner} rows={loaded.rows} … /></StoryFrame>,
 * };
 */
export async function storyRows(resource: ResourceDef, filters: Readonly<Record<string, string>> = {}, pageSize = 20): Promise<Record<string, unknown>[]> {
  const op = listOperation(resource);
  if (!op) throw new Error(`${resource.key} has no list call`);
  const server = await storyServer();
  const input = new URLSearchParams({ ...filters, pageNum: '1', pageSize: String(pageSize) });
  const headers = new Headers({ Authorization: `Bearer ${server.adminToken}` });
  // A JSON call refuses a form body (415), so its filters travel as JSON.
  if (op.encoding === 'json') headers.set('Content-Type', 'application/json');
  const request = op.method === 'GET'
    ? new Request(`${STORY_API}${op.path}?${input.toString()}`, { headers })
    : new Request(`${STORY_API}${op.path}`, { method: op.method, body: op.encoding === 'json' ? JSON.stringify({ ...filters, pageNum: 1, pageSize }) : input, headers });
  const res = await server.fetch(request);
  const envelope = (await res.json()) as { code: number; msg?: string; data?: { list?: Record<string, unknown>[] } };
  if (envelope.code !== 200) throw new Error(`Story server: ${op.path} answered ${envelope.code} ${envelope.msg ?? ''}`);
  return envelope.data?.list ?? [];
}
