/**
 * Issue 27, the notice centre: a message goes out only after someone other than its author
 * approves it. `project` writes an announcement and cannot review it; `auditor` (who holds
 * approve:message) writes one too and gets no 发布审核 on it (the server refuses it as well),
 * approves project's with a note, and the announcement moves to 已通过. A banner's picture is
 * uploaded through the form (a PDF is refused before sending, nothing stored), an end before the
 * start comes back on 结束时间 with everything typed kept, and the saved banner shows its picture in
 * the list.
 */
import { expect as baseExpect, test, type Browser, type Page } from '@playwright/test';
import { ADMIN, API, XHR, apiPost, signIn, type LOGINS } from './helpers';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 240_000 });

type Envelope = { code: number; msg: string; data: any };
const body = async (res: Awaited<ReturnType<typeof apiPost>>) => (await res.json()) as Envelope;
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

async function as(browser: Browser, who: keyof typeof LOGINS): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, who);
  return page;
}

/** Picks the first option of a form's combobox: the demo logins' one project. */
async function firstOption(page: Page, dialog: ReturnType<Page['getByRole']>, name: string): Promise<void> {
  const box = dialog.getByRole('combobox', { name });
  await box.click();
  await page.getByRole('option').first().click();
  await expect(box).not.toHaveValue('');
}

/** Writes an announcement through 公告管理's form, as the user of `page`. */
async function writeNotice(page: Page, title: string): Promise<void> {
  await page.goto(`${ADMIN}/noticeCenter/notice`);
  await expect(page.getByRole('heading', { name: '公告管理', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: '新增', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '新增公告管理' });
  await dialog.getByRole('textbox', { name: /标题/ }).fill(title);
  await firstOption(page, dialog, '项目');
  await dialog.getByRole('textbox', { name: /公告内容/ }).fill(`${title}：本周六上午九点至十二点停水，请提前储水。`);
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(toast(page, '保存成功')).toBeVisible();
}

test('an announcement written by one user is approved by another, never by its author', async ({ browser }) => {
  const tag = `E2E${Date.now() % 1_000_000}`;
  const theirs = `${tag}项目公告`;
  const own = `${tag}审核员自己的公告`;

  const project = await as(browser, 'project');
  await writeNotice(project, theirs);
  const projectGrid = project.getByRole('grid', { name: '公告管理' });
  const row = projectGrid.locator('tbody tr').filter({ hasText: theirs });
  await expect(row).toContainText('张伟');
  await expect(project.getByRole('tab', { name: '待审核' })).toHaveAttribute('aria-selected', 'true');
  await expect(projectGrid.getByRole('button', { name: `发布审核 ${theirs}`, exact: true })).toHaveCount(0);

  const auditor = await as(browser, 'auditor');
  await writeNotice(auditor, own);
  const grid = auditor.getByRole('grid', { name: '公告管理' });
  await expect(grid.locator('tbody tr').filter({ hasText: own })).toBeVisible();
  // The author gets no approval on screen, and the server refuses it too.
  await expect(grid.getByRole('button', { name: `发布审核 ${own}`, exact: true })).toHaveCount(0);
  const listed = await body(await auditor.request.post(`${API}/notify/appNotice/list`, { form: { title: own }, headers: XHR }));
  const ownId = listed.data.list[0].id as number;
  expect(await body(await apiPost(auditor, '/notify/appNotice/approval', { id: ownId, auditStatus: 'approved' })))
    .toMatchObject({ code: 403, msg: expect.stringContaining('不能审批自己提交的申请') });

  // The auditor approves project's announcement with a note.
  const approve = grid.getByRole('button', { name: `发布审核 ${theirs}`, exact: true });
  await expect(approve).toBeVisible();
  await approve.click();
  const dialog = auditor.getByRole('dialog', { name: `发布审核 · ${theirs}` });
  await dialog.getByRole('radio', { name: '通过' }).click();
  await dialog.getByRole('textbox', { name: '审核意见' }).fill('内容准确，同意发布');
  await dialog.getByRole('button', { name: '通过', exact: true }).click();
  await expect(toast(auditor, '通过成功')).toBeVisible();
  await expect(grid.locator('tbody tr').filter({ hasText: theirs })).toHaveCount(0);
  await auditor.getByRole('tab', { name: '已通过' }).click();
  const approved = auditor.getByRole('grid', { name: '公告管理' }).locator('tbody tr').filter({ hasText: theirs });
  await expect(approved).toContainText('内容准确，同意发布');
  await expect(auditor).toHaveURL(/audit=approved/);

  // Project sees it approved; the auditor's own announcement still waits for someone else.
  await project.goto(`${ADMIN}/noticeCenter/notice?audit=approved`);
  await expect(project.getByRole('grid', { name: '公告管理' }).locator('tbody tr').filter({ hasText: theirs })).toContainText('内容准确，同意发布');
  const stillPending = await body(await apiPost(auditor, '/notify/appNotice/list', { title: own, auditStatus: 'pending' }));
  expect(stillPending.data.list).toHaveLength(1);
});

// A 1×1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

test('a banner picture uploaded through the form shows in the list; bad input keeps what was typed', async ({ page }) => {
  await signIn(page, 'project');
  // Every upload the page sends: a refused file must not even leave the browser.
  let uploads = 0;
  page.on('request', (r) => { if (r.url().includes('/common/file/upload')) uploads += 1; });
  await page.goto(`${ADMIN}/noticeCenter/banner`);
  await expect(page.getByRole('heading', { name: '轮播图管理', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: '新增', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '新增轮播图管理' });
  const title = `E2E轮播${Date.now() % 1_000_000}`;
  await dialog.getByRole('textbox', { name: /标题/ }).fill(title);
  await firstOption(page, dialog, '项目');
  const image = dialog.getByRole('textbox', { name: /图片/ });
  const input = dialog.locator('input[type=file]');

  // A PDF is refused before sending, with the formats it takes; nothing is stored.
  await input.setInputFiles({ name: '活动海报.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n') });
  await expect(dialog.getByRole('alert').filter({ hasText: '只能上传' })).toBeVisible();
  await expect(image).toHaveValue('');
  expect(uploads).toBe(0);

  await input.setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: PNG });
  await expect(image).toHaveValue(/\/super_cloud\/api\/common\/file\/geturl\/\d+\?raw=1$/);
  expect(uploads).toBe(1);
  const url = await image.inputValue();
  const link = dialog.getByRole('textbox', { name: /跳转链接/ });
  await link.fill('https://m.example.com/summer');
  await dialog.getByRole('textbox', { name: /开始时间/ }).fill('2026-12-01 00:00:00');
  const end = dialog.getByRole('textbox', { name: /结束时间/ });
  await end.fill('2026-11-30 23:59:59');
  await dialog.getByRole('button', { name: '保存' }).click();
  // The server's message on its field; everything typed is still there.
  await expect(dialog.getByText('结束时间必须晚于开始时间')).toBeVisible();
  await expect(end).toHaveAttribute('aria-invalid', 'true');
  await expect(image).toHaveValue(url);
  await expect(link).toHaveValue('https://m.example.com/summer');
  await expect(dialog.getByRole('textbox', { name: /标题/ })).toHaveValue(title);

  await end.fill('2026-12-31 23:59:59');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(toast(page, '保存成功')).toBeVisible();
  const picture = page.getByRole('grid', { name: '轮播图管理' }).getByRole('img', { name: title });
  await expect(picture).toHaveAttribute('src', url);
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
});
