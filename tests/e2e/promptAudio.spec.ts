/**
 * 提示音管理 end to end in Chromium: a sound file is dropped into the form's upload (multipart to
 * the reference server's upload call, group `audio`), heard in the form's player, saved, and
 * listed with a player whose source the server serves as audio; a file whose bytes are not the
 * sound its name says is refused with the server's message and the form keeps what was typed.
 */
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { ADMIN, XHR, signIn } from './helpers';

// The machine is shared and slow: generous waits, never timed assertions.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

const main = (page: Page) => page.getByRole('main');

/** A short silent WAV (8 kHz, 8-bit mono, 0.25 s). */
function silentWav(samples = 2000): Buffer {
  const b = Buffer.alloc(44 + samples, 0x80);
  b.write('RIFF', 0, 'ascii'); b.writeUInt32LE(36 + samples, 4); b.write('WAVE', 8, 'ascii'); b.write('fmt ', 12, 'ascii');
  b.writeUInt32LE(16, 16); b.writeUInt16LE(1, 20); b.writeUInt16LE(1, 22); b.writeUInt32LE(8000, 24);
  b.writeUInt32LE(8000, 28); b.writeUInt16LE(1, 32); b.writeUInt16LE(8, 34); b.write('data', 36, 'ascii'); b.writeUInt32LE(samples, 40);
  return b;
}

test('an uploaded sound is listed with a player that plays it', async ({ page }) => {
  const name = `支付成功提示${Date.now() % 100000}`;
  await signIn(page);
  await page.goto(`${ADMIN}/basesetting/promptAudioManage`);
  const grid = main(page).getByRole('grid', { name: '提示音管理' });
  await expect(grid).toBeVisible();
  await main(page).getByRole('button', { name: '新增' }).click();
  const dialog = page.getByRole('dialog', { name: '新增提示音管理' });
  await dialog.getByRole('textbox', { name: '提示音名称' }).fill(name);
  const project = dialog.getByRole('combobox', { name: '项目' });
  await project.click();
  await project.fill('海岸');
  await page.getByRole('option', { name: /海岸国际社区/ }).click();
  await dialog.getByRole('combobox', { name: '使用场景' }).click();
  await page.getByRole('option', { name: '支付成功' }).click();
  const file = dialog.locator('input[type="file"]');

  // Bytes that are not a sound: the server's refusal is shown, and nothing typed is lost.
  await file.setInputFiles({ name: 'fake.mp3', mimeType: 'audio/mpeg', buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]) });
  await expect(dialog.getByRole('alert').filter({ hasText: '上传失败：文件内容与扩展名不符' })).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: '提示音名称' })).toHaveValue(name);

  await file.setInputFiles({ name: '支付成功.wav', mimeType: 'audio/wav', buffer: silentWav() });
  const preview = dialog.locator('audio[aria-label="试听"]');
  await expect(preview).toHaveAttribute('src', /\/common\/file\/geturl\/\d+\?raw=1$/);
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toBeHidden();

  const row = grid.getByRole('row').filter({ hasText: name });
  await expect(row).toBeVisible();
  const player = row.locator('audio[aria-label="音频文件"]');
  const src = await player.getAttribute('src');
  expect(src).toMatch(/\/common\/file\/geturl\/\d+\?raw=1$/);
  const served = await page.request.get(src!, { headers: XHR });
  expect(served.headers()['content-type']).toContain('audio/wav');
  expect((await served.body()).subarray(0, 4).toString('ascii')).toBe('RIFF');
  // The list's player loads and decodes it: its duration becomes known.
  await player.evaluate((a: HTMLAudioElement) => a.load());
  await expect.poll(() => player.evaluate((a: HTMLAudioElement) => (a.readyState >= 1 ? Math.round(a.duration * 100) / 100 : -1))).toBe(0.25);
});
