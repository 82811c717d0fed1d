/**
 * A domain's own cells: `renderCell` replaces the contract's cell where it returns content and
 * keeps it (tags, amounts, ref names) where it returns undefined.
 */
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, test } from 'vitest';
import { orderDinner } from '../../src/contract/services/ordermeal/orders';
import { AdminProvider, listColumns } from '../../src/core';
import { ResourceTable, type Row } from '../../src/resource';

const rows: Row[] = [
  { id: 1, orderNo: 'DC1', amount: '12.5', status: 'ordered', mealId: 3, mealName: '香菇滑鸡饭' },
  { id: 2, orderNo: 'DC2', amount: '150', status: 'cancelled', mealId: 4, mealName: '牛肉面' },
];

function column(header: string): string[] {
  const grid = screen.getByRole('grid');
  const i = [...grid.querySelectorAll('thead th')].findIndex((th) => th.textContent?.trim() === header);
  expect(i, header).toBeGreaterThanOrEqual(0);
  return [...grid.querySelectorAll('tbody tr[aria-rowindex]')].map((tr) => tr.children[i]?.textContent?.trim() ?? '');
}

describe('ResourceTable renderCell', () => {
  test('overrides the cells it answers for and keeps the contract cells elsewhere', () => {
    render(
      <MemoryRouter>
        <AdminProvider apiBase="http://ref.local/api" token="t" permissions={['admin']} fetch={() => Promise.reject(new Error('no call expected'))}>
          <ResourceTable
            resource={orderDinner} rows={rows} fields={listColumns(orderDinner)} label="订餐订单"
            renderCell={(field, row) => (field === 'amount' && Number(row.amount) >= 100 ? <strong>大额 {String(row.amount)}</strong> : undefined)}
          />
        </AdminProvider>
      </MemoryRouter>,
    );
    expect(column('金额(元)')).toEqual(['12.50', '大额 150']);
    expect(column('订单状态')).toEqual(['已订餐', '已取消']);
    expect(column('菜品')).toEqual(['香菇滑鸡饭', '牛肉面']);
  });
});
