import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { catalogue } from '../../contract';
import { ResourcePlaceholderPage } from './ResourcePlaceholderPage';
import { findResource, listOperation } from './resourcePreview';
import { renderShell, stubApi } from '../testing/renderShell';

afterEach(() => vi.unstubAllGlobals());

const LIST = listOperation(findResource(catalogue, 'platform.webRole')!)!.path;

describe('ResourcePlaceholderPage', { timeout: 20000 }, () => {
  test('a live table of the first page: columns from the contract, enum values as labels, the filter sent to the list call', async () => {
    const calls = stubApi({
      [LIST]: (call) => {
        const name = new URLSearchParams(call.body).get('name');
        const rows = [{ id: 1, name: '项目管理员', status: 1 }, { id: 2, name: '商户管理员', status: 0 }];
        const list = name ? rows.filter((r) => r.name.includes(name)) : rows;
        return { code: 200, data: { list, total: list.length, pageNum: 1, pageSize: 20 } };
      },
    });
    renderShell(<ResourcePlaceholderPage resource="platform.webRole" title="route.role" />);
    const table = await screen.findByRole('table', { name: '角色管理' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByText('项目管理员')).toBeTruthy();
    // enum values read as their labels
    expect(within(table).getByText('启用')).toBeTruthy();
    expect(within(table).getByText('停用')).toBeTruthy();
    expect(screen.getByText(/共 2 条/)).toBeTruthy();
    const first = calls.find((c) => c.path === LIST)!;
    expect(Object.fromEntries(new URLSearchParams(first.body))).toMatchObject({ pageNum: '1', pageSize: '20' });

    fireEvent.change(screen.getByRole('textbox', { name: /^按.+筛选$/ }), { target: { value: '商户' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await screen.findByText(/共 1 条/);
    expect(within(screen.getByRole('table')).queryByText('项目管理员')).toBeNull();
  });

  test('a failing call shows the server message and a retry, never rows', async () => {
    stubApi({ [LIST]: () => ({ code: 403, msg: '没有权限' }) });
    renderShell(<ResourcePlaceholderPage resource="platform.webRole" />);
    expect((await screen.findByText('数据加载失败')).closest('[role="alert"]')!.textContent).toContain('没有权限');
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
  });
});
