/**
 * The controls with an anchored popup (select, date range, column settings) hand their element
 * to the popup as a ref: mounting one commits once, not a second time to store its element, and
 * the popup still opens next to it.
 */
import { Profiler, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { ColumnSettings, DateRangePicker, Select } from '../../../src/ui';

const dateLabels = {
  start: '开始日期', end: '结束日期', open: '打开日历', clear: '清除', prevMonth: '上个月', nextMonth: '下个月',
  prevYear: '上一年', nextYear: '下一年', invalidDate: '日期格式应为 yyyy-MM-dd',
  tooLong: (n: number) => `最多选择 ${n} 天`, future: '不能选择今天之后的日期',
};
const columnLabels = { button: '列设置', title: '显示列' };

const controls: Record<string, { node: ReactNode; open: string; popup: string }> = {
  Select: {
    node: <Select aria-label="机构" value={null} onChange={() => {}} options={[{ value: '1', label: '一号楼' }, { value: '2', label: '二号楼' }]} />,
    open: 'button[aria-label]', popup: '[role="listbox"]',
  },
  DateRangePicker: {
    node: <DateRangePicker aria-label="下单时间" today="2026-11-21" labels={dateLabels} value={[null, null]} onChange={() => {}} />,
    open: 'button[aria-label="打开日历"]', popup: '[role="dialog"]',
  },
  ColumnSettings: {
    node: <ColumnSettings columns={[{ key: 'orderNo', label: '订单号', visible: true }]} labels={columnLabels} onChange={() => {}} />,
    open: 'button[aria-label="列设置"]', popup: '[role="dialog"]',
  },
};

describe('anchored controls in Chromium', () => {
  for (const [name, c] of Object.entries(controls)) {
    it(`${name} mounts in one commit and opens its popup below itself`, async () => {
      const phases: string[] = [];
      const screen = await render(
        <div style={{ margin: '200px 0 0 300px', width: 320 }} data-testid="host">
          <Profiler id={name} onRender={(_id, phase) => phases.push(phase)}>{c.node}</Profiler>
        </div>,
      );
      const host = screen.getByTestId('host').element() as HTMLElement;
      await expect.poll(() => host.querySelector(c.open)).not.toBeNull();
      await new Promise((r) => setTimeout(r, 50));
      expect(phases).toEqual(['mount']);

      const trigger = host.querySelector<HTMLElement>(c.open)!;
      trigger.click();
      const popup = () => [...document.querySelectorAll<HTMLElement>(c.popup)].find((el) => !host.contains(el) && el.getBoundingClientRect().height > 0);
      await expect.poll(() => popup()?.getBoundingClientRect().height ?? 0, { timeout: 8000 }).toBeGreaterThan(0);
      // Positioned against the control (200px down, 300px in), not left at the page's corner.
      await expect.poll(() => {
        const box = host.getBoundingClientRect();
        const p = popup()!.getBoundingClientRect();
        return p.top >= box.bottom - 2 && p.top < box.bottom + 40 && p.right > box.left && p.left < box.right;
      }, { timeout: 8000 }).toBe(true);
    });
  }
});
