/**
 * The generic resource page end to end, on the visitors (/passthrough/visitorPass,
 * passthrough.visitorInfo): add, validation that keeps input, edit, delete one and many,
 * filters and paging in the URL, and the unsaved-changes guard of the tab strip.
 */
import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { ADMIN, API, XHR, apiPost, signIn, tabs } from './helpers';

// The machine is shared and slow: generous waits, never timed assertions.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

const PATH = '/passthrough/visitorPass';
/** The page's heading: the route's title, as in the menu and the tab. */
const TITLE = '访客通行';
const TAB = '访客通行';

type Row = Record<string, unknown>;

// Names unique per run and per test, so tests never see each other's rows.
let seq = 0;
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${(seq++).toString(36)}`;

const region = (page: Page) => page.getByRole('region', { name: TITLE });
const grid = (page: Page) => page.getByRole('grid', { name: TITLE });
const filters = (page: Page) => page.getByRole('search', { name: '筛选条件' });
const nameFilter = (page: Page) => filters(page).getByRole('textbox', { name: '访客姓名' });
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
/** Data rows of the grid (the header row has no aria-rowindex above 1). */
const dataRows = (page: Page) => grid(page).locator('tbody tr[aria-rowindex]');
const firstRow = (page: Page) => grid(page).locator('tr[aria-rowindex="2"]');
/** The mouse-only × next to a tab chip (keyboard users press Delete). */
const closeButton = (tab: Locator) => tab.locator('xpath=..').locator('[data-close]');

async function open(page: Page, query = ''): Promise<void> {
  await page.goto(`${ADMIN}${PATH}${query}`);
  await expect(region(page).getByRole('heading', { name: TITLE })).toBeVisible();
}

async function listVisitors(page: Page, form: Record<string, string | number> = {}): Promise<{ list: Row[]; total: number }> {
  const res = await page.request.post(`${API}/passthrough/visitorInfo/list`, { form: { pageNum: 1, pageSize: 100, ...form }, headers: XHR });
  const body = await res.json() as { code: number; data: { list: Row[]; total: number } };
  expect(body.code).toBe(200);
  return body.data;
}

async function addVisitor(page: Page, values: Record<string, string | number>): Promise<Row> {
  const res = await apiPost(page, '/passthrough/visitorInfo/add', values);
  const body = await res.json() as { code: number; data: Row };
  expect(body.code).toBe(200);
  return body.data;
}

async function filterByName(page: Page, text: string): Promise<void> {
  await nameFilter(page).fill(text);
  await filters(page).getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]f\\.name=${encodeURIComponent(text)}(&|$)`));
}

/** A phone number no other row is likely to hold. */
const phoneOf = (n: number) => `139${String(n % 1e8).padStart(8, '0')}`;

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test('add a visitor: the dialog saves, toasts, and the row is found by its name', async ({ page }) => {
  const name = unique('新访客');
  await open(page);
  await region(page).getByRole('button', { name: '新增' }).click();
  const dialog = page.getByRole('dialog', { name: `新增${TITLE}` });
  await dialog.getByLabel('访客姓名').fill(name);
  await dialog.getByLabel('手机号').fill('13912345678');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(toast(page, '保存成功')).toBeVisible();
  await expect(dialog).toBeHidden();

  await filterByName(page, name);
  await expect(dataRows(page)).toHaveCount(1);
  await expect(firstRow(page)).toContainText(name);
  const { list } = await listVisitors(page, { name });
  expect(list.map((r) => [r.name, r.phone])).toEqual([[name, '13912345678']]);
});

test('a bad phone is shown on its field and nothing typed is lost; fixing it saves', async ({ page }) => {
  const name = unique('校验访客');
  await open(page);
  await region(page).getByRole('button', { name: '新增' }).click();
  const dialog = page.getByRole('dialog', { name: `新增${TITLE}` });
  await dialog.getByLabel('访客姓名').fill(name);
  await dialog.getByLabel('手机号').fill('2345');
  await dialog.getByLabel('车牌号').fill('沪A12345');
  await dialog.getByLabel('来访单位').fill('星河科技');
  await dialog.getByRole('button', { name: '保存' }).click();

  const phone = dialog.getByLabel('手机号');
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(phone).toHaveAccessibleDescription('请输入正确的11位手机号码');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('访客姓名')).toHaveValue(name);
  await expect(phone).toHaveValue('2345');
  await expect(dialog.getByLabel('车牌号')).toHaveValue('沪A12345');
  await expect(dialog.getByLabel('来访单位')).toHaveValue('星河科技');
  expect((await listVisitors(page, { name })).total).toBe(0);

  await phone.fill('13900001111');
  await expect(phone).not.toHaveAttribute('aria-invalid', 'true');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(toast(page, '保存成功')).toBeVisible();
  await expect(dialog).toBeHidden();
  const { list } = await listVisitors(page, { name });
  expect(list.map((r) => [r.phone, r.plateNo, r.company])).toEqual([['13900001111', '沪A12345', '星河科技']]);
});

test('a refusal of the server is shown on its field and the input is kept', async ({ page }) => {
  // A project chosen in the form and deleted before the save: the server answers 400 naming orgId.
  const companies = await (await page.request.post(`${API}/organisation/company/getselectlist`, { headers: XHR })).json() as { data: { value: number }[] };
  const project = unique('临时项目');
  const created = await (await apiPost(page, '/organisation/organization/add', {
    name: project, companyId: companies.data[0]!.value, status: 1,
  })).json() as { code: number; data: Row };
  expect(created.code).toBe(200);

  const name = unique('服务端校验');
  await open(page);
  await region(page).getByRole('button', { name: '新增' }).click();
  const dialog = page.getByRole('dialog', { name: `新增${TITLE}` });
  await dialog.getByLabel('访客姓名').fill(name);
  await dialog.getByLabel('手机号').fill('13922223333');
  const projectBox = dialog.getByRole('combobox', { name: '项目' });
  await projectBox.click();
  await projectBox.fill(project);
  await page.getByRole('option', { name: project }).click();
  await expect(projectBox).toHaveValue(project);

  const gone = await (await apiPost(page, `/organisation/organization/delete/${String(created.data.id)}`)).json() as { code: number };
  expect(gone.code).toBe(200);
  await dialog.getByRole('button', { name: '保存' }).click();

  await expect(projectBox).toHaveAttribute('aria-invalid', 'true');
  await expect(projectBox).toHaveAccessibleDescription(/项目不存在/);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('访客姓名')).toHaveValue(name);
  await expect(dialog.getByLabel('手机号')).toHaveValue('13922223333');
  expect((await listVisitors(page, { name })).total).toBe(0);

  // Clearing the project (it is optional) lets the same input save.
  await dialog.getByRole('button', { name: '清空' }).click();
  await expect(projectBox).not.toHaveAttribute('aria-invalid', 'true');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(toast(page, '保存成功')).toBeVisible();
  expect((await listVisitors(page, { name })).list.map((r) => [r.name, r.phone, r.orgId ?? null])).toEqual([[name, '13922223333', null]]);
});

test('edit a visitor: the list shows the new value', async ({ page }) => {
  const name = unique('编辑访客');
  await addVisitor(page, { name, phone: phoneOf(Date.now()), plateNo: '京A00001' });
  await open(page, `?f.name=${encodeURIComponent(name)}`);
  await expect(firstRow(page)).toContainText('京A00001');

  await firstRow(page).getByRole('button', { name: `编辑 ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `编辑${TITLE}` });
  await expect(dialog.getByLabel('访客姓名')).toHaveValue(name);
  await dialog.getByLabel('车牌号').fill('粤B99999');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(toast(page, '保存成功')).toBeVisible();
  await expect(dialog).toBeHidden();

  await expect(firstRow(page)).toContainText('粤B99999');
  await expect(firstRow(page)).not.toContainText('京A00001');
  expect((await listVisitors(page, { name })).list.map((r) => r.plateNo)).toEqual(['粤B99999']);
});

test('delete a visitor after confirming: the row is gone, in the list and in the API', async ({ page }) => {
  const name = unique('删除访客');
  await addVisitor(page, { name, phone: phoneOf(Date.now()) });
  await open(page, `?f.name=${encodeURIComponent(name)}`);
  await expect(dataRows(page)).toHaveCount(1);

  await firstRow(page).getByRole('button', { name: `删除 ${name}` }).click();
  const confirm = page.getByRole('alertdialog', { name: '删除确认' });
  await expect(confirm).toContainText(`确定删除“${name}”吗？`);
  await confirm.getByRole('button', { name: '确定' }).click();
  await expect(toast(page, '删除成功')).toBeVisible();
  await expect(dataRows(page)).toHaveCount(0);
  await expect(grid(page)).toContainText('暂无数据');
  expect((await listVisitors(page, { name })).total).toBe(0);
});

test('cancelling the delete confirm keeps the row', async ({ page }) => {
  const name = unique('保留访客');
  await addVisitor(page, { name, phone: phoneOf(Date.now()) });
  await open(page, `?f.name=${encodeURIComponent(name)}`);
  await firstRow(page).getByRole('button', { name: `删除 ${name}` }).click();
  await page.getByRole('alertdialog', { name: '删除确认' }).getByRole('button', { name: '取消' }).click();
  await expect(page.getByRole('alertdialog')).toBeHidden();
  await expect(dataRows(page)).toHaveCount(1);
  expect((await listVisitors(page, { name })).total).toBe(1);
});

test('bulk delete: two selected rows go, the third stays', async ({ page }) => {
  const prefix = unique('批量');
  const names = ['甲', '乙', '丙'].map((s) => `${prefix}${s}`);
  for (const [i, name] of names.entries()) await addVisitor(page, { name, phone: phoneOf(Date.now() + i) });
  await open(page, `?f.name=${encodeURIComponent(prefix)}`);
  await expect(dataRows(page)).toHaveCount(3);

  const bulk = region(page).getByRole('button', { name: '批量删除' });
  await expect(bulk).toBeDisabled();
  await grid(page).getByRole('checkbox', { name: `选择 ${names[0]}` }).check();
  await grid(page).getByRole('checkbox', { name: `选择 ${names[2]}` }).check();
  await expect(region(page).getByText('已选 2 条')).toBeVisible();
  await bulk.click();
  const confirm = page.getByRole('alertdialog', { name: '删除确认' });
  await expect(confirm).toContainText('确定删除选中的 2 条记录吗？');
  await confirm.getByRole('button', { name: '确定' }).click();
  await expect(toast(page, '已删除 2 条记录')).toBeVisible();

  await expect(dataRows(page)).toHaveCount(1);
  await expect(firstRow(page)).toContainText(names[1]!);
  expect((await listVisitors(page, { name: prefix })).list.map((r) => r.name)).toEqual([names[1]]);
  await expect(bulk).toBeDisabled();
});

test('filters live in the URL: every row matches, a reload keeps them, 重置 clears them', async ({ page }) => {
  const prefix = unique('筛选');
  for (let i = 0; i < 3; i++) await addVisitor(page, { name: `${prefix}${i}`, phone: phoneOf(Date.now() + i) });
  await open(page);
  const all = (await listVisitors(page)).total;
  await expect(region(page).getByText(`共 ${all} 条`)).toBeVisible();

  await filterByName(page, prefix);
  await expect(dataRows(page)).toHaveCount(3);
  for (const text of await dataRows(page).allInnerTexts()) expect(text).toContain(prefix);
  await expect(region(page).getByText('共 3 条')).toBeVisible();

  await page.reload();
  await expect(nameFilter(page)).toHaveValue(prefix);
  await expect(dataRows(page)).toHaveCount(3);
  for (const text of await dataRows(page).allInnerTexts()) expect(text).toContain(prefix);

  await filters(page).getByRole('button', { name: '重置' }).click();
  await expect(page).not.toHaveURL(/f\.name=/);
  await expect(nameFilter(page)).toHaveValue('');
  await expect(region(page).getByText(`共 ${all} 条`)).toBeVisible();
});

test('paging lives in the URL: page 2, 50 per page, and the back button returns to page 1', async ({ page }) => {
  await open(page);
  const { total } = await listVisitors(page);
  expect(total).toBeGreaterThan(50);
  const pager = page.getByRole('navigation', { name: '分页' });
  await expect(grid(page)).toHaveAttribute('aria-rowcount', '21');
  const first = (await firstRow(page).textContent())!;

  await pager.getByRole('button', { name: '第 2 页' }).click();
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await expect(pager.getByRole('button', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page');
  await expect(firstRow(page)).not.toHaveText(first);
  const second = (await firstRow(page).textContent())!;

  await page.goBack();
  await expect(page).not.toHaveURL(/[?&]page=/);
  await expect(pager.getByRole('button', { name: '第 1 页' })).toHaveAttribute('aria-current', 'page');
  await expect(firstRow(page)).toHaveText(first);

  await page.goForward();
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await expect(firstRow(page)).toHaveText(second);

  await pager.getByRole('combobox').selectOption('50');
  await expect(page).toHaveURL(/[?&]size=50(&|$)/);
  await expect(page).not.toHaveURL(/[?&]page=/);
  await expect(grid(page)).toHaveAttribute('aria-rowcount', '51');
  await expect(firstRow(page)).toHaveText(first);

  await page.reload();
  await expect(grid(page)).toHaveAttribute('aria-rowcount', '51');
  await expect(pager.getByRole('combobox')).toHaveValue('50');
});

test('closing a tab with an unsaved form asks first; 继续编辑 keeps it, 放弃修改 closes it', async ({ page }) => {
  // Reach the page inside the app, so the browser back button keeps the tab (and its form) alive.
  await page.goto(`${ADMIN}/`);
  await expect(tabs(page)).toBeVisible();
  await page.getByRole('combobox', { name: '菜单搜索' }).fill(TAB);
  await page.getByRole('option', { name: new RegExp(TAB) }).first().click();
  await expect(region(page).getByRole('heading', { name: TITLE })).toBeVisible();
  await region(page).getByRole('button', { name: '新增' }).click();
  const dialog = page.getByRole('dialog', { name: `新增${TITLE}` });
  await dialog.getByLabel('访客姓名').fill('尚未保存');

  // The dialog is modal (the rest of the page is inert), so the tab strip is reached by leaving
  // the page with the back button; the tab stays open, marked unsaved.
  await page.goBack();
  await expect(dialog).toBeHidden();
  const tab = tabs(page).getByRole('tab', { name: `${TAB}（有未保存的修改）` });
  await expect(tab).toBeVisible();
  await closeButton(tab).click();
  const confirm = page.getByRole('alertdialog', { name: '放弃未保存的修改？' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: '继续编辑' }).click();
  await expect(tab).toBeVisible();

  await tab.click();
  await expect(dialog.getByLabel('访客姓名')).toHaveValue('尚未保存');
  await page.goBack();
  await closeButton(tab).click();
  await page.getByRole('alertdialog', { name: '放弃未保存的修改？' }).getByRole('button', { name: '放弃修改' }).click();
  await expect(tabs(page).getByRole('tab', { name: new RegExp(TAB) })).toHaveCount(0);
});
