import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { ColumnSettings } from '../../../src/ui/ColumnSettings';
import type { ColumnSetting } from '../../../src/ui/ColumnSettings';

const initial: ColumnSetting[] = [
  { key: 'orderNo', label: '订单号', visible: true },
  { key: 'phone', label: '手机号', visible: true },
  { key: 'amount', label: '金额', visible: false },
];

const labels = { button: '列设置', title: '显示列', moveUp: (l: string) => `上移 ${l}`, moveDown: (l: string) => `下移 ${l}`, reset: '重置' };

function Settings({ onChange, start = initial }: { onChange: (next: ColumnSetting[]) => void; start?: ColumnSetting[] }) {
  const [columns, setColumns] = useState(start);
  return (
    <div>
      <p>外部区域</p>
      <ColumnSettings columns={columns} labels={labels} onReset={() => setColumns(initial)}
        onChange={(next) => { setColumns(next); onChange(next); }} />
    </div>
  );
}

const order = () => [...document.querySelectorAll('[role="dialog"] li')].map((li) => li.textContent);
const active = () => document.activeElement as HTMLElement | null;

describe('ColumnSettings in Chromium', () => {
  it('shows and hides columns, but never the last visible one', async () => {
    const onChange = vi.fn();
    const screen = await render(<Settings onChange={onChange} />);
    const trigger = screen.getByRole('button', { name: '列设置' });
    await expect.element(trigger).toHaveAttribute('aria-expanded', 'false');
    await trigger.click();
    const dialog = screen.getByRole('dialog', { name: '显示列' });
    await expect.element(dialog).toBeVisible();
    await expect.element(trigger).toHaveAttribute('aria-expanded', 'true');

    await dialog.getByRole('checkbox', { name: '金额' }).click();
    expect(onChange).toHaveBeenLastCalledWith([initial[0], initial[1], { ...initial[2], visible: true }]);
    await dialog.getByRole('checkbox', { name: '订单号' }).click();
    await dialog.getByRole('checkbox', { name: '金额' }).click();
    expect(onChange.mock.lastCall![0].map((c: ColumnSetting) => c.visible)).toEqual([false, true, false]);
    // 手机号 is the only visible column now: its box is disabled and clicking does nothing.
    const phone = dialog.getByRole('checkbox', { name: '手机号' });
    await expect.element(phone).toBeDisabled();
    await expect.element(phone).toBeChecked();
    const calls = onChange.mock.calls.length;
    await phone.click({ force: true });
    expect(onChange).toHaveBeenCalledTimes(calls);
    await expect.element(phone).toBeChecked();
  });

  it('reorders with the up/down buttons and keeps focus on the moved column', async () => {
    const onChange = vi.fn();
    const screen = await render(<Settings onChange={onChange} />);
    await screen.getByRole('button', { name: '列设置' }).click();
    const dialog = screen.getByRole('dialog', { name: '显示列' });
    await expect.element(dialog).toBeVisible();
    await expect.element(dialog.getByRole('button', { name: '上移 订单号' })).toBeDisabled();
    await expect.element(dialog.getByRole('button', { name: '下移 金额' })).toBeDisabled();

    await dialog.getByRole('button', { name: '下移 订单号' }).click();
    expect(onChange.mock.lastCall![0].map((c: ColumnSetting) => c.key)).toEqual(['phone', 'orderNo', 'amount']);
    await expect.poll(order).toEqual(['手机号', '订单号', '金额']);
    await expect.poll(() => active()?.getAttribute('aria-label')).toBe('下移 订单号');

    // Keyboard: Enter on the focused button moves it again; at the bottom focus goes to its "up".
    await userEvent.keyboard('{Enter}');
    await expect.poll(order).toEqual(['手机号', '金额', '订单号']);
    await expect.poll(() => active()?.getAttribute('aria-label')).toBe('上移 订单号');
    await userEvent.keyboard('{Enter}');
    await expect.poll(order).toEqual(['手机号', '订单号', '金额']);

    await dialog.getByRole('button', { name: '重置' }).click();
    await expect.poll(order).toEqual(['订单号', '手机号', '金额']);
  });

  it('Escape and an outside click close it; focus returns to the button', async () => {
    const screen = await render(<Settings onChange={() => {}} />);
    const trigger = screen.getByRole('button', { name: '列设置' });
    await trigger.click();
    await expect.element(screen.getByRole('dialog')).toBeVisible();
    // Focus moved into the panel, so the keyboard can work it at once.
    await expect.poll(() => active()?.closest('[role="dialog"]') != null).toBe(true);
    await userEvent.keyboard('{Escape}');
    await expect.poll(() => document.querySelector('[role="dialog"]')).toBeNull();
    await expect.poll(() => active()).toBe(trigger.element());
    await expect.element(trigger).toHaveAttribute('aria-expanded', 'false');

    await trigger.click();
    await expect.element(screen.getByRole('dialog')).toBeVisible();
    await screen.getByText('外部区域').click();
    await expect.poll(() => document.querySelector('[role="dialog"]')).toBeNull();

    // The button toggles it closed as well.
    await trigger.click();
    await expect.element(screen.getByRole('dialog')).toBeVisible();
    await trigger.click();
    await expect.poll(() => document.querySelector('[role="dialog"]')).toBeNull();
  });
});
