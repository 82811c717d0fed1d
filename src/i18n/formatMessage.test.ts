import { beforeAll, describe, expect, test } from 'vitest';
import { createTranslator, loadMessages, addSourceMessages } from './createTranslator';
import { formatMessage, formatNumber, paramsOf, pluralCategory } from './formatMessage';
import { viewMessagesZhCN } from './messages/views.zh-CN';

beforeAll(async () => {
  await Promise.all([loadMessages('en'), loadMessages('es')]);
  addSourceMessages(viewMessagesZhCN);
});

describe('formatMessage', () => {
  test('plural forms follow Intl.PluralRules of the locale', () => {
    const text = '{n, plural, =0 {none} one {# entry} other {# entries}}';
    expect([0, 1, 2, 1000].map((n) => formatMessage(text, { n }, 'en'))).toEqual(['none', '1 entry', '2 entries', '1,000 entries']);
    expect(formatMessage('{n, plural, one {# fila} other {# filas}}', { n: 1 }, 'es')).toBe('1 fila');
    expect(formatMessage('{n, plural, one {# fila} other {# filas}}', { n: 12345 }, 'es')).toBe('12.345 filas');
    expect(pluralCategory(1, 'zh-CN')).toBe('other');
    expect(pluralCategory(1, 'en')).toBe('one');
  });

  test('numbers through Intl.NumberFormat; plain arguments as given; unknown names stay visible', () => {
    expect(formatMessage('{t, number} in total', { t: 1234567 }, 'en')).toBe('1,234,567 in total');
    expect(formatMessage('{t, number}', { t: 1234.5 }, 'es')).toBe('1234,5');
    expect(formatNumber(12345.5, 'es')).toBe('12.345,5');
    expect(formatMessage('共 {t, number} 条', { t: 12345 }, 'zh-CN')).toBe('共 12,345 条');
    expect(formatMessage('Order {id}', { id: 20261126 }, 'en')).toBe('Order 20261126');
    expect(formatMessage('Close {title} {missing}', { title: 'Users' }, 'en')).toBe('Close Users {missing}');
    expect(formatMessage('{n, plural, one {# of {total}} other {# of {total}}}', { n: 2, total: 'all' }, 'en')).toBe('2 of all');
  });

  test('paramsOf names the arguments of plural and number forms', () => {
    expect(paramsOf('{count, plural, one {# of {total}} other {# of {total}}} by {who}')).toEqual(['count', 'total', 'who']);
    expect(paramsOf('{a, number} {b}')).toEqual(['a', 'b']);
  });
});

describe('the catalogues count in each locale', () => {
  test.each([
    ['en', 1, 'Show the error log (1 entry)', '1 record deleted'],
    ['en', 2, 'Show the error log (2 entries)', '2 records deleted'],
    ['es', 1, 'Ver el registro de errores (1 entrada)', '1 registro eliminado'],
    ['es', 1500, 'Ver el registro de errores (1500 entradas)', '1500 registros eliminados'],
    ['zh-CN', 1, '查看错误日志（1 条）', '已删除 1 条记录'],
    ['zh-CN', 3, '查看错误日志（3 条）', '已删除 3 条记录'],
  ] as const)('%s with %i', (locale, count, log, deleted) => {
    const t = createTranslator(locale);
    expect(t('errorLog.open', { count })).toBe(log);
    expect(t('resource.deletedMany', { count })).toBe(deleted);
  });

  test('totals are grouped as the locale writes them', () => {
    expect(createTranslator('en')('resource.total', { total: 12345 })).toBe('12,345 in total');
    expect(createTranslator('es')('resource.total', { total: 12345 })).toBe('12.345 en total');
    expect(createTranslator('en')('resource.importDone', { total: 1, imported: 1, failed: 0 })).toBe('1 row: 1 imported, 0 failed');
  });
});
