import type { Meta, StoryObj } from '@storybook/react-vite';
import { Suspense, lazy, useMemo, type ComponentType } from 'react';
import { expect, screen, within } from 'storybook/test';
import { AdminConsole } from '../../src/console';
import { flattenRoutes } from '../../src/core';
import { DOMAINS } from '../../src/domains/registry';
import { ShellFrame } from '../shell/support';
import { FAILED_ENVELOPE, type ListAnswers } from '../support/listAnswers';
import { ANSWER_TIMEOUT, SERVER_TIMEOUT, STORY_TODAY, StoryFrame } from '../support/StoryFrame';

/**
 * Any page of any registered domain in each state a designer needs to see: with the seeded data,
 * empty, loading, failed, and opened without the permission. The registry feeds the page list as
 * it feeds the console, so a new domain's pages are here with no story of their own; pick one by
 * its path with the `path` control (the default is the dinner orders).
 */
const PAGES = DOMAINS.flatMap((d) => flattenRoutes([...d.routes])
  .filter((r) => r.entry.view?.kind === 'page')
  .map((r) => ({ path: r.path, domain: d, page: (r.entry.view as { page: string }).page })));

type PageProps = { title?: string; today?: string };

function DomainPage({ path, answers }: { path: string; answers: ListAnswers }) {
  const hit = PAGES.find((p) => p.path === path) ?? PAGES[0]!;
  const Page = useMemo(() => lazy(async () => {
    const index = await hit.domain.load();
    return { default: index[hit.domain.pages[hit.page]!] as ComponentType<PageProps> };
  }), [hit]);
  return (
    <StoryFrame path={hit.path} answers={answers}>
      <Suspense fallback={<p role="status">Loading the page…</p>}><Page today={STORY_TODAY} /></Suspense>
    </StoryFrame>
  );
}

type Args = { path: string; answers: ListAnswers };

const meta: Meta<Args> = {
  title: 'Pages/页面状态 (Page states)',
  component: DomainPage,
  parameters: { layout: 'fullscreen' },
  argTypes: {
    path: { control: 'select', options: PAGES.map((p) => p.path), name: 'menu path' },
    answers: { control: 'inline-radio', options: ['data', 'empty', 'loading', 'error'] },
  },
  args: { path: PAGES[0]!.path, answers: 'data' },
  render: (args) => <DomainPage key={`${args.path}|${args.answers}`} {...args} />,
};
export default meta;
type Story = StoryObj<Args>;

const heading = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('heading', { level: 1 }, { timeout: SERVER_TIMEOUT });

/** The seeded rows, as the console shows them. */
export const WithData: Story = {
  name: '有数据',
  play: async ({ canvasElement }) => {
    const h = await heading(canvasElement);
    const grid = await within(h.closest('section')!).findByRole('grid', {}, { timeout: SERVER_TIMEOUT });
    await expect(await within(grid).findAllByRole('row', {}, { timeout: ANSWER_TIMEOUT })).not.toHaveLength(0);
  },
};

/** The list call answers no rows (a filter that matches nothing). */
export const Empty: Story = {
  name: '空数据',
  args: { answers: 'empty' },
  play: async ({ canvasElement }) => {
    const section = (await heading(canvasElement)).closest('section')!;
    await expect(await within(section).findByText('暂无数据', {}, { timeout: ANSWER_TIMEOUT })).toBeVisible();
  },
};

/** The list call has not answered yet: after a short wait the page shows itself with a progress bar. */
export const Loading: Story = {
  name: '加载中',
  args: { answers: 'loading' },
  play: async ({ canvasElement }) => {
    const section = (await heading(canvasElement)).closest('section')!;
    await expect(await within(section).findByRole('progressbar', { name: '加载中…' }, { timeout: ANSWER_TIMEOUT })).toBeVisible();
  },
};

/** The list call fails: the page says so, with the server's message and a retry. */
export const Failed: Story = {
  name: '加载失败',
  args: { answers: 'error' },
  play: async ({ canvasElement }) => {
    const section = (await heading(canvasElement)).closest('section')!;
    await expect(await within(section).findByText('数据加载失败', {}, { timeout: ANSWER_TIMEOUT })).toBeVisible();
    await expect(within(section).getByText(FAILED_ENVELOPE.msg)).toBeVisible();
    await expect(within(section).getByRole('button', { name: '重试' })).toBeVisible();
  },
};

/** The page's menu path opened in the console by a user without its permission. */
export const NoPermission: Story = {
  name: '无权限',
  render: (args) => (
    <ShellFrame key={args.path} path={args.path} permissions={['space']} notices={false}><AdminConsole updateCheckMs={0} /></ShellFrame>
  ),
  play: async () => {
    await expect(await screen.findByRole('heading', { name: '您没有访问该页面的权限' }, { timeout: ANSWER_TIMEOUT })).toBeVisible();
  },
};
