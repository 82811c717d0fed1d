/**
 * Base settings and operations end to end in Chromium (one server): a dictionary item added
 * under its group is offered by the select that uses the group; a scheduled job run now shows
 * its run; a service address set by the administrator (a javascript: address refused with the
 * server's message on the field) turns a page the spec embeds from its native page into the frame.
 */
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { ADMIN, XHR, apiPost, signIn } from './helpers';

// The machine is shared and slow: generous waits, never timed assertions.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

const main = (page: Page) => page.getByRole('main');

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test('a dictionary item added under its group is offered by the select that uses that group', async ({ page }) => {
  const item = `参观学习${Date.now() % 100000}`;
  await page.goto(`${ADMIN}/basesetting/dictionaryGroup`);
  const groups = main(page).getByRole('list', { name: '字典分组' });
  await groups.getByRole('button', { name: /来访事由/ }).click();
  const detail = main(page).getByRole('region', { name: '分组内容' });
  await expect(detail.getByRole('heading', { name: '来访事由（VISIT_REASON）' })).toBeVisible();
  await detail.getByRole('button', { name: '新增' }).click();
  const dialog = page.getByRole('dialog', { name: '新增来访事由（VISIT_REASON）' });
  await dialog.getByLabel('字典项名称').fill(item);
  await dialog.getByLabel('字典值').fill('study');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toBeHidden();
  await expect(detail.getByRole('grid').getByText(item)).toBeVisible();

  await detail.getByRole('radio', { name: '项目字典项' }).click();
  await detail.getByRole('button', { name: '新增' }).click();
  const orgDialog = page.getByRole('dialog', { name: '新增来访事由' });
  const itemBox = orgDialog.getByRole('combobox', { name: '字典项' });
  await itemBox.click();
  await expect(page.getByRole('option', { name: item })).toBeVisible();
  // and an item of another group is not offered there
  await expect(page.getByRole('option', { name: '微信支付' })).toHaveCount(0);
});

test('a scheduled job run now shows its run', async ({ page }) => {
  await page.goto(`${ADMIN}/system/scm`);
  const jobs = main(page).getByRole('grid', { name: '定时任务' });
  const row = jobs.getByRole('row').filter({ hasText: 'couponStatus' });
  await expect(row).toBeVisible();
  await expect(main(page).getByRole('checkbox', { name: '自动刷新' })).toBeChecked();
  await row.getByRole('button', { name: '立即执行 couponStatus' }).click();
  await expect(page.getByText('已开始执行：couponStatus')).toBeVisible();
  // followed until it ends: its status and its last run come back from the server
  await expect(row.getByText('成功')).toBeVisible();
  const body = await (await page.request.get(`/super_cloud/api/scm/schedule/jobs?group=marketing`, { headers: XHR })).json() as { data: { name: string; lastRunTime: string | null }[] };
  const last = body.data.find((j) => j.name === 'couponStatus')!.lastRunTime!;
  expect(last).toBeTruthy();
  await expect(row.getByText(last.slice(0, 16))).toBeVisible();
});

test('a page the spec embeds shows the external page once the administrator sets its service address; a javascript: address is refused', async ({ page, baseURL }) => {
  // No address: 微信模板消息 is the console's own page.
  await page.goto(`${ADMIN}/basesetting/wxTemplate`);
  await expect(main(page).getByRole('heading', { name: '微信模板消息' })).toBeVisible();
  await page.goto(`${ADMIN}/operationcenter/embedService`);

  await main(page).getByRole('button', { name: '设置地址 物业服务' }).click();
  const dialog = page.getByRole('dialog', { name: '新增物业服务地址' });
  const base = dialog.getByLabel('服务基础地址');
  await base.fill('javascript:alert(document.cookie)');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog.getByText('服务基础地址只接受以 http:// 或 https:// 开头的完整地址')).toBeVisible();
  await expect(base).toHaveValue('javascript:alert(document.cookie)');
  await expect(base).toHaveAttribute('aria-invalid', 'true');

  // A page of this server answers fast and may be framed (same origin).
  const address = `${baseURL!}/super_cloud/api/embedded-demo`;
  await base.fill(address);
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toBeHidden();
  await expect(main(page).getByText(address)).toBeVisible();
  const stored = await (await apiPost(page, '/common/web/embedService/list')).json() as { data: { id: number; service: string; baseUrl: string }[] };
  const row = stored.data.find((r) => r.service === 'property');
  expect(row?.baseUrl).toBe(address);

  try {
    await page.goto(`${ADMIN}/basesetting/wxTemplate`);
    const frame = main(page).locator('iframe');
    await expect(frame).toHaveAttribute('src', new RegExp(`^${address.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}/basesetting/wxTemplate`));
    await expect(frame).toHaveAttribute('sandbox', /allow-scripts/);
    // the reference console trusts its own host: the session token goes along
    expect(await frame.getAttribute('src')).toContain('token=');
  } finally {
    // Later tests see the native pages again.
    await apiPost(page, `/common/web/embedService/delete/${row!.id}`);
  }
});
