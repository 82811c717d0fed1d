/**
 * The router picks (issue 38): a route entry with a native page and the spec's embed shows the
 * native page while its service kind has no base, and the sandboxed external page once it has one
 * (the console's setting or the host's `services`).
 */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { FlatRoute, RouteEntry } from '../../core';
import { renderShell, stubApi } from '../testing/renderShell';
import { createRenderView } from './createRenderView';

afterEach(() => { vi.unstubAllGlobals(); });

const Native = ({ title }: { title?: string }) => <h1>{title}（本系统）</h1>;
const renderView = createRenderView({ room: Native });
const entry: RouteEntry = {
  path: '/meetingRoom/room', name: 'meetingRoomManage', title: 'route.meetingRoomManage',
  view: { kind: 'page', page: 'room' }, embed: { kind: 'embed', service: 'meetingRoom', path: '/meeting/room' },
};
const route: FlatRoute = { entry, path: entry.path, parents: [] };

describe('a route with a native page and an embed', () => {
  test('no base for its service kind: the native page, no frame', async () => {
    const calls = stubApi({ '/common/web/embedService/list': () => ({ code: 200, data: [{ service: 'dingcan', baseUrl: 'https://d.example.com' }] }) });
    renderShell(<>{renderView(entry, route)}</>);
    expect(await screen.findByRole('heading', { name: '会议室管理（本系统）' })).toBeTruthy();
    await waitFor(() => expect(calls.some((c) => c.path.endsWith('/common/web/embedService/list'))).toBe(true));
    expect(document.querySelector('iframe')).toBeNull();
  });

  test('a base set in the console: the external page in its sandboxed frame instead', async () => {
    stubApi({ '/common/web/embedService/list': () => ({ code: 200, data: [{ service: 'meetingRoom', baseUrl: 'https://meet.example.com/web' }] }) });
    renderShell(<>{renderView(entry, route)}</>);
    await waitFor(() => expect(document.querySelector('iframe')).not.toBeNull());
    const frame = document.querySelector('iframe')!;
    expect(frame.src.startsWith('https://meet.example.com/web/meeting/room')).toBe(true);
    expect(frame.getAttribute('sandbox')).toContain('allow-scripts');
    expect(screen.queryByRole('heading', { name: '会议室管理（本系统）' })).toBeNull();
  });

  test("a base from the host's services: the external page at once", async () => {
    renderShell(<>{renderView(entry, route)}</>, { services: { meetingRoom: 'https://meet.example.com/' } });
    await waitFor(() => expect(document.querySelector('iframe')?.src.startsWith('https://meet.example.com/meeting/room')).toBe(true));
  });
});
