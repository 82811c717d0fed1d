/**
 * The `operators` bench's targets (issue 44.3) and its lines in the README's figures: 0 errors,
 * 0 lost writes, p99 of every call kind under 1 s on PostgreSQL (two processes) and 2 s on PGlite
 * (one), and 1,000 connections of lists with p99 under 2 s.
 */
import type { TargetCheck } from './targets';

type Figures = Record<string, any>;
const DBS = [['PostgreSQL, 2 processes', 'postgres', 1000], ['PGlite, 1 process', 'pglite', 2000]] as const;

const check = (what: string, value: number | undefined, limit: number, unit: (n: number) => string): TargetCheck =>
  (typeof value === 'number'
    ? { what, figure: unit(value), target: `≤ ${unit(limit)}`, met: value <= limit }
    : { what, figure: 'not measured', target: `≤ ${unit(limit)}`, met: null });

/** Every target of the bench; a database the run skipped reads "not measured". */
export function operatorsChecks(o: Figures | undefined): TargetCheck[] {
  const out: TargetCheck[] = [];
  for (const [label, key, limit] of DBS) {
    const d = o?.[key];
    const kinds = Object.values((d?.kinds ?? {}) as Record<string, { errors: number; p99: number }>);
    const n = d?.operators ?? 200;
    out.push(check(`${n} operators, ${label}: errors (all call kinds)`, kinds.length ? kinds.reduce((s, k) => s + k.errors, 0) : undefined, 0, String));
    out.push(check(`${n} operators, ${label}: lost writes`, d?.lostWrites, 0, String));
    out.push(check(`${n} operators, ${label}: p99 of the slowest call kind`, kinds.length ? Math.max(...kinds.map((k) => k.p99)) : undefined, limit, (v) => `${Math.round(v)} ms`));
    out.push(check(`1,000 connections of lists, ${label}: p99`, d?.list1000?.p99, 2000, (v) => `${Math.round(v)} ms`));
  }
  return out;
}

/** The bench's table for the README's figures. */
export function operatorsLines(o: Figures | undefined): string[] {
  if (!o) return [];
  const lines = ['', 'Operators (`npx tsx tests/bench/index.ts operators`): each its own session, looping list, filter, page, open, save, cancel, export with 200-800 ms think times:', ''];
  if (!o.postgres) lines.push('PostgreSQL: skipped (no BENCH_DATABASE_URL).', '');
  for (const [label, key] of DBS) {
    const d = o[key];
    if (!d) continue;
    lines.push(`${label}, ${d.operators} operators for ${d.seconds} s: lost writes ${d.lostWrites} of ${d.acknowledgedWrites} saves;`
      + ` 1,000 connections of lists: ${Math.round(d.list1000.rps)} req/s, p50 ${d.list1000.p50} ms, p99 ${d.list1000.p99} ms, ${d.list1000.non2xx + d.list1000.errors} failed.`, '');
    lines.push('| call | count | errors | p50 ms | p99 ms |', '|---|---:|---:|---:|---:|');
    for (const [k, v] of Object.entries(d.kinds as Record<string, { count: number; errors: number; p50: number; p99: number }>)) {
      lines.push(`| ${k} | ${v.count} | ${v.errors} | ${v.p50} | ${v.p99} |`);
    }
    lines.push('');
  }
  return lines;
}
