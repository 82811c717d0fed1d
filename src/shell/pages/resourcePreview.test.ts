import { describe, expect, test } from 'vitest';
import { catalogue } from '../../contract';
import type { FieldDef } from '../../contract';
import { cellText, findResource, listColumns, listOperation, rowsOf } from './resourcePreview';

const texts = { yes: '是', no: '否' };

describe('resource preview helpers', () => {
  test('every resource with a list call resolves to a callable one of its own', () => {
    for (const s of catalogue) {
      for (const r of s.resources) {
        const op = listOperation(r);
        if (!op) continue;
        expect(op.kind).toBe('list');
        expect(op.path).not.toContain('{');
        expect(op.target).toBeUndefined();
      }
    }
    expect(listOperation(findResource(catalogue, 'organisation.household')!)?.name).toBe('list');
  });

  test('columns leave out fields hidden in lists and passwords', () => {
    for (const s of catalogue) for (const r of s.resources) {
      for (const [, fd] of listColumns(r)) {
        expect(fd.hiddenInList).toBeFalsy();
        expect(fd.type).not.toBe('password');
      }
    }
  });

  test('cells read as a person expects', () => {
    const status: FieldDef = { type: 'enum', label: { 'zh-CN': '状态', en: 'Status', es: 'Estado' }, values: [
      { value: 1, label: { 'zh-CN': '启用', en: 'Enabled', es: 'Activo' } },
    ] };
    expect(cellText(status, 1, 'zh-CN', texts)).toBe('启用');
    expect(cellText(status, '1', 'en', texts)).toBe('Enabled');
    expect(cellText(status, 9, 'en', texts)).toBe('9');
    const flag: FieldDef = { type: 'boolean', label: { 'zh-CN': '', en: '', es: '' } };
    expect(cellText(flag, true, 'zh-CN', texts)).toBe('是');
    expect(cellText(flag, 0, 'zh-CN', texts)).toBe('否');
    expect(cellText(flag, null, 'zh-CN', texts)).toBe('—');
  });

  test('rows come from { list, total } or a bare array', () => {
    expect(rowsOf({ list: [{ id: 1 }], total: 12 })).toEqual({ rows: [{ id: 1 }], total: 12 });
    expect(rowsOf([{ id: 1 }, { id: 2 }]).total).toBe(2);
    expect(rowsOf(null)).toEqual({ rows: [], total: 0 });
  });
});
