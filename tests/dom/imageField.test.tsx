/**
 * An image field of a resource form: a file of the wrong type or too large is refused before
 * anything is sent, with a clear message, and the URL already there is kept. (The upload itself,
 * multipart to the reference server, is proved in Chromium: tests/e2e/userRecharge.spec.ts.)
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import { useAdminServer } from '../../example-host/server/api/adminServer';
import { f, t } from '../../src/contract/dsl';
import { AdminProvider } from '../../src/core';
import { FieldInput } from '../../src/resource';

vi.setConfig({ hookTimeout: 120000 });
const s = useAdminServer();
let token = '';
beforeAll(() => { token = s.admin.replace(/^JSESSION_ID=/, ''); });

const sent: string[] = [];
const fetchVia = async (req: Request) => { sent.push(new URL(req.url).pathname); return s.server.app.fetch(req); };
const logo = f.image(t('标志', 'Logo', 'Logotipo'));

function Field({ initial = '' }: { initial?: string }) {
  const [v, setV] = useState(initial);
  return <FieldInput field={logo} value={v} onChange={setV} aria-label="标志" />;
}
const mount = (initial?: string) => render(
  <MemoryRouter>
    <AdminProvider apiBase="http://ref.local/super_cloud/api" token={token} permissions={['admin']} fetch={fetchVia}><Field {...(initial ? { initial } : {})} /></AdminProvider>
  </MemoryRouter>,
);
const fileInput = () => document.querySelector('input[type=file]') as HTMLInputElement;
const choose = (file: File) => fireEvent.change(fileInput(), { target: { files: [file] } });

describe('an image field', () => {
  test('refuses a wrong type or a too large file before sending, keeping the URL there', async () => {
    const before = sent.length;
    mount('https://cdn.example.com/a.png');
    expect(screen.getByRole('button', { name: '上传图片' })).toBeTruthy();
    expect(screen.getByRole('img', { name: '图片预览' }).querySelector('img')!.getAttribute('src')).toBe('https://cdn.example.com/a.png');
    choose(new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect((await screen.findByRole('alert')).textContent).toBe('只能上传 .png,.jpg,.jpeg,.gif,.webp 格式的图片');
    choose(new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('图片不能超过 2 MB'));
    expect((screen.getByRole('textbox', { name: '标志' }) as HTMLInputElement).value).toBe('https://cdn.example.com/a.png');
    expect(sent.length).toBe(before);
  });
});
