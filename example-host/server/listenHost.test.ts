/**
 * The demo server listens on loopback only unless HOST says otherwise (issue 43 item 7): its
 * published demo passwords are not offered to the network by default, and the banner prints the
 * address it really listens on.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { listenHost, startBanner, urlHost } from '../startBanner';

const root = fileURLToPath(new URL('../..', import.meta.url));
const children: ChildProcess[] = [];
afterAll(() => { for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL'); });

/** serve.ts on a throw-away database; resolves with the console URL of its banner. */
function serve(env: Record<string, string>): Promise<string> {
  const rest = { ...process.env };
  delete rest.HOST;
  const child = spawn(process.execPath, ['--import', 'tsx', 'example-host/serve.ts'], {
    cwd: root, env: { ...rest, DATA_DIR: 'memory://', PORT: '0', ...env }, stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (b: Buffer) => {
      out += b.toString();
      const m = /console: (http:\/\/[^/\s]+)\//.exec(out);
      if (m) resolve(m[1]!);
    });
    child.on('exit', (code) => reject(new Error(`serve.ts exited with ${code}`)));
  });
}

/** Whether a TCP connection to host:port is accepted. */
const accepts = (host: string, port: number) => new Promise<boolean>((resolve) => {
  const s = connect({ host, port });
  s.on('connect', () => { s.destroy(); resolve(true); });
  s.on('error', () => resolve(false));
});

describe('the address the demo server listens on', () => {
  it('is loopback unless HOST names another; the banner names it', () => {
    expect(listenHost({})).toBe('127.0.0.1');
    expect(listenHost({ HOST: ' ' })).toBe('127.0.0.1');
    expect(listenHost({ HOST: '0.0.0.0' })).toBe('0.0.0.0');
    expect(urlHost('::1')).toBe('[::1]');
    expect(urlHost('0.0.0.0')).toBe('localhost');
    const banner = startBanner({ title: 'T', port: 8080, host: '127.0.0.1', storage: 'in memory', seeded: false });
    expect(banner).toContain('http://127.0.0.1:8080/super_cloud/admin/');
    expect(banner).not.toContain('every interface');
    const open = startBanner({ title: 'T', port: 8080, host: '0.0.0.0', storage: 'in memory', seeded: false });
    expect(open).toContain('http://localhost:8080/super_cloud/admin/');
    expect(open).toContain('every interface (HOST=0.0.0.0)');
  });

  it('serve.ts without HOST answers on 127.0.0.1 only (another loopback address is refused); HOST=0.0.0.0 opens every interface', async () => {
    const [closed, open] = await Promise.all([serve({}), serve({ HOST: '0.0.0.0' })]);
    const closedPort = Number(new URL(closed).port);
    expect(closed).toBe(`http://127.0.0.1:${closedPort}`);
    expect(await accepts('127.0.0.1', closedPort)).toBe(true);
    // 127.0.0.2 reaches this machine like any other interface would: a wildcard bind takes it.
    expect(await accepts('127.0.0.2', closedPort)).toBe(false);
    const openPort = Number(new URL(open).port);
    expect(await accepts('127.0.0.2', openPort)).toBe(true);
  }, 180_000);
});
