import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { EMBED_SANDBOX, EmbeddedPage } from './EmbeddedPage';
import { renderShell, stubApi } from '../testing/renderShell';

afterEach(() => { vi.useRealTimers(); vi.unstubAllGlobals(); });

const view = { kind: 'embed', service: 'dingcan', path: '/meal/cards' } as const;
const services = { dingcan: 'https://dingcan.example.com/web/' };

describe('EmbeddedPage', () => {
  test('a sandboxed, titled frame on the service URL; loading until the frame loads', () => {
    renderShell(<EmbeddedPage view={view} title="route.operationLog" />, { services });
    const frame = document.querySelector('iframe')!;
    expect(frame.getAttribute('sandbox')).toBe(EMBED_SANDBOX);
    expect(frame.getAttribute('title')).toBe('操作日志（外部页面）');
    expect(frame.src.startsWith('https://dingcan.example.com/web/meal/cards')).toBe(true);
    expect(screen.getByText('正在加载外部页面…')).toBeTruthy();
    fireEvent.load(frame);
    expect(screen.queryByText('正在加载外部页面…')).toBeNull();
  });

  test('a frame that never loads shows the time-out state; retry starts a fresh frame', () => {
    vi.useFakeTimers();
    renderShell(<EmbeddedPage view={view} title="route.operationLog" timeoutMs={1000} />, { services });
    const first = document.querySelector('iframe');
    act(() => { vi.advanceTimersByTime(1001); });
    expect(screen.getByText('外部页面加载超时，请检查网络或服务地址。')).toBeTruthy();
    expect(screen.getByRole('link', { name: '在新窗口打开' }).getAttribute('target')).toBe('_blank');
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(screen.getByText('正在加载外部页面…')).toBeTruthy();
    expect(document.querySelector('iframe')).not.toBe(first);
  });

  test('an error event shows the error state', () => {
    renderShell(<EmbeddedPage view={view} title="route.operationLog" />, { services });
    act(() => { document.querySelector('iframe')!.dispatchEvent(new Event('error')); });
    expect(screen.getByText('外部页面加载失败')).toBeTruthy();
  });

  test('without a base URL for the service: an honest message, no frame; a link to the settings for who may set it', async () => {
    stubApi({ '/common/web/embedService/list': () => ({ code: 200, data: [] }) });
    renderShell(<EmbeddedPage view={view} title="route.operationLog" />, { permissions: ['admin'] });
    expect((await screen.findByRole('alert')).textContent).toContain('未配置“订餐”服务的地址');
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('link', { name: '去设置服务地址' }).getAttribute('href')).toBe('/operationcenter/embedService');
  });

  test('a user who may not set the bases is told to ask an administrator, with no link', async () => {
    stubApi({ '/common/web/embedService/list': () => ({ code: 200, data: [] }) });
    renderShell(<EmbeddedPage view={view} title="route.operationLog" />, { permissions: ['userManagement'] });
    expect((await screen.findByRole('alert')).textContent).toContain('请联系系统管理员');
    expect(screen.queryByRole('link', { name: '去设置服务地址' })).toBeNull();
  });

  test('the base an administrator set in the console opens the frame; the token goes only to a trusted host', async () => {
    stubApi({ '/common/web/embedService/list': () => ({ code: 200, data: [{ service: 'dingcan', baseUrl: 'https://meal.example.com/app' }] }) });
    const first = renderShell(<EmbeddedPage view={view} title="route.operationLog" />);
    await waitFor(() => expect(document.querySelector('iframe')).not.toBeNull());
    const untrusted = new URL(document.querySelector('iframe')!.src);
    expect(untrusted.origin + untrusted.pathname).toBe('https://meal.example.com/app/meal/cards');
    expect(untrusted.searchParams.has('token')).toBe(false);
    expect(document.querySelector('iframe')!.getAttribute('sandbox')).toBe(EMBED_SANDBOX);
    first.unmount();
    renderShell(<EmbeddedPage view={view} title="route.operationLog" />, { trustedHosts: ['meal.example.com'] });
    await waitFor(() => expect(document.querySelector('iframe')).not.toBeNull());
    expect(new URL(document.querySelector('iframe')!.src).searchParams.get('token')).toBe('tok-7');
  });

  test("the host's base wins over the console's, and the console's is then not even read", async () => {
    const calls = stubApi({ '/common/web/embedService/list': () => ({ code: 200, data: [{ service: 'dingcan', baseUrl: 'https://other.example.com' }] }) });
    renderShell(<EmbeddedPage view={view} title="route.operationLog" />, { services });
    expect(document.querySelector('iframe')!.src.startsWith('https://dingcan.example.com/web/meal/cards')).toBe(true);
    expect(calls.filter((c) => c.path === '/common/web/embedService/list')).toEqual([]);
  });

  test('a marketing entry names its own setting', async () => {
    stubApi({ '/common/web/embedService/list': () => ({ code: 200, data: [] }) });
    renderShell(<EmbeddedPage view={{ kind: 'embed', service: 'marketing', path: '/coupon/list' }} title="route.coupon" />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('未配置“营销”服务的地址');
    // Which setting to fill: the console's own service addresses (or, without the right, whom to ask).
    expect(alert.textContent).toContain('内嵌页面服务地址');
  });
});
