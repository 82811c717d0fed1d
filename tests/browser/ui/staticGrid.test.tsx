import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { STATIC_ROWS, Table, type TableColumn } from '../../../src/ui/Table';

interface Row { id: string; name: string }
const makeRows = (n: number): Row[] => Array.from({ length: n }, (_, i) => ({ id: `R${i + 1}`, name: `第 ${i + 1} 行` }));
const columns: TableColumn<Row>[] = [
  { key: 'id', header: '编号', render: (r) => r.id },
  { key: 'name', header: '名称', render: (r) => r.name },
];
// Module URLs requested so far (the test runner serves one module per file, dependencies pre-bundled).
const requested = () => performance.getEntriesByType('resource').map((e) => e.name);
const VIRTUAL_CODE = /\/VirtualGrid\.tsx|react-virtuoso/;
const bodyRows = () => document.querySelectorAll<HTMLTableRowElement>('tbody tr[data-index]');

function Grid() {
  const [rows, setRows] = useState(() => makeRows(STATIC_ROWS));
  return (
    <div>
      <button type="button" onClick={() => setRows(makeRows(5_000))}>more rows</button>
      <Table label="清单" rows={rows} columns={columns} rowKey={(r) => r.id} height={300} />
    </div>
  );
}

describe('a page of rows', () => {
  it('renders every row without loading the virtual list, and keeps keyboard focus in view', async () => {
    const screen = await render(<Grid />);
    await expect.element(screen.getByRole('grid', { name: '清单' })).toHaveAttribute('aria-rowcount', String(STATIC_ROWS + 1));
    expect(bodyRows()).toHaveLength(STATIC_ROWS);
    expect(document.querySelector('[data-virtuoso-scroller]')).toBeNull();
    expect(requested().filter((url) => VIRTUAL_CODE.test(url))).toEqual([]);

    // End goes to the last row: scrolled into the grid's box and focused.
    bodyRows()[0]!.focus();
    await userEvent.keyboard('{End}');
    const last = bodyRows()[STATIC_ROWS - 1]!;
    expect(document.activeElement).toBe(last);
    const box = document.querySelector<HTMLElement>('[data-grid-scroller]')!.getBoundingClientRect();
    const r = last.getBoundingClientRect();
    expect(r.bottom).toBeLessThanOrEqual(box.bottom + 1);
    expect(r.top).toBeGreaterThanOrEqual(box.top);
    expect(last.tabIndex).toBe(0);

    // More rows than a page: the virtual body loads and keeps only a window of them.
    await screen.getByRole('button', { name: 'more rows' }).click();
    await expect.poll(() => document.querySelector('[data-virtuoso-scroller] [role="grid"]'), { timeout: 8000 }).toBeTruthy();
    expect(requested().some((url) => /\/VirtualGrid\.tsx/.test(url))).toBe(true);
    await expect.poll(() => bodyRows().length).toBeGreaterThan(0);
    expect(bodyRows().length).toBeLessThan(60);
  });
});
