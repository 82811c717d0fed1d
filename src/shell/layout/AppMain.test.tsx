import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { GuardedRoutes } from '../../core';
import type { RouteEntry } from '../../core';
import { Layout } from './Layout';
import { withPageBoundary } from './PageView';
import { createRenderView } from '../views/createRenderView';
import { renderShell, stubApi } from '../testing/renderShell';

let mounts = 0;
function Notes() {
  const [text, setText] = useState('');
  return <input aria-label="notes" value={text} onChange={(e) => setText(e.target.value)} />;
}
function Counter() {
  useState(() => { mounts += 1; });
  return <p>counter page</p>;
}
function Crash(): never {
  throw new Error('page exploded');
}

const routes: RouteEntry[] = [
  { path: '/dashboard', name: 'dashboard', title: 'route.dashboard', affix: true, view: { kind: 'page', page: 'notes' } },
  { path: '/demo', name: 'demo', title: 'Demo', alwaysShow: true, children: [
    { path: 'notes', name: 'notes', title: 'Notes', view: { kind: 'page', page: 'notes' } },
    { path: 'live', name: 'live', title: 'Live', noCache: true, view: { kind: 'page', page: 'counter' } },
    { path: 'crash', name: 'crash', title: 'Crash', view: { kind: 'page', page: 'crash' } },
  ] },
];
const renderView = withPageBoundary(createRenderView({ notes: Notes, counter: Counter, crash: Crash }));

const console_ = (path: string) => renderShell(
  <GuardedRoutes routes={routes} layout={<Layout />} renderView={renderView} publicPages={{ login: <p>login</p>, unauthorized: <p>401</p>, notFound: <p>404</p> }} />,
  { path },
);
const tab = (name: string) => within(screen.getByRole('tablist')).getByRole('tab', { name: new RegExp(`^${name}`) });
const visibleInput = () => screen.getAllByRole('textbox', { name: 'notes' }).find((el) => !el.closest('[hidden], [style*="display: none"]')) as HTMLInputElement;

beforeEach(() => { mounts = 0; stubApi({}); });
afterEach(() => vi.unstubAllGlobals());

describe('keep-alive main area', () => {
  test('a hidden tab keeps its input; refresh remounts exactly that tab', async () => {
    console_('/demo/notes');
    fireEvent.change(visibleInput(), { target: { value: 'kept' } });
    await act(async () => { fireEvent.click(tab('首页')); });
    await waitFor(() => expect(tab('首页').getAttribute('aria-selected')).toBe('true'));
    fireEvent.change(visibleInput(), { target: { value: 'home text' } });
    await act(async () => { fireEvent.click(tab('Notes')); });
    await waitFor(() => expect(visibleInput().value).toBe('kept'));
    fireEvent.contextMenu(tab('Notes'), { clientX: 10, clientY: 10 });
    await act(async () => { fireEvent.click(await screen.findByRole('menuitem', { name: '刷新' })); });
    await waitFor(() => expect(visibleInput().value).toBe(''));
    // The other tab was not touched.
    const all = [...document.querySelectorAll<HTMLInputElement>('input[aria-label="notes"]')];
    expect(all.map((i) => i.value).sort()).toEqual(['', 'home text']);
  });

  test('a noCache page renders only while active (remounts on each visit)', async () => {
    console_('/demo/live');
    expect(screen.getByText('counter page')).toBeTruthy();
    await act(async () => { fireEvent.click(tab('首页')); });
    await waitFor(() => expect(screen.queryByText('counter page')).toBeNull());
    await act(async () => { fireEvent.click(tab('Live')); });
    await waitFor(() => expect(screen.getByText('counter page')).toBeTruthy());
    expect(mounts).toBe(2);
  });

  test('a crashing page shows an error state and is logged; the shell keeps working', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    console_('/demo/crash');
    expect(await screen.findByText('页面出错了')).toBeTruthy();
    expect(screen.getByRole('button', { name: '查看错误日志（1 条）' })).toBeTruthy();
    await act(async () => { fireEvent.click(tab('首页')); });
    await waitFor(() => expect(visibleInput()).toBeTruthy());
    quiet.mockRestore();
  });
});
