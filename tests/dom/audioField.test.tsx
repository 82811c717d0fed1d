/**
 * An audio field of a resource form: a file of the wrong type or over 5 MB is refused before
 * anything is sent; a file the server refuses shows the server's message and keeps the sound
 * already there; an accepted sound goes to the upload call in the `audio` group (named in the
 * query string too, so the server caps the body while it streams) and its player appears.
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
const fetchVia = async (req: Request) => { const u = new URL(req.url); sent.push(`${u.pathname}${u.search}`); return s.server.app.fetch(req); };
const sound = f.audio(t('音频文件', 'Audio file', 'Archivo de audio'));
const WAV = new Uint8Array([0x52, 0x49, 0x46, 0x46, 0x24, 0, 0, 0, 0x57, 0x41, 0x56, 0x45, 0x66, 0x6d, 0x74, 0x20]);

let current = '';
function Field({ initial = '' }: { initial?: string }) {
  const [v, setV] = useState(initial);
  current = v;
  return <FieldInput field={sound} value={v} onChange={setV} aria-label="音频文件" />;
}
const mount = (initial?: string) => render(
  <MemoryRouter>
    <AdminProvider apiBase="http://ref.local/super_cloud/api" token={token} permissions={['admin']} fetch={fetchVia}><Field {...(initial ? { initial } : {})} /></AdminProvider>
  </MemoryRouter>,
);
const fileInput = () => document.querySelector('input[type=file]') as HTMLInputElement;
const choose = (file: File) => fireEvent.change(fileInput(), { target: { files: [file] } });
const player = () => document.querySelector('audio[aria-label="试听"]');

describe('an audio field', () => {
  test('refuses a wrong type or a file over 5 MB before sending, keeping the sound there', async () => {
    const before = sent.length;
    mount('https://cdn.example.com/ding.mp3');
    expect(player()!.getAttribute('src')).toBe('https://cdn.example.com/ding.mp3');
    choose(new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    await waitFor(() => expect(screen.getByText('只能上传 .mp3,.wav,.ogg,.m4a,.aac 格式的音频')).toBeTruthy());
    choose(new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'long.mp3', { type: 'audio/mpeg' }));
    await waitFor(() => expect(screen.getByText('音频不能超过 5 MB')).toBeTruthy());
    expect(current).toBe('https://cdn.example.com/ding.mp3');
    expect(sent.length).toBe(before);
  });

  // jsdom's FormData loses a file's name on the way to the server, so the server's answers are
  // stood in for here; the real multipart upload is proved in Chromium (tests/e2e/promptAudio.spec.ts).
  test('shows the server refusal keeping the sound, then takes the stored URL and plays it; the group rides in the query', async () => {
    const answers = [
      { code: 400, msg: '文件内容与扩展名不符', data: { field: 'file' } },
      { code: 200, msg: 'success', data: { id: 9, url: 'http://ref.local/super_cloud/api/common/file/geturl/9?raw=1' } },
    ];
    const uploads: string[] = [];
    const stub = async (req: Request) => {
      const u = new URL(req.url);
      if (!u.pathname.endsWith('/common/file/upload')) return s.server.app.fetch(req);
      uploads.push(`${u.pathname}${u.search} ${String((await req.formData()).get('group'))}`);
      return new Response(JSON.stringify(answers.shift()), { headers: { 'Content-Type': 'application/json' } });
    };
    render(
      <MemoryRouter>
        <AdminProvider apiBase="http://ref.local/super_cloud/api" token={token} permissions={['admin']} fetch={stub}><Field initial="https://cdn.example.com/old.mp3" /></AdminProvider>
      </MemoryRouter>,
    );
    choose(new File([WAV], 'fake.wav', { type: 'audio/wav' }));
    await waitFor(() => expect(screen.getByText('上传失败：文件内容与扩展名不符')).toBeTruthy());
    expect(current).toBe('https://cdn.example.com/old.mp3');
    choose(new File([WAV], 'ding.wav', { type: 'audio/wav' }));
    await waitFor(() => expect(current).toBe('http://ref.local/super_cloud/api/common/file/geturl/9?raw=1'));
    expect(player()!.getAttribute('src')).toBe(current);
    expect(uploads).toEqual(['/super_cloud/api/common/file/upload?group=audio audio', '/super_cloud/api/common/file/upload?group=audio audio']);
    fireEvent.click(screen.getByRole('button', { name: '移除音频' }));
    await waitFor(() => expect(screen.getByText('尚未上传音频')).toBeTruthy());
    expect(current).toBe('');
  });
});
