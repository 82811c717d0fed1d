/**
 * A record's row actions: a toggle named by the state the row would go to, actions that do not
 * apply hidden (not greyed), at most three on the row and the rest in a 更多 menu that works from
 * the keyboard.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, test, vi } from 'vitest';
import { user, v2User } from '../../src/contract/services/organisation/people';
import type { OperationDef } from '../../src/contract/types';
import { AdminProvider, operationsOf } from '../../src/core';
import { RowActions, type Row } from '../../src/resource';

const ui = (node: React.ReactNode) => render(
  <MemoryRouter>
    <AdminProvider apiBase="http://127.0.0.1:1/none" permissions={['admin']}>{node}</AdminProvider>
  </MemoryRouter>,
);
const buttons = (box: HTMLElement) => within(box).getAllByRole('button').map((b) => b.textContent);

describe('row actions', () => {
  test('a toggle shows one button named by the state the row would go to, and passes that state', async () => {
    const onTransition = vi.fn();
    const ops = operationsOf(user, 'transition');
    const { container } = ui(
      <>
        <div data-testid="on"><RowActions resource={user} row={{ id: 1, name: '张三', status: 1 }} transitions={ops} onTransition={onTransition} allowed={() => true} /></div>
        <div data-testid="off"><RowActions resource={user} row={{ id: 2, name: '李四', status: 0 }} transitions={ops} onTransition={onTransition} allowed={() => true} /></div>
      </>,
    );
    const on = await screen.findByTestId('on');
    expect(buttons(on)).toEqual(['停用']);
    expect(within(screen.getByTestId('off')).getByRole('button', { name: '启用 李四' })).toBeTruthy();
    expect(container.querySelectorAll('button:disabled')).toHaveLength(0);
    fireEvent.click(within(on).getByRole('button', { name: '停用 张三' }));
    expect(onTransition).toHaveBeenCalledWith(ops[0], expect.objectContaining({ id: 1 }), 0);
  });

  test('an action the row is not in a `from` state for, or the user may not run, is hidden, not greyed', async () => {
    const ops = operationsOf(v2User, 'transition');
    const may = (op: OperationDef) => op.name !== 'cardLoss';
    ui(
      <>
        <div data-testid="active"><RowActions resource={v2User} row={{ id: 1, name: '王五', status: 1, cardStatus: 'active' }} transitions={ops} onTransition={() => {}} allowed={may} /></div>
        <div data-testid="lost"><RowActions resource={v2User} row={{ id: 2, name: '赵六', status: 1, cardStatus: 'lost' }} transitions={ops} onTransition={() => {}} allowed={() => true} /></div>
      </>,
    );
    const active = await screen.findByTestId('active');
    // active card: 停用 and 解绑 apply; 挂失 applies but is not the user's; bind, generate, activate, cancel loss do not apply.
    expect(buttons(active)).toEqual(['停用', '解绑']);
    expect(buttons(screen.getByTestId('lost'))).toEqual(['停用', '解绑', '解挂']);
    expect(document.querySelectorAll('button:disabled, button[title]')).toHaveLength(0);
  });

  test('shows three actions on the row and the rest under 更多, a menu that opens from the keyboard', async () => {
    const onTransition = vi.fn();
    const onDelete = vi.fn();
    const row: Row = { id: 7, name: '钱七', status: 1, cardStatus: 'unbound' };
    ui(
      <div data-testid="row">
        <RowActions
          resource={v2User} row={row} transitions={operationsOf(v2User, 'transition')} onTransition={onTransition} allowed={() => true}
          onDetail={() => {}} onEdit={() => {}} onDelete={onDelete}
        />
      </div>,
    );
    const box = await screen.findByTestId('row');
    // detail, edit, 停用, 绑卡, 生成卡号, delete: three on the row, then 更多.
    expect(buttons(box)).toEqual(['详情', '编辑', '停用', '更多']);
    const more = within(box).getByRole('button', { name: '更多 钱七' });
    expect(more.getAttribute('aria-haspopup')).toBe('menu');
    expect(more.getAttribute('aria-expanded')).toBe('false');

    more.focus();
    fireEvent.keyDown(more, { key: 'ArrowDown' });
    const menu = await screen.findByRole('menu', { name: '更多操作 钱七' });
    expect(within(menu).getAllByRole('menuitem').map((m) => m.textContent)).toEqual(['绑卡', '生成卡号', '删除']);
    await waitFor(() => expect(document.activeElement?.textContent).toBe('绑卡'));
    expect(more.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(more.getAttribute('aria-expanded')).toBe('false');
    await waitFor(() => expect(document.activeElement).toBe(more));

    fireEvent.click(more);
    const again = await screen.findByRole('menu', { name: '更多操作 钱七' });
    await act(async () => { fireEvent.click(within(again).getByRole('menuitem', { name: '删除' })); });
    expect(onDelete).toHaveBeenCalledWith(row);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());

    fireEvent.click(more);
    await act(async () => { fireEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: '绑卡' })); });
    expect(onTransition).toHaveBeenCalledWith(expect.objectContaining({ name: 'bindCard' }), row, 'active');
  });
});
