/**
 * Numbers and dates mean what they say: an amount is plain decimal text (spec 000 section 5), a
 * date a real calendar day, by the contract's one rule, on the real server: every loose spelling
 * answers 400 naming the field and stores nothing.
 */
import { describe, expect, it } from 'vitest';
import { isAmountText, isCalendarDate, isCalendarDateTime } from '../../../src/contract';
import { validateField } from '../../../src/core/resource/formModel';
import { useAdminServer } from './adminServer';
import { createValidator } from './validate';

const s = useAdminServer();

/** The spellings the issue names, and the ones we decided against (see values.ts). */
const LOOSE = ['0x10', '1e2', '１００', '1,000', ' 12', '12 ', '+5', '.5', '5.', '01', '-1', '1.234', 'Infinity', 'NaN', '0b11', '12元'];

describe('amounts are decimal text', () => {
  it('every loose spelling answers 400 naming the amount field, and no request is filed', async () => {
    const account = (await s.rows('wallet.virtAccountExtend')).find((a) => Number(a.status) === 1)!;
    const before = (await s.rows('wallet.rechargeManage')).length;
    for (const amount of LOOSE) {
      const res = (await s.post('/wallet/virtAccountExtend/recharge', { id: account.id, amount })).body!;
      expect(res, amount).toMatchObject({ code: 400, data: { field: 'amount' } });
      expect(res.msg, amount).toContain('充值金额(元)');
    }
    expect(await s.rows('wallet.rechargeManage')).toHaveLength(before);
    // What is plain decimal text still goes through.
    for (const amount of ['16', '0.5', '12.50']) {
      expect((await s.post('/wallet/virtAccountExtend/recharge', { id: account.id, amount })).body, amount).toMatchObject({ code: 200 });
    }
  });

  it('a JSON client\'s number is read by its text: 12.5 is an amount, 0.1 + 0.2 is not', () => {
    const entry = s.server.idx.operations.find((e) => e.id === 'wallet.virtAccountExtend.recharge')!;
    const rows = s.server.idx.rowsOf(entry);
    const validator = createValidator();
    expect(validator.validate(entry, rows, { id: 1, amount: 12.5 })).toMatchObject({ amount: 12.5 });
    expect(() => validator.validate(entry, rows, { id: 1, amount: 0.1 + 0.2 })).toThrow(expect.objectContaining({ code: 400, field: 'amount' }));
  });

  it('a form\'s amount field refuses the same spellings as the server (one rule in the contract)', () => {
    const fd = s.server.idx.resource('wallet.rechargeManage').fields.amount!;
    for (const v of LOOSE.filter((x) => x.trim() === x)) {
      expect(validateField(fd, v), v).toMatchObject({ key: 'form.amount' });
      expect(isAmountText(v), v).toBe(false);
    }
    expect(validateField(fd, '12.5')).toBeNull();
  });
});

describe('dates are calendar dates', () => {
  it('the contract rule knows leap years, months and times', () => {
    expect(['2024-02-29', '2026-12-31', '2026-01-31'].every(isCalendarDate)).toBe(true);
    expect(['2026-02-31', '2026-02-29', '2026-13-01', '2026-00-10', '2026-04-31', '2026-1-1'].some(isCalendarDate)).toBe(false);
    expect(isCalendarDateTime('2026-03-01 23:59:59')).toBe(true);
    expect(['2026-03-01 24:00', '2026-03-01 12:60', '2026-02-30 08:00'].some(isCalendarDateTime)).toBe(false);
  });

  it('a form with 2026-02-31 answers 400 naming the date field and stores nothing', async () => {
    const org = (await s.rows('organisation.organization'))[0]!;
    const before = (await s.rows('meal.dateType')).length;
    const res = (await s.post('/meal/dateType/add', { orgId: org.id, date: '2026-02-31', dateType: 'holiday' })).body!;
    expect(res).toMatchObject({ code: 400, data: { field: 'date' } });
    expect(await s.rows('meal.dateType')).toHaveLength(before);
    // A list's date bound likewise.
    const list = (await s.post('/ordermeal/web/orderDinner/list', { createTimeFrom: '2026-02-31 00:00:00' })).body!;
    expect(list).toMatchObject({ code: 400, data: { field: 'createTimeFrom' } });
    // And the console's form says so before sending.
    expect(validateField(s.server.idx.resource('meal.dateType').fields.date!, '2026-02-31')).toMatchObject({ key: 'form.date' });
  });

  it('a report refuses an impossible day with 400 naming it', async () => {
    const res = (await s.post('/statistics/report/flashStatistics', { startDate: '2026-02-01', endDate: '2026-02-31', dimension: 'day' })).body!;
    expect(res).toMatchObject({ code: 400, data: { field: 'endDate' } });
    const start = (await s.post('/statistics/report/flashStatistics', { startDate: '2026-02-30', endDate: '2026-03-01', dimension: 'day' })).body!;
    expect(start).toMatchObject({ code: 400, data: { field: 'startDate' } });
  });
});
