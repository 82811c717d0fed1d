/**
 * Community services end to end in Chromium, one server for all: a car park disabled and enabled
 * again over the selection; a complaint replied to (a blank reply refused on its field first) and
 * closed; a conference given a new guest from its arrangements drawer.
 */
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { ADMIN, apiPost, signIn } from './helpers';

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

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test('a car park is disabled and enabled again through the selection buttons', async ({ page }) => {
  const [park] = await list(page, '/carpark/carpark/list', { status: 1 });
  const name = String(park!.name);
  await page.goto(`${ADMIN}/convenience/carpark?f.name=${encodeURIComponent(name)}`);
  const grid = page.getByRole('grid', { name: '停车场' });
  const row = grid.locator('tbody tr[aria-rowindex]').filter({ hasText: name }).first();
  await expect(row).toContainText('启用');

  await row.getByRole('checkbox').check();
  await page.getByRole('button', { name: '停用所选' }).click();
  const ask = page.getByRole('alertdialog');
  await expect(ask).toContainText('确认停用所选的 1 个停车场吗？');
  await ask.getByRole('button', { name: '停用所选' }).click();
  await expect(page.getByText('已停用 1 个停车场')).toBeVisible();
  await expect(row).toContainText('停用');
  expect((await list(page, '/carpark/carpark/list', { name })).find((r) => r.id === park!.id)?.status).toBe(0);

  await row.getByRole('checkbox').check();
  await page.getByRole('button', { name: '启用所选' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '启用所选' }).click();
  await expect(page.getByText('已启用 1 个停车场')).toBeVisible();
  expect((await list(page, '/carpark/carpark/list', { name })).find((r) => r.id === park!.id)?.status).toBe(1);
});

test('a complaint is replied to and closed; a blank reply is refused on its field', async ({ page }) => {
  const [bill] = await list(page, '/comment/commentBill/list', { status: 'pending' });
  const title = String(bill!.title);
  await page.goto(`${ADMIN}/comment/commentBill?f.title=${encodeURIComponent(title)}&f.status=pending`);
  const grid = page.getByRole('grid', { name: '投诉建议单' });
  await grid.getByRole('button', { name: `处理 ${title}`, exact: true }).first().click();

  const drawer = page.getByRole('dialog', { name: `处理 · ${title}` });
  const reply = drawer.getByRole('textbox', { name: /回复内容/ });
  await reply.fill('  ');
  await drawer.getByRole('button', { name: '发送回复' }).click();
  await expect(drawer.getByText('回复内容不能为空')).toBeVisible();
  await expect(reply).toHaveValue('  ');

  await reply.fill('您好，已安排维修人员今天下午上门处理。');
  await drawer.getByRole('button', { name: '发送回复' }).click();
  await expect(drawer.getByRole('listitem').filter({ hasText: '已安排维修人员今天下午上门处理' })).toBeVisible();
  await expect(reply).toHaveValue('');
  await expect(drawer).toContainText('已回复');

  await drawer.getByRole('button', { name: '办结' }).click();
  const ask = page.getByRole('alertdialog');
  await expect(ask).toContainText(`确认办结“${title}”吗？`);
  await ask.getByRole('button', { name: '办结' }).click();
  await expect(drawer).toContainText('已办结');
  await expect(drawer.getByRole('button', { name: '发送回复' })).toHaveCount(0);
  const after = (await list(page, '/comment/commentBill/list', { title })).find((r) => r.id === bill!.id)!;
  expect(after.status).toBe('closed');
  const replies = await list(page, '/comment/commentBillReply/list', { billId: Number(bill!.id) });
  expect(replies.map((r) => r.content)).toContain('您好，已安排维修人员今天下午上门处理。');
});

test('a conference gets a new guest from its arrangements drawer', async ({ page }) => {
  const [conf] = await list(page, '/conferencesystem/web/conference/list', { status: 'planned' });
  const name = String(conf!.name);
  await page.goto(`${ADMIN}/meetingRoom/record?f.name=${encodeURIComponent(name)}`);
  await page.getByRole('grid', { name: '会议记录' }).getByRole('button', { name: `会务安排 ${name}`, exact: true }).click();

  const drawer = page.getByRole('dialog', { name: `会议 · ${name}` });
  await expect(drawer.getByRole('tab', { name: '参会嘉宾' })).toHaveAttribute('aria-selected', 'true');
  const guests = drawer.getByRole('grid', { name: '参会嘉宾' });
  await expect(guests.locator('tbody tr[aria-rowindex]').first()).toBeVisible();
  await drawer.getByRole('button', { name: '新增' }).click();

  const form = page.getByRole('dialog', { name: /新增参会嘉宾/ });
  const phone = form.getByRole('textbox', { name: /手机号/ });
  await form.getByRole('textbox', { name: /姓名/ }).fill('欧阳明月');
  await phone.fill('1391234');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form.getByText('请输入正确的11位手机号码')).toBeVisible();
  await expect(form.getByRole('textbox', { name: /姓名/ })).toHaveValue('欧阳明月');
  await phone.fill('13912345678');
  await form.getByRole('textbox', { name: /单位/ }).fill('海岸餐饮管理有限公司');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form).toHaveCount(0);
  await expect(guests).toContainText('欧阳明月');
  const saved = await list(page, '/conferencesystem/web/conferenceCustomer/list', { conferenceId: Number(conf!.id) });
  expect(saved.find((g) => g.name === '欧阳明月')).toMatchObject({ phone: '13912345678', company: '海岸餐饮管理有限公司' });
});
