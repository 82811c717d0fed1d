/**
 * Organisation and enterprise trees end to end in Chromium, on one server: add a department under
 * a parent chosen in the tree picker and see it in the department tree; a clique label whose name
 * is taken gets the server's message on its field with the typed text kept; a company's data
 * scope set in the form reads back the same.
 */
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { ADMIN, API, XHR, apiPost, signIn } from './helpers';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

type Row = Record<string, unknown>;

async function data<T>(page: Page, path: string, form: Record<string, string | number> = {}): Promise<T> {
  const body = await (await apiPost(page, path, form)).json() as { code: number; msg?: string; data: T };
  expect(body.code, `${path}: ${body.msg ?? ''}`).toBe(200);
  return body.data;
}

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test('add a department under a parent picked in the tree picker: it shows in the tree under that parent', async ({ page }) => {
  const [virt] = await data<{ value: number; label: string }[]>(page, '/organisation/virtualarchitecture/getselectlist');
  const stamp = Date.now().toString(36);
  const parentName = `E2E上级${stamp}`;
  const childName = `E2E下级${stamp}`;
  const parent = await data<Row>(page, '/organisation/department/saveUpdateDept', { name: parentName, virtId: virt!.value });

  await page.goto(`${ADMIN}/enterpiseManger/department`);
  const tree = page.getByRole('tree', { name: '部门' });
  await expect(tree.getByRole('treeitem', { name: parentName })).toBeVisible();
  await page.getByRole('button', { name: '新增', exact: true }).click();
  const form = page.getByRole('dialog', { name: '新增部门' });
  await form.getByLabel('部门名称').fill(childName);
  await form.locator('[aria-haspopup="dialog"]').click();
  const picker = page.getByRole('dialog', { name: '上级部门' });
  await picker.getByRole('searchbox', { name: '搜索节点' }).fill(parentName);
  await picker.getByRole('treeitem', { name: parentName }).click();
  await expect(form.locator('[aria-haspopup="dialog"]')).toContainText(parentName);
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form).toBeHidden();

  const child = tree.getByRole('treeitem', { name: childName });
  await expect(child).toBeVisible();
  await expect(child).toHaveAttribute('aria-level', '2');
  await expect(tree.getByRole('treeitem', { name: parentName })).toHaveAttribute('aria-expanded', 'true');
  const stored = await data<{ list: Row[] }>(page, '/organisation/department/list', { name: childName, pageNum: 1, pageSize: 10 });
  expect(stored.list.map((r) => r.parentId)).toEqual([parent.id]);
});

test('a clique label with a taken name: the server message on the name field, the typed text kept', async ({ page }) => {
  const labels = await data<Row[]>(page, '/organisation/clique/lable/getCliqueLableList');
  const taken = String(labels[0]!.name);
  // The name is taken between the check as you type and the save: only the server can say so.
  await page.route(`**${API}/organisation/clique/lable/check_exists_name`, (route) =>
    route.fulfill({ contentType: 'application/json', body: JSON.stringify({ code: 200, msg: 'ok', data: { exists: false } }) }));

  await page.goto(`${ADMIN}/operator/groupManagement`);
  await page.getByRole('button', { name: '新增标签' }).click();
  const form = page.getByRole('dialog', { name: '新增集团标签' });
  const name = form.getByLabel('标签名称');
  await name.fill(taken);
  const saved = page.waitForResponse((r) => r.url().endsWith('/organisation/clique/lable/handleCliqueLable'));
  await form.getByRole('button', { name: '保存' }).click();
  const answer = await (await saved).json() as { code: number; msg: string };
  expect(answer).toMatchObject({ code: 409, msg: '标签名称已存在' });
  await expect(name).toHaveAccessibleDescription(/标签名称已存在/);
  await expect(name).toHaveValue(taken);
  await expect(form).toBeVisible();
});

test('set a company data scope in the form (chosen projects) and read it back', async ({ page }) => {
  const companies = await data<{ list: Row[] }>(page, '/organisation/company/list', { pageNum: 1, pageSize: 5, status: 1 });
  const company = companies.list[0]!;
  const projects = await data<{ value: number; label: string }[]>(page, '/organisation/organization/getselectlist');
  const [p1, p2] = projects;
  const before = await (await page.request.get(`${API}/organisation/company/dataScopeConfig/${String(company.id)}`, { headers: XHR })).json() as { data: { orgIds: number[] } };

  await page.goto(`${ADMIN}/operationcenter/company`);
  await page.getByRole('list', { name: '公司列表' }).getByRole('button', { name: String(company.name), exact: true }).click();
  await page.getByRole('button', { name: '数据权限' }).click();
  const dialog = page.getByRole('dialog', { name: `数据权限 · ${String(company.name)}` });
  await dialog.getByRole('radio', { name: '指定项目' }).click();
  for (const p of projects) {
    const want = p.value === p1!.value || p.value === p2!.value;
    const had = before.data.orgIds.map(Number).includes(p.value);
    if (want !== had) await dialog.getByRole('checkbox', { name: p.label, exact: true }).setChecked(want);
  }
  await expect(dialog.getByText('2 个项目')).toBeVisible();
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`已保存“${String(company.name)}”的数据权限`)).toBeVisible();

  const res = await page.request.get(`${API}/organisation/company/dataScopeConfig/${String(company.id)}`, { headers: XHR });
  const after = (await res.json() as { data: { dataScope: string; orgIds: number[] } }).data;
  expect(after.dataScope).toBe('custom');
  expect(after.orgIds.map(Number).sort((a, b) => a - b)).toEqual([p1!.value, p2!.value].sort((a, b) => a - b));

  // Opened again, the form shows what was saved.
  await page.getByRole('button', { name: '数据权限' }).click();
  const again = page.getByRole('dialog', { name: `数据权限 · ${String(company.name)}` });
  await expect(again.getByRole('radio', { name: '指定项目' })).toHaveAttribute('aria-checked', 'true');
  await expect(again.getByRole('checkbox', { name: p1!.label, exact: true })).toBeChecked();
  await expect(again.getByRole('checkbox', { name: p2!.label, exact: true })).toBeChecked();
  await expect(page.getByText('当前数据权限')).toContainText('指定项目');
});
