/**
 * The status moves of issue 23 from the UI, in one admin login: toggles (用户列表, 移动端用户,
 * 配送员, 商品分类) named by the state the row goes to, with a confirm; choices (商户信息管理,
 * 业主审核, 商品管理's 上架审核, 公告管理's 发布审核) asked in a dialog. Each row must then
 * show its new status tag.
 */
import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { OPERATIONS } from '../../src/api/operations.gen';
import { ADMIN, API, XHR, signIn } from './helpers';

// The machine is shared and slow: generous waits, never timed assertions.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 300_000 });

type Row = Record<string, unknown>;

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

/** A row of a list call in a given state, read through the API with the browser's session, in the encoding the contract declares. */
async function rowIn(page: Page, listPath: string, form: Record<string, string | number>): Promise<Row> {
  const query = { pageNum: 1, pageSize: 1, ...form };
  const json = OPERATIONS[`POST ${listPath}`]?.encoding === 'json';
  const res = await page.request.post(`${API}${listPath}`, json ? { data: query, headers: XHR } : { form: query, headers: XHR });
  const body = await res.json() as { code: number; msg: string; data: { list: Row[] } };
  expect(body.code, body.msg).toBe(200);
  expect(body.data.list.length, `${listPath} has a row in ${JSON.stringify(form)}`).toBeGreaterThan(0);
  return body.data.list[0]!;
}

/** The cell of `row` under the column headed `header`. */
async function cell(grid: Locator, row: Locator, header: string): Promise<Locator> {
  const headers = (await grid.getByRole('columnheader').allTextContents()).map((h) => h.trim());
  const i = headers.indexOf(header);
  expect(i, `column ${header} in ${headers.join('|')}`).toBeGreaterThanOrEqual(0);
  return row.getByRole('gridcell').nth(i);
}

interface Move {
  /** Menu route and its heading. */
  readonly path: string;
  readonly title: string;
  /** The list call, the state filter of a row the move applies to, and the field the page filters names by. */
  readonly list: string;
  readonly state: Record<string, string | number>;
  readonly nameField: string;
  /** The row's button (its text, before the row's name). */
  readonly button: string;
  /** The page shows more than three row actions and the move sits under the row's 更多 menu. */
  readonly folded?: true;
  /** What to do in the dialog the button opens. */
  readonly answer: (page: Page, name: string) => Promise<void>;
  readonly toast: string;
  readonly statusColumn: string;
  readonly newTag: string;
  /**
   * A list of rows waiting for the move (业主审核 lists pending households only): the moved row
   * leaves it, and shows its new status on this page (with the get call that reads it back).
   */
  readonly leaves?: { readonly path: string; readonly title: string; readonly get: string };
  /** The row's button for this call afterwards: a toggle's other verb, a choice still open, none when done. */
  readonly then: string | null;
}

/** A move under the row's 更多 menu (users list: 充值 leads, 编辑 and 详情 fill the three inline places). */
async function foldedMove(page: Page, grid: Locator, m: Move, name: string) {
  const row = grid.locator('tbody tr').filter({ hasText: name }).filter({ hasNot: page.locator('.sca-tag', { hasText: m.newTag }) }).first();
  const more = row.getByRole('button', { name: `更多 ${name}`, exact: true });
  await expect(more).toBeVisible();
  const index = await row.getAttribute('aria-rowindex');
  const moved = grid.locator(`tbody tr[aria-rowindex="${index}"]`);
  const status = (await cell(grid, moved, m.statusColumn)).locator('.sca-tag');
  await expect(status).not.toHaveText(m.newTag);
  await more.click();
  await page.getByRole('menu').getByRole('menuitem', { name: m.button, exact: true }).click();
  await m.answer(page, name);
  await expect(toast(page, m.toast)).toBeVisible();
  await expect(status).toHaveText(m.newTag);
  // The row now offers the way back, and no longer the move it made.
  await moved.getByRole('button', { name: `更多 ${name}`, exact: true }).click();
  const menu = page.getByRole('menu');
  if (m.then) await expect(menu.getByRole('menuitem', { name: m.then, exact: true })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: m.button, exact: true })).toHaveCount(0);
  await page.keyboard.press('Escape');
}

/** A toggle's confirm: it says what happens, its button is the verb. */
const confirmToggle = (verb: string, from: string, to: string) => async (page: Page, name: string) => {
  const confirm = page.getByRole('alertdialog', { name: verb });
  await expect(confirm).toContainText(`确定${verb}“${name}”吗？`);
  await expect(confirm).toContainText(`由“${from}”变为“${to}”`);
  await confirm.getByRole('button', { name: verb, exact: true }).click();
};

/** A choice: pick the verb (only targets other than the row's state are offered), a note when asked. */
const choose = (label: string, offered: string[], verb: string, note?: [string, string]) => async (page: Page, name: string) => {
  const dialog = page.getByRole('dialog', { name: `${label} · ${name}` });
  await expect(dialog.getByRole('radio')).toHaveText(offered);
  await dialog.getByRole('radio', { name: verb }).click();
  await expect(dialog.getByRole('radio', { name: verb })).toHaveAttribute('aria-checked', 'true');
  if (note) await dialog.getByLabel(note[0]).fill(note[1]);
  await dialog.getByRole('button', { name: verb, exact: true }).click();
  await expect(dialog).toBeHidden();
};

const MOVES: readonly Move[] = [
  {
    path: '/userManage/users', title: '用户列表', list: '/organisation/user/list', state: { status: 1 }, nameField: 'name',
    button: '停用', folded: true, answer: confirmToggle('停用', '启用', '停用'), toast: '停用成功', statusColumn: '状态', newTag: '停用', then: '启用',
  },
  {
    path: '/userManage/mobileUser', title: '移动端用户', list: '/organisation/v2/user/list', state: { status: 0 }, nameField: 'name',
    button: '启用', answer: confirmToggle('启用', '停用', '启用'), toast: '启用成功', statusColumn: '状态', newTag: '启用', then: '停用',
  },
  {
    path: '/merchant/merchantInfoManger', title: '商户信息管理', list: '/merchant/merchant/list', state: { status: 'open' }, nameField: 'name',
    button: '停用', answer: confirmToggle('停用', '营业中', '暂停营业'), toast: '停用成功', statusColumn: '营业状态', newTag: '暂停营业', then: '启用',
  },
  {
    path: '/flashdeliver/deliveryStaff', title: '配送员', list: '/flashdeliver/web/deliveryStaff/queryDeliveryStaff', state: { status: 1 }, nameField: 'name',
    button: '停用', answer: confirmToggle('停用', '启用', '停用'), toast: '停用成功', statusColumn: '接单状态', newTag: '停用', then: '启用',
  },
  {
    path: '/flashdeliver/productCategory', title: '商品分类', list: '/flashdeliver/web/category/queryCategory', state: { status: 1 }, nameField: 'name',
    button: '停用', answer: confirmToggle('停用', '启用', '停用'), toast: '停用成功', statusColumn: '状态', newTag: '停用', then: '启用',
  },
  {
    path: '/userManage/ownerAuditManage', title: '业主审核', list: '/organisation/household/list', state: { auditStatus: 'pending' }, nameField: 'name',
    button: '审核', answer: choose('审核', ['通过', '驳回'], '通过'), toast: '通过成功', statusColumn: '审核状态', newTag: '已通过', then: null,
    leaves: { path: '/userManage/ownerInfoManage', title: '业主信息管理', get: '/organisation/household' },
  },
  {
    path: '/flashdeliver/product/index', title: '商品管理', list: '/flashdeliver/web/product/queryProduct', state: { shelfStatus: 'pendingAudit' }, nameField: 'name',
    button: '上架审核', answer: choose('上架审核', ['审核通过', '驳回'], '审核通过', ['审核意见', '图片与规格一致']), toast: '审核通过成功', statusColumn: '上架状态', newTag: '已上架', then: null,
  },
  // 公告管理's 发布审核 is the notice domain's approval queue now (tabs by status, no status column): its
  // approve and reject by a second person are proved by tests/e2e/messageApproval.spec.ts.
];

test('the status moves of issue 23 work from the UI and each row shows its new status', async ({ page }) => {
  await signIn(page);
  for (const m of MOVES) {
    await test.step(`${m.title}: ${m.button}`, async () => {
      const target = await rowIn(page, m.list, m.state);
      const name = String(target[m.nameField]);
      await page.goto(`${ADMIN}${m.path}?f.${m.nameField}=${encodeURIComponent(name)}`);
      const grid = page.getByRole('grid', { name: m.title });
      if (m.folded) {
        await foldedMove(page, grid, m, name);
        return;
      }
      // The first row with the button (rows of the same name in another state do not show it).
      const button = grid.getByRole('button', { name: `${m.button} ${name}`, exact: true }).first();
      await expect(button).toBeVisible();
      const index = await button.locator('xpath=ancestor::tr[1]').getAttribute('aria-rowindex');
      const row = grid.locator(`tbody tr[aria-rowindex="${index}"]`);
      const status = (await cell(grid, row, m.statusColumn)).locator('.sca-tag');
      await expect(status).not.toHaveText(m.newTag);

      const waiting = await grid.getByRole('button', { name: `${m.button} ${name}`, exact: true }).count();
      await button.click();
      await m.answer(page, name);
      await expect(toast(page, m.toast)).toBeVisible();
      if (m.leaves) {
        const gone = m.leaves;
        // The row is no longer waiting: its button leaves the audit list, its stored state is the new one, and
        // the page of all rows shows it with its new tag.
        await expect(grid.getByRole('button', { name: `${m.button} ${name}`, exact: true })).toHaveCount(waiting - 1);
        await expect.poll(async () => ((await (await page.request.get(`${API}${gone.get}/${String(target.id)}`, { headers: XHR })).json()) as { data: Row }).data.auditStatus).toBe('approved');
        await page.goto(`${ADMIN}${gone.path}?f.${m.nameField}=${encodeURIComponent(name)}`);
        const all = page.getByRole('grid', { name: gone.title });
        await expect(all.locator('tbody tr').filter({ hasText: name }).locator('.sca-tag', { hasText: m.newTag }).first()).toBeVisible();
        return;
      }
      await expect(status).toHaveText(m.newTag);
      if (m.then) await expect(row.getByRole('button', { name: `${m.then} ${name}`, exact: true })).toBeVisible();
      if (m.then !== m.button) await expect(row.getByRole('button', { name: `${m.button} ${name}`, exact: true })).toHaveCount(0);
    });
  }
});
