/**
 * A secret field in the add/edit dialog against the reference server: editing, the AppSecret
 * input starts empty, says "留空则不修改" and is not required, and saving with it blank keeps the
 * stored secret (the 公众号 edit no longer fails with "AppSecret不能为空"); adding, it is required.
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, test, vi } from 'vitest';
import { useAdminServer } from '../../example-host/server/api/adminServer';
import { webPublic } from '../../src/contract/services/wechat/account';
import { AdminProvider, formFields, operationOf } from '../../src/core';
import { ResourceFormDialog } from '../../src/resource';

vi.setConfig({ hookTimeout: 120000 });
const s = useAdminServer();

function mount(row: Record<string, unknown> | null, onClose = () => {}) {
  const token = s.admin.replace(/^JSESSION_ID=/, '');
  return render(
    <MemoryRouter>
      <AdminProvider apiBase="http://ref.local/super_cloud/api" token={token} permissions={['admin']} fetch={async (req) => s.server.app.fetch(req)}>
        <ResourceFormDialog
          resource={webPublic} fields={formFields(webPublic)} operation={operationOf(webPublic, row ? 'update' : 'add')!}
          row={row} title="公众号" onClose={onClose}
        />
      </AdminProvider>
    </MemoryRouter>,
  );
}

const secretInput = () => screen.getByLabelText('AppSecret') as HTMLInputElement;
const hintOf = (el: HTMLElement) => (el.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ');

describe('secret fields in the form', () => {
  test('editing: empty, optional, "留空则不修改", and a save with it blank keeps the stored secret', async () => {
    const [stored] = await s.rows('wechat.webPublic');
    const answer = (await s.get(`/wechat/web/public/${stored!.id}`)).body!.data as Record<string, unknown>;
    expect(answer.appSecret).toBeNull();
    const onClose = vi.fn();
    mount(answer, onClose);
    expect(secretInput().value).toBe('');
    expect(secretInput().type).toBe('password');
    expect(secretInput().getAttribute('aria-required')).toBeNull();
    expect(hintOf(secretInput())).toContain('留空则不修改');

    fireEvent.change(screen.getByLabelText('公众号名称'), { target: { value: '改过名的公众号' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [after] = await s.rows('wechat.webPublic', 'and "id" = $1', [stored!.id]);
    expect(after).toMatchObject({ name: '改过名的公众号', appSecret: stored!.appSecret });
  });

  test('adding: required, without the hint, and nothing is sent while it is empty', async () => {
    mount(null);
    expect(secretInput().getAttribute('aria-required')).toBe('true');
    expect(hintOf(secretInput())).not.toContain('留空则不修改');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(hintOf(secretInput())).toContain('AppSecret不能为空'));
  });
});
