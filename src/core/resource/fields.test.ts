import { describe, expect, it } from 'vitest';
import { orderDinner, receivables } from '../../contract/services/ordermeal';
import { visitorInfo } from '../../contract/services/passthrough';
import { bodyFields, cellText, detailFields, filterFields, formFields, listColumns, listOperation, operationOf, rowEditOperations, rowsOf } from './fields';
import { mergeColumnPrefs } from './useColumnPrefs';

describe('resource fields', () => {
  it('finds the calls and field sets the views are built from', () => {
    expect(listOperation(orderDinner)?.path).toBe('/ordermeal/web/orderDinner/list');
    expect(operationOf(orderDinner, 'transition')?.name).toBe('cancelDinner');
    expect(operationOf(orderDinner, 'deleteIds')?.name).toBe('delete_ids');
    expect(listColumns(orderDinner).map(([n]) => n)).toContain('status');
    expect(filterFields(orderDinner).map(([n]) => n)).toEqual(expect.arrayContaining(['orderNo', 'status', 'date']));
    expect(formFields(orderDinner).map(([n]) => n)).not.toContain('status');
    expect(bodyFields(operationOf(receivables, 'transition')!).map(([n]) => n)).toEqual(['refundReason']);
  });

  it('reads cells as the user should', () => {
    const texts = { yes: '是', no: '否' };
    expect(cellText(orderDinner.fields.status!, 'ordered', 'zh-CN', texts)).toBe('已订餐');
    expect(cellText(orderDinner.fields.amount!, 12, 'zh-CN', texts)).toBe('12.00');
    expect(cellText(orderDinner.fields.amount!, null, 'zh-CN', texts)).toBe('—');
    expect(rowsOf({ list: [{ id: 1 }], total: '7' })).toEqual({ rows: [{ id: 1 }], total: 7, totalExact: true });
    // Past the server's count cap, the total is a lower bound.
    expect(rowsOf({ list: [{ id: 1 }], total: 10000, totalExact: false })).toMatchObject({ total: 10000, totalExact: false });
  });

  it('merges stored column preferences with today\'s columns', () => {
    const cols = [{ key: 'a', visible: true }, { key: 'b', visible: true }, { key: 'c', visible: false }];
    expect(mergeColumnPrefs([{ key: 'b', visible: false }, { key: 'gone', visible: true }, { key: 'a', visible: true }], cols))
      .toEqual([{ key: 'b', visible: false }, { key: 'a', visible: true }, { key: 'c', visible: false }]);
    expect(mergeColumnPrefs([{ key: 'a', visible: false }, { key: 'b', visible: false }, { key: 'c', visible: false }], cols)).toEqual(cols);
    expect(mergeColumnPrefs(null, cols)).toEqual(cols);
  });

  it('a ledger offers no edit or delete on the screens; other resources their update and deletes', () => {
    expect(rowEditOperations(orderDinner)).toEqual({ update: null, remove: null, removeMany: null });
    const ops = rowEditOperations(visitorInfo);
    expect([ops.update?.name, ops.remove?.name, ops.removeMany?.name]).toEqual(['update', 'delete', 'delete_ids']);
  });
});

describe('internal fields', () => {
  it('are never drawn on the screens: the operation log keeps its call id for integrators only', async () => {
    const { log } = await import('../../contract/services/platform/system');
    expect(log.fields.operationId?.internal).toBe(true);
    for (const fields of [listColumns(log), detailFields(log), filterFields(log), formFields(log)]) {
      expect(fields.map(([name]) => name)).not.toContain('operationId');
    }
    expect(detailFields(log).map(([name]) => name)).toContain('operation');
  });
});
