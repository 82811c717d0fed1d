import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { ColumnSettings } from '../../../src/ui/ColumnSettings';
import { DateRangePicker } from '../../../src/ui/DateRangePicker';
import { Select } from '../../../src/ui/Select';

// Module URLs the browser has requested so far (the test runner serves one module per file).
const requested = () => performance.getEntriesByType('resource').map((e) => e.name);
const loaded = (pattern: RegExp) => requested().some((url) => pattern.test(url));

const POPUP_CODE = /\/(SelectPopup|DateRangeCalendar|ColumnSettingsPanel|AnchoredLayer|popper)\.tsx|floating-ui/;

function Filters() {
  return (
    <div>
      <Select aria-label="机构" value={null} onChange={() => {}} options={[{ value: '1', label: '阳光花园' }, { value: '2', label: '滨江壹号' }]} />
      <DateRangePicker aria-label="日期" value={[null, null]} onChange={() => {}} today="2026-11-21" />
      <ColumnSettings columns={[{ key: 'a', label: '订单号', visible: true }]} onChange={() => {}} labels={{ button: '列设置' }} />
    </div>
  );
}

// Pointing at a control preloads its popup, and Chromium sends pointer events when content moves
// under a resting pointer (left wherever the previous test file put it): the controls appear only
// once the pointer rests on this button, above them.
function Harness() {
  const [shown, setShown] = useState(false);
  return (
    <div>
      <button type="button" onClick={() => setShown(true)}>show filters</button>
      {shown ? <Filters /> : null}
    </div>
  );
}

describe('popups load on demand', () => {
  it('closed controls render without floating-ui; opening each loads its popup', async () => {
    const screen = await render(<Harness />);
    await screen.getByRole('button', { name: 'show filters' }).click();
    await expect.element(screen.getByRole('combobox', { name: '机构' })).toBeVisible();
    expect(requested().filter((url) => POPUP_CODE.test(url))).toEqual([]);

    await screen.getByRole('combobox', { name: '机构' }).click();
    await expect.element(screen.getByRole('option', { name: '滨江壹号' })).toBeVisible();
    expect(loaded(/\/SelectPopup\.tsx/)).toBe(true);
    expect(loaded(/\/DateRangeCalendar\.tsx/)).toBe(false);
    await userEvent.keyboard('{Escape}');
    await expect.element(screen.getByRole('combobox', { name: '机构' })).toHaveAttribute('aria-expanded', 'false');

    await screen.getByRole('button', { name: 'Open calendar' }).click();
    await expect.element(screen.getByRole('dialog', { name: '日期' })).toBeVisible();
    expect(loaded(/\/DateRangeCalendar\.tsx/)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await expect.element(screen.getByRole('dialog', { name: '日期' })).not.toBeInTheDocument();

    await screen.getByRole('button', { name: '列设置' }).click();
    await expect.element(screen.getByRole('dialog', { name: '列设置' })).toBeVisible();
    expect(loaded(/\/ColumnSettingsPanel\.tsx/)).toBe(true);
  });
});
