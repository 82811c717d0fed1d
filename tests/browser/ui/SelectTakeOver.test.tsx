import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { Select } from '../../../src/ui/Select';
import type { SelectOption } from '../../../src/ui/Select';

// Module URLs the browser has requested so far (the test runner serves one module per file, and
// this file's page starts with none of them loaded).
const requested = () => performance.getEntriesByType('resource').map((e) => e.name);
const COMBOBOX_CODE = /\/SelectCombobox\.tsx|downshift/;

const SITES: SelectOption[] = [{ value: '1', label: '阳光花园' }, { value: '2', label: '滨江壹号' }, { value: '3', label: '滨海新城' }];

const active = () => document.activeElement as HTMLInputElement;
const shownOptions = () => [...document.querySelectorAll('[role="option"]')].map((o) => o.textContent);

// The select appears only once the pointer rests on this button, above it: pointing at a select
// starts its download, and Chromium sends pointer events when content moves under a resting pointer.
function Harness({ onChange = () => {} }: { onChange?: (value: string | null) => void }) {
  const [shown, setShown] = useState(false);
  const [value, setValue] = useState<string | null>('1');
  return (
    <div>
      <button type="button" onClick={() => setShown(true)}>show</button>
      {shown ? (
        <Select aria-label="项目" clearable clearLabel="清空" value={value} options={SITES}
          onChange={(v) => { setValue(v); onChange(v); }} />
      ) : null}
    </div>
  );
}

async function showSelect() {
  const screen = await render(<Harness />);
  await screen.getByRole('button', { name: 'show' }).click();
  await expect.element(screen.getByRole('combobox', { name: '项目' })).toHaveValue('阳光花园');
  return screen;
}

// The order matters: the first test needs a page where the combobox has never loaded.
describe('Select before and after its combobox loads', () => {
  it('renders as a closed combobox without downshift, and loads it when the field is reached', async () => {
    const screen = await showSelect();
    const light = screen.getByRole('combobox', { name: '项目' }).element() as HTMLInputElement;
    expect(light.getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById(light.getAttribute('aria-controls')!)?.getAttribute('role')).toBe('listbox');
    expect(requested().filter((url) => COMBOBOX_CODE.test(url))).toEqual([]);

    // Text typed in the same moment as the focus, before the download can have finished, with
    // the caret moved back inside it.
    light.focus();
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    setValue.call(light, '滨');
    light.dispatchEvent(new Event('input', { bubbles: true }));
    setValue.call(light, '滨壹');
    light.setSelectionRange(1, 1);
    light.dispatchEvent(new Event('input', { bubbles: true }));

    // The combobox takes over: another element, focused, with the typed text and caret, open.
    await expect.poll(() => active() !== light && active().getAttribute('aria-expanded') === 'true', { timeout: 8000 }).toBe(true);
    expect(requested().some((url) => COMBOBOX_CODE.test(url))).toBe(true);
    expect(light.isConnected).toBe(false);
    expect(active().value).toBe('滨壹');
    expect(active().selectionStart).toBe(1);
    await expect.poll(shownOptions).toEqual([]);

    // It goes on as the combobox: the next key lands at the caret and filters, Enter picks.
    await userEvent.keyboard('江');
    await expect.poll(shownOptions).toEqual(['滨江壹号']);
    await userEvent.keyboard('{Enter}');
    await expect.element(screen.getByRole('combobox', { name: '项目' })).toHaveValue('滨江壹号');
  });

  it('opens the list when the field is clicked, and Tab leaves the value as it was', async () => {
    const screen = await showSelect();
    await screen.getByRole('combobox', { name: '项目' }).click();
    await expect.poll(shownOptions, { timeout: 8000 }).toEqual(['阳光花园', '滨江壹号', '滨海新城']);
    expect(active().getAttribute('aria-expanded')).toBe('true');
    await userEvent.keyboard('{ArrowDown}{Tab}');
    await expect.element(screen.getByRole('combobox', { name: '项目' })).toHaveValue('阳光花园');
  });

  it('focus from the keyboard hands over without opening, and an arrow then opens it', async () => {
    const screen = await showSelect();
    const light = screen.getByRole('combobox', { name: '项目' }).element() as HTMLInputElement;
    light.focus();
    await expect.poll(() => active() !== light && active().getAttribute('role') === 'combobox', { timeout: 8000 }).toBe(true);
    expect(active().getAttribute('aria-expanded')).toBe('false');
    await userEvent.keyboard('{ArrowDown}');
    await expect.poll(() => active().getAttribute('aria-expanded')).toBe('true');
  });

  it('the × clears the value without the field being reached', async () => {
    const onChange = vi.fn();
    const screen = await render(<Harness onChange={onChange} />);
    await screen.getByRole('button', { name: 'show' }).click();
    await screen.getByRole('button', { name: '清空' }).click();
    expect(onChange).toHaveBeenCalledWith(null);
    await expect.element(screen.getByRole('combobox', { name: '项目' })).toHaveValue('');
  });
});
