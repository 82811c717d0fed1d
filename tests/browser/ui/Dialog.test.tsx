import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { Button, Dialog, Dropdown } from '../../../src/ui';

/** A page with a button opening a dialog that itself holds a dropdown. */
function Page({ onPick = () => {} }: { onPick?: (key: string) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <div>
      <p id="behind">订单列表</p>
      <Button onClick={() => setOpen(true)}>编辑订单</Button>
      <Dialog open={open} onClose={() => setOpen(false)} title="编辑订单" closeLabel="关闭">
        <input aria-label="收货人" />
        <Dropdown label="配送状态" items={[{ key: 'sent', label: '已发货' }, { key: 'done', label: '已完成' }]} onSelect={onPick}>
          <Button>配送状态</Button>
        </Dropdown>
      </Dialog>
    </div>
  );
}

const active = () => document.activeElement as HTMLElement | null;
const nextFrame = () => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));

describe('Dialog focus management in Chromium', () => {
  afterEach(() => { document.body.style.overflow = ''; });

  it('returns focus to the opener after Esc, the × button and a backdrop click', async () => {
    const screen = await render(<Page />);
    const opener = screen.getByRole('button', { name: '编辑订单' });
    const close = [
      async () => userEvent.keyboard('{Escape}'),
      async () => screen.getByRole('button', { name: '关闭' }).click(),
      async () => {
        // Press and release on the backdrop itself (the top-left corner is outside the panel).
        const backdrop = document.elementFromPoint(3, 3) as HTMLElement;
        await userEvent.click(backdrop, { position: { x: 3, y: 3 } });
      },
    ];
    for (const closeIt of close) {
      await opener.click();
      await expect.element(screen.getByRole('dialog', { name: '编辑订单' })).toBeInTheDocument();
      await expect.poll(() => active()?.getAttribute('aria-label')).toBe('收货人');
      await closeIt();
      await expect.poll(() => document.querySelector('[role="dialog"]')).toBeNull();
      await expect.poll(() => active()).toBe(opener.element());
    }
  });

  it('hides and locks the page behind while open', async () => {
    const screen = await render(<Page />);
    await screen.getByRole('button', { name: '编辑订单' }).click();
    await expect.element(screen.getByRole('dialog')).toBeInTheDocument();
    const behind = document.getElementById('behind')!;
    // The page is removed from the accessibility tree (aria-hidden or inert on an ancestor).
    await expect.poll(() => behind.closest('[aria-hidden="true"], [inert]') != null).toBe(true);
    expect(getComputedStyle(document.body).overflow).toBe('hidden');
    await userEvent.keyboard('{Escape}');
    await expect.poll(() => behind.closest('[aria-hidden="true"], [inert]')).toBeNull();
  });

  it('closes a menu inside the dialog with Esc first, then the dialog with a second Esc', async () => {
    const picked: string[] = [];
    const screen = await render(<Page onPick={(k) => picked.push(k)} />);
    await screen.getByRole('button', { name: '编辑订单' }).click();
    const trigger = screen.getByRole('button', { name: '配送状态' });
    (trigger.element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(screen.getByRole('menu', { name: '配送状态' })).toBeInTheDocument();
    await expect.poll(() => active()?.textContent).toBe('已发货');
    await userEvent.keyboard('{Escape}');
    await expect.poll(() => document.querySelector('[role="menu"]')).toBeNull();
    await expect.element(screen.getByRole('dialog')).toBeInTheDocument();
    await expect.poll(() => active()).toBe(trigger.element());

    // A choice made with the keyboard inside the dialog keeps focus in the dialog.
    await userEvent.keyboard('{ArrowDown}');
    await expect.poll(() => active()?.textContent).toBe('已发货');
    await nextFrame();
    await userEvent.keyboard('{ArrowDown}');
    await expect.poll(() => active()?.textContent).toBe('已完成');
    await userEvent.keyboard('{Enter}');
    expect(picked).toEqual(['done']);
    await expect.poll(() => active()).toBe(trigger.element());

    await userEvent.keyboard('{Escape}');
    await expect.poll(() => document.querySelector('[role="dialog"]')).toBeNull();
    await expect.poll(() => active()).toBe(screen.getByRole('button', { name: '编辑订单' }).element());
  });
});
