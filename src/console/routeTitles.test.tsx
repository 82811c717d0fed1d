/**
 * No message key on screen (issue 38): every route of the console, in zh-CN, en and es, shows
 * words as its sidebar entry, breadcrumb, tab and page heading. The shell's own parts render
 * (breadcrumb, tab strip, the view renderer that hands pages their heading); the pages are
 * stand-ins that draw the title they are given, which is what every page heads itself with.
 */
import { act, screen, within } from '@testing-library/react';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { describe, expect, test } from 'vitest';
import { findRouteByPath, flattenRoutes, isGroup, looksLikeKey, routeTitle, useT, useTabs } from '../core';
import type { FlatRoute, RouteEntry } from '../core';
import { loadMessages, LOCALES } from '../i18n';
import { NavBreadcrumb, TabStrip, createRenderView } from '../shell';
import { renderShell } from '../shell/testing/renderShell';
import { consoleRoutes } from './menu';

const flat = flattenRoutes(consoleRoutes);
const pages = flat.filter((r) => !isGroup(r.entry) && !r.entry.externallink && !r.entry.redirect);

// Stand-ins: a page and the resource page draw the heading they are handed, as the real ones do.
const Heading = ({ title }: { title?: string }) => <h1>{title ?? ''}</h1>;
const pageNames = Object.fromEntries(flat.flatMap((r) => (r.entry.view?.kind === 'page' ? [[r.entry.view.page, Heading]] : [])));
const renderView = createRenderView(pageNames, Heading);

function CurrentPage() {
  const { pathname } = useLocation();
  const found = findRouteByPath(consoleRoutes, pathname);
  if (!found) return null;
  // An embedded page needs its service configured to draw; its heading comes from the same title.
  const entry: RouteEntry = found.entry.view?.kind === 'embed' ? { ...found.entry, view: { kind: 'pending' } } : found.entry;
  return <div data-testid="page">{renderView(entry, found as FlatRoute)}</div>;
}

let go: (path: string) => void = () => {};
function OpenEveryTab() {
  const { open } = useTabs();
  const t = useT();
  useEffect(() => {
    for (const r of pages) open({ key: r.path, path: r.path, title: r.entry.title });
  }, [open]);
  return <span data-testid="sidebar">{flat.map((r) => routeTitle(t, r.entry.title)).join('\n')}</span>;
}
function Navigator() {
  go = useNavigate();
  return null;
}

/** What a person would call a key: a dotted key, an identifier, or nothing at all. */
function badTexts(texts: readonly string[]): string[] {
  return texts.filter((s) => !s.trim() || looksLikeKey(s));
}

describe('route titles on screen (issue 38)', { timeout: 120_000 }, () => {
  test('the key detector knows a key from words', () => {
    for (const key of ['route.scm', 'route.dictionaryGroup', 'reportMealLine', 'findByPage', 'clean_invalid_group', 'dict.pickGroup']) expect(looksLikeKey(key), key).toBe(true);
    for (const words of ['调度与队列', 'Scheduling and queues', 'Menús', 'Regions', 'SCM', 'e-mail']) expect(looksLikeKey(words), words).toBe(false);
  });

  for (const locale of LOCALES) {
    test(`${locale}: every route's sidebar entry, breadcrumb, tab and heading are words`, async () => {
      await loadMessages(locale);
      // Every page open as a tab at once; then one page after the other (the strip would redraw each time).
      const strip = renderShell(<><OpenEveryTab /><TabStrip /></>, { path: pages[0]!.path, locale });
      const sidebar = screen.getByTestId('sidebar').textContent!.split('\n');
      expect(sidebar).toHaveLength(flat.length);
      expect(badTexts(sidebar), 'sidebar').toEqual([]);

      const tabs = within(screen.getByRole('tablist')).getAllByRole('tab').map((el) => el.textContent ?? '');
      expect(tabs.length).toBe(pages.length);
      expect(badTexts(tabs), 'tabs').toEqual([]);
      strip.unmount();

      renderShell(<><Navigator /><NavBreadcrumb routes={consoleRoutes} /><CurrentPage /></>, { path: pages[0]!.path, locale });
      const bad: string[] = [];
      for (const r of pages) {
        await act(async () => { go(r.path); });
        const crumbs = within(screen.getByRole('navigation', { name: /./ })).getAllByRole('listitem').map((li) => li.textContent ?? '');
        const heading = within(screen.getByTestId('page')).getByRole('heading').textContent ?? '';
        for (const text of badTexts([...crumbs, heading])) bad.push(`${r.path}: "${text}"`);
        // The heading is the page's title in words, never the key it came from.
        if (heading.includes(r.entry.title)) bad.push(`${r.path}: heading "${heading}"`);
      }
      expect(bad).toEqual([]);
    });
  }
});
