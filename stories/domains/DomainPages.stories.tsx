import type { Meta, StoryObj } from '@storybook/react-vite';
import { Suspense, lazy, useMemo, type ComponentType } from 'react';
import { expect, within } from 'storybook/test';
import { flattenRoutes } from '../../src/core';
import { DOMAINS } from '../../src/domains/registry';
import { SERVER_TIMEOUT, STORY_TODAY, StoryFrame } from '../support/StoryFrame';

/**
 * Any page of any registered domain, picked by its menu path: the registry feeds this story as it
 * feeds the console, so a new domain's pages are here with no story of their own to write.
 */
const PAGES = DOMAINS.flatMap((d) => flattenRoutes([...d.routes])
  .filter((r) => r.entry.view?.kind === 'page')
  .map((r) => ({ path: r.path, domain: d, page: (r.entry.view as { page: string }).page })));

type PageProps = { title?: string; today?: string };

function DomainPage({ path }: { path: string }) {
  const hit = PAGES.find((p) => p.path === path) ?? PAGES[0]!;
  const Page = useMemo(() => lazy(async () => {
    const index = await hit.domain.load();
    return { default: index[hit.domain.pages[hit.page]!] as ComponentType<PageProps> };
  }), [hit]);
  return (
    <StoryFrame path={hit.path}>
      <Suspense fallback={<p role="status">Loading the page…</p>}><Page today={STORY_TODAY} /></Suspense>
    </StoryFrame>
  );
}

const meta: Meta<{ path: string }> = {
  title: 'Domains/Every page',
  parameters: { layout: 'fullscreen' },
  argTypes: { path: { control: 'select', options: PAGES.map((p) => p.path), name: 'menu path' } },
  args: { path: PAGES[0]!.path },
  render: (args) => <DomainPage key={args.path} path={args.path} />,
};
export default meta;

export const ByMenuPath: StoryObj<{ path: string }> = {
  play: async ({ canvasElement }) => {
    const heading = await within(canvasElement).findByRole('heading', { level: 1 }, { timeout: SERVER_TIMEOUT });
    await expect(heading.textContent?.trim()).toBeTruthy();
  },
};
