/**
 * User management end to end in Chromium: a recharge of one user is asked for by 张伟 (project:
 * the amount, then the confirmation in Chinese capitals) and moves nothing until 陈静 (finance)
 * approves it under 充值管理 › 用户充值; then the balance and the account record show it with the
 * approver. A welfare pay-out (asked by the administrator) waits 待审核 the same way and is paid once approved.
 */
import { expect as baseExpect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { ADMIN, apiPost, signIn, type LOGINS } from './helpers';

// The machine is shared and slow: generous waits, never timed assertions.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 180_000 });

type Row = Record<string, unknown>;
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

async function as(browser: Browser, who: keyof typeof LOGINS): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, who);
  return page;
}

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

/** The pending request `requester` filed last that `match` picks, as the approver lists it. */
async function pendingRequest(page: Page, requester: string, match: (r: Row) => boolean): Promise<Row> {
  const rows = await list(page, '/organisation/userRechargeRequest/list', { auditStatus: 'pending' });
  const hit = rows.filter((r) => r.requesterName === requester && match(r)).sort((x, y) => Number(y.id) - Number(x.id))[0];
  expect(hit, `the request filed by ${requester}`).toBeDefined();
  return hit!;
}

test('recharge a user: 张伟 asks (confirmed in capitals), nothing moves; 陈静 approves; the balance and the account record show it', async ({ page, browser }) => {
  await signIn(page, 'project');
  const users = await list(page, '/organisation/user/list', { status: 1 });
  const target = users.filter((u) => typeof u.name === 'string' && u.name && Number(u.balance) < 50000).at(-1)!;
  const name = String(target.name);
  const start = Number(target.balance).toFixed(2);
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

  const confirm = page.getByRole('alertdialog', { name: '确认充值申请' });
  await expect(confirm.getByTestId('money-capitals')).toHaveText('壹仟贰佰叁拾肆元伍角');
  await expect(confirm.getByTestId('money-amount')).toHaveText('1234.50 元');
  await confirm.getByRole('button', { name: '提交充值申请' }).click();
  await expect(toast(page, `已提交充值申请，待审核：${name} 1234.50 元`)).toBeVisible();
  // One person asked: the balance has not moved.
  await expect(await cell(grid, row, '钱包余额(元)')).toHaveText(start);

  // 陈静 reviews it under 充值管理 › 用户充值: who is credited, the amount in capitals, then 确认入账.
  const finance = await as(browser, 'finance');
  const request = await pendingRequest(finance, '张伟', (r) => r.userIds === String(target.id));
  const no = String(request.requestNo);
  await finance.goto(`${ADMIN}/merchant/userRecharge?f.auditStatus=pending&f.requestNo=${encodeURIComponent(no)}`);
  const queue = finance.getByRole('grid', { name: '用户充值' });
  await queue.getByRole('button', { name: `充值审核 ${no}`, exact: true }).click();
  const review = finance.getByRole('dialog', { name: /^充值审核 · / });
  await expect(review.getByTestId('audit-capitals')).toHaveText('壹仟贰佰叁拾肆元伍角');
  await expect(review).toContainText(name);
  await expect(review).toContainText('张伟');
  await review.getByRole('radio', { name: '通过' }).click();
  await review.getByRole('button', { name: '通过', exact: true }).click();
  const credit = finance.getByRole('alertdialog', { name: '确认通过并入账' });
  await expect(credit.getByTestId('money-amount')).toHaveText('1234.50 元');
  await credit.getByRole('button', { name: '确认入账', exact: true }).click();
  await expect(toast(finance, '已通过，1234.50 元已入账')).toBeVisible();
  const decided = queue.locator('tbody tr').filter({ hasText: no });
  await finance.getByRole('tab', { name: /^已通过/ }).click();
  await expect(decided.locator('.sca-tag', { hasText: '已通过' })).toBeVisible();
  await expect(decided).toContainText('陈静');

  // Back with 张伟: the balance rose by exactly the amount, the record names the approver.
  await page.reload();
  await expect(grid.getByRole('columnheader').first()).toBeVisible();
  const fresh = grid.locator('tbody tr[aria-rowindex]').filter({ has: page.getByRole('button', { name: `充值 ${name}`, exact: true }) }).first();
  await expect(await cell(grid, fresh, '钱包余额(元)')).toHaveText(expected.toFixed(2));
  // 充值 leads the row; 钱包 folds under 更多.
  await fresh.getByRole('button', { name: `更多 ${name}`, exact: true }).click();
  await page.getByRole('menuitem', { name: '钱包' }).click();
  const drawer = page.getByRole('dialog', { name: `钱包 · ${name}` });
  const records = drawer.getByRole('grid', { name: '账户记录' });
  const record = records.locator('tbody tr[aria-rowindex]').filter({ hasText: '1234.50' }).first();
  await expect(record).toBeVisible();
  await expect(await cell(records, record, '操作类型')).toHaveText('充值');
  await expect(await cell(records, record, '变动后余额')).toHaveText(expected.toFixed(2));
  await expect(await cell(records, record, '操作人')).toHaveText('陈静');
});

test('grant welfare: the total in capitals, 待审核 until 陈静 approves, then paid with its recipients', async ({ page, browser }) => {
  // The seeded grants belong to a project 张伟 does not manage: the administrator asks.
  await signIn(page);
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
  await confirm.getByRole('button', { name: '提交充值申请' }).click();
  await expect(toast(page, `已提交充值申请，待审核：“${title}”`)).toBeVisible();
  await expect(await cell(grid, row, '发放状态')).toHaveText('待审核');
  await expect(row.getByRole('button', { name: `发放 ${title}`, exact: true })).toHaveCount(0);

  const finance = await as(browser, 'finance');
  const request = await pendingRequest(finance, '管理员', (r) => String(r.welfareRecordId) === String(grant.id));
  expect(Math.round(Number(request.totalAmount) * 100)).toBe(fen);
  const approved = await (await apiPost(finance, '/organisation/userRechargeRequest/rechargeAudit', { id: String(request.id), auditStatus: 'approved' })).json() as { code: number; msg?: string };
  expect(approved.code, approved.msg).toBe(200);

  await page.reload();
  await expect(row).toBeVisible();
  await expect(await cell(grid, row, '发放状态')).toHaveText('已发放');
  await row.getByRole('button', { name: `明细 ${title}`, exact: true }).click();
  const drawer = page.getByRole('dialog', { name: `发放明细 · ${title}` });
  const people = drawer.getByRole('grid');
  await expect(people.locator('tbody tr[aria-rowindex]')).toHaveCount(persons.length);
  await expect(people.locator('tbody tr[aria-rowindex]').filter({ hasText: '待发放' })).toHaveCount(0);
});

// A 1×1 transparent PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

test('an image field uploads through /common/file/upload, keeps the URL and shows the picture; a refusal keeps it', async ({ page }) => {
  await signIn(page);
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
