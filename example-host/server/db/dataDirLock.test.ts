import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { encryptPassword, publicKeyOf, serverTimeOf } from '../../../src/core/session/encryptPassword';
import { DataDirBusy, LOCK_FILE, lockDataDir } from './dataDirLock';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const dirs: string[] = [];
const children: ChildProcess[] = [];
const tempDir = () => { const d = mkdtempSync(join(tmpdir(), 'supercloud-lock-')); dirs.push(d); return d; };
afterAll(() => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

interface Started {
  readonly child: ChildProcess;
  /** The port once the server prints its URL; rejects if it exits first. */
  readonly ready: Promise<number>;
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; stderr: string }>;
}

/** `npm start`'s server process (serve.ts) on a folder, on any free port; `umask 000` like a careless service manager. */
function startServer(dataDir: string): Started {
  const child = spawn('sh', ['-c', 'umask 000; exec node --import tsx example-host/serve.ts'], {
    cwd: root, env: { ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1' }, stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let stdout = '';
  let stderr = '';
  child.stderr!.on('data', (b: Buffer) => { stderr += b.toString(); });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; stderr: string }>((res) => {
    child.on('exit', (code, signal) => res({ code, signal, stderr }));
  });
  const ready = new Promise<number>((res, rej) => {
    child.stdout!.on('data', (b: Buffer) => {
      stdout += b.toString();
      const m = /console: http:\/\/[^/]+:(\d+)\//.exec(stdout);
      if (m) res(Number(m[1]));
    });
    void exited.then((e) => rej(new Error(`server exited (${e.code ?? e.signal}) before it was ready: ${e.stderr}`)));
  });
  ready.catch(() => undefined);
  return { child, ready, exited };
}

/** Every file and folder below `dir` whose mode lets others write. */
function worldWritable(dir: string): string[] {
  const out: string[] = [];
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (statSync(p).mode & 0o002) out.push(p);
    if (e.isDirectory()) out.push(...worldWritable(p));
  }
  return out;
}

async function loginAndUpload(port: number): Promise<number> {
  const base = `http://127.0.0.1:${port}/super_cloud/api`;
  const xhr = { 'X-Requested-With': 'XMLHttpRequest' };
  const key = ((await (await fetch(`${base}/user/getKey`, { method: 'POST', headers: xhr })).json()) as { data: unknown }).data;
  const password = await encryptPassword('Admin123', publicKeyOf(key), serverTimeOf(key) ?? Date.now());
  const login = await fetch(`${base}/user/login`, {
    method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...xhr },
    body: new URLSearchParams({ loginName: 'admin', password }).toString(),
  });
  const cookie = /JSESSION_ID=[^;]*/.exec(login.headers.get('set-cookie') ?? '')![0];
  const form = new FormData();
  form.append('file', new Blob(['备注'], { type: 'text/plain' }), 'note.txt');
  const up = await fetch(`${base}/common/file/upload`, { method: 'POST', headers: { Cookie: cookie, 'X-Requested-With': 'XMLHttpRequest' }, body: form });
  const body = await up.json() as { code: number; data: { id: number } };
  expect(body.code).toBe(200);
  return body.data.id;
}

describe('one server per data folder', () => {
  it('refuses a second server on a folder in use, naming the first; a killed server\'s folder is taken over', async () => {
    const dir = tempDir();
    const first = startServer(dir);
    const port = await first.ready;
    const lock = readFileSync(join(dir, LOCK_FILE), 'utf8').split('\n');
    expect(lock.slice(0, 2)).toEqual([String(first.child.pid), hostname()]);
    expect(new Date(lock[2]!).getTime()).toBeGreaterThan(Date.now() - 600_000);

    const second = startServer(dir);
    const refused = await second.exited;
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`Another server is using the data folder ${dir}: pid ${first.child.pid} on host ${hostname()}`);
    expect(refused.stderr).not.toMatch(/\n\s+at /); // a message, not a stack trace

    // Started under umask 000, still nothing anyone else may write: the database, the upload, the lock.
    await loginAndUpload(port);
    expect(readdirSync(join(dir, 'files')).length).toBeGreaterThan(0);
    expect(worldWritable(dir)).toEqual([]);
    expect(statSync(join(dir, LOCK_FILE)).mode & 0o077).toBe(0);

    first.child.kill('SIGKILL');
    expect((await first.exited).signal).toBe('SIGKILL');
    expect(existsSync(join(dir, LOCK_FILE))).toBe(true); // left behind: stale

    const third = startServer(dir);
    const port3 = await third.ready;
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8').split('\n')[0]).toBe(String(third.child.pid));
    await loginAndUpload(port3);
    third.child.kill('SIGTERM');
    expect((await third.exited).code).toBe(0);
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false); // a clean stop removes it
  }, 240_000);
});

describe('lockDataDir', () => {
  it('refuses a second open in the same process until the first is released', () => {
    const dir = tempDir();
    const release = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirBusy);
    release();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
    lockDataDir(dir)();
  });

  it('takes over the lock of a process that is gone, and of our own pid left by an earlier life', () => {
    const dir = tempDir();
    const gone = spawnSync(process.execPath, ['-e', '0']).pid!;
    writeFileSync(join(dir, LOCK_FILE), `${gone}\n${hostname()}\n2026-01-01T00:00:00.000Z\n${dir}\n`);
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8')).toMatch(new RegExp(`^${process.pid}\n`));
    release();
    writeFileSync(join(dir, LOCK_FILE), `${process.pid}\n${hostname()}\n2026-01-01T00:00:00.000Z\n${dir}\n`);
    lockDataDir(dir)();
  });

  it('leaves a lock of another host alone and says how to clear it', () => {
    const dir = tempDir();
    writeFileSync(join(dir, LOCK_FILE), `4242\nother-host\n2026-01-01T00:00:00.000Z\n${dir}\n`);
    expect(() => lockDataDir(dir)).toThrow(/pid 4242 on host other-host.*If host other-host is down for good, delete/);
  });
});
