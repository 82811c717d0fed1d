import { describe, expect, it } from 'vitest';
import { catalogue, indexCatalogue } from '../../../src/contract';
import { ApiFail } from '../types';
import { createValidator, INT_MAX } from './validate';

const idx = indexCatalogue(catalogue);
const validator = createValidator();
const op = (id: string) => idx.operations.find((e) => e.id === id)!;
const check = (id: string, raw: Record<string, unknown>) => validator.validate(op(id), idx.rowsOf(op(id)), raw);
const failure = (id: string, raw: Record<string, unknown>): ApiFail => {
  try {
    check(id, raw);
  } catch (e) {
    if (e instanceof ApiFail) return e;
    throw e;
  }
  throw new Error('expected a validation failure');
};

describe('createValidator', () => {
  it('coerces form strings to the contract types and fills paging defaults', () => {
    expect(check('organisation.build.list', { orgId: '3', buildType: 'office' })).toEqual({ orgId: 3, buildType: 'office', pageNum: 1, pageSize: 20 });
    expect(check('platform.webMenu.list', { isApp: 'true', pageSize: '5' })).toMatchObject({ isApp: true, pageSize: 5 });
    expect(check('platform.webMenu.list', { isApp: '0' })).toMatchObject({ isApp: false });
  });

  it('names a missing required field by its zh-CN label', () => {
    const e = failure('organisation.build.add', { orgId: 1, buildType: 'office' });
    expect(e.code).toBe(400);
    expect(e.message).toBe('楼栋名称不能为空');
    expect(e.field).toBe('name');
  });

  it('treats blank and whitespace-only values as missing', () => {
    expect(failure('organisation.build.add', { name: '   ', orgId: 1 }).message).toBe('楼栋名称不能为空');
  });

  it('reports lengths, patterns, ranges, enums and types in Chinese', () => {
    expect(failure('organisation.build.add', { name: 'x'.repeat(33), orgId: 1 }).message).toBe('楼栋名称长度不能超过32个字符');
    expect(failure('organisation.user.add', { name: '张三', phone: '12345', orgId: 1 }).message).toMatch(/^手机号格式不正确，应为1开头的11位手机号码$/);
    expect(failure('organisation.build.add', { name: 'A', orgId: 1, floorCount: 0 }).message).toBe('楼层数不能小于1');
    expect(failure('organisation.build.add', { name: 'A', orgId: 1, buildType: 'castle' }).message).toBe('楼栋类型只能是：住宅、写字楼、商业');
    expect(failure('organisation.build.add', { name: 'A', orgId: 'abc' }).message).toBe('所属项目必须是整数');
    expect(failure('organisation.build.list', { pageSize: '5000' }).message).toBe('每页条数不能大于1000');
    expect(failure('organisation.build.delete_ids', { ids: '1,,2' }).message).toMatch(/^编号格式不正确/);
  });

  it('keeps integers within the 32-bit columns and numbers finite', () => {
    expect(failure('organisation.build.add', { name: 'A', orgId: String(INT_MAX + 1) }).message).toBe(`所属项目不能大于${INT_MAX}`);
    expect(failure('organisation.roomNo.add', { name: 'A', floorId: 1, unitId: 1, buildId: 1, orgId: 1, area: 'Infinity' }).message).toMatch(/^建筑面积/);
  });

  it('refuses NUL characters instead of letting the database fail', () => {
    const e = failure('organisation.build.add', { name: 'a\u0000b', orgId: 1 });
    expect(e.message).toBe('楼栋名称包含非法字符');
  });

  it('turns an emptied optional field into null (cleared) and never touches id', () => {
    expect(check('organisation.build.update', { id: '4', code: '', floorCount: '' })).toEqual({ id: 4, code: null, floorCount: null });
  });

  it('joins JSON arrays into the comma-separated form the contract carries', () => {
    expect(check('organisation.build.delete_ids', { ids: [1, 2, 3] })).toEqual({ ids: '1,2,3' });
  });

  it('accepts calls that take no input', () => {
    expect(check('organisation.build.get', {})).toEqual({});
  });
});
