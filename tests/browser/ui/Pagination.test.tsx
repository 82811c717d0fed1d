import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { Pagination, pageItems } from '../../../src/ui/Pagination';

const labels = {
  total: (n: number) => `共 ${n} 条`, prev: '上一页', next: '下一页', pageSize: (n: number) => `${n}条/页`,
  page: (n: number) => `第 ${n} 页`, jumpTo: '前往', nav: '分页', pageSizeSelect: '每页条数',
};

/** Controlled like a page would be, reporting every change. */
function Pager({ onChange, initialPage = 1, total = 95 }: { onChange: (page: number, size: number) => void; initialPage?: number; total?: number }) {
  const [state, setState] = useState({ page: initialPage, size: 10 });
  return (
    <Pagination page={state.page} pageSize={state.size} total={total} labels={labels}
      onChange={(page, size) => { setState({ page, size }); onChange(page, size); }} />
  );
}

const current = () => document.querySelector('[aria-current="page"]')?.textContent;

describe('Pagination in Chromium', () => {
  it('goes to a clicked page and disables prev/next at the ends', async () => {
    const onChange = vi.fn();
    const screen = await render(<Pager onChange={onChange} />);
    await expect.element(screen.getByRole('navigation', { name: '分页' })).toBeVisible();
    await expect.element(screen.getByText('共 95 条')).toBeVisible();
    const prev = screen.getByRole('button', { name: '上一页' });
    const next = screen.getByRole('button', { name: '下一页' });
    await expect.element(prev).toBeDisabled();
    await expect.element(next).toBeEnabled();
    expect(current()).toBe('1');

    await screen.getByRole('button', { name: '第 3 页' }).click();
    expect(onChange).toHaveBeenLastCalledWith(3, 10);
    await expect.poll(current).toBe('3');
    await expect.element(prev).toBeEnabled();
    await next.click();
    expect(onChange).toHaveBeenLastCalledWith(4, 10);

    await screen.getByRole('button', { name: '第 10 页' }).click();
    expect(onChange).toHaveBeenLastCalledWith(10, 10);
    await expect.element(next).toBeDisabled();
    await prev.click();
    expect(onChange).toHaveBeenLastCalledWith(9, 10);
    // Clicking the current page is not a change.
    const calls = onChange.mock.calls.length;
    await screen.getByRole('button', { name: '第 9 页' }).click();
    expect(onChange).toHaveBeenCalledTimes(calls);
  });

  it('shows ellipses for many pages', async () => {
    expect(pageItems(10, 20)).toEqual([1, null, 8, 9, 10, 11, 12, null, 20]);
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, 6, null, 20]);
    expect(pageItems(20, 20)).toEqual([1, null, 15, 16, 17, 18, 19, 20]);
    expect(pageItems(1, 3)).toEqual([1, 2, 3]);
    const screen = await render(<Pager onChange={() => {}} initialPage={10} total={200} />);
    await expect.element(screen.getByRole('button', { name: '第 10 页' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: '第 2 页' }).query()).toBeNull();
    expect(screen.getByRole('button', { name: '第 20 页' }).query()).not.toBeNull();
  });

  it('changing the page size goes back to page 1', async () => {
    const onChange = vi.fn();
    const screen = await render(<Pager onChange={onChange} initialPage={5} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '每页条数' }), '50条/页');
    expect(onChange).toHaveBeenLastCalledWith(1, 50);
    await expect.poll(current).toBe('1');
    await expect.element(screen.getByRole('button', { name: '下一页' })).toBeEnabled();
    await expect.poll(() => document.querySelectorAll('[aria-label^="第 "]').length).toBe(2);
  });

  it('clamps the go-to page into range', async () => {
    const onChange = vi.fn();
    const screen = await render(<Pager onChange={onChange} />);
    const input = screen.getByRole('spinbutton', { name: '前往' });
    await userEvent.clear(input);
    await userEvent.type(input, '999{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(10, 10);
    await expect.element(input).toHaveValue(10);
    await userEvent.clear(input);
    await userEvent.type(input, '0{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(1, 10);
    await expect.element(input).toHaveValue(1);
    // Leaving the field commits too.
    await userEvent.clear(input);
    await userEvent.type(input, '4');
    await userEvent.tab();
    expect(onChange).toHaveBeenLastCalledWith(4, 10);
    // An empty field changes nothing and shows the current page again.
    const calls = onChange.mock.calls.length;
    await userEvent.clear(input);
    await userEvent.tab();
    expect(onChange).toHaveBeenCalledTimes(calls);
    await expect.element(input).toHaveValue(4);
  });

  it('disables every control when disabled', async () => {
    const screen = await render(<Pagination page={2} pageSize={10} total={50} disabled onChange={() => {}} />);
    await expect.element(screen.getByRole('navigation', { name: 'Pagination' })).toBeVisible();
    const controls = [...document.querySelectorAll<HTMLButtonElement | HTMLInputElement | HTMLSelectElement>('nav button, nav input, nav select')];
    expect(controls.length).toBeGreaterThan(5);
    expect(controls.every((c) => c.disabled)).toBe(true);
  });
});
