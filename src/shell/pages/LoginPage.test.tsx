import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { LoginPage } from './LoginPage';
import { renderShell, stubApi } from '../testing/renderShell';

afterEach(() => vi.unstubAllGlobals());

function Where() {
  const { pathname } = useLocation();
  return <span data-testid="where">{pathname}</span>;
}

const page = (path = '/login') => renderShell(
  <Routes><Route path="/login" element={<LoginPage />} /><Route path="*" element={<Where />} /></Routes>,
  { path, user: null },
);
const fill = (name: string, password: string) => {
  fireEvent.change(screen.getByLabelText(/用户名/), { target: { value: name } });
  fireEvent.change(screen.getByLabelText(/^密码/, { selector: 'input' }), { target: { value: password } });
};
const button = () => screen.getByRole('button', { name: /登录/ }) as HTMLButtonElement;

// A real SPKI key, so the password encryption in core runs as in production.
async function publicKey(): Promise<string> {
  const pair = await crypto.subtle.generateKey({ name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' }, true, ['encrypt', 'decrypt']);
  const spki = new Uint8Array(await crypto.subtle.exportKey('spki', pair.publicKey));
  return btoa(String.fromCharCode(...spki));
}

describe('LoginPage', () => {
  test('asks for both fields before calling anything', () => {
    const calls = stubApi({});
    page();
    fireEvent.click(button());
    expect(screen.getByText('请输入用户名')).toBeTruthy();
    expect(screen.getByText('请输入密码', { selector: ':not(input)' })).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  test('refuses a second submit while the first is pending', async () => {
    const key = await publicKey();
    const calls = stubApi({ '/user/getKey': () => ({ code: 200, data: { publicKey: key } }), '/user/login': () => new Promise(() => {}) });
    page();
    fill('admin', 'Admin123');
    fireEvent.click(button());
    await waitFor(() => expect(button().disabled).toBe(true));
    fireEvent.submit(button().closest('form')!);
    await waitFor(() => expect(calls.filter((c) => c.path === '/user/login')).toHaveLength(1));
    expect(calls.filter((c) => c.path === '/user/getKey')).toHaveLength(1);
  });

  test('shows the server message on failure and keeps what was typed', async () => {
    const key = await publicKey();
    stubApi({ '/user/getKey': () => ({ code: 200, data: { publicKey: key } }), '/user/login': () => ({ code: 500, msg: '用户名或密码错误' }) });
    page();
    fill('admin', 'nope');
    fireEvent.click(button());
    expect((await screen.findByText(/^登录失败：/)).textContent).toBe('登录失败：用户名或密码错误');
    expect((screen.getByLabelText(/用户名/) as HTMLInputElement).value).toBe('admin');
    expect((screen.getByLabelText(/^密码/, { selector: 'input' }) as HTMLInputElement).value).toBe('nope');
    expect(button().disabled).toBe(false);
    // Nothing sensitive is kept: no password in storage.
    expect(JSON.stringify({ ...localStorage })).not.toContain('nope');
  });

  test('says a login sealed with a key from before a server restart has expired, as its own message (login.keyExpired)', async () => {
    const key = await publicKey();
    stubApi({ '/user/getKey': () => ({ code: 200, data: { publicKey: key } }), '/user/login': () => ({ code: 400, msg: '登录已过期，请刷新后重试', data: { field: 'password' } }) });
    page();
    fill('admin', 'Admin123');
    fireEvent.click(button());
    await waitFor(() => expect(screen.getByText('登录已过期，请刷新后重试')).toBeTruthy());
    expect(screen.queryByText(/登录失败/)).toBeNull();
  });

  test('a good login goes to the redirect target (internal paths only)', async () => {
    const key = await publicKey();
    const calls = stubApi({
      '/user/getKey': () => ({ code: 200, data: { publicKey: key } }),
      '/user/login': () => ({ code: 200, data: { id: 1, userName: 'admin', userToken: 't', token: 't', userType: 1, companyId: null } }),
    });
    page('/login?redirect=%2Fplatform%2Fuser');
    fill('  admin ', 'Admin123');
    fireEvent.click(button());
    expect((await screen.findByTestId('where')).textContent).toBe('/platform/user');
    expect(new URLSearchParams(calls.find((c) => c.path === '/user/login')!.body).get('loginName')).toBe('admin');
  });
});
