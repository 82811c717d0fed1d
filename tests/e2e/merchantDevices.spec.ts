/**
 * The merchant domain in Chromium against the reference server: a device taken offline appears
 * in 离线预警 with the time it went offline, and brought back online it leaves it; a merchant
 * disabled (停用) and enabled (启用); a key cabinet with a serial already used keeps what was
 * typed and shows the server's message on its field; a refund confirmed in Chinese capitals.
 */
import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { ADMIN, apiPost, signIn } from './helpers';

// The machine is shared and slow: generous waits, never timed assertions.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

type Row = Record<string, unknown>;

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

async function list(page: Page, path: string, form: Record<string, string | number> = {}): Promise<Row[]> {
  const res = await apiPost(page, path, { pageNum: 1, pageSize: 100, ...form });
  const body = await res.json() as { code: number; msg?: string; data: { list: Row[] } };
  expect(body.code, `${path}: ${body.msg ?? ''}`).toBe(200);
  return body.data.list;
}

/** Runs a row's action, inline or under the row's 更多 menu. */
async function rowAction(page: Page, row: Locator, verb: string, name: string): Promise<void> {
  const inline = row.getByRole('button', { name: `${verb} ${name}`, exact: true });
  const more = row.getByRole('button', { name: `更多 ${name}`, exact: true });
  await expect(inline.or(more).first()).toBeVisible();
  if (await inline.count()) {
    await inline.click();
    return;
  }
  await more.click();
  await page.getByRole('menu').getByRole('menuitem', { name: verb, exact: true }).click();
}

/** The cell of `row` under the column headed `header`. */
async function cell(grid: Locator, row: Locator, header: string): Promise<Locator> {
  const headers = (await grid.getByRole('columnheader').allTextContents()).map((h) => h.trim());
  const i = headers.indexOf(header);
  expect(i, `column ${header} in ${headers.join('|')}`).toBeGreaterThanOrEqual(0);
  return row.getByRole('gridcell').nth(i);
}

test('a device taken offline appears in 离线预警 since then, and brought back online leaves it', async ({ page }) => {
  await signIn(page);
  const online = await list(page, '/wallet/equipment/list', { onlineStatus: 'online' });
  const device = online.find((d) => typeof d.name === 'string' && online.filter((o) => o.name === d.name).length === 1)!;
  const name = String(device.name);

  // Not in the warning list while online.
  await page.goto(`${ADMIN}/merchant/offlineWarning?f.name=${encodeURIComponent(name)}`);
  const warnings = page.getByRole('grid', { name: '离线预警' });
  await expect(page.getByRole('heading', { name: '离线预警', level: 1 })).toBeVisible();
  await expect(page.getByText('暂无数据')).toBeVisible();
  await expect(warnings.locator('tbody tr').filter({ hasText: name })).toHaveCount(0);

  // 下线 on 收款设备.
  await page.goto(`${ADMIN}/merchant/collectionDevice?f.name=${encodeURIComponent(name)}`);
  const devices = page.getByRole('grid', { name: '收款设备' });
  const row = devices.locator('tbody tr').filter({ hasText: name }).first();
  await expect(row).toBeVisible();
  await rowAction(page, row, '下线', name);
  const confirm = page.getByRole('alertdialog', { name: '下线' });
  await expect(confirm).toContainText(`确定对“${name}”执行“下线”吗？`);
  await confirm.getByRole('button', { name: '确定', exact: true }).click();
  await expect(toast(page, '下线成功')).toBeVisible();
  await expect((await cell(devices, row, '在线状态')).locator('.sca-tag')).toHaveText('离线');

  // Now in the warning list, with the time it went offline and how long ago.
  await page.goto(`${ADMIN}/merchant/offlineWarning?f.name=${encodeURIComponent(name)}`);
  const warned = warnings.locator('tbody tr').filter({ hasText: name }).first();
  await expect(warned).toBeVisible();
  const since = await cell(warnings, warned, '离线时间');
  await expect(since).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
  await expect(since).toContainText(/已离线 \d+ 分钟/);

  // 上线 from the warning: it leaves the list.
  await rowAction(page, warned, '上线', name);
  await page.getByRole('alertdialog', { name: '上线' }).getByRole('button', { name: '确定', exact: true }).click();
  await expect(toast(page, '上线成功')).toBeVisible();
  await expect(warnings.locator('tbody tr').filter({ hasText: name })).toHaveCount(0);
  const after = await list(page, '/wallet/equipment/list', { name, onlineStatus: 'offline' });
  expect(after.filter((d) => d.id === device.id)).toHaveLength(0);
});

test('a merchant disabled (停用) and enabled (启用) again', async ({ page }) => {
  await signIn(page);
  const open = await list(page, '/merchant/merchant/list', { status: 'open' });
  const name = String(open[0]!.name);
  await page.goto(`${ADMIN}/merchant/merchantInfoManger?f.name=${encodeURIComponent(name)}`);
  const grid = page.getByRole('grid', { name: '商户信息管理' });
  const row = grid.locator('tbody tr').filter({ hasText: name }).first();
  await expect(row).toBeVisible();
  const status = (await cell(grid, row, '营业状态')).locator('.sca-tag');
  await expect(status).toHaveText('营业中');

  await rowAction(page, row, '停用', name);
  await page.getByRole('alertdialog', { name: '停用' }).getByRole('button', { name: '停用', exact: true }).click();
  await expect(toast(page, '停用成功')).toBeVisible();
  await expect(status).toHaveText('暂停营业');

  await rowAction(page, row, '启用', name);
  await page.getByRole('alertdialog', { name: '启用' }).getByRole('button', { name: '启用', exact: true }).click();
  await expect(toast(page, '启用成功')).toBeVisible();
  await expect(status).toHaveText('营业中');
});

test('a key cabinet whose serial is taken: the server says so on 设备序列号, nothing typed is lost', async ({ page }) => {
  await signIn(page);
  const [taken] = await list(page, '/merchant/keyCabinet/list');
  await page.goto(`${ADMIN}/merchant/keyCabinet`);
  await expect(page.getByRole('heading', { name: '钥匙柜', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: '新增', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '新增钥匙柜' });
  const name = `测试钥匙柜${Date.now().toString(36)}`;
  await dialog.getByRole('textbox', { name: '柜子名称' }).fill(name);
  await dialog.getByRole('textbox', { name: '设备序列号' }).fill(String(taken!.sn));
  for (const box of ['所属商户', '所属项目', '开柜方式']) {
    await dialog.getByRole('combobox', { name: box }).click();
    await page.getByRole('option').first().click();
  }
  await dialog.getByRole('textbox', { name: '格口数' }).fill('30');
  await dialog.getByRole('textbox', { name: '最长存放(小时)' }).fill('24');
  await dialog.getByRole('button', { name: '保存' }).click();

  const sn = dialog.getByRole('textbox', { name: '设备序列号' });
  await expect(dialog.getByText(/设备序列号.*已存在|已存在/)).toBeVisible();
  await expect(sn).toHaveValue(String(taken!.sn));
  await expect(dialog.getByRole('textbox', { name: '柜子名称' })).toHaveValue(name);

  // A free serial saves it.
  await sn.fill(`KC-${Date.now().toString(36)}`);
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('grid', { name: '钥匙柜' }).getByText(name)).toBeVisible();
});

test('a refund by the refund approver: amount in capitals, then the collection shows 已退款', async ({ page }) => {
  await signIn(page, 'finance');
  const paid = await list(page, '/collection/web/collection/list', { status: 'paid' });
  const target = paid[0]!;
  const orderNo = String(target.orderNo);
  await page.goto(`${ADMIN}/merchant/refund?f.orderNo=${encodeURIComponent(orderNo)}`);
  const grid = page.getByRole('grid', { name: '退款管理' });
  const row = grid.locator('tbody tr').filter({ hasText: orderNo }).first();
  await rowAction(page, row, '退款', orderNo);
  const dialog = page.getByRole('dialog', { name: `退款 · ${orderNo}` });
  await dialog.getByRole('textbox', { name: '退款原因' }).fill('顾客重复付款');
  await dialog.getByRole('button', { name: '下一步' }).click();
  const confirm = page.getByRole('alertdialog', { name: '确认退款' });
  await expect(confirm.getByTestId('money-capitals')).toHaveText(/^[零壹贰叁肆伍陆柒捌玖拾佰仟万亿元角分整]+$/);
  // 返回修改 keeps the reason.
  await confirm.getByRole('button', { name: '返回修改' }).click();
  await expect(dialog.getByRole('textbox', { name: '退款原因' })).toHaveValue('顾客重复付款');
  await dialog.getByRole('button', { name: '下一步' }).click();
  await confirm.getByRole('button', { name: '确认退款' }).click();
  await expect(toast(page, `已退款：${orderNo}`)).toBeVisible();
  // It leaves the list of paid collections, and the collection is refunded.
  await expect(grid.locator('tbody tr').filter({ hasText: orderNo })).toHaveCount(0);
  const [after] = await list(page, '/collection/web/collection/list', { orderNo });
  expect(after!.status).toBe('refunded');
  expect(after!.refundReason).toBe('顾客重复付款');
});
