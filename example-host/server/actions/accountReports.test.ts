/**
 * 充值统计 and 账户统计 (reports over the user account book and the enterprise account flow): an
 * approved deduction shows in the top-up report's deductions, not in its top-ups; a non-admin's
 * report covers only its organisation. Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
 */
import { describe, expect, it } from 'vitest';
import { useAdminServer } from '../api/adminServer';
import type { Row } from '../types';

const backends: [string, string | undefined][] = [['PGlite', undefined]];
if (process.env.TEST_DATABASE_URL) backends.push(['PostgreSQL', process.env.TEST_DATABASE_URL]);
const fen = (v: unknown): number => Math.round(Number(v ?? 0) * 100);
type Group = { key: unknown; values: Record<string, number> };

describe.each(backends)('account reports on %s', (_name, databaseUrl) => {
  const s = useAdminServer(databaseUrl ? { databaseUrl } : {});
  const report = async (name: string, json: Row, session?: string) => {
    const res = await s.api.call('POST', `/statistics/report/${name}`, { json, session: session ?? await s.api.login('admin', 'Admin123') });
    expect(res.body?.code, res.body?.msg).toBe(200);
    return res.body!.data as { rows: Group[]; totals: Record<string, number> };
  };
  const today = () => {
    const d = new Date();
    const p = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
  };

  it('an approved deduction counts as deducted, not as a top-up', async () => {
    const range = { startDate: today(), endDate: today(), dimension: 'orgId' };
    const admin = await s.api.login('admin', 'Admin123');
    const before = await report('topUp', range, admin);
    const u = (await s.rows('organisation.user', 'and "status" = 1 and "balance" >= 5'))[0]!;
    const id = (await s.post('/organisation/userDeduction/apply', { userId: u.id, amount: '3.21', reason: 'other' })).body!.data.id;
    const finance = await s.api.login('finance', 'Finance123');
    expect((await s.api.call('POST', '/organisation/userDeduction/deductionAudit', { form: { id, auditStatus: 'approved' }, session: finance })).body!.code).toBe(200);
    const after = await report('topUp', range, admin);
    expect(fen(after.totals.deducted) - fen(before.totals.deducted)).toBe(-321);
    expect(fen(after.totals.recharged)).toBe(fen(before.totals.recharged));
    expect(after.totals.count).toBe(before.totals.count);
  });

  it('a non-admin sees only its organisation in the top-up report; the account report answers its measures', async () => {
    const from = new Date(Date.now() - 300 * 86400000);
    const year = { startDate: `${from.getFullYear()}-${String(from.getMonth() + 1).padStart(2, "0")}-01`, endDate: today(), dimension: "orgId" };
    const all = await report('topUp', year);
    const project = await s.api.login('project', 'Project123');
    const mine = await report('topUp', year, project);
    expect(all.rows.length).toBeGreaterThan(1);
    expect(mine.rows.length).toBe(1);
    expect(fen(mine.totals.recharged)).toBeLessThan(fen(all.totals.recharged));
    const accounts = await report('enterpriseAccount', { startDate: year.startDate, endDate: year.endDate, dimension: 'type' });
    expect(accounts.rows.length).toBeGreaterThan(0);
    expect(Object.keys(accounts.totals)).toEqual(expect.arrayContaining(['recharged', 'consumed', 'refunded', 'net', 'lines', 'accounts']));
  });
});
