/**
 * The console's token travels in the Authorization header (and the cookie), never in a URL,
 * unless the host asks for spec 000's `GET /user/profile?token=` with `profileTokenInQuery`.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import { AdminProvider } from './AdminProvider';
import { useAdmin } from './adminContext';
import { useSession } from './session/useSession';

const TOKEN = 'host-token-4f2a';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

/** Every request the console makes: its URL and Authorization header. */
function recorder() {
  const seen: { url: string; auth: string | null }[] = [];
  const fetchImpl = (request: Request) => {
    seen.push({ url: request.url, auth: request.headers.get('authorization') });
    const data = new URL(request.url).pathname.endsWith('/user/profile') ? { perms: ['admin'], userType: 1, companyId: null } : { list: [], total: 0 };
    return Promise.resolve(new Response(JSON.stringify({ code: 200, msg: 'ok', data }), { headers: { 'Content-Type': 'application/json' } }));
  };
  return { seen, fetchImpl };
}

function Caller() {
  const { api } = useAdmin();
  const { loggedIn, perms, loadProfile } = useSession();
  return (
    <>
      <span data-testid="state">{loggedIn && perms ? 'in' : 'out'}</span>
      <button type="button" onClick={() => void loadProfile().catch(() => undefined)}>profile</button>
      <button type="button" onClick={() => void api.call('GET', '/export/exportTask/status').catch(() => undefined)}>read</button>
    </>
  );
}

async function run(profileTokenInQuery?: boolean) {
  const { seen, fetchImpl } = recorder();
  render(<AdminProvider apiBase="http://localhost/api" token={TOKEN} fetch={fetchImpl} profileTokenInQuery={profileTokenInQuery}><Caller /></AdminProvider>);
  await act(async () => screen.getByText('profile').click());
  await waitFor(() => expect(screen.getByTestId('state').textContent).toBe('in'));
  await act(async () => screen.getByText('read').click());
  await waitFor(() => expect(seen.some((r) => r.url.includes('/export/exportTask/status'))).toBe(true));
  return seen;
}

describe('the session token and URLs', () => {
  test('by default no request carries the token in its URL; every one carries it in the Authorization header', async () => {
    const seen = await run();
    expect(seen.map((r) => new URL(r.url).pathname)).toEqual(['/api/user/profile', '/api/export/exportTask/status']);
    for (const r of seen) {
      expect(r.url).not.toContain(TOKEN);
      expect(r.auth).toBe(`Bearer ${TOKEN}`);
    }
  });

  test('profileTokenInQuery adds ?token= to GET /user/profile only, for back ends that read it there', async () => {
    const seen = await run(true);
    const [profile, other] = seen;
    expect(new URL(profile!.url).searchParams.get('token')).toBe(TOKEN);
    expect(profile!.auth).toBe(`Bearer ${TOKEN}`);
    expect(other!.url).not.toContain(TOKEN);
  });
});
