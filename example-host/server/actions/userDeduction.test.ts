/**
 * Deductions need two people: `apply` files a request and moves nothing; only another person's
 * approval takes the money, once, never below zero, with one ledger line (before and after) in
 * the same transaction. A non-admin lists only its organisation's requests. Runs on PGlite, and
 * on PostgreSQL when TEST_DATABASE_URL is set.
 */
import { describe, expect, it } from 'vitest';
import { useAdminServer } from '../api/adminServer';
import type { Row } from '../types';

const backends: [string, string | undefined][] = [['PGlite', undefined]];
if (process.env.TEST_DATABASE_URL) backends.push(['PostgreSQL', process.env.TEST_DATABASE_URL]);
const fen = (v: unknown): number => Math.round(Number(v ?? 0) * 100);

describe.each(backends)('deductions on %s', (_name, databaseUrl) => {
  const s = useAdminServer(databaseUrl ? { databaseUrl } : {});
  const { rows, post } = s;
  const user = async (id: unknown): Promise<Row> => (await rows('organisation.user', 'and "id" = $1', [id]))[0]!;
  const deductLines = (id: unknown) => rows('organisation.userRecod', 'and "userId" = $1 and "operation" = \'deduct\'', [id]);
  // Enabled users of the first project with money, a different one per test (balances are not shared).
  const withMoney = async (i: number): Promise<Row> => {
    const all = await rows('organisation.user', 'and "status" = 1 and "balance" >= 10');
    const mine = all.filter((u) => u.orgId === all[0]!.orgId);
    return mine[mine.length - 1 - i]!;
  };
  const as = async (login: string, password: string, path: string, form: Row) => s.api.call('POST', path, { form, session: await s.api.login(login, password) });
  const audit = (id: unknown, auditStatus: string) => as('finance', 'Finance123', '/organisation/userDeduction/deductionAudit', { id, auditStatus });

  it('files a pending request that moves nothing; the requester may not approve it; another person\'s approval deducts once with one ledger line', async () => {
    const u = await withMoney(0);
    const res = await post('/organisation/userDeduction/apply', { userId: u.id, amount: '1.25', reason: 'cardFee', remark: '补卡' });
    expect(res.body, res.body?.msg).toMatchObject({ code: 200, data: { userId: u.id, orgId: u.orgId, auditStatus: 'pending', requesterName: '管理员' } });
    const id = res.body!.data.id;
    expect(String(res.body!.data.requestNo)).toMatch(/^KK/);
    expect(await user(u.id)).toEqual(u);
    expect(await deductLines(u.id)).toHaveLength(0);

    const own = await post('/organisation/userDeduction/deductionAudit', { id, auditStatus: 'approved' });
    expect(own.body).toMatchObject({ code: 403, msg: expect.stringContaining('不能审批自己提交的申请') });
    expect(await user(u.id)).toEqual(u);

    const ok = await audit(id, 'approved');
    expect(ok.body, ok.body?.msg).toMatchObject({ code: 200, data: { deducted: 1, rows: [{ auditStatus: 'approved', auditorName: '陈静' }] } });
    expect(fen(u.balance) - fen((await user(u.id)).balance)).toBe(125);
    const lines = await deductLines(u.id);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ category: 'user', operation: 'deduct', operatorName: '陈静' });
    expect(fen(lines[0]!.amount)).toBe(-125);
    expect(fen(lines[0]!.balanceBefore)).toBe(fen(u.balance));
    expect(fen(lines[0]!.balanceAfter)).toBe(fen(u.balance) - 125);
    expect(String(lines[0]!.remark)).toMatch(/^扣款申请KK.*（申请人：管理员）：补卡工本费，补卡$/);
    const stored = (await rows('organisation.userDeduction', 'and "id" = $1', [id]))[0]!;
    expect(fen(stored.balanceBefore) - fen(stored.balanceAfter)).toBe(125);

    // Approving again, or in parallel, deducts nothing more.
    const again = await Promise.all([audit(id, 'approved'), audit(id, 'approved')]);
    expect(again.map((r) => r.body!.code)).toEqual([409, 409]);
    expect(await deductLines(u.id)).toHaveLength(1);
    expect(fen(u.balance) - fen((await user(u.id)).balance)).toBe(125);
  });

  it('never takes a balance below zero: filing more than the balance is a 400, an approval after the balance fell is a 409 that moves nothing', async () => {
    const u = await withMoney(1);
    const over = await post('/organisation/userDeduction/apply', { userId: u.id, amount: (fen(u.balance) / 100 + 0.01).toFixed(2), reason: 'other' });
    expect(over.body).toMatchObject({ code: 400, msg: expect.stringContaining('超过用户当前余额') });
    const all = (fen(u.balance) / 100).toFixed(2);
    const first = (await post('/organisation/userDeduction/apply', { userId: u.id, amount: all, reason: 'arrears' })).body!.data.id;
    const second = (await post('/organisation/userDeduction/apply', { userId: u.id, amount: all, reason: 'arrears' })).body!.data.id;
    expect((await audit(first, 'approved')).body!.code).toBe(200);
    expect(fen((await user(u.id)).balance)).toBe(0);
    const refused = await audit(second, 'approved');
    expect(refused.body).toMatchObject({ code: 409, msg: expect.stringContaining('余额不足') });
    expect(fen((await user(u.id)).balance)).toBe(0);
    expect(await deductLines(u.id)).toHaveLength(1);
    expect((await rows('organisation.userDeduction', 'and "id" = $1', [second]))[0]).toMatchObject({ auditStatus: 'pending' });
  });

  it('refuses bad input with a field message and files nothing', async () => {
    const u = await withMoney(2);
    const count = (await rows('organisation.userDeduction')).length;
    for (const form of [{ userId: u.id, amount: '-1', reason: 'other' }, { userId: u.id, amount: '1.234', reason: 'other' },
      { userId: u.id, amount: '1', reason: 'nope' }, { userId: 99999999, amount: '1', reason: 'other' }]) {
      const res = await post('/organisation/userDeduction/apply', form);
      expect([400, 404]).toContain(res.body!.code);
    }
    expect(await rows('organisation.userDeduction')).toHaveLength(count);
  });

  it('a rejected or withdrawn request moves nothing; only its requester withdraws', async () => {
    const u = await withMoney(3);
    const a = (await post('/organisation/userDeduction/apply', { userId: u.id, amount: '1.00', reason: 'damage' })).body!.data.id;
    expect((await audit(a, 'rejected')).body).toMatchObject({ code: 200, data: { deducted: 0 } });
    const b = (await post('/organisation/userDeduction/apply', { userId: u.id, amount: '1.00', reason: 'damage' })).body!.data.id;
    expect((await as('finance', 'Finance123', '/organisation/userDeduction/withdraw', { id: b })).body!.code).not.toBe(200);
    expect((await post('/organisation/userDeduction/withdraw', { id: b })).body).toMatchObject({ code: 200, data: { rows: [{ auditStatus: 'withdrawn' }] } });
    expect((await audit(b, 'approved')).body!.code).toBe(409);
    expect(await user(u.id)).toEqual(u);
    expect(await deductLines(u.id)).toHaveLength(0);
  });

  it('a non-admin lists only its organisation\'s requests', async () => {
    const session = await s.api.login('project', 'Project123');
    const list = async () => {
      const res = await s.api.call('POST', '/organisation/userDeduction/list', { form: { pageNum: 1, pageSize: 100 }, session });
      expect(res.body?.code, res.body?.msg).toBe(200);
      return (res.body!.data.list ?? res.body!.data.records ?? res.body!.data.rows) as Row[];
    };
    const seen = await list();
    expect(seen.length).toBeGreaterThan(0);
    const mine = new Set(seen.map((r) => String(r.orgId)));
    // The project files one for a user of its own: the organisation is the user's, not a form field.
    const own = (await rows('organisation.user', 'and "status" = 1 and "balance" >= 1')).find((u) => mine.has(String(u.orgId)))!;
    const asked = await s.api.call('POST', '/organisation/userDeduction/apply', { form: { userId: own.id, amount: '0.50', reason: 'other' }, session });
    expect(asked.body, asked.body?.msg).toMatchObject({ code: 200, data: { orgId: own.orgId, requesterName: '张伟' } });
    // A request on a user of another organisation, filed by the admin, stays out of the project's list.
    const other = (await rows('organisation.user', 'and "status" = 1 and "balance" >= 1')).find((u) => !mine.has(String(u.orgId)))!;
    const filed = await post('/organisation/userDeduction/apply', { userId: other.id, amount: '1.00', reason: 'other' });
    expect(filed.body!.code).toBe(200);
    const after = await list();
    expect(after.map((r) => r.id)).not.toContain(filed.body!.data.id);
    expect(after.every((r) => mine.has(String(r.orgId)))).toBe(true);
    // Nor can the project file one on that user.
    const refused = await s.api.call('POST', '/organisation/userDeduction/apply', { form: { userId: other.id, amount: '0.50', reason: 'other' }, session });
    expect(refused.body!.code).not.toBe(200);
  });
});
