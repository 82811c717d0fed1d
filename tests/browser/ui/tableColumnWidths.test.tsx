import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { Table, type TableColumn } from '../../../src/ui/Table';

interface Row { id: string; no: string; amount: string }
const rows: Row[] = [{ id: '1', no: 'DC20260101000001', amount: '12.00' }, { id: '2', no: 'DC20260101000002', amount: '8.50' }];
const columns: TableColumn<Row>[] = [
  { key: 'no', header: '订单号', width: 200, sortable: true, render: (r) => r.no },
  { key: 'amount', header: '金额', width: 110, align: 'right', render: (r) => r.amount },
  { key: 'note', header: '备注', render: () => '—' },
];
const widths = (cells: Iterable<Element>) => [...cells].map((c) => Math.round(c.getBoundingClientRect().width));

// The grid has no <col> elements: its fixed layout takes each column's width from the header cell.
// In a box narrower than the columns the grid keeps their sum (min-width) and scrolls, so each is exactly as declared.
describe("the grid's column widths", () => {
  it('are the declared ones (160 px by default, 48 px for the selection), in the header and in every row', async () => {
    const screen = await render(
      <div style={{ width: 300 }}>
        <Table label="订单" rows={rows} columns={columns} rowKey={(r) => r.id} selected={new Set()} onSelectedChange={() => undefined} />
      </div>,
    );
    await expect.element(screen.getByRole('button', { name: '订单号' })).toBeVisible();
    expect(document.querySelector('[role="grid"] col, [role="grid"] colgroup')).toBeNull();
    expect(widths(document.querySelectorAll('[role="grid"] thead th'))).toEqual([48, 200, 110, 160]);
    for (const tr of document.querySelectorAll('[role="grid"] tbody tr')) expect(widths(tr.children)).toEqual([48, 200, 110, 160]);
  });

  it('hold without rows and without selection', async () => {
    const screen = await render(<div style={{ width: 300 }}><Table label="订单" rows={[]} columns={columns} rowKey={(r) => r.id} empty={<p>暂无数据</p>} /></div>);
    await expect.element(screen.getByText('暂无数据')).toBeVisible();
    expect(widths(document.querySelectorAll('[role="grid"] thead th'))).toEqual([200, 110, 160]);
  });
});
