/**
 * User management end to end in Chromium: recharge one user (amount, then the confirmation in
 * Chinese capitals) and see the new balance and the account record; pay out a welfare grant and
 * see it paid with its recipients.
 */
import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { ADMIN, apiPost, login } from './helpers';

// The machine is shared and slow: generous waits, never timed assertions.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

type Row = Record<string, unknown>;

async function list(page: Page, path: string, form: Record<string, string | number> = {}): Promise<Row[]> {
  const res = await apiPost(page, path, { pageNum: 1, pageSize: 100, ...form });
  const body = await res.json() as { code: number; msg?: string; data: { list: Row[] } };
  expect(body.code, `${path}: ${body.msg ?? ''}`).toBe(200);
  return body.data.list;
}

/** A cell of `row` under the column headed `header`. */
async function cell(grid: Locator, row: Locator, header: string): Promise<Locator> {
  const headers = (await grid.getByRole('columnheader').allTextContents()).map((h) => h.trim());
  const i = headers.indexOf(header);
  expect(i, `column ${header} in ${headers.join('|')}`).toBeGreaterThanOrEqual(0);
  return row.getByRole('gridcell').nth(i);
}

test.beforeEach(async ({ page }) => {
  await login(page);
});

test('recharge a user: confirmed in capitals, the balance and the account record show it', async ({ page }) => {
  const users = await list(page, '/organisation/user/list', { status: 1 });
  const target = users.find((u) => typeof u.name === 'string' && u.name && Number(u.balance) < 50000)!;
  const name = String(target.name);
  const expected = (Math.round(Number(target.balance) * 100) + 123450) / 100;

  await page.goto(`${ADMIN}/userManage/users?f.name=${encodeURIComponent(name)}`);
  await expect(page.getByRole('heading', { name: '用户列表', level: 1 })).toBeVisible();
  const grid = page.getByRole('grid', { name: '用户列表' });
  const row = grid.locator('tbody tr[aria-rowindex]').filter({ has: page.getByRole('button', { name: `充值 ${name}`, exact: true }) }).first();
  await row.getByRole('button', { name: `充值 ${name}`, exact: true }).click();

  const dialog = page.getByRole('dialog', { name: `充值 · ${name}` });
  const amount = dialog.getByRole('textbox', { name: /充值金额|金额/ });
  // Bad input keeps what was typed and says what is wrong on the field.
  await amount.fill('0');
  await dialog.getByRole('button', { name: '下一步' }).click();
  await expect(dialog.getByText(/不能小于|最小/)).toBeVisible();
  await expect(amount).toHaveValue('0');
  await amount.fill('1234.567');
  await expect(amount).toHaveValue('1234.56');
  await amount.fill('1234.5');
  await dialog.getByRole('button', { name: '下一步' }).click();

  const confirm = page.getByRole('alertdialog', { name: '确认充值' });
  await expect(confirm.getByTestId('money-capitals')).toHaveText('壹仟贰佰叁拾肆元伍角');
  await expect(confirm.getByTestId('money-amount')).toHaveText('1234.50 元');
  await confirm.getByRole('button', { name: '确认充值' }).click();
  await expect(page.getByRole('status').filter({ hasText: `已为${name}充值 1234.50 元` })).toBeVisible();

  await expect(await cell(grid, row, '钱包余额(元)')).toHaveText(expected.toFixed(2));

  // 充值 leads the row; 钱包 folds under 更多.
  await row.getByRole('button', { name: `更多 ${name}`, exact: true }).click();
  await page.getByRole('menuitem', { name: '钱包' }).click();
  const drawer = page.getByRole('dialog', { name: `钱包 · ${name}` });
  const records = drawer.getByRole('grid', { name: '账户记录' });
  const record = records.locator('tbody tr[aria-rowindex]').filter({ hasText: '1234.50' }).first();
  await expect(record).toBeVisible();
  await expect(await cell(records, record, '操作类型')).toHaveText('充值');
  await expect(await cell(records, record, '变动后余额')).toHaveText(expected.toFixed(2));
  await expect(await cell(records, record, '操作人')).not.toHaveText('—');
});

test('grant welfare: the total in capitals, then paid with its recipients', async ({ page }) => {
  const grants = await list(page, '/organisation/welfareRecord/list');
  const grant = grants.find((g) => g.grantStatus === 'pending')!;
  const title = String(grant.title);
  const persons = await list(page, '/organisation/welfarePersonRecord/list', { welfareRecordId: String(grant.id) });
  const fen = persons.filter((p) => p.grantStatus !== 'granted').reduce((s, p) => s + Math.round(Number(p.amount) * 100), 0);

  await page.goto(`${ADMIN}/userManage/welfareRecord`);
  await expect(page.getByRole('heading', { name: '福利发放', level: 1 })).toBeVisible();
  const grid = page.getByRole('grid', { name: '福利发放' });
  const row = grid.locator('tbody tr[aria-rowindex]').filter({ has: page.getByRole('button', { name: `明细 ${title}`, exact: true }) }).first();
  await row.getByRole('button', { name: `发放 ${title}`, exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: '确认发放' });
  await expect(confirm.getByTestId('money-amount')).toHaveText(`${(fen / 100).toFixed(2)} 元`);
  await expect(confirm.getByTestId('money-capitals')).not.toHaveText('—');
  await confirm.getByRole('button', { name: '确认发放' }).click();
  await expect(page.getByRole('status').filter({ hasText: `已发放“${title}”` })).toBeVisible();
  await expect(await cell(grid, row, '发放状态')).toHaveText('已发放');
  await expect(row.getByRole('button', { name: `发放 ${title}`, exact: true })).toHaveCount(0);

  await row.getByRole('button', { name: `明细 ${title}`, exact: true }).click();
  const drawer = page.getByRole('dialog', { name: `发放明细 · ${title}` });
  const people = drawer.getByRole('grid');
  await expect(people.locator('tbody tr[aria-rowindex]')).toHaveCount(persons.length);
  await expect(people.locator('tbody tr[aria-rowindex]').filter({ hasText: '待发放' })).toHaveCount(0);
});

// A 1×1 transparent PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

test('an image field uploads through /common/file/upload, keeps the URL and shows the picture; a refusal keeps it', async ({ page }) => {
  await page.goto(`${ADMIN}/passthrough/visitorPass`);
  await expect(page.getByRole('heading', { name: '访客通行', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: '新增' }).click();
  const dialog = page.getByRole('dialog', { name: /^新增/ });
  const url = dialog.getByRole('textbox', { name: /人脸照片/ });
  await expect(dialog.getByRole('button', { name: '上传图片' })).toBeVisible();
  await dialog.locator('input[type=file]').setInputFiles({ name: 'face.png', mimeType: 'image/png', buffer: PNG });
  await expect(url).toHaveValue(/\/super_cloud\/api\/common\/file\/geturl\/\d+\?raw=1$/);
  const thumb = dialog.getByRole('img', { name: '图片预览' }).locator('img');
  await expect(thumb).toHaveAttribute('src', await url.inputValue());
  // The picture loads with the session: the thumbnail really shows it.
  await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);

  const kept = await url.inputValue();
  await dialog.locator('input[type=file]').setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not a picture') });
  await expect(dialog.getByRole('alert').filter({ hasText: '上传失败：文件内容与扩展名不符' })).toBeVisible();
  await expect(url).toHaveValue(kept);
});
