/**
 * Every benchmark target of the issues, read from one set of figures: what `npm run bench` prints
 * last and writes at the head of the README's figures. A target whose figures are missing (its
 * bench did not run) is listed as not measured, never as met.
 */
import { operatorsChecks } from './operatorsTargets';

export interface TargetCheck {
  readonly what: string;
  /** The figure as measured, with its unit or "x" for a ratio. */
  readonly figure: string;
  readonly target: string;
  readonly met: boolean | null;
  /** The bench (results section) whose figures it reads. */
  readonly section?: string;
}

type Figures = Record<string, any>;

const x = (n: number) => `${n}x`;
const WORKLOADS = ['dateRange', 'phone', 'statusOrg', 'page500', 'repeated'] as const;

/** Met when every value is at most (or at least) `limit`; the figure lists them all. */
function bound(side: '≤' | '≥', what: string, values: readonly (number | undefined)[], limit: number, unit: (n: number) => string = x): TargetCheck {
  const known = values.filter((v): v is number => typeof v === 'number');
  const target = `${side} ${unit(limit)}`;
  if (!known.length) return { what, figure: 'not measured', target, met: null };
  return { what, figure: known.map(unit).join(' / '), target, met: known.every((v) => (side === '≤' ? v <= limit : v >= limit)) };
}
type Check = (what: string, values: readonly (number | undefined)[], limit: number, unit?: (n: number) => string) => TargetCheck;
const atMost: Check = (what, values, limit, unit) => bound('≤', what, values, limit, unit);
const atLeast: Check = (what, values, limit, unit) => bound('≥', what, values, limit, unit);

function serverChecks(s: any): TargetCheck[] {
  if (!s?.pglite) return [atLeast('server: every filtered list vs json-server', [], 30)];
  const dbs = [['PGlite', s.pglite, 'pgliteVsJsonServer'], ['PostgreSQL', s.postgres, 'postgresVsJsonServer']] as const;
  const out: TargetCheck[] = [];
  for (const [name, d, key] of dbs) {
    if (!d) continue;
    out.push(atLeast(`server, ${name}: each workload vs json-server (${WORKLOADS.join(', ')})`, WORKLOADS.map((w) => s.ratios?.[w]?.[key]), 30));
    out.push(atMost(`server, ${name}: HTTP / SQL at 10 connections (same order)`, WORKLOADS.map((w) => d[w]?.httpOverSql), 1.3));
    out.push(atMost(`server, ${name}: HTTP / SQL one request at a time (same order)`, WORKLOADS.map((w) => d[w]?.alone?.httpOverSql), 1.3));
    out.push(atMost(`server, ${name}: get by id p99 while 10 connections filter by phone`, [d.getUnderPhoneLoad?.p99], 50, (n) => `${n} ms`));
  }
  out.push(atLeast('server, PostgreSQL: random date range, page 1', [s.postgres?.dateRange?.rps && Math.round(s.postgres.dateRange.rps)], 1000, (n) => `${n} req/s`));
  return out;
}

function tableChecks(t: any): TargetCheck[] {
  const sizes = Object.entries((t?.bySize ?? {}) as Record<string, any>);
  const label = sizes.map(([n]) => Number(n).toLocaleString('en')).join(' / ');
  return [
    atMost(`grid vs bare TableVirtuoso, first scrollable rows (${label} rows)`, sizes.map(([, r]) => r.firstRows), 1.2),
    atMost(`grid vs bare, CPU per scroll jump (${label} rows)`, sizes.map(([, r]) => r.scrollCpu), 1.2),
    atMost(`grid vs bare, JS heap (${label} rows)`, sizes.map(([, r]) => r.heap), 1.1),
  ];
}

function pageChecks(p: any): TargetCheck[] {
  const painted = p?.painted;
  return [
    atMost('meal page vs plain React, painted first rows', [painted?.mealOverPlain?.time], painted?.targets?.time ?? 1.5),
    atMost('meal page vs plain React with its nine columns, DOM nodes', [painted?.mealOverPlainSameColumns?.nodes], 2),
    atMost('meal page vs plain React with its nine columns, elements', [painted?.mealOverPlainSameColumns?.elements], painted?.targets?.elements ?? 2),
    atMost(`partner app: the meal page adds (gzip, beyond the ${p?.addsBaseline === 'baseline' ? 'baseline with styled-components' : 'core baseline, React + router'}, the one it loads)`,
      [p?.mealAddsKB], p?.addsTargetKB ?? 60, (n) => `${n} KB`),
  ];
}

const of = (section: string, checks: readonly TargetCheck[]): TargetCheck[] => checks.map((c) => ({ ...c, section }));

/**
 * A list page opened by link (issue 44.1): ours no later than react-admin's on the office and slow
 * 4G profiles, and at most 150 KB gzip in 15 JS files before its first rows.
 */
function linkChecks(l: any): TargetCheck[] {
  const ours = l?.ours;
  return [
    atMost('list page by link, first rows: ours / react-admin, office network (40 ms, 10 Mbit/s)', [l?.oursOverReactAdmin?.office], 1),
    atMost('list page by link, first rows: ours / react-admin, slow 4G (150 ms, 1.6 Mbit/s)', [l?.oursOverReactAdmin?.slow4g], 1),
    atMost('list page by link, JavaScript before first rows (gzip)', [ours?.loopback?.jsKB], 150, (n) => `${n} KB`),
    atMost('list page by link, JavaScript files before first rows', [ours?.loopback?.jsFiles], 15, (n) => `${n}`),
  ];
}

/** Every target with its figure, met or not; null when the bench that measures it did not run. */
export function targetChecks(f: Figures): TargetCheck[] {
  const packages = Object.values((f.packages?.packages ?? {}) as Record<string, any>);
  return [
    ...of('size', [
      atMost('/login, JavaScript (gzip)', [f.size?.loginKB], 130, (n) => `${n} KB`),
      atMost('first page after login, JavaScript in all (gzip)', [f.size?.firstPageAfterLoginKB], 200, (n) => `${n} KB`),
    ]),
    ...of('link', linkChecks(f.link)),
    ...of('server', serverChecks(f.server)),
    ...of('operators', operatorsChecks(f.operators)),
    ...of('scope', [atLeast('data scope in the database: throughput after / before (list, get, transition; PGlite then PostgreSQL)',
      ['pglite', 'postgres'].flatMap((db) => ['list', 'get', 'transition'].map((op) => f.scope?.[db]?.[op]?.afterOverBefore)), 0.85)]),
    ...of('partner', pageChecks(f.partner)),
    ...of('dashboard', [atMost('dashboard vs the empty shell, first paint', [f.dashboard?.dashboardOverBaseline?.home], 1.3)]),
    ...of('table', tableChecks(f.table)),
    ...of('report', [atMost('report over 1,000,000 orders vs its bare SQL (PGlite / PostgreSQL)', [f.report?.pglite?.ratio, f.report?.postgres?.ratio], 1.5)]),
    {
      section: 'packages',
      what: 'domain packages within their size target',
      figure: packages.length ? `${packages.filter((r) => r.withinTarget).length} of ${packages.length}` : 'not measured',
      target: 'all',
      met: packages.length ? packages.every((r) => r.withinTarget) : null,
    },
  ];
}

/**
 * The checks as a markdown table. `olderRun(section)`: when a partial run kept that section's figures
 * from an earlier run, that run's time (the row says so), else null.
 */
export function targetLines(checks: readonly TargetCheck[], olderRun: (section: string) => string | null = () => null): string[] {
  const what = (c: TargetCheck) => {
    const older = c.section && c.met !== null ? olderRun(c.section) : null;
    return older ? `${c.what} (figures of an earlier run, ${older})` : c.what;
  };
  const mark = (m: boolean | null) => (m === null ? 'not measured' : m ? 'met' : '**missed**');
  const met = checks.filter((c) => c.met).length;
  return [
    `Targets, from the figures below (${met} of ${checks.length} met):`,
    '',
    '| target | figure | limit | |',
    '|---|---:|---:|---|',
    ...checks.map((c) => `| ${what(c)} | ${c.figure} | ${c.target} | ${mark(c.met)} |`),
    '',
  ];
}
