/**
 * The add/edit dialog's ways out, in real Chromium with real pointer clicks: 取消 works on the
 * first click although leaving a required field shows its message on the way, and a dialog with
 * typed changes asks before Esc, ×, 取消 or a click outside closes it (继续编辑 keeps the input).
 */
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { build } from '../../../src/contract/services/organisation/hierarchy';
import { AdminProvider, formFields, operationOf } from '../../../src/core';
import { ResourceFormDialog } from '../../../src/resource';

// No call of these tests needs a real answer: the uniqueness check as you type gets "not taken".
const fetchStub = async () => new Response(JSON.stringify({ code: 200, msg: '', data: { exists: false } }), { headers: { 'content-type': 'application/json' } });

function mount(onClose: () => void) {
  return render(
    <MemoryRouter>
      <AdminProvider apiBase="http://ref.local/super_cloud/api" token="t" permissions={['admin']} fetch={fetchStub}>
        <ResourceFormDialog resource={build} fields={formFields(build)} operation={operationOf(build, 'add')!} row={null} title="楼栋" onClose={onClose} />
      </AdminProvider>
    </MemoryRouter>,
  );
}

const active = () => document.activeElement as HTMLElement | null;

describe('the add dialog closes as the operator means it', () => {
  it('closes on the first click of 取消 while the blur of an empty required field shows its message', async () => {
    const onClose = vi.fn();
    const screen = await mount(onClose);
    const name = screen.getByRole('textbox', { name: '楼栋名称' });
    // The first field has the focus: the press on 取消 blurs it, and its "required" message appears.
    await expect.poll(() => active()).toBe(name.element());
    const cancel = screen.getByRole('button', { name: '取消' });
    // The dialog rises into place as it opens: measure where it comes to rest.
    await Promise.all(document.getAnimations().map((a) => a.finished));
    const before = (cancel.element() as HTMLElement).getBoundingClientRect().top;
    await userEvent.click(cancel);
    expect(onClose).toHaveBeenCalledTimes(1);
    // The message took its reserved line: nothing below it moved.
    expect(document.body.textContent).toContain('楼栋名称不能为空');
    expect((cancel.element() as HTMLElement).getBoundingClientRect().top).toBe(before);
  });

  it('asks before Esc closes it with typed changes; 继续编辑 keeps the input, 放弃 closes', async () => {
    const onClose = vi.fn();
    const screen = await mount(onClose);
    const name = screen.getByRole('textbox', { name: '楼栋名称' });
    await userEvent.type(name, '三号楼');
    await userEvent.keyboard('{Escape}');
    const question = screen.getByRole('alertdialog', { name: '放弃未保存的修改？' });
    await expect.element(question).toBeInTheDocument();
    await expect.poll(() => active()?.textContent).toBe('继续编辑');
    await userEvent.click(screen.getByRole('button', { name: '继续编辑' }));
    await expect.poll(() => document.querySelector('[role="alertdialog"]')).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
    await expect.element(name).toHaveValue('三号楼');
    await expect.poll(() => active()).toBe(name.element());

    // Esc in the question answers it (keep editing) and leaves the form open.
    await userEvent.keyboard('{Escape}');
    await expect.element(screen.getByRole('alertdialog')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect.poll(() => document.querySelector('[role="alertdialog"]')).toBeNull();
    expect(document.querySelector('[role="dialog"]')).not.toBeNull();
    expect(onClose).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: '取消' }));
    await userEvent.click(screen.getByRole('button', { name: '放弃' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('asks for × and a click outside too, and closes at once when nothing changed', async () => {
    const onClose = vi.fn();
    const screen = await mount(onClose);
    await userEvent.type(screen.getByRole('textbox', { name: '楼栋名称' }), '四号楼');
    await userEvent.click(screen.getByRole('button', { name: '关闭' }));
    await expect.element(screen.getByRole('alertdialog', { name: '放弃未保存的修改？' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '继续编辑' }));
    await expect.poll(() => document.querySelector('[role="alertdialog"]')).toBeNull();
    // Pressed and released on the backdrop itself (the top-left corner is outside the panel).
    await userEvent.click(document.elementFromPoint(3, 3) as HTMLElement, { position: { x: 3, y: 3 } });
    await expect.element(screen.getByRole('alertdialog')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '继续编辑' }));
    expect(onClose).not.toHaveBeenCalled();

    // Typed back to what it was: no change left, so Esc closes at once.
    await userEvent.clear(screen.getByRole('textbox', { name: '楼栋名称' }));
    await userEvent.keyboard('{Escape}');
    expect(document.querySelector('[role="alertdialog"]')).toBeNull();
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
