import { describe, expect, it } from 'vitest';
import { f, t } from '../../contract/dsl';
import { orderDinner } from '../../contract/services/ordermeal';
import { visitorInfo } from '../../contract/services/passthrough';
import { formFields } from './fields';
import { webPublic } from '../../contract/services/wechat/account';
import { filterInputValue, formFieldsFor, initialValues, toPayload, validateAll, validateField } from './formModel';

const label = t('x', 'x', 'x');

describe('resource form model', () => {
  it('validates from the contract and the 000 section 5 validators', () => {
    expect(validateField(f.phone(label, { required: true }), '')).toEqual({ key: 'form.required' });
    expect(validateField(f.phone(label), '2345')).toEqual({ key: 'form.phone' });
    expect(validateField(f.phone(label), '13812345678')).toBeNull();
    expect(validateField(f.amount(label), '1.234')).toEqual({ key: 'form.amount' });
    expect(validateField(f.amount(label, { max: 100 }), '100.5')).toEqual({ key: 'form.max', params: { max: 100 } });
    expect(validateField(f.integer(label, { min: 1 }), '0')).toEqual({ key: 'form.min', params: { min: 1 } });
    expect(validateField(f.url(label), 'ftp://x')).toEqual({ key: 'form.link' });
    for (const bad of ['javascript:alert(1)', 'vbscript:msgbox(1)', 'data:text/html,<script>x</script>', 'data:image/svg+xml;base64,PHN2Zz4=', '//evil.example/x.png']) {
      expect(validateField(f.image(label), bad)).toEqual({ key: 'form.image' });
    }
    for (const good of ['https://cdn.example.com/a.png', '/super_cloud/api/common/file/geturl/7?raw=1', 'data:image/png;base64,iVBORw0KGgo=']) {
      expect(validateField(f.image(label), good)).toBeNull();
    }
    expect(validateField(f.string(label, { max: 3 }), '测试文字')).toEqual({ key: 'form.maxLength', params: { max: 3 } });
    expect(validateField(f.date(label), '2026-1-1')).toEqual({ key: 'form.date' });
    // An image may be a file of this server (root-relative), never a protocol-relative address.
    expect(validateField(f.image(label), '/super_cloud/api/common/file/geturl/7.jpg')).toBeNull();
    expect(validateField(f.image(label), '//evil.example.com/x.jpg')).toEqual({ key: 'form.image' });
    expect(validateField(f.url(label), '/relative')).toEqual({ key: 'form.link' });
  });

  it('lets an edit leave a secret blank: optional there, left out of the request', () => {
    const fields = formFields(webPublic);
    const secret = (fs: readonly (typeof fields)[number][]) => fs.find(([n]) => n === 'appSecret')![1];
    expect(secret(formFieldsFor(fields, false)).required).toBe(true);
    expect(secret(formFieldsFor(fields, true)).required).toBe(false);
    const values = initialValues(fields, { id: 3, name: '服务号', appId: 'wx1', appSecret: null, type: 2, token: null });
    expect(values.appSecret).toBe('');
    const update = toPayload(fields, values, 3);
    expect(update).toMatchObject({ id: 3, name: '服务号' });
    expect(update).not.toHaveProperty('appSecret');
    expect(update).not.toHaveProperty('token');
    expect(toPayload(fields, { ...values, appSecret: 'new' }, 3)).toMatchObject({ appSecret: 'new' });
    // Adding, a blank optional secret is sent blank like any field (the server stores none).
    expect(toPayload(fields, values)).toHaveProperty('token', '');
  });

  it('filters amount keystrokes as they are typed', () => {
    expect(filterInputValue(f.amount(label), '¥12.345')).toBe('12.34');
    expect(filterInputValue(f.percent(label), '150')).toBe('100');
    expect(filterInputValue(f.integer(label, { min: 0 }), '1a2')).toBe('12');
    expect(filterInputValue(f.string(label), 'a b')).toBe('a b');
  });

  it('starts from the row or the defaults and sends trimmed values', () => {
    const fields = formFields(visitorInfo);
    const empty = initialValues(fields);
    expect(Object.keys(empty)).toEqual(fields.map(([n]) => n));
    const row = { id: 5, name: '张三', phone: '13812345678', orgId: 2 };
    const values = { ...initialValues(fields, row), name: ' 李四 ' };
    expect(toPayload(fields, values, row.id)).toMatchObject({ id: 5, name: '李四', phone: '13812345678', orgId: '2', plateNo: '' });
    expect(validateAll(fields, { ...values, phone: '12' })).toEqual({ phone: { key: 'form.phone' } });
  });

  it('sends a create-only amount when adding, never when editing', () => {
    const fields = formFields(orderDinner);
    const values = { ...initialValues(fields), amount: '12.50', mealTime: 'lunch' };
    expect(toPayload(fields, values)).toMatchObject({ amount: '12.50', mealTime: 'lunch' });
    const edit = toPayload(fields, values, 7);
    expect(edit).toMatchObject({ id: 7, mealTime: 'lunch' });
    expect(edit).not.toHaveProperty('amount');
  });
});
