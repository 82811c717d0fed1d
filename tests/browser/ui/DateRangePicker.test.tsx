import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { Dialog } from '../../../src/ui/Dialog';
import { DateRangePicker } from '../../../src/ui/DateRangePicker';
import type { DateRange, DateRangePickerProps } from '../../../src/ui/DateRangePicker';

const labels = {
  start: '开始日期', end: '结束日期', open: '打开日历', clear: '清除', prevMonth: '上个月', nextMonth: '下个月',
  prevYear: '上一年', nextYear: '下一年', invalidDate: '日期格式应为 yyyy-MM-dd',
  tooLong: (n: number) => `最多选择 ${n} 天`, future: '不能选择今天之后的日期',
};

/** The picker with its value in state, recording every change. */
function setup(props: Partial<DateRangePickerProps> & { initial?: DateRange } = {}) {
  const changes: DateRange[] = [];
  function Harness() {
    const [value, setValue] = useState<DateRange>(props.initial ?? [null, null]);
    return (
      <div style={{ width: 320 }}>
        <p>订单列表</p>
        <DateRangePicker
          aria-label="下单时间" today="2026-11-21" labels={labels} {...props} value={value}
          onChange={(next) => { changes.push(next); setValue(next); }}
        />
        <button type="button">查询</button>
      </div>
    );
  }
  return { changes, Harness };
}

const active = () => document.activeElement as HTMLElement | null;
const popover = () => document.querySelector<HTMLElement>('[role="dialog"]');
const day = (d: string) => document.querySelector<HTMLButtonElement>(`[role="dialog"] button[aria-label="${d}"]`);
const messageOf = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ');

describe('DateRangePicker in Chromium', () => {
  it('commits a typed range on blur and Enter, normalising the text', async () => {
    const { changes, Harness } = setup();
    const screen = await render(<Harness />);
    const start = screen.getByRole('textbox', { name: '开始日期' });
    const end = screen.getByRole('textbox', { name: '结束日期' });
    await userEvent.fill(start, '2026/11/1');
    await userEvent.keyboard('{Tab}');
    await expect.poll(() => changes.at(-1)).toEqual(['2026-11-01', null]);
    await expect.element(start).toHaveValue('2026-11-01');
    await userEvent.fill(end, '2026-11-10');
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => changes.at(-1)).toEqual(['2026-11-01', '2026-11-10']);
    await expect.element(end).not.toHaveAttribute('aria-invalid');
    // An end typed before the start swaps the two.
    await userEvent.fill(end, '2026-10-20');
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => changes.at(-1)).toEqual(['2026-10-20', '2026-11-01']);
    await expect.element(start).toHaveValue('2026-10-20');
    await expect.element(end).toHaveValue('2026-11-01');
  });

  it('keeps an invalid typed date in the field with a message and commits nothing', async () => {
    const { changes, Harness } = setup({ initial: ['2026-11-01', '2026-11-10'] });
    const screen = await render(<Harness />);
    const start = screen.getByRole('textbox', { name: '开始日期' });
    await userEvent.fill(start, '2026-02-30');
    await userEvent.keyboard('{Enter}');
    await expect.element(start).toHaveAttribute('aria-invalid', 'true');
    await expect.element(start).toHaveValue('2026-02-30');
    expect(messageOf(start.element() as HTMLElement)).toContain('日期格式应为 yyyy-MM-dd');
    await expect.element(screen.getByText('日期格式应为 yyyy-MM-dd')).toBeVisible();
    // Leaving the field does not lose the text either.
    await userEvent.keyboard('{Tab}');
    await expect.element(start).toHaveValue('2026-02-30');
    expect(changes).toEqual([]);
    // Fixing it clears the message.
    await userEvent.fill(start, '2026-11-02');
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => changes.at(-1)).toEqual(['2026-11-02', '2026-11-10']);
    await expect.element(start).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('日期格式应为 yyyy-MM-dd').query()).toBeNull();

    // Committing one side keeps a wrong text on the other side for the user to fix.
    const end = screen.getByRole('textbox', { name: '结束日期' });
    await userEvent.fill(end, '2026-11-1x');
    await userEvent.keyboard('{Enter}');
    await expect.element(end).toHaveAttribute('aria-invalid', 'true');
    await userEvent.fill(start, '2026-11-03');
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => changes.at(-1)).toEqual(['2026-11-03', '2026-11-10']);
    await expect.element(end).toHaveValue('2026-11-1x');
    await expect.element(end).toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses a typed range longer than maxDays and a future date with noFuture', async () => {
    const { changes, Harness } = setup({ initial: ['2026-11-01', null], maxDays: 7, noFuture: true });
    const screen = await render(<Harness />);
    const start = screen.getByRole('textbox', { name: '开始日期' });
    const end = screen.getByRole('textbox', { name: '结束日期' });
    await userEvent.fill(end, '2026-11-08'); // 8 days
    await userEvent.keyboard('{Enter}');
    await expect.element(end).toHaveAttribute('aria-invalid', 'true');
    expect(messageOf(end.element() as HTMLElement)).toContain('最多选择 7 天');
    await expect.element(end).toHaveValue('2026-11-08');
    expect(changes).toEqual([]);
    await userEvent.fill(end, '2026-11-07'); // exactly 7 days
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => changes.at(-1)).toEqual(['2026-11-01', '2026-11-07']);

    await userEvent.fill(start, '2026-11-22');
    await userEvent.keyboard('{Enter}');
    await expect.element(start).toHaveAttribute('aria-invalid', 'true');
    expect(messageOf(start.element() as HTMLElement)).toContain('不能选择今天之后的日期');
    expect(changes).toHaveLength(1);
  });

  it('picks start then end with the mouse, swapping an end before the start', async () => {
    const { changes, Harness } = setup();
    const screen = await render(<Harness />);
    await screen.getByRole('button', { name: '打开日历' }).click();
    await expect.poll(() => day('2026-11-12')).not.toBeNull();
    expect(popover()!.querySelectorAll('[role="grid"]')).toHaveLength(2);
    expect(day('2026-12-01')).not.toBeNull(); // the second panel shows the next month
    await userEvent.click(day('2026-11-12')!);
    expect(changes.at(-1)).toEqual(['2026-11-12', null]);
    await userEvent.hover(day('2026-11-05')!);
    // The range preview follows the pointer.
    await expect.poll(() => day('2026-11-08')!.closest('td')!.hasAttribute('data-in-range')).toBe(true);
    await userEvent.click(day('2026-11-05')!);
    expect(changes.at(-1)).toEqual(['2026-11-05', '2026-11-12']);
    await expect.poll(popover).toBeNull();
    await expect.element(screen.getByRole('textbox', { name: '开始日期' })).toHaveValue('2026-11-05');
    await expect.element(screen.getByRole('textbox', { name: '结束日期' })).toHaveValue('2026-11-12');

    // Reopened, the range is highlighted: ends in the primary colour, the days between in its tint.
    await screen.getByRole('button', { name: '打开日历' }).click();
    await expect.poll(() => day('2026-11-05')).not.toBeNull();
    expect(getComputedStyle(day('2026-11-05')!).backgroundColor).toBe('rgb(49, 120, 194)');
    expect(getComputedStyle(day('2026-11-08')!.closest('td')!).backgroundColor).toBe('rgb(236, 245, 255)');
    expect(day('2026-11-08')!.closest('td')).toHaveAttribute('aria-selected', 'true');
    expect(day('2026-11-13')!.closest('td')).toHaveAttribute('aria-selected', 'false');
  });

  it('disables days further than maxDays-1 from the first pick, and future days with noFuture', async () => {
    const { changes, Harness } = setup({ maxDays: 7, noFuture: true });
    const screen = await render(<Harness />);
    await screen.getByRole('button', { name: '打开日历' }).click();
    await expect.poll(() => day('2026-11-10')).not.toBeNull();
    expect(day('2026-11-21')).toHaveAttribute('aria-current', 'date');
    expect(day('2026-11-21')).not.toHaveAttribute('aria-disabled');
    expect(day('2026-11-22')).toHaveAttribute('aria-disabled', 'true');
    expect(day('2026-12-01')).toHaveAttribute('aria-disabled', 'true');
    expect(day('2026-11-01')).not.toHaveAttribute('aria-disabled');
    day('2026-11-22')!.click();
    expect(changes).toEqual([]);

    await userEvent.click(day('2026-11-10')!);
    expect(changes.at(-1)).toEqual(['2026-11-10', null]);
    // 7 days at most: 6 days either side of the first pick stay open, the 7th is closed.
    await expect.poll(() => day('2026-11-03')!.getAttribute('aria-disabled')).toBe('true');
    expect(day('2026-11-04')).not.toHaveAttribute('aria-disabled');
    expect(day('2026-11-16')).not.toHaveAttribute('aria-disabled');
    expect(day('2026-11-17')).toHaveAttribute('aria-disabled', 'true');
    // Not clickable: nothing changes and the calendar stays open.
    day('2026-11-17')!.click();
    day('2026-11-03')!.click();
    expect(changes).toHaveLength(1);
    expect(popover()).not.toBeNull();
    await userEvent.click(day('2026-11-04')!);
    expect(changes.at(-1)).toEqual(['2026-11-04', '2026-11-10']);
  });

  it('works from the keyboard: open, move, pick, Escape returns focus', async () => {
    const { changes, Harness } = setup();
    const screen = await render(<Harness />);
    const start = screen.getByRole('textbox', { name: '开始日期' });
    (screen.getByRole('button', { name: '打开日历' }).element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => active()?.getAttribute('aria-label')).toBe('2026-11-21'); // today when empty
    await userEvent.keyboard('{ArrowLeft}');
    await expect.poll(() => active()?.getAttribute('aria-label')).toBe('2026-11-20');
    await userEvent.keyboard('{ArrowUp}');
    await expect.poll(() => active()?.getAttribute('aria-label')).toBe('2026-11-13');
    await userEvent.keyboard('{Home}');
    await expect.poll(() => active()?.getAttribute('aria-label')).toBe('2026-11-09'); // Monday
    await userEvent.keyboard('{End}');
    await expect.poll(() => active()?.getAttribute('aria-label')).toBe('2026-11-15'); // Sunday
    await userEvent.keyboard('{Enter}');
    expect(changes.at(-1)).toEqual(['2026-11-15', null]);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowRight}');
    await expect.poll(() => active()?.getAttribute('aria-label')).toBe('2026-11-30');
    // Past the second panel the months scroll along.
    await userEvent.keyboard('{PageDown}');
    await expect.poll(() => active()?.getAttribute('aria-label')).toBe('2026-12-30');
    await userEvent.keyboard('{PageDown}');
    await expect.poll(() => active()?.getAttribute('aria-label')).toBe('2027-01-30');
    expect(day('2026-11-15')).toBeNull();
    await userEvent.keyboard('{PageUp}{PageUp}{ArrowLeft}');
    await expect.poll(() => active()?.getAttribute('aria-label')).toBe('2026-11-29');
    await userEvent.keyboard(' ');
    await expect.poll(() => changes.at(-1)).toEqual(['2026-11-15', '2026-11-29']);
    await expect.poll(popover).toBeNull();
    await expect.poll(() => active()).toBe(start.element());

    // Escape closes without changing anything and puts focus back on the input.
    await userEvent.keyboard('{ArrowDown}');
    await expect.poll(() => active()?.getAttribute('aria-label')).toBe('2026-11-15');
    await userEvent.keyboard('{ArrowRight}{Escape}');
    await expect.poll(popover).toBeNull();
    await expect.poll(() => active()).toBe(start.element());
    expect(changes).toHaveLength(2);
  });

  it('closes on a press outside and on Tab out, keeping the value', async () => {
    const { changes, Harness } = setup({ initial: ['2026-11-01', '2026-11-03'] });
    const screen = await render(<Harness />);
    await screen.getByRole('textbox', { name: '结束日期' }).click();
    await expect.poll(popover).not.toBeNull();
    await expect.poll(() => active()?.getAttribute('aria-label')).toBe('结束日期'); // a click keeps typing possible
    await screen.getByText('订单列表').click();
    await expect.poll(popover).toBeNull();

    // Tab from the last day or button of the calendar leaves it and closes it.
    await screen.getByRole('button', { name: '打开日历' }).click();
    await expect.poll(() => active()?.getAttribute('aria-label')).toBe('2026-11-01');
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    await expect.poll(() => active()?.getAttribute('aria-label')).toBe('上个月');
    await userEvent.keyboard('{Tab}{Tab}{Tab}{Tab}');
    await expect.poll(() => active()?.textContent).toBe('查询');
    await expect.poll(popover).toBeNull();
    expect(changes).toEqual([]);
  });

  it('inside a modal dialog: the calendar is usable and Esc closes it, not the dialog', async () => {
    const changes: DateRange[] = [];
    function InDialog() {
      const [open, setOpen] = useState(true);
      const [value, setValue] = useState<DateRange>([null, null]);
      return (
        <Dialog open={open} onClose={() => setOpen(false)} title="导出订单" closeLabel="关闭">
          <DateRangePicker aria-label="下单时间" today="2026-11-21" labels={labels} value={value} onChange={(v) => { changes.push(v); setValue(v); }} />
        </Dialog>
      );
    }
    await render(<InDialog />);
    await expect.poll(() => document.querySelector('[role="dialog"]')).not.toBeNull();
    const opener = document.querySelector<HTMLElement>('button[aria-label="打开日历"]')!;
    opener.focus();
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => active()?.getAttribute('aria-label')).toBe('2026-11-21');
    await userEvent.keyboard('{ArrowLeft}{Enter}{ArrowRight}{ArrowRight}{Enter}');
    await expect.poll(() => changes.at(-1)).toEqual(['2026-11-20', '2026-11-22']);
    await userEvent.keyboard('{ArrowDown}');
    await expect.poll(() => active()?.getAttribute('aria-label')).toBe('2026-11-20');
    await userEvent.keyboard('{Escape}');
    await expect.poll(() => document.querySelector('button[aria-label="2026-11-20"]')).toBeNull();
    expect(document.querySelector('[role="dialog"]')).not.toBeNull();
    await expect.poll(() => active()?.getAttribute('aria-label')).toBe('开始日期');
    await userEvent.keyboard('{Escape}');
    await expect.poll(() => document.querySelector('[role="dialog"]')).toBeNull();
  });

  it('clears both ends with the clear button', async () => {
    const { changes, Harness } = setup({ initial: ['2026-11-01', '2026-11-10'] });
    const screen = await render(<Harness />);
    await screen.getByRole('button', { name: '清除' }).click();
    expect(changes).toEqual([[null, null]]);
    await expect.element(screen.getByRole('textbox', { name: '开始日期' })).toHaveValue('');
    await expect.element(screen.getByRole('textbox', { name: '结束日期' })).toHaveValue('');
    expect(screen.getByRole('button', { name: '清除' }).query()).toBeNull();
  });
});
