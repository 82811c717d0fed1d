import { describe, expect, it } from 'vitest';
import { IMAGE_PATTERN } from '../../../src/contract';
import { isImageSource } from '../../../src/utils/validators';
import { writeXlsx } from '../files/xlsx';
import { useAdminServer } from './adminServer';

const s = useAdminServer();

const REFUSED = ['javascript:alert(document.cookie)', 'vbscript:msgbox(1)', 'data:text/html;base64,PHNjcmlwdD4=', 'data:image/svg+xml;base64,PHN2Zz4=', '//evil.example/a.png', 'JAVASCRIPT:alert(1)'];
const ACCEPTED = ['https://cdn.example.com/dish.png', '/super_cloud/api/common/file/geturl/1?raw=1', 'data:image/png;base64,iVBORw0KGgo='];

describe('image fields', () => {
  it('refuse script and foreign data URLs on add and update like url fields refuse them, and keep the good ones', async () => {
    const [meal] = await s.rows('ordermeal.meal');
    for (const image of REFUSED) {
      const res = await s.post('/ordermeal/web/meal/update', { id: meal!.id, image });
      expect(res.body).toEqual({ code: 400, msg: '图片格式不正确，应为以http://、https://或/开头的图片地址', data: { field: 'image' } });
      const added = await s.post('/ordermeal/web/meal/add', { ...meal, id: undefined, name: '脚本菜', image });
      expect(added.body).toMatchObject({ code: 400, data: { field: 'image' } });
    }
    expect((await s.rows('ordermeal.meal', 'and "id" = $1', [meal!.id]))[0]!.image).toBe(meal!.image);
    for (const image of ACCEPTED) {
      expect((await s.post('/ordermeal/web/meal/update', { id: meal!.id, image })).body!.code).toBe(200);
      expect((await s.rows('ordermeal.meal', 'and "id" = $1', [meal!.id]))[0]!.image).toBe(image);
    }
  });

  it('refuse them in imports, line by line', async () => {
    const [meal] = await s.rows('ordermeal.meal');
    const form = new FormData();
    form.append('file', new Blob([writeXlsx('菜品', [
      ['菜品名称', '价格(元)', '餐别', '供餐商户', '所属项目', '图片'],
      ['图片菜', 12, '午餐', Number(meal!.merchantId), Number(meal!.orgId), 'javascript:alert(1)'],
    ]) as BlobPart]), 'm.xlsx');
    const res = await s.api.call('POST', '/ordermeal/web/meal/importMeal', { multipart: form, session: s.admin });
    expect(res.body!.data).toMatchObject({ imported: 0, failed: 1, errors: [{ row: 2, field: 'image', msg: '图片格式不正确' }] });
  });

  it('follow one rule on server and client', () => {
    const server = new RegExp(IMAGE_PATTERN, 'u');
    for (const v of [...REFUSED, ...ACCEPTED, '/\\evil', 'x.png', ' /a.png', 'https:/a', 'data:image/webp;base64,UklG']) {
      expect([v, isImageSource(v)]).toEqual([v, server.test(v)]);
    }
  });
});
