/**
 * The styling seam of a mounted page (issue 30): every page component of the domains and
 * ResourcePage takes `className` on its root, and the parts carry the stable `sca-*` class names
 * of `PAGE_PART_CLASSES`, which a host's stylesheet may rely on.
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import { useAdminServer } from '../../example-host/server/api/adminServer';
import { visitorInfo } from '../../src/contract/services/passthrough';
import { AdminProvider } from '../../src/core';
import { DOMAINS } from '../../src/domains/registry';
import { PAGE_PART_CLASSES, ResourcePage } from '../../src/resource';

vi.setConfig({ hookTimeout: 120000 });
const s = useAdminServer();
let token = '';
beforeAll(() => { token = s.admin.replace(/^JSESSION_ID=/, ''); });

function mount(children: React.ReactNode) {
  return render(
    <MemoryRouter>
      <AdminProvider apiBase="http://ref.local/super_cloud/api" token={token} permissions={['admin']} fetch={async (req) => s.server.app.fetch(req)}>
        {children}
      </AdminProvider>
    </MemoryRouter>,
  );
}

const one = (cls: string) => document.querySelectorAll(`.${cls}`);

describe('page part classes', () => {
  test('ResourcePage: the host class on the root, and every listed part class once the rows are in', async () => {
    mount(<ResourcePage resource={visitorInfo} className="partner-visitors" />);
    await waitFor(() => expect(document.querySelectorAll('tbody tr[aria-rowindex]').length).toBeGreaterThan(0));
    const root = document.querySelector('.partner-visitors')!;
    expect(root.tagName).toBe('SECTION');
    expect(root.classList).toContain(PAGE_PART_CLASSES.page);
    expect(root.classList).toContain(PAGE_PART_CLASSES.resourcePage);
    const { dialog, page, resourcePage, ...parts } = PAGE_PART_CLASSES;
    for (const [part, cls] of Object.entries(parts)) expect(one(cls).length, `${part} .${cls}`).toBeGreaterThan(0);
    expect([page, resourcePage]).toEqual(['sca-page', 'sca-resource-page']);
    fireEvent.click(screen.getByRole('button', { name: '新增' }));
    await waitFor(() => expect(one(dialog).length).toBe(1));
    expect(screen.getByRole('dialog').classList).toContain(dialog);
  });

  // Every page of every registered domain, loaded as the console loads it (the domain's `load`).
  const pageExports = DOMAINS.flatMap((d) => Object.values(d.pages).map((name) => [d.name, name] as const));

  test('every registered domain has pages to check', () => {
    expect(new Set(pageExports.map(([d]) => d))).toEqual(new Set(DOMAINS.map((d) => d.name)));
  });

  test.each(pageExports)('%s %s puts the host class on its sca-page root', async (domain, name) => {
    const module = await DOMAINS.find((d) => d.name === domain)!.load();
    const Page = module[name] as ComponentType<{ className?: string }>;
    const { unmount } = mount(<Page className={`host-${name}`} />);
    await waitFor(() => expect(document.querySelector(`.host-${name}`)).not.toBeNull());
    expect(document.querySelector(`.host-${name}`)!.classList).toContain('sca-page');
    unmount();
  });
});
