/**
 * Smoke check of `npm run dev` (not part of `npm test`: Vite's first optimisation takes a while):
 * starts it on PORT (default 5174) with an in-memory database, opens the console in Chromium,
 * sees the hot-reload socket connect, logs in as the demo admin and waits for the console frame.
 * `PORT=18204 npx tsx scripts/devSmoke.ts` prints `dev smoke: ok` or fails with the reason.
 */
import { spawn } from 'node:child_process';
import { chromium } from 'playwright';
import { chromiumLaunchOptions } from '../tests/chromium';

const port = Number(process.env.PORT ?? 5174);
const child = spawn(process.execPath, ['--import', 'tsx', 'example-host/dev.ts'], {
  env: { ...process.env, PORT: String(port), DATA_DIR: 'memory://', HOST: '127.0.0.1' }, stdio: ['ignore', 'pipe', 'inherit'],
});
const ready = new Promise<string>((resolve, reject) => {
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString();
    const url = /console \(dev, hot reload\): (\S+)/.exec(out)?.[1];
    if (url) resolve(url.replace('localhost', '127.0.0.1'));
  });
  child.on('exit', (code) => reject(new Error(`npm run dev exited with ${code}:\n${out}`)));
});

const browser = await chromium.launch(chromiumLaunchOptions());
try {
  const url = await ready;
  const page = await browser.newPage({ locale: 'zh-CN' });
  const connected = new Promise<void>((resolve) => page.on('console', (m) => { if (m.text().includes('[vite] connected')) resolve(); }));
  await page.goto(`${url}login`);
  await page.getByLabel('用户名').fill('admin', { timeout: 120_000 });
  await page.getByLabel('密码', { exact: true }).fill('Admin123');
  await page.getByRole('button', { name: '登录' }).click();
  await page.getByRole('tablist', { name: '已打开的页面' }).waitFor({ timeout: 120_000 });
  await connected;
  console.log('dev smoke: ok (console served by Vite with HMR, login against the reference API on one port)');
} finally {
  await browser.close();
  child.kill('SIGTERM');
}
