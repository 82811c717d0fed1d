import { describe, expect, it } from 'vitest';
import { goalRows, monthRange } from './goalRows';

describe('goalRows', () => {
  it('compares each target with the sales of its project in fen, best completion first', () => {
    const rows = goalRows(
      [{ orgId: 1, orgName: '甲', targetAmount: '1500.00' }, { orgId: 2, orgName: '乙', targetAmount: 300 }, { orgId: 3, orgName: '丙', targetAmount: '0.30' }],
      [{ key: 1, label: '甲', values: { amount: 1234.5 } }, { key: 2, label: '乙', values: { amount: 450.1 } }, { key: 4, label: '丁', values: { amount: 0.1 } }],
      'amount',
    );
    expect(rows).toEqual([
      { orgId: 2, project: '乙', target: '300.00', actual: '450.10', rate: '150.03', gap: '-150.10' },
      { orgId: 1, project: '甲', target: '1500.00', actual: '1234.50', rate: '82.30', gap: '265.50' },
      // 0.1 + 0.2 style sums stay exact: nothing sold of 0.30 is 0.00 %, gap 0.30.
      { orgId: 3, project: '丙', target: '0.30', actual: '0.00', rate: '0.00', gap: '0.30' },
      { orgId: 4, project: '丁', target: null, actual: '0.10', rate: null, gap: null },
    ]);
  });

  it('gives the first and last day of a month, leap years included', () => {
    expect(monthRange('2024-02')).toEqual({ startDate: '2024-02-01', endDate: '2024-02-29' });
    expect(monthRange('2026-11')).toEqual({ startDate: '2026-11-01', endDate: '2026-11-30' });
  });
});
