import { describe, expect, it } from 'vitest';
import { useAdminServer } from '../api/adminServer';
import { tableName } from '../db/migrate';
import type { Row } from '../types';
import { writeCsv } from './csv';
import { readXlsx, writeXlsx, type XlsxCell } from './xlsx';
import { calcStyle, excelStyle } from './xlsxOtherWriters';

const s = useAdminServer();
const { rows } = s;

function upload(path: string, name: string, bytes: Uint8Array | string, type: string, fields: Row = {}) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, String(v));
  form.append('file', new Blob([bytes as BlobPart], { type }), name);
  return s.api.call('POST', path, { multipart: form, session: s.admin });
}
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const xlsx = (table: unknown[][]) => writeXlsx('导入', table as XlsxCell[][]);

describe('importMeal', () => {
  it('saves the good lines and reports the bad one with its row, field and message', async () => {
    const [merchant] = await rows('merchant.merchant');
    const [org] = await rows('organisation.organization');
    const before = (await rows('ordermeal.meal')).length;
    const res = await upload('/ordermeal/web/meal/importMeal', 'meals.xlsx', xlsx([
      ['菜品名称', '价格(元)', '餐别', '供餐商户', '所属项目'],
      ['导入红烧肉', 26, '午餐', merchant!.id, org!.name],
      ['导入坏价格', 'abc', '午餐', merchant!.id, org!.id],
      [null, null, null, null, null],
      ['导入豆浆', 3.5, 'Breakfast', merchant!.name, org!.id],
    ]), XLSX);
    expect(res.body).toMatchObject({ code: 200, data: { total: 3, imported: 2, failed: 1, errors: [{ row: 3, field: 'price', msg: '价格(元)必须是数字' }] } });
    const meals = await rows('ordermeal.meal');
    expect(meals).toHaveLength(before + 2);
    expect(meals.slice(-2).map((m) => [m.name, m.price, m.mealTime, m.orgId, m.status])).toEqual([
      ['导入红烧肉', 26, 'lunch', org!.id, 1], ['导入豆浆', 3.5, 'breakfast', org!.id, 1],
    ]);
  });

  it('reads CSV (with a BOM), reports missing required fields and unknown references', async () => {
    const [merchant] = await rows('merchant.merchant');
    const [org] = await rows('organisation.organization');
    const csv = `\uFEFF${writeCsv([
      ['name', 'price', 'mealTime', 'merchantId', 'orgId', 'description'],
      ['CSV炒饭', '15', 'dinner', String(merchant!.id), String(org!.id), '含"蛋", 葱'],
      ['', '15', 'dinner', String(merchant!.id), String(org!.id), ''],
      ['CSV面', '12', 'lunch', '不存在的商户', String(org!.id), ''],
    ])}`;
    const res = await upload('/ordermeal/web/meal/importMeal', 'meals.csv', csv, 'text/csv');
    expect(res.body!.data).toMatchObject({ total: 3, imported: 1, failed: 2 });
    expect(res.body!.data.errors).toEqual([
      { row: 3, field: 'name', msg: '菜品名称不能为空' },
      { row: 4, field: 'merchantId', msg: '供餐商户"不存在的商户"不存在' },
    ]);
    const [saved] = await rows('ordermeal.meal', `and "name" = 'CSV炒饭'`);
    expect(saved!.description).toBe('含"蛋", 葱');
  });

  it('refuses a file that is neither xlsx nor csv, and a sheet without a known header', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]);
    const res = await upload('/ordermeal/web/meal/importMeal', 'photo.png', png, 'image/png');
    expect(res.body).toMatchObject({ code: 400, msg: '只支持导入 xlsx 或 csv 文件，请使用导入模板' });
    const odd = await upload('/ordermeal/web/meal/importMeal', 'x.csv', 'foo,bar\n1,2\n', 'text/csv');
    expect(odd.body).toMatchObject({ code: 400, msg: '文件中没有可识别的表头，请使用导入模板' });
    const broken = await upload('/ordermeal/web/meal/importMeal', 'x.xlsx', new Uint8Array([0x50, 0x4b, 3, 4, 9, 9]), XLSX);
    expect(broken.body!.code).toBe(400);
  });
});

describe('importMeal with workbooks from other writers', () => {
  it('stores the text of shared strings, rich text, CDATA and entities, never an index or raw markup', async () => {
    const [merchant] = await rows('merchant.merchant');
    const [org] = await rows('organisation.organization');
    const header = ['菜品名称', '价格(元)', '餐别', '供餐商户', '所属项目'];
    const m = String(merchant!.name);
    const o = String(org!.name);
    const books = [
      calcStyle([header, ['单引号共享串', 12, '午餐', m, o], ['第二道', 7.5, '晚餐', m, o]], 'shared'),
      calcStyle([header, ['A&B <特价>', 9, '早餐', m, o], ["它's 菜", 10, '午餐', m, o]]),
      excelStyle([header, [{ runs: ['富文本', '菜'] }, 8.5, '晚餐', m, o]]),
    ];
    const before = (await rows('ordermeal.meal')).length;
    for (const [i, bytes] of books.entries()) {
      const res = await upload('/ordermeal/web/meal/importMeal', `other-${i}.xlsx`, bytes, XLSX);
      expect(res.body).toMatchObject({ code: 200, data: { failed: 0, errors: [] } });
    }
    const meals = (await rows('ordermeal.meal')).slice(before);
    expect(meals.map((x) => [x.name, x.price, x.mealTime, x.orgId])).toEqual([
      ['单引号共享串', 12, 'lunch', org!.id], ['第二道', 7.5, 'dinner', org!.id],
      ['A&B <特价>', 9, 'breakfast', org!.id], ["它's 菜", 10, 'lunch', org!.id],
      ['富文本菜', 8.5, 'dinner', org!.id],
    ]);
  });
});

describe('importHousehold', () => {
  it('takes the project from the room, reports a bad phone, and refuses a duplicate nothing else', async () => {
    const [room] = await rows('organisation.roomNo');
    const before = (await rows('organisation.household')).length;
    const res = await upload('/organisation/household/importHousehold', 'h.xlsx', xlsx([
      ['*住户姓名', '*手机号', '*住户身份', '*房间', '入住日期'],
      ['导入业主', '13911112222', '业主', room!.id, '2026/1/5'],
      ['坏手机', '1391111', '租户', room!.id, ''],
    ]), XLSX);
    expect(res.body!.data).toEqual({ total: 2, imported: 1, failed: 1, errors: [{ row: 3, field: 'phone', msg: '手机号格式不正确' }] });
    const all = await rows('organisation.household');
    expect(all).toHaveLength(before + 1);
    expect(all.at(-1)).toMatchObject({ name: '导入业主', orgId: room!.orgId, roomId: room!.id, checkInDate: '2026-01-05', auditStatus: 'pending' });
  });

  it('accepts the template it hands out, filled in', async () => {
    const template = await s.api.call('POST', '/organisation/household/downloadTemplate', { form: {}, session: s.admin });
    const header = readXlsx(template.bytes!)[0]!;
    const [room] = await rows('organisation.roomNo');
    const line = header.map((h) => ({ '*住户姓名': '模板住户', '*手机号': '13600001234', '*住户身份': '租户', '*所属项目': room!.orgId, '*房间': room!.id } as Record<string, unknown>)[h] ?? null);
    const res = await upload('/organisation/household/importHousehold', 't.xlsx', xlsx([['住户导入模板（请勿修改表头）'], header, line]), XLSX);
    expect(res.body!.data).toEqual({ total: 1, imported: 1, failed: 0, errors: [] });
    expect((await rows('organisation.household')).at(-1)).toMatchObject({ name: '模板住户', householdType: 'tenant' });
  });
});

describe('importWelfare', () => {
  it('adds the people to the grant named in the form and updates its totals', async () => {
    const [org] = await rows('organisation.organization');
    const users = (await rows('organisation.user')).slice(0, 2);
    const [grant] = await s.server.db.query(`insert into ${tableName(s.server.idx.resource('organisation.welfareRecord'))}
      ("title", "orgId", "grantType", "amount", "grantStatus") values ('导入福利', $1, 'subsidy', 30, 'pending') returning "id"`, [org!.id]);
    const res = await upload('/organisation/welfareRecord/importWelfare', 'w.xlsx', xlsx([
      ['用户', '金额(元)'], [users[0]!.id, 20], [users[1]!.id, null],
    ]), XLSX, { welfareRecordId: grant!.id });
    expect(res.body!.data).toMatchObject({ total: 2, imported: 2, failed: 0 });
    const people = await rows('organisation.welfarePersonRecord', 'and "welfareRecordId" = $1', [grant!.id]);
    expect(people.map((p) => [p.userId, p.amount, p.name])).toEqual([[users[0]!.id, 20, users[0]!.name], [users[1]!.id, 30, users[1]!.name]]);
    const [after] = await rows('organisation.welfareRecord', 'and "id" = $1', [grant!.id]);
    expect(after).toMatchObject({ personCount: 2, totalAmount: 50 });
  });
});
