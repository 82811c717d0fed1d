/**
 * Forms an operator trusts, end to end in Chromium with one login: 取消 closes an add dialog on
 * the first click, Escape with typed changes asks first and 继续编辑 keeps the input, and the
 * pages that used to show the wrong thing: 业主审核 (pending households only), 虚拟账户's 导出 (the
 * accounts, not the import template) and 应用管理 (rows, not "no list call").
 */
import { readFileSync } from 'node:fs';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { readXlsx } from '../../example-host/server/files/xlsx';
import { ADMIN, API, XHR, signIn } from './helpers';

// The machine is shared and slow: generous waits, never timed assertions.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const pad = (n: number) => String(n).padStart(2, '0');
const today = () => { const d = new Date(); return `${d.getFullYear()}${pad(d.getMonth() + 1)}${pad(d.getDate())}`; };

let page: Page;
test.beforeAll(async ({ browser }) => {
  page = await browser.newPage();
  await signIn(page);
});
test.afterAll(async () => { await page.close(); });

const region = (title: string) => page.getByRole('region', { name: title });
const dataRows = (title: string) => page.getByRole('grid', { name: title }).locator('tbody tr[aria-rowindex]');

async function open(path: string, title: string): Promise<void> {
  await page.goto(`${ADMIN}${path}`);
  await expect(region(title).getByRole('heading', { name: title })).toBeVisible();
}

async function list(path: string, form: Record<string, string | number> = {}): Promise<{ list: Record<string, unknown>[]; total: number }> {
  const res = await page.request.post(`${API}${path}`, { form: { pageNum: 1, pageSize: 100, ...form }, headers: XHR });
  const body = await res.json() as { code: number; msg: string; data: { list: Record<string, unknown>[]; total: number } };
  expect(body.code, body.msg).toBe(200);
  return body.data;
}

test('取消 closes an add dialog on the first click, though the focused required field shows its message on the way', async () => {
  await open('/enterpiseManger/virtAccount', '虚拟账户');
  await region('虚拟账户').getByRole('button', { name: '新增' }).click();
  const dialog = page.getByRole('dialog', { name: '新增虚拟账户' });
  await expect(dialog.getByLabel('账户名称')).toBeFocused();
  await dialog.getByRole('button', { name: '取消' }).click();
  await expect(dialog).toBeHidden();
});

test('Escape with typed changes asks first; 继续编辑 keeps the input, 放弃 closes', async () => {
  await open('/enterpiseManger/virtAccount', '虚拟账户');
  await region('虚拟账户').getByRole('button', { name: '新增' }).click();
  const dialog = page.getByRole('dialog', { name: '新增虚拟账户' });
  await dialog.getByLabel('账户名称').fill('测试账户');
  await page.keyboard.press('Escape');
  const question = page.getByRole('alertdialog', { name: '放弃未保存的修改？' });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: '继续编辑' }).click();
  await expect(question).toBeHidden();
  await expect(dialog.getByLabel('账户名称')).toHaveValue('测试账户');

  await dialog.getByRole('button', { name: '取消' }).click();
  await question.getByRole('button', { name: '放弃' }).click();
  await expect(dialog).toBeHidden();
});

test('虚拟账户 导出 downloads the accounts as 虚拟账户YYYYMMDD.xlsx, not the import template', async () => {
  const { total } = await list('/organisation/virtAccount/list');
  await open('/enterpiseManger/virtAccount', '虚拟账户');
  const downloading = page.waitForEvent('download');
  await region('虚拟账户').getByRole('button', { name: '导出' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`虚拟账户${today()}.xlsx`);
  const sheet = readXlsx(readFileSync(await download.path())).filter((r) => r.some((c) => c !== ''));
  expect(sheet[0]).toContain('余额(元)');
  expect(sheet.length - 1).toBe(total);
});

test('业主审核 lists only the households waiting for review', async () => {
  const pending = await list('/organisation/household/findAuditList');
  const all = await list('/organisation/household/list');
  expect(pending.total).toBeGreaterThan(0);
  expect(all.total).toBeGreaterThan(pending.total);
  await open('/userManage/ownerAuditManage', '业主审核');
  await expect(region('业主审核').getByText(`共 ${pending.total} 条`)).toBeVisible();
  await expect(dataRows('业主审核')).toHaveCount(Math.min(pending.total, 20));
  for (const row of await dataRows('业主审核').all()) await expect(row).toContainText('待审核');
});

test('应用管理 lists the app menu entries of the services', async () => {
  const { total } = await list('/common/serviceAppMenuConfig/list');
  expect(total).toBeGreaterThan(0);
  await open('/basesetting/applicationManage', '应用管理');
  await expect(dataRows('应用管理')).toHaveCount(Math.min(total, 20));
  await expect(region('应用管理')).not.toContainText('该资源没有列表接口');
});
