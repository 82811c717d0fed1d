/**
 * Status moves from a resource page against the real reference server in-process: a toggle's
 * confirm says what happens and sends the target; an audit asks 通过 / 驳回 (only states the row
 * is not in), requires a note to reject, keeps the typed note when the server refuses, and the
 * row shows its new status after a move.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import { useAdminServer } from '../../example-host/server/api/adminServer';
import { updateRow } from '../../example-host/server/db/store';
import { household } from '../../src/contract/services/organisation/household';
import { user } from '../../src/contract/services/organisation/people';
import type { ResourceDef } from '../../src/contract/types';
import { AdminProvider } from '../../src/core';
import { ResourcePage } from '../../src/resource';

vi.setConfig({ hookTimeout: 120000 });
const s = useAdminServer();
let token = '';
beforeAll(() => { token = s.admin.replace(/^JSESSION_ID=/, ''); });

function page(resource: ResourceDef) {
  render(
    <MemoryRouter>
      <AdminProvider apiBase="http://ref.local/super_cloud/api" token={token} permissions={['admin']} fetch={async (req) => s.server.app.fetch(req)}>
        <ResourcePage resource={resource} />
      </AdminProvider>
    </MemoryRouter>,
  );
}
const grid = () => screen.getByRole('grid');
/** The row of the grid whose name cell reads `name`. */
const rowOf = (name: string) => within(grid()).getAllByRole('row').find((tr) => within(tr).queryByText(name, { exact: true }))!;
const toast = (text: string) => screen.findByText(text, { selector: '[role="status"] *, [role="status"]' });
const stored = async (key: string, id: unknown) => (await s.rows(key, 'and "id" = $1', [id]))[0]!;

describe('status moves from a resource page', () => {
  test('a toggle confirms what happens, sends the target and the row shows the new status', async () => {
    page(user);
    const stop = (await within(await screen.findByRole('grid', {})).findAllByRole('button', { name: /^停用 / }))[0]!;
    const name = stop.getAttribute('aria-label')!.replace(/^停用 /, '');
    const tr = stop.closest('tr')!;
    const id = (await s.rows('organisation.user', 'and "name" = $1', [name]))[0]!.id;
    expect(within(tr).queryByRole('button', { name: `启用 ${name}` })).toBeNull();

    fireEvent.click(stop);
    const confirm = await screen.findByRole('alertdialog', { name: '停用' });
    expect(confirm.textContent).toContain(`确定停用“${name}”吗？状态将由“启用”变为“停用”。`);
    fireEvent.click(within(confirm).getByRole('button', { name: '停用' }));
    await toast('停用成功');
    await waitFor(() => expect(within(rowOf(name)).getByRole('button', { name: `启用 ${name}` })).toBeTruthy());
    expect(within(rowOf(name)).queryByRole('button', { name: `停用 ${name}` })).toBeNull();
    expect(within(rowOf(name)).getByText('停用', { selector: '.sca-tag' })).toBeTruthy();
    expect((await stored('organisation.user', id)).status).toBe(0);
  });

  test('an audit asks 通过 or 驳回, requires the note to reject, keeps it when refused, and moves the row', async () => {
    const first = (await s.post('/organisation/household/list', { pageNum: 1, pageSize: 20 })).body!.data.list as { id: number; name: string }[];
    const [a, b, done] = first;
    for (const h of [a!, b!]) await updateRow(s.server.db, household, h.id, { auditStatus: 'pending' });
    await updateRow(s.server.db, household, done!.id, { auditStatus: 'approved' });
    page(household);
    await within(await screen.findByRole('grid', {})).findByRole('button', { name: `审核 ${a!.name}` });
    expect(within(rowOf(done!.name)).queryByRole('button', { name: /^审核 / })).toBeNull();

    fireEvent.click(within(rowOf(a!.name)).getByRole('button', { name: `审核 ${a!.name}` }));
    let dialog = await screen.findByRole('dialog', { name: `审核 · ${a!.name}` });
    const radios = within(dialog).getAllByRole('radio');
    expect(radios.map((r) => r.textContent)).toEqual(['通过', '驳回']);
    expect(within(dialog).getByRole('button', { name: '通过' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('radio', { name: '驳回' }));
    const reject = within(dialog).getByRole('button', { name: '驳回' });
    fireEvent.click(reject);
    await within(dialog).findByText('审核意见不能为空');
    expect((await stored('organisation.household', a!.id)).auditStatus).toBe('pending');

    fireEvent.change(within(dialog).getByLabelText('审核意见'), { target: { value: '房产证照片不清晰' } });
    // Meanwhile someone else approves it: the server refuses the rejection.
    expect((await s.post('/organisation/household/auditHouseholdRoom', { id: a!.id, auditStatus: 'approved' })).body!.code).toBe(200);
    fireEvent.click(reject);
    expect((await within(dialog).findByRole('alert')).textContent).toBe('当前状态(已通过)不允许此操作');
    expect((within(dialog).getByLabelText('审核意见') as HTMLInputElement).value).toBe('房产证照片不清晰');
    // The typed note is not dropped without a word: 取消 asks first, 继续编辑 keeps it, 放弃 closes.
    fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    fireEvent.click(await screen.findByRole('button', { name: '继续编辑' }));
    expect((within(dialog).getByLabelText('审核意见') as HTMLInputElement).value).toBe('房产证照片不清晰');
    fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    fireEvent.click(await screen.findByRole('button', { name: '放弃' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: `审核 · ${a!.name}` })).toBeNull());

    fireEvent.click(within(rowOf(b!.name)).getByRole('button', { name: `审核 ${b!.name}` }));
    dialog = await screen.findByRole('dialog', { name: `审核 · ${b!.name}` });
    fireEvent.click(within(dialog).getByRole('radio', { name: '驳回' }));
    fireEvent.change(within(dialog).getByLabelText('审核意见'), { target: { value: '房号与证件不符' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '驳回' }));
    await toast('驳回成功');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(within(rowOf(b!.name)).getByText('已驳回', { selector: '.sca-tag' })).toBeTruthy());
    expect(within(rowOf(b!.name)).queryByRole('button', { name: /^审核 / })).toBeNull();
    expect(await stored('organisation.household', b!.id)).toMatchObject({ auditStatus: 'rejected', auditRemark: '房号与证件不符' });
  });
});
