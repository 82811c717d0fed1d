import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { EMBED_SANDBOX, EmbeddedPage } from './EmbeddedPage';
import { renderShell } from '../testing/renderShell';

afterEach(() => vi.useRealTimers());

const view = { kind: 'embed', service: 'dingcan', path: '/meal/cards' } as const;
const services = { dingcan: 'https://dingcan.example.com/web/' };

describe('EmbeddedPage', { timeout: 20000 }, () => {
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

  test('without a base URL for the service: an honest message, no frame', () => {
    renderShell(<EmbeddedPage view={view} title="route.operationLog" />);
    expect(screen.getByRole('alert').textContent).toContain('未配置“订餐”服务的地址');
    // It names the setting to fill in, so an integrator knows where the address goes.
    expect(screen.getByRole('alert').textContent).toContain('services.dingcan');
    expect(document.querySelector('iframe')).toBeNull();
  });

  test('a marketing entry names its own setting', () => {
    renderShell(<EmbeddedPage view={{ kind: 'embed', service: 'marketing', path: '/coupon/list' }} title="route.coupon" />);
    expect(screen.getByRole('alert').textContent).toContain('未配置“营销”服务的地址');
    expect(screen.getByRole('alert').textContent).toContain('services.marketing');
  });
});
