import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { STORY_API, storyServer, type StoryLogin } from './storyServer';

/** Starting the server (PGlite, migration, seed) takes a while on a slow machine. */
const START_TIMEOUT = 200_000;

type Probe = { status: 'loading' } | { status: 'done'; code: number; total?: number; first?: string; name?: string } | { status: 'error'; message: string };

/** Calls the in-page server the way the API client does and prints the envelope. */
function ServerProbe({ login, call }: { login: StoryLogin | null; call: 'orders' | 'profile' }) {
  const [probe, setProbe] = useState<Probe>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    (async () => {
      const server = await storyServer();
      // What the console's client sends on every call (the server refuses state-changing calls without it).
      const headers = new Headers({ 'X-Requested-With': 'XMLHttpRequest' });
      if (login) headers.set('Authorization', `Bearer ${login === 'admin' ? server.adminToken : await server.tokenFor(login)}`);
      const form = new URLSearchParams({ pageNum: '1', pageSize: '10' });
      const request = call === 'orders'
        ? new Request(`${STORY_API}/ordermeal/web/orderDinner/list`, { method: 'POST', body: form, headers })
        : new Request(`${STORY_API}/user/profile`, { headers });
      const envelope = await (await server.fetch(request)).json();
      const data = envelope.data ?? {};
      if (live) setProbe({ status: 'done', code: envelope.code, total: data.total, first: data.list?.[0]?.orderNo, name: data.userName ?? data.user?.userName });
    })().catch((e: unknown) => live && setProbe({ status: 'error', message: String(e) }));
    return () => { live = false; };
  }, [login, call]);

  if (probe.status === 'loading') return <p role="status">Starting the in-browser server…</p>;
  if (probe.status === 'error') return <p role="alert">{probe.message}</p>;
  return (
    <dl style={{ display: 'grid', gridTemplateColumns: 'max-content auto', gap: '4px 16px', fontFamily: 'monospace' }}>
      <dt>code</dt><dd data-testid="code">{probe.code}</dd>
      {probe.total !== undefined ? <><dt>total</dt><dd data-testid="total">{probe.total}</dd></> : null}
      {probe.first ? <><dt>first orderNo</dt><dd data-testid="first">{probe.first}</dd></> : null}
      {probe.name ? <><dt>user</dt><dd data-testid="user">{probe.name}</dd></> : null}
    </dl>
  );
}

const meta: Meta<typeof ServerProbe> = {
  title: 'Support/StoryServer',
  component: ServerProbe,
  // A check of the story tooling, not a part of the kit: the story tests run it, the sidebar does not list it.
  tags: ['!dev', '!autodocs'],
  parameters: { docs: { description: { component: 'The reference server answering inside the page (stories/support/storyServer.ts).' } } },
};
export default meta;
type Story = StoryObj<typeof ServerProbe>;

/** The admin's token lists the seeded dinner orders. */
export const DinnerOrdersAsAdmin: Story = {
  args: { login: 'admin', call: 'orders' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByTestId('code', {}, { timeout: START_TIMEOUT })).toHaveTextContent(/^200$/);
    await expect(Number(c.getByTestId('total').textContent)).toBeGreaterThan(0);
    await expect(c.getByTestId('first')).toHaveTextContent(/^\w+\d{6,}$/);
  },
};

/** Without a session the same call answers code 401. */
export const DinnerOrdersWithoutLogin: Story = {
  args: { login: null, call: 'orders' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByTestId('code', {}, { timeout: START_TIMEOUT })).toHaveTextContent(/^401$/);
    await expect(c.queryByTestId('total')).toBeNull();
  },
};

/** Another demo login: the merchant's session answers the merchant's profile. */
export const MerchantProfile: Story = {
  args: { login: 'merchant', call: 'profile' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByTestId('code', {}, { timeout: START_TIMEOUT })).toHaveTextContent(/^200$/);
    await expect(c.getByTestId('user')).toHaveTextContent('王芳');
  },
};
