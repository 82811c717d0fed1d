import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { Table } from '../../../src/ui/Table';
import type { TableColumn, TableSort } from '../../../src/ui/Table';

interface Order { id: string; phone: string; amount: number }

const makeRows = (n: number): Order[] =>
  Array.from({ length: n }, (_, i) => ({ id: `DD${String(i + 1).padStart(6, '0')}`, phone: `138****${String(i % 10000).padStart(4, '0')}`, amount: (i % 500) * 1.5 }));

const columns: TableColumn<Order>[] = [
  { key: 'id', header: '订单号', render: (o) => o.id, text: (o) => o.id },
  { key: 'phone', header: '手机号', render: (o) => o.phone },
  { key: 'amount', header: '金额', align: 'right', sortable: true, render: (o) => o.amount.toFixed(2) },
];

const bodyRows = () => [...document.querySelectorAll<HTMLTableRowElement>('tbody tr[data-index]')];
const rowOf = (index: number) => document.querySelector<HTMLTableRowElement>(`tbody tr[data-index="${index}"]`);
const active = () => document.activeElement as HTMLElement | null;
const scroller = () => document.querySelector<HTMLElement>('[data-virtuoso-scroller], [data-grid-scroller]')!;
// More rows than a page: the first rows show while the virtual body loads; wait for that body.
const virtualRow = (index: number) => document.querySelector(`[data-virtuoso-scroller] tbody tr[data-index="${index}"]`);

/** True when the element is fully inside the scroller, below the sticky header. */
function inView(el: Element) {
  const box = scroller().getBoundingClientRect();
  const head = scroller().querySelector('thead')!.getBoundingClientRect();
  const r = el.getBoundingClientRect();
  return r.top >= head.bottom - 1 && r.bottom <= box.top + scroller().clientHeight + 1;
}

function Selectable({ rows, onActivate }: { rows: Order[]; onActivate?: (o: Order) => void }) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  return (
    <Table label="订单" rows={rows} columns={columns} rowKey={(o) => o.id} height={400}
      selected={selected} onSelectedChange={setSelected} selectAllLabel="全选" selectRowLabel={(o) => `选择 ${o.id}`}
      onRowActivate={onActivate} />
  );
}

describe('Table in Chromium', () => {
  it('renders only a window of 100,000 rows and reaches the last one by scrolling', async () => {
    const rows = makeRows(100_000);
    const screen = await render(<Table label="订单" rows={rows} columns={columns} rowKey={(o) => o.id} height={400} />);
    const grid = screen.getByRole('grid', { name: '订单' });
    await expect.element(grid).toHaveAttribute('aria-rowcount', '100001');
    await expect.poll(() => bodyRows().length, { timeout: 8000 }).toBeGreaterThan(5);
    expect(document.querySelectorAll('tbody tr').length).toBeLessThan(100);
    expect(rowOf(0)).toHaveAttribute('aria-rowindex', '2');
    // One-line cells carry the full text as a tooltip.
    expect(rowOf(0)!.cells[0]).toHaveAttribute('title', 'DD000001');

    // The first rows show while the virtual body loads; then only a window of rows is in the DOM.
    await expect.poll(() => document.querySelectorAll('[data-virtuoso-scroller] tbody tr[data-index]').length, { timeout: 8000 }).toBeGreaterThan(5);
    expect(document.querySelectorAll('tbody tr').length).toBeLessThan(100);
    scroller().scrollTop = scroller().scrollHeight;
    await expect.poll(() => rowOf(99_999)?.textContent, { timeout: 8000 }).toContain('DD100000');
    expect(document.querySelectorAll('tbody tr').length).toBeLessThan(100);
    // Row 0 (the tab stop) left the DOM: a row in view takes over, so Tab still reaches the body.
    await expect.poll(() => bodyRows().filter((r) => r.tabIndex === 0).length).toBe(1);
  });

  it('cycles the sort asc -> desc -> none and shows the sorted column with aria-sort', async () => {
    const onSortChange = vi.fn();
    function Sorted() {
      const [sort, setSort] = useState<TableSort | null>(null);
      return <Table label="订单" rows={makeRows(5)} columns={columns} rowKey={(o) => o.id} sort={sort}
        onSortChange={(s) => { setSort(s); onSortChange(s); }} />;
    }
    const screen = await render(<Sorted />);
    const header = screen.getByRole('columnheader', { name: '金额' });
    const button = header.getByRole('button', { name: '金额' });
    // Unsortable headers are plain text, not buttons.
    expect(screen.getByRole('columnheader', { name: '订单号' }).element().querySelector('button')).toBeNull();
    expect(header.element()).not.toHaveAttribute('aria-sort');

    await button.click();
    expect(onSortChange).toHaveBeenLastCalledWith({ key: 'amount', order: 'asc' });
    await expect.element(header).toHaveAttribute('aria-sort', 'ascending');
    await button.click();
    expect(onSortChange).toHaveBeenLastCalledWith({ key: 'amount', order: 'desc' });
    await expect.element(header).toHaveAttribute('aria-sort', 'descending');
    await button.click();
    expect(onSortChange).toHaveBeenLastCalledWith(null);
    await expect.poll(() => header.element().hasAttribute('aria-sort')).toBe(false);
  });

  it('selects all, some and single rows; the header box shows checked and mixed', async () => {
    const screen = await render(<Selectable rows={makeRows(8)} />);
    const all = screen.getByRole('checkbox', { name: '全选' });
    await expect.poll(() => bodyRows().length, { timeout: 8000 }).toBe(8);

    await all.click();
    await expect.element(all).toBeChecked();
    expect(bodyRows().every((r) => r.getAttribute('aria-selected') === 'true')).toBe(true);

    await screen.getByRole('checkbox', { name: '选择 DD000003' }).click();
    await expect.poll(() => rowOf(2)!.getAttribute('aria-selected')).toBe('false');
    expect(all.element()).not.toBeChecked();
    expect((all.element() as HTMLInputElement).indeterminate).toBe(true);

    // Select-all with some selected selects the rest.
    await all.click();
    await expect.element(all).toBeChecked();
    expect((all.element() as HTMLInputElement).indeterminate).toBe(false);
    await all.click();
    await expect.element(all).not.toBeChecked();
    expect(bodyRows().some((r) => r.getAttribute('aria-selected') === 'true')).toBe(false);

    // Space on the focused row toggles its selection.
    rowOf(1)!.focus();
    await userEvent.keyboard(' ');
    await expect.poll(() => rowOf(1)!.getAttribute('aria-selected')).toBe('true');
    expect((all.element() as HTMLInputElement).indeterminate).toBe(true);
    await userEvent.keyboard(' ');
    await expect.poll(() => rowOf(1)!.getAttribute('aria-selected')).toBe('false');
  });

  it('moves focus with the arrows (one tab stop) and activates with Enter', async () => {
    const onActivate = vi.fn();
    await render(<Selectable rows={makeRows(50)} onActivate={onActivate} />);
    await expect.poll(() => rowOf(0), { timeout: 8000 }).not.toBeNull();
    expect(bodyRows().filter((r) => r.tabIndex === 0)).toEqual([rowOf(0)]);

    rowOf(0)!.focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect.poll(() => active()).toBe(rowOf(2));
    expect(bodyRows().filter((r) => r.tabIndex === 0)).toEqual([rowOf(2)]);
    await userEvent.keyboard('{ArrowUp}');
    await expect.poll(() => active()).toBe(rowOf(1));
    await userEvent.keyboard('{Enter}');
    expect(onActivate).toHaveBeenCalledTimes(1);
    expect(onActivate.mock.calls[0]![0].id).toBe('DD000002');

    await userEvent.keyboard('{PageDown}');
    await expect.poll(() => active()?.dataset.index).toBe('11');
    await expect.poll(() => inView(active()!)).toBe(true);
    await userEvent.keyboard('{Home}');
    await expect.poll(() => active()).toBe(rowOf(0));

    // Double click activates too.
    await userEvent.dblClick(rowOf(3)!.cells[2]!);
    expect(onActivate).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'DD000004' }));
  });

  it('End moves to the last of 10,000 rows, scrolled into view and focused', async () => {
    await render(<Selectable rows={makeRows(10_000)} />);
    await expect.poll(() => virtualRow(0), { timeout: 8000 }).not.toBeNull();
    rowOf(0)!.focus();
    await userEvent.keyboard('{End}');
    await expect.poll(() => active()?.dataset.index, { timeout: 8000 }).toBe('9999');
    await expect.poll(() => inView(active()!), { timeout: 8000 }).toBe(true);
    expect(active()!.textContent).toContain('DD010000');
    await userEvent.keyboard('{ArrowUp}');
    await expect.poll(() => active()?.dataset.index).toBe('9998');
    await userEvent.keyboard('{Home}');
    await expect.poll(() => active()?.dataset.index, { timeout: 8000 }).toBe('0');
    await expect.poll(() => inView(active()!), { timeout: 8000 }).toBe(true);
  });

  it('gives the tab stop back to the focused row when it scrolls into view again, re-rendering no cell', async () => {
    const renderId = vi.fn((o: Order) => o.id);
    const counted: TableColumn<Order>[] = [{ ...columns[0]!, render: renderId }, columns[2]!];
    await render(<Table label="订单" rows={makeRows(2_000)} columns={counted} rowKey={(o) => o.id} height={400} />);
    await expect.poll(() => virtualRow(3), { timeout: 8000 }).not.toBeNull();
    rowOf(0)!.focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect.poll(() => active()).toBe(rowOf(2));
    const stops = () => bodyRows().filter((r) => r.tabIndex === 0);

    scroller().scrollTop = 40 * 1_000;
    await expect.poll(() => rowOf(2), { timeout: 8000 }).toBeNull();
    await expect.poll(() => stops().length).toBe(1);
    expect(Number(stops()[0]!.dataset.index)).toBeGreaterThan(900);

    const rendered = new Set(bodyRows().map((r) => r.dataset.index));
    const before = renderId.mock.calls.length;
    scroller().scrollTop = 0;
    await expect.poll(() => stops()[0]?.dataset.index, { timeout: 8000 }).toBe('2');
    expect(stops()).toHaveLength(1);
    // Only rows that came into the DOM rendered their cells: moving the tab stop re-rendered none.
    const again = renderId.mock.calls.slice(before).map(([o]) => o.id);
    expect(again.length).toBeGreaterThan(0);
    expect(again.every((id) => !rendered.has(String(Number(id.slice(2)) - 1)))).toBe(true);
  });

  it('re-renders no cell on a focus move and only the toggled row on a selection', async () => {
    const renderAmount = vi.fn((o: Order) => o.amount.toFixed(2));
    const counted: TableColumn<Order>[] = [columns[0]!, { ...columns[2]!, render: renderAmount }];
    function Counted() {
      const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
      // Inline callbacks on purpose: a page re-creates them on every render.
      return <Table label="订单" rows={rows} columns={counted} rowKey={(o) => o.id} selected={selected}
        onSelectedChange={setSelected} selectRowLabel={(o) => `选择 ${o.id}`} />;
    }
    const rows = makeRows(30);
    await render(<Counted />);
    await expect.poll(() => rowOf(3), { timeout: 8000 }).not.toBeNull();
    await new Promise((r) => setTimeout(r, 300));
    rowOf(0)!.focus();
    await new Promise((r) => setTimeout(r, 100));
    const before = renderAmount.mock.calls.length;
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect.poll(() => active()).toBe(rowOf(2));
    expect(renderAmount.mock.calls.length).toBe(before);
    await userEvent.keyboard(' ');
    await expect.poll(() => rowOf(2)!.getAttribute('aria-selected')).toBe('true');
    // Only the toggled row's cells render again.
    expect(renderAmount.mock.calls.slice(before).map(([o]) => o.id)).toEqual(['DD000003']);
  });

  it('leaves keys inside a cell control to that control', async () => {
    const onActivate = vi.fn();
    const onEdit = vi.fn();
    const withAction: TableColumn<Order>[] = [
      ...columns,
      { key: 'ops', header: '操作', sticky: 'right', render: (o) => <button type="button" onClick={() => onEdit(o.id)}>编辑</button> },
    ];
    const screen = await render(<Table label="订单" rows={makeRows(3)} columns={withAction} rowKey={(o) => o.id} onRowActivate={onActivate} />);
    const edit = screen.getByRole('button', { name: '编辑' }).first();
    await expect.element(edit, { timeout: 8000 }).toBeVisible();
    (edit.element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    expect(onEdit).toHaveBeenCalledWith('DD000001');
    expect(onActivate).not.toHaveBeenCalled();
    await userEvent.keyboard('{ArrowDown}');
    expect(active()).toBe(edit.element());
    // Double clicking the button is not a row activation either.
    await edit.dblClick();
    expect(onActivate).not.toHaveBeenCalled();
    expect(getComputedStyle(edit.element().closest('td')!).position).toBe('sticky');
  });

  it('shows the empty content under the header, and a busy state', async () => {
    const screen = await render(
      <Table label="订单" rows={[]} columns={columns} rowKey={(o: Order) => o.id} busy empty={<p>暂无订单</p>} />,
    );
    await expect.element(screen.getByText('暂无订单')).toBeVisible();
    await expect.element(screen.getByRole('columnheader', { name: '订单号' })).toBeVisible();
    const grid = screen.getByRole('grid', { name: '订单' });
    await expect.element(grid).toHaveAttribute('aria-busy', 'true');
    await expect.element(grid).toHaveAttribute('aria-rowcount', '1');
    expect(getComputedStyle(grid.element().querySelector('tbody')!).filter).toBe('grayscale(0.6)');
  });
});
