/**
 * Issue 25 part 2, space and households: a room added under a floor in the hierarchy browser,
 * a household registered on it with the room tree-select (whole paths, never a bare number),
 * moved to another room (a room in use refused with the server's message on the room field, the
 * choice kept), then approved in the review queue by a second user — never by whoever registered it.
 */
import { expect as baseExpect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { ADMIN, apiPost, signIn, type LOGINS } from './helpers';

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 480_000 });

type Envelope = { code: number; msg: string; data: any };
const body = async (res: Awaited<ReturnType<typeof apiPost>>) => (await res.json()) as Envelope;
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
const PROJECT = '鹏城·城市花园'; // the auditor's project (its data scope)

async function as(browser: Browser, who: keyof typeof LOGINS): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, who);
  return page;
}

/** Clicks a row's action, on the row or under its 更多 menu. */
async function rowAction(page: Page, grid: Locator, label: string, name: string) {
  // The row and its buttons paint together: wait for the row before asking where the action is.
  await expect(grid.getByRole('button', { name: `详情 ${name}`, exact: true })).toBeVisible();
  const inline = grid.getByRole('button', { name: `${label} ${name}`, exact: true });
  if (await inline.count()) return inline.click();
  await grid.getByRole('button', { name: `更多 ${name}`, exact: true }).click();
  await page.getByRole('menuitem', { name: label, exact: true }).click();
}

/** Opens a room picker and walks 项目 > 楼栋 > 单元 > 楼层 (opening what is still closed) to the room. */
async function pickRoom(page: Page, field: Locator, path: readonly string[]) {
  await field.click();
  const tree = page.getByRole('dialog', { name: '房间' }).getByRole('tree', { name: '房间' });
  // Each level is looked for among the rows after its parent (other branches may be open too).
  const row = (level: number, label: string) =>
    `div[@role='treeitem'][@aria-level='${level}'][.//span[@class='sca-tree-label' and text()='${label}']]`;
  let item = tree.locator(`xpath=.//${row(1, path[0]!)}`).first();
  for (const [i, label] of path.entries()) {
    if (i > 0) item = item.locator(`xpath=following-sibling::${row(i + 1, label)}`).first();
    if (i === path.length - 1 || (await item.getAttribute('aria-expanded')) !== 'true') await item.click();
    if (i === path.length - 1) break;
    // Opened and its children in: a row of another open branch cannot stand in for them.
    await expect(item).toHaveAttribute('aria-expanded', 'true');
    await expect(item).not.toHaveAttribute('aria-busy', 'true');
  }
}

test('a room added under a floor gets a household, which moves (a room in use refused) and is approved by a second user', async ({ browser }) => {
  const tag = String(Date.now() % 1_000_000);
  const roomName = `E${tag}`;
  const spare = `E${tag}B`;
  const person = `住户${tag}`;
  const admin = await as(browser, 'admin');

  // 1. The hierarchy browser: project > 1栋 > 1单元 > 1层, and the floor's rooms beside it.
  await admin.goto(`${ADMIN}/organisation/build/index`);
  const tree = admin.getByRole('tree', { name: '空间结构' });
  for (const label of [PROJECT, '1栋', '1单元', '1层']) await tree.getByRole('treeitem', { name: label, exact: true }).first().click();
  const floorPath = `${PROJECT}-1栋-1单元-1层`;
  const rooms = admin.getByRole('grid', { name: `${floorPath} · 房间` });
  await expect(rooms.locator('tbody tr').first()).toBeVisible();
  await admin.getByRole('region', { name: '下级列表' }).getByRole('button', { name: '新增', exact: true }).click();
  const add = admin.getByRole('dialog', { name: /新增/ });
  // The floor, unit, building and project come from the tree: only the room's own fields are asked.
  await expect(add.getByLabel('楼层')).toHaveCount(0);
  await add.getByLabel('房号').fill(roomName);
  await add.getByLabel('建筑面积(㎡)').fill('88.5');
  await add.getByRole('button', { name: '保存' }).click();
  await expect(toast(admin, '保存成功')).toBeVisible();
  await expect(rooms.locator('tbody tr').filter({ hasText: roomName })).toBeVisible();

  // A second free room on the same floor (through the API) to move to later.
  const roomRows = await body(await apiPost(admin, '/organisation/roomNo/list', { name: roomName, pageNum: 1, pageSize: 5 }));
  const room = roomRows.data.list.find((r: any) => r.name === roomName);
  const spareAdded = await body(await apiPost(admin, '/organisation/roomNo/add', {
    name: spare, floorId: room.floorId, unitId: room.unitId, buildId: room.buildId, orgId: room.orgId,
  }));
  expect(spareAdded.code, spareAdded.msg).toBe(200);
  // A room of the project another household lives on.
  const taken = (await body(await apiPost(admin, '/organisation/household/list', { orgId: room.orgId, auditStatus: 'approved', pageNum: 1, pageSize: 1 }))).data.list[0];
  const takenPath = String(taken.roomName).split('-');
  expect(takenPath).toHaveLength(4);

  // 2. Register a household on the new room with the room tree-select.
  await admin.goto(`${ADMIN}/userManage/ownerInfoManage`);
  const households = admin.getByRole('grid', { name: '业主信息管理' });
  await expect(households.locator('tbody tr').first()).toBeVisible();
  await admin.getByRole('button', { name: '新增', exact: true }).click();
  const form = admin.getByRole('dialog', { name: /新增/ });
  await form.getByLabel('住户姓名').fill(person);
  await form.getByLabel('手机号').fill('13987654321');
  await form.getByRole('combobox', { name: '所属项目' }).click();
  await admin.getByRole('option', { name: PROJECT, exact: true }).click();
  const roomField = form.getByRole('button', { name: /^房间/ });
  await pickRoom(admin, roomField, [PROJECT, '1栋', '1单元', '1层', roomName]);
  await expect(roomField).toHaveText(`1栋-1单元-1层-${roomName}`);
  await form.getByRole('button', { name: '保存' }).click();
  await expect(toast(admin, '保存成功')).toBeVisible();
  await admin.goto(`${ADMIN}/userManage/ownerInfoManage?f.name=${encodeURIComponent(person)}`);
  const row = households.locator('tbody tr').filter({ hasText: person });
  await expect(row).toContainText(`1栋-1单元-1层-${roomName}`);

  // 3. Move it: a room in use is refused on the room field and the choice stays; a free one works.
  await rowAction(admin, households, '换房', person);
  const move = admin.getByRole('dialog', { name: `换房 · ${person}` });
  await expect(move).toContainText(`1栋-1单元-1层-${roomName}`);
  const newRoom = move.getByRole('button', { name: /^新房间/ });
  await pickRoom(admin, newRoom, [PROJECT, ...takenPath]);
  await expect(newRoom).toHaveText(takenPath.join('-'));
  await move.getByRole('button', { name: '确认换房' }).click();
  await expect(move.getByText('该房间已有住户，请选择其他房间')).toBeVisible();
  await expect(newRoom).toHaveText(takenPath.join('-'));
  await pickRoom(admin, newRoom, [PROJECT, '1栋', '1单元', '1层', spare]);
  await expect(newRoom).toHaveText(`1栋-1单元-1层-${spare}`);
  await move.getByRole('button', { name: '确认换房' }).click();
  await expect(toast(admin, `${person}已换到 1栋-1单元-1层-${spare}`)).toBeVisible();
  await expect(row).toContainText(`1栋-1单元-1层-${spare}`);

  // 4. The review queue: not the registrar's to approve; the auditor approves with a note.
  await admin.goto(`${ADMIN}/userManage/ownerAuditManage?f.name=${encodeURIComponent(person)}`);
  const queue = admin.getByRole('grid', { name: '业主审核' });
  await expect(queue.locator('tbody tr').filter({ hasText: person })).toBeVisible();
  await expect(queue.getByRole('button', { name: `审核 ${person}`, exact: true })).toHaveCount(0);
  const auditor = await as(browser, 'auditor');
  await auditor.goto(`${ADMIN}/userManage/ownerAuditManage?f.name=${encodeURIComponent(person)}`);
  const theirQueue = auditor.getByRole('grid', { name: '业主审核' });
  await rowAction(auditor, theirQueue, '审核', person);
  const review = auditor.getByRole('dialog', { name: `审核 · ${person}` });
  await review.getByRole('radio', { name: '通过' }).click();
  await review.getByLabel('审核意见').fill('资料齐全');
  await review.getByRole('button', { name: '通过', exact: true }).click();
  await expect(toast(auditor, '通过成功')).toBeVisible();
  await expect(theirQueue.locator('tbody tr').filter({ hasText: person })).toHaveCount(0);
  const after = (await body(await apiPost(admin, '/organisation/household/list', { name: person, pageNum: 1, pageSize: 5 }))).data.list[0];
  expect(after).toMatchObject({ auditStatus: 'approved', auditRemark: '资料齐全', roomName: `1栋-1单元-1层-${spare}` });
});
