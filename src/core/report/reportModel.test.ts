import { describe, expect, it } from 'vitest';
import { mealOrderReport } from '../../contract/reports/mealReports';
import { consumptionReport } from '../../contract/reports/statisticsReports';
import { changeOf, drillHref, initialQuery, sortRows, type ReportResult } from './reportModel';

const result = (now: number, before: number): ReportResult => ({
  dimension: 'day', range: { startDate: '2026-03-01', endDate: '2026-03-07' }, rows: [],
  totals: { amount: now }, previous: { range: { startDate: '2026-02-22', endDate: '2026-02-28' }, totals: { amount: before } },
});

describe('report model', () => {
  it('starts with the last days up to today, bounded by the report', () => {
    expect(initialQuery(mealOrderReport, '2026-03-10', 7)).toEqual({ startDate: '2026-03-04', endDate: '2026-03-10', dimension: 'day', filters: {} });
    expect(initialQuery(mealOrderReport, '2026-03-10', 1000).startDate).toBe('2025-03-10');
  });

  it('compares a total with the previous period, or says there is nothing to compare', () => {
    expect(changeOf(result(150, 100), 'amount')).toBe(0.5);
    expect(changeOf(result(50, 100), 'amount')).toBe(-0.5);
    expect(changeOf(result(50, 0), 'amount')).toBeNull();
  });

  it('drills a day, a week, a month or a value down to the filtered list', () => {
    const q = { startDate: '2026-03-01', endDate: '2026-03-20', dimension: 'day', filters: { orgId: '3' } };
    expect(drillHref(mealOrderReport, q, { key: '2026-03-02', values: {} })).toBe('/meal/orders?f.date=2026-03-02~2026-03-02&f.orgId=3');
    expect(drillHref(mealOrderReport, { ...q, dimension: 'week' }, { key: '2026-02-23', values: {} })).toBe('/meal/orders?f.date=2026-03-01~2026-03-01&f.orgId=3');
    expect(drillHref(mealOrderReport, { ...q, dimension: 'month' }, { key: '2026-03', values: {} })).toBe('/meal/orders?f.date=2026-03-01~2026-03-20&f.orgId=3');
    expect(drillHref(mealOrderReport, { ...q, dimension: 'status' }, { key: 'cancelled', values: {} }))
      .toBe('/meal/orders?f.date=2026-03-01~2026-03-20&f.status=cancelled&f.orgId=3');
    expect(drillHref(mealOrderReport, q, { key: null, values: {} })).toBeNull();
    expect(drillHref(consumptionReport, q, { key: '2026-03-02', values: {} })).toBeNull();
  });

  it('sorts rows by key or by a measure', () => {
    const rows = [{ key: 'b', values: { n: 1 } }, { key: 'a', values: { n: 3 } }, { key: 'c', values: { n: 2 } }];
    expect(sortRows(rows, 'n', 'desc').map((r) => r.key)).toEqual(['a', 'c', 'b']);
    expect(sortRows(rows, 'key', 'asc').map((r) => r.key)).toEqual(['a', 'b', 'c']);
  });
});
