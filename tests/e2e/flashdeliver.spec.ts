/**
 * The cloud shop end to end in Chromium (one server for the three workflows): the merchant creates
 * a product with a picture and asks to list it, the auditor (someone else) approves it, it shows on
 * the shelf and is taken down; the auditor reviews three products at once on 批量审核; an order is
 * handed to a courier of its project (a courier of another project is refused on the courier
 * field, the choice kept), delivered, and another one cancelled with a reason.
 */
import { expect as baseExpect, test, type Browser, type Page } from '@playwright/test';
import { ADMIN, API, XHR, apiPost, signIn, type LOGINS } from './helpers';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 240_000 });

type Row = Record<string, unknown>;
type Envelope = { code: number; msg: string; data: any };
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
// A 1x1 PNG: the upload field checks type and size before sending.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

async function as(browser: Browser, who: keyof typeof LOGINS): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, who);
  return page;
}
const body = async (res: Awaited<ReturnType<typeof apiPost>>) => (await res.json()) as Envelope;
const products = (page: Page, name: string) => page.goto(`${ADMIN}/flashdeliver/product/index?f.name=${encodeURIComponent(name)}`);
const productRow = (page: Page, name: string) => page.getByRole('grid', { name: '商品管理' }).locator('tbody tr').filter({ hasText: name });

test('a product is created with a picture, asked for, approved by someone else, listed and taken down', async ({ browser }) => {
  const name = `E2E商品${Date.now() % 1_000_000}`;
  const merchant = await as(browser, 'merchant');
  await merchant.goto(`${ADMIN}/flashdeliver/product/index`);
  await merchant.getByRole('button', { name: '新增', exact: true }).click();
  await expect(merchant.getByRole('heading', { name: '新增商品', level: 1 })).toBeVisible();
  const form = merchant.getByRole('form', { name: '基本信息' });
  await form.getByRole('textbox', { name: /商品名称/ }).fill(name);
  // The category from the tree: a leaf under its parent, shown with its whole path.
  await form.getByRole('button', { name: /^商品分类/ }).click();
  const tree = merchant.getByRole('tree', { name: '商品分类' });
  await tree.getByRole('treeitem', { name: '食品生鲜' }).click();
  await tree.getByRole('treeitem', { name: '生鲜果蔬' }).click();
  await expect(form.getByRole('button', { name: /^商品分类/ })).toContainText('食品生鲜-生鲜果蔬');
  await form.locator('input[type=file]').setInputFiles({ name: 'apple.png', mimeType: 'image/png', buffer: PNG });
  await expect(form.getByRole('img', { name: '预览' }).locator('img')).toHaveAttribute('src', /geturl/);
  // Bad input: the form keeps what was typed and says what is wrong on the field.
  const price = form.getByRole('textbox', { name: /售价/ });
  await price.fill('200000');
  await form.getByRole('textbox', { name: /库存/ }).fill('30');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form.getByText(/售价.*(不能大于|最大|100000)/)).toBeVisible();
  await expect(price).toHaveValue('200000');
  await price.fill('19.90');
  await form.getByRole('checkbox').first().check();
  await form.getByRole('button', { name: '保存' }).click();
  await expect(toast(merchant, `商品“${name}”已新增`)).toBeVisible();

  await products(merchant, name);
  await expect(productRow(merchant, name).locator('.sca-tag', { hasText: '已下架' })).toBeVisible();
  await productRow(merchant, name).getByRole('button', { name: `申请上架 ${name}`, exact: true }).click();
  await merchant.getByRole('alertdialog', { name: '申请上架' }).getByRole('button', { name: '确定', exact: true }).click();
  await expect(productRow(merchant, name).locator('.sca-tag', { hasText: '待审核' })).toBeVisible();
  // Whoever asked gets no review.
  await expect(merchant.getByRole('button', { name: `上架审核 ${name}`, exact: true })).toHaveCount(0);

  const auditor = await as(browser, 'auditor');
  await products(auditor, name);
  await productRow(auditor, name).getByRole('button', { name: `上架审核 ${name}`, exact: true }).click();
  const dialog = auditor.getByRole('dialog', { name: `上架审核 · ${name}` });
  // 驳回 needs a note (the form says so before sending; the server refuses it too).
  await dialog.getByRole('radio', { name: '驳回' }).click();
  await dialog.getByRole('button', { name: '驳回', exact: true }).click();
  await expect(dialog.getByText('审核意见不能为空')).toBeVisible();
  await dialog.getByRole('radio', { name: '审核通过' }).click();
  await dialog.getByRole('textbox', { name: /审核意见/ }).fill('图片清晰，价格合理');
  await dialog.getByRole('button', { name: '审核通过', exact: true }).click();
  await expect(toast(auditor, '审核通过成功')).toBeVisible();
  await expect(productRow(auditor, name).locator('.sca-tag', { hasText: '已上架' })).toBeVisible();

  await products(merchant, name);
  await expect(productRow(merchant, name).locator('.sca-tag', { hasText: '已上架' })).toBeVisible();
  await productRow(merchant, name).getByRole('button', { name: `下架 ${name}`, exact: true }).click();
  await merchant.getByRole('alertdialog', { name: '下架' }).getByRole('button', { name: '确定', exact: true }).click();
  await expect(productRow(merchant, name).locator('.sca-tag', { hasText: '已下架' })).toBeVisible();
});

test('three products are reviewed together on 批量审核', async ({ browser }) => {
  const merchant = await as(browser, 'merchant');
  const tag = `批量${Date.now() % 1_000_000}`;
  const cats = (await (await merchant.request.post(`${API}/flashdeliver/web/category/lstCategory`, { data: {}, headers: XHR })).json()) as Envelope;
  const categoryId = (cats.data as Row[]).find((c) => c.parentId)!.id as number;
  const names = [1, 2, 3].map((i) => `${tag}商品${i}`);
  for (const name of names) {
    const added = await body(await apiPost(merchant, '/flashdeliver/web/product/addProduct', { name, categoryId, image: '/super_cloud/api/common/file/geturl/p.jpg', price: '9.90', stock: 5 }));
    expect(added.code, added.msg).toBe(200);
    expect((await body(await apiPost(merchant, '/flashdeliver/web/product/rackProduct', { id: added.data.id }))).code).toBe(200);
  }
  const auditor = await as(browser, 'auditor');
  await auditor.goto(`${ADMIN}/flashdeliver/product/batchAudit`);
  const grid = auditor.getByRole('grid', { name: '待审核的商品' });
  for (const name of names) await grid.locator('tbody tr').filter({ hasText: name }).getByRole('checkbox').check();
  await expect(auditor.getByRole('status').filter({ hasText: '已选 3 个' })).toBeVisible();
  await auditor.getByRole('button', { name: '审核通过', exact: true }).click();
  await expect(toast(auditor, '已审核通过 3 个商品')).toBeVisible();
  for (const name of names) await expect(grid.locator('tbody tr').filter({ hasText: name })).toHaveCount(0);
  const listed = await body(await auditor.request.post(`${API}/flashdeliver/web/product/queryProduct`, { form: { pageNum: 1, pageSize: 10, name: tag }, headers: XHR }));
  expect((listed.data.list as Row[]).map((p) => p.shelfStatus)).toEqual(['onShelf', 'onShelf', 'onShelf']);
});

test('an order goes to a courier of its project and is delivered; another is cancelled with a reason', async ({ page }) => {
  await signIn(page, 'admin');
  const orders = await body(await page.request.post(`${API}/flashdeliver/web/order/queryOrder`, { data: { pageNum: 1, pageSize: 100, status: 'paid' }, headers: XHR }));
  const staff = await body(await page.request.post(`${API}/flashdeliver/web/deliveryStaff/lstDeliveryStaff`, { form: {}, headers: XHR }));
  const couriers = staff.data as Row[];
  const paid = (orders.data.list as Row[]).filter((o) => couriers.some((c) => c.orgId === o.orgId) && couriers.some((c) => c.orgId !== o.orgId));
  const [first, second] = paid;
  expect(second, 'two paid orders with couriers').toBeTruthy();
  const mine = couriers.find((c) => c.orgId === first!.orgId)!;
  const other = couriers.find((c) => c.orgId !== first!.orgId)!;
  const no = String(first!.orderNo);

  await page.goto(`${ADMIN}/flashdeliver/orderManager`);
  const tabs = page.getByRole('radiogroup', { name: '订单状态' });
  await expect(tabs.getByRole('radio', { name: /^待配送（\d+）$/ })).toBeVisible();
  await page.goto(`${ADMIN}/flashdeliver/orderManager?f.orderNo=${encodeURIComponent(no)}`);
  const grid = page.getByRole('grid', { name: '订单管理' });
  const row = grid.locator('tbody tr').filter({ hasText: no });
  await row.getByRole('button', { name: `派送 ${no}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `派送 · ${no}` });
  const courier = dialog.getByRole('combobox', { name: /配送员/ });
  await courier.click();
  await page.getByRole('option', { name: String(other.name) }).first().click();
  await dialog.getByRole('button', { name: '派送', exact: true }).click();
  await expect(dialog.getByText(`配送员${String(other.name)}不属于该订单的项目`)).toBeVisible();
  await expect(courier).toHaveValue(String(other.name));
  await courier.click();
  await page.getByRole('option', { name: String(mine.name) }).first().click();
  await dialog.getByRole('button', { name: '派送', exact: true }).click();
  await expect(row.locator('.sca-tag', { hasText: '配送中' })).toBeVisible();
  await row.getByRole('button', { name: `确认送达 ${no}`, exact: true }).click();
  await page.getByRole('alertdialog', { name: '确认送达' }).getByRole('button', { name: '确定', exact: true }).click();
  await expect(row.locator('.sca-tag', { hasText: '已完成' })).toBeVisible();

  const no2 = String(second!.orderNo);
  await page.goto(`${ADMIN}/flashdeliver/orderManager?f.orderNo=${encodeURIComponent(no2)}`);
  const row2 = grid.locator('tbody tr').filter({ hasText: no2 });
  await row2.getByRole('button', { name: `取消订单 ${no2}`, exact: true }).click();
  const cancel = page.getByRole('dialog', { name: `取消订单 · ${no2}` });
  await cancel.getByRole('textbox', { name: /取消原因/ }).fill('收货人电话无法接通');
  await cancel.getByRole('button', { name: '取消订单', exact: true }).click();
  await expect(row2.locator('.sca-tag', { hasText: '已取消' })).toBeVisible();
  const after = await body(await page.request.post(`${API}/flashdeliver/web/order/getOrder`, { data: { id: second!.id }, headers: XHR }));
  expect(after.data).toMatchObject({ status: 'cancelled', cancelReason: '收货人电话无法接通' });
});

test('a completed order is refunded in part by an approver: the amount in capitals first, never past what is left, the line with who', async ({ page }) => {
  await signIn(page, 'admin');
  const orders = await body(await page.request.post(`${API}/flashdeliver/web/order/queryOrder`, { data: { pageNum: 1, pageSize: 20, status: 'completed' }, headers: XHR }));
  const order = (orders.data.list as Row[]).find((o) => Number(o.paidAmount) > 1000)!;
  const no = String(order.orderNo);
  const refunds = await body(await page.request.post(`${API}/flashdeliver/web/orderRefund/list`, { data: { orderId: order.id, pageNum: 1, pageSize: 100 }, headers: XHR }));
  const leftFen = Number(order.paidAmount) - (refunds.data.list as Row[]).reduce((n, r) => n + Number(r.amount), 0);
  const tooMuch = ((leftFen + 1) / 100).toFixed(2);

  await page.goto(`${ADMIN}/flashdeliver/orderManager?f.orderNo=${encodeURIComponent(no)}`);
  const row = page.getByRole('grid', { name: '订单管理' }).locator('tbody tr').filter({ hasText: no });
  await row.getByRole('button', { name: `退款 ${no}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `订单退款 · ${no}` });
  const amount = dialog.getByRole('textbox', { name: /退款金额/ });
  await amount.fill(tooMuch);
  await dialog.getByRole('textbox', { name: /退款原因/ }).fill('少送一件');
  await dialog.getByRole('button', { name: '下一步' }).click();
  const confirm = page.getByRole('alertdialog', { name: '确认退款' });
  await confirm.getByRole('button', { name: '确认退款' }).click();
  // The server's limit, on the amount's field, with what was typed kept.
  await expect(dialog.getByText(`退款金额不能超过可退金额 ${(leftFen / 100).toFixed(2)} 元`)).toBeVisible();
  await expect(amount).toHaveValue(tooMuch);
  await amount.fill('1.50');
  await dialog.getByRole('button', { name: '下一步' }).click();
  await expect(confirm.getByTestId('money-capitals')).toHaveText('壹元伍角');
  await confirm.getByRole('button', { name: '确认退款' }).click();
  await expect(toast(page, `订单${no}已退款 1.50 元`)).toBeVisible();

  await row.getByRole('button', { name: `详情 ${no}`, exact: true }).click();
  const line = page.getByRole('table', { name: '退款记录' }).locator('tbody tr').filter({ hasText: '少送一件' });
  await expect(line).toContainText('1.50');
  await expect(line.locator('td').nth(2)).not.toHaveText('—');
});
