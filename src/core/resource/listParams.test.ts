import { describe, expect, it } from 'vitest';
import { orderDinner } from '../../contract/services/ordermeal';
import { tabKeyOf } from '../tabs/tabStore';
import { filterFields } from './fields';
import { filterInput, listInput, parseListState, splitRange, writeListState } from './listParams';

const fields = filterFields(orderDinner);

describe('list state in the URL', () => {
  it('reads filters, page, size and sort, keeping only known fields and sane values', () => {
    const s = parseListState('?f.status=ordered&f.nope=1&page=3&size=50&sort=amount.desc&x=1', fields, (n) => n in orderDinner.fields);
    expect(parseListState('?sort=amount.desc', fields).sort).toBeNull();
    expect(s).toEqual({ page: 3, size: 50, sort: { key: 'amount', order: 'desc' }, filters: { status: 'ordered' } });
  });

  it('falls back to defaults for hand-edited nonsense', () => {
    const s = parseListState('?page=-2&size=1000000&sort=drop;table.asc', fields);
    expect(s).toEqual({ page: 1, size: 20, sort: null, filters: {} });
    expect(parseListState('?size=30', fields).size).toBe(20);
  });

  it('writes defaults out and keeps other parameters', () => {
    const params = writeListState(new URLSearchParams('id=7&page=4'), { page: 1, size: 20, sort: null, filters: { orderNo: 'DC1', date: '2026-11-01~2026-11-21' } });
    expect(params.toString()).toBe('id=7&f.orderNo=DC1&f.date=2026-11-01%7E2026-11-21');
    const round = parseListState(params, fields);
    expect(round.filters).toEqual({ orderNo: 'DC1', date: '2026-11-01~2026-11-21' });
  });

  it('turns a date range into xFrom/xTo and paging into the list call input', () => {
    expect(splitRange('2026-11-01~')).toEqual(['2026-11-01', '']);
    expect(filterInput({ date: '2026-11-01~2026-11-21', status: 'ordered' }, fields)).toEqual({ dateFrom: '2026-11-01', dateTo: '2026-11-21', status: 'ordered' });
    expect(listInput({ page: 2, size: 50, sort: { key: 'date', order: 'asc' }, filters: {} }, fields))
      .toEqual({ pageNum: 2, pageSize: 50, orderBy: 'date', order: 'asc' });
  });

  it('does not make a filtered list a different tab', () => {
    expect(tabKeyOf('/meal/orders', '?f.status=ordered&page=2&size=50&sort=date.asc')).toBe('/meal/orders');
    expect(tabKeyOf('/orders/detail', '?id=1&page=2')).toBe('/orders/detail?id=1');
  });
});
