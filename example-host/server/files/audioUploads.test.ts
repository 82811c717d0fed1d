/**
 * Sounds (提示音): the upload policy takes mp3, wav, ogg, m4a and aac up to 5 MB, the `audio` group
 * nothing else; a sound that is too big is refused while its body streams in when the query string
 * names the group (as the console's upload does), and a refusal stores no row and no bytes.
 */
import { describe, expect, it } from 'vitest';
import { API_BASE } from '../../../src/contract';
import { useAdminServer } from '../api/adminServer';
import { tableName } from '../db/migrate';
import type { Row } from '../types';
import { MAX_AUDIO_BYTES } from './uploadPolicy';

const s = useAdminServer();

const ID3 = new Uint8Array([0x49, 0x44, 0x33, 0x04, 0, 0, 0, 0, 0, 0, 0xff, 0xfb, 0x90, 0x64]);
const WAV = new Uint8Array([0x52, 0x49, 0x46, 0x46, 0x24, 0, 0, 0, 0x57, 0x41, 0x56, 0x45, 0x66, 0x6d, 0x74, 0x20]);
const OGG = new Uint8Array([0x4f, 0x67, 0x67, 0x53, 0, 2, 0, 0]);
const M4A = new Uint8Array([0, 0, 0, 0x20, 0x66, 0x74, 0x79, 0x70, 0x4d, 0x34, 0x41, 0x20]);
const AAC = new Uint8Array([0xff, 0xf1, 0x50, 0x80, 0x02, 0x1f, 0xfc]);
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

function upload(name: string, bytes: Uint8Array, group: string, query?: Row) {
  const form = new FormData();
  form.append('group', group);
  form.append('file', new Blob([bytes as BlobPart]), name);
  return s.api.call('POST', '/common/file/upload', { multipart: form, session: s.admin, ...(query ? { query } : {}) });
}
const stored = async () => {
  const rows = await s.server.db.query(`select count(*)::int as n from ${tableName(s.server.idx.resource('common.file'))}`);
  const blobs = await s.server.db.query('select count(*)::int as n from "_blobs"');
  return { rows: Number(rows[0]!.n), blobs: Number(blobs[0]!.n) };
};
const big = (head: Uint8Array, size: number) => { const b = new Uint8Array(size); b.set(head); return b; };

describe('audio uploads', () => {
  it('takes mp3, wav, ogg, m4a and aac in the audio group and serves them back with their type', async () => {
    const cases: [string, Uint8Array, string][] = [
      ['新订单.mp3', ID3, 'audio/mpeg'], ['ding.wav', WAV, 'audio/wav'], ['door.ogg', OGG, 'audio/ogg'], ['pay.m4a', M4A, 'audio/mp4'], ['alarm.aac', AAC, 'audio/aac'],
    ];
    for (const [name, bytes, type] of cases) {
      const res = await upload(name, bytes, 'audio', { group: 'audio' });
      expect(res.body, name).toMatchObject({ code: 200, data: { name, contentType: type, group: 'audio', size: bytes.length } });
      const served = await s.server.app.request(res.body!.data.url, { headers: { Cookie: s.admin } });
      expect(served.headers.get('content-type')).toBe(type);
      expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
    }
  });

  it('accepts exactly 5 MB and refuses one byte more, with or without the group in the query', async () => {
    expect((await upload('max.mp3', big(ID3, MAX_AUDIO_BYTES), 'audio', { group: 'audio' })).body!.code).toBe(200);
    const before = await stored();
    for (const query of [{ group: 'audio' }, undefined]) {
      const res = await upload('big.mp3', big(ID3, MAX_AUDIO_BYTES + 1), 'audio', query);
      expect(res.body).toMatchObject({ code: 413, msg: '音频大小不能超过5MB' });
    }
    // A sound keeps its cap in another group too.
    expect((await upload('big.mp3', big(ID3, MAX_AUDIO_BYTES + 1), 'default')).body).toMatchObject({ code: 413, msg: '音频大小不能超过5MB' });
    expect(await stored()).toEqual(before);
  });

  it('refuses other types in the audio group and spoofed sounds anywhere (400 on file), storing nothing', async () => {
    const before = await stored();
    expect((await upload('logo.png', PNG, 'audio', { group: 'audio' })).body).toMatchObject({ code: 400, msg: '音频仅支持 mp3、wav、ogg、m4a、aac 格式', data: { field: 'file' } });
    expect((await upload('fake.mp3', PNG, 'audio', { group: 'audio' })).body).toMatchObject({ code: 400, msg: '文件内容与扩展名不符' });
    expect((await upload('fake.wav', OGG, 'default')).body).toMatchObject({ code: 400, msg: '文件内容与扩展名不符' });
    expect((await upload('song.flac', ID3, 'audio', { group: 'audio' })).body!.code).toBe(400);
    expect((await upload('empty.ogg', new Uint8Array(0), 'audio', { group: 'audio' })).body!.code).toBe(400);
    expect(await stored()).toEqual(before);
  });

  it('stops reading a chunked sound past 5 MB when the query names the audio group', async () => {
    const boundary = 'audio-boundary-91b2';
    const enc = new TextEncoder();
    const head = enc.encode(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="long.mp3"\r\nContent-Type: audio/mpeg\r\n\r\n`);
    const chunk = big(ID3, 64 * 1024);
    const total = 20 * 1024 * 1024;
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(c) {
        if (pulled >= total) { c.enqueue(enc.encode(`\r\n--${boundary}--\r\n`)); c.close(); return; }
        const piece = pulled === 0 ? head : chunk;
        pulled += piece.length;
        c.enqueue(piece);
      },
    });
    const before = await stored();
    const res = await s.server.app.request(`${API_BASE}/common/file/upload?group=audio`, {
      method: 'POST', body, duplex: 'half',
      headers: { Cookie: s.admin, 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': `multipart/form-data; boundary=${boundary}` },
    } as RequestInit);
    expect(await res.json()).toMatchObject({ code: 413, msg: '音频大小不能超过5MB' });
    // Reading stopped at the cap (plus the form's envelope and a chunk or two of read-ahead), far from 20 MB.
    expect(pulled).toBeLessThan(MAX_AUDIO_BYTES + 256 * 1024);
    expect(await stored()).toEqual(before);
  });
});
