import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { Select } from '../../../src/ui';
import type { SelectOption } from '../../../src/ui';

/** A loader whose answers the test releases by hand, in any order. */
function manualLoader() {
  const calls: { query: string; signal: AbortSignal; resolve: (o: SelectOption[]) => void }[] = [];
  const load = (query: string, signal: AbortSignal) => new Promise<SelectOption[]>((resolve) => calls.push({ query, signal, resolve }));
  return { calls, load };
}

/** Sets an input's text to each value in turn, each as the input event a keystroke makes, in one go. */
function typeAtOnce(input: HTMLInputElement, ...values: string[]): void {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  for (const v of values) {
    setValue.call(input, v);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

describe('Select with remote options in Chromium', () => {
  it('debounces typing, aborts the superseded request and ignores its late answer', async () => {
    const { calls, load } = manualLoader();
    const screen = await render(<Select aria-label="公司" value={null} onChange={() => {}} loadOptions={load} debounceMs={500} />);
    const input = screen.getByRole('combobox', { name: '公司' });
    await input.click();
    await expect.poll(() => calls.length, { timeout: 8000 }).toBe(1); // opening loads at once with ''
    // Keystrokes as input events sent back to back: through the test driver, two keys on a loaded
    // machine can arrive further apart than any pause, and the test is about one request per pause.
    typeAtOnce(input.element() as HTMLInputElement, '阳', '阳光');
    await expect.poll(() => calls.length, { timeout: 12000 }).toBe(2); // one request for the pause, not one per key
    expect(calls[1]!.query).toBe('阳光');
    expect(calls[0]!.signal.aborted).toBe(true);

    typeAtOnce(input.element() as HTMLInputElement, '阳光花', '阳光花园');
    await expect.poll(() => calls.length, { timeout: 12000 }).toBe(3);
    expect(calls[2]!.query).toBe('阳光花园');
    expect(calls[1]!.signal.aborted).toBe(true);
    calls[2]!.resolve([{ value: '7', label: '阳光花园物业' }]);
    await expect.poll(() => document.querySelectorAll('[role="option"]').length, { timeout: 8000 }).toBe(1);
    // The answer to the older query arrives late: it must not replace the newer list.
    calls[1]!.resolve([{ value: '1', label: '阳光一号' }, { value: '2', label: '阳光二号' }]);
    await new Promise((r) => setTimeout(r, 50));
    expect([...document.querySelectorAll('[role="option"]')].map((o) => o.textContent)).toEqual(['阳光花园物业']);
    expect(calls).toHaveLength(3);
  }, 40000);

  it('shows the error text when loading fails', async () => {
    const screen = await render(
      <Select aria-label="公司" value={null} onChange={() => {}} errorText="加载失败" loadOptions={() => Promise.reject(new Error('500'))} />,
    );
    await screen.getByRole('combobox', { name: '公司' }).click();
    await expect.element(screen.getByRole('status')).toHaveTextContent('加载失败');
  });

  it('keeps the label of a value whose options are re-created on every render', async () => {
    const screen = await render(
      <Select aria-label="机构" value="2" onChange={() => {}} options={[{ value: '1', label: '一号楼' }, { value: '2', label: '二号楼' }]} />,
    );
    await expect.element(screen.getByRole('combobox', { name: '机构' })).toHaveValue('二号楼');
  });
});

describe('a label that arrives late', () => {
  it('shows the new label of the same chosen value', async () => {
    const onChange = vi.fn();
    const screen = await render(<Select aria-label="权限组" value={{ value: '14', label: '#14' }} onChange={onChange} options={[]} />);
    const input = screen.getByRole('combobox', { name: '权限组' });
    await expect.element(input).toHaveValue('#14');
    await screen.rerender(<Select aria-label="权限组" value={{ value: '14', label: '物业员工组' }} onChange={onChange} options={[]} />);
    await expect.element(input).toHaveValue('物业员工组');
  });
});
