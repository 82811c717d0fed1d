/**
 * `npm run bench`: every benchmark in one run, figures written to tests/bench/results.json and
 * to the README's figures section. Compare ratios within one run: the machines are shared.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { benchDashboard } from './dashboard';
import { benchLink, linkLines } from './link';
import { benchPackages } from './packages';
import { benchPartner } from './partner';
import { benchPartnerReact, partnerReactLines } from './partnerReact';
import { benchReport } from './report';
import { benchScope } from './scope';
import { benchServer } from './server';
import { benchOperators } from './operators';
import { operatorsLines } from './operatorsTargets';
import { benchSize } from './size';
import { benchTable } from './table';
import { targetChecks, targetLines } from './targets';
import { benchTree } from './tree';

const README = 'README.md';
const START = '<!-- bench:start (npm run bench) -->';
const END = '<!-- bench:end -->';

type Figures = Record<string, any>;

/**
 * Peers' sizes measured on other days (one-resource list+edit apps), not in this run. They were
 * noted in 1000-byte kB; shown here converted to KB = 1024 bytes like ours, with their date.
 */
const SIZE_PEERS = {
  measured: '2026-11-21',
  reactDomKB: kib(69), reactAdminKB: kib(341), refineKB: kib(568), proTableKB: kib(683),
  /** react-admin's list page by link, issue 29's measure (2026-11-26). */
  reactAdminListKB: kib(332.9),
};
function kib(kB1000: number): number { return Math.round((kB1000 * 1000 / 1024) * 10) / 10; }

function sizeLines(z: any, link: any): string[] {
  if (!z) return [];
  const p = SIZE_PEERS;
  const raList = link?.reactAdmin?.loopback
    ? `react-admin's list page ${link.reactAdmin.loopback.jsKB} KB (${link.reactAdmin.loopback.jsFiles} files), measured by the link bench ${link.ranAt ?? ''}`
    : `react-admin ${p.reactAdminListKB} KB (issue 29, 2026-11-26, not this run)`;
  return [
    'Console size, JavaScript fetched by Chromium from the reference server (gzip -9, KB = 1024 bytes everywhere, peers included; React included):',
    '',
    `| what | ours | target | anchors (one-resource list+edit apps, measured ${p.measured}, not in this run, converted from 1000-byte kB) |`,
    '|---|---:|---:|---|',
    `| /login | ${z.loginKB} KB (${z.loginFiles} files) | 130 KB | React + React DOM alone ${p.reactDomKB} KB |`,
    `| first page after login (in all) | ${z.firstPageAfterLoginKB} KB (${z.firstPageFiles} files) | 200 KB | react-admin ${p.reactAdminKB} KB, refine + antd ${p.refineKB} KB, ProLayout + ProTable ${p.proTableKB} KB |`,
    ...(z.listPageDirectKB ? [`| a list page opened directly (/meal/orders by link, cold cache, logged in) | ${z.listPageDirectKB} KB (${z.listPageDirectFiles} files) | | ${raList} |`] : []),
    `| largest route chunk | ${z.largestRouteChunk?.KB} KB (${z.largestRouteChunk?.file}) | | |`,
    ...(z.echartsChunkKB ? [
      `| dashboard before its trend lines | ${z.dashboardFirstPaintKB} KB | | the trend lines (report definitions, plain SVG) arrive after it |`,
      `| ECharts chunk (line, bar, pie, grid, tooltip, legend, SVG) | ${z.echartsChunkKB} KB | | loaded by report views only${z.echartsOnDashboard ? ', the dashboard\'s trend charts included' : ''} |`,
    ] : []),
    '',
  ];
}

function packageLines(p: any): string[] {
  if (!p) return [];
  const rows = Object.entries(p.packages as Record<string, any>).map(([name, r]) =>
    `| @supercloud/admin/${name} | ${r.page} | ${r.addsKB} KB | ${r.ownKB} KB | ${r.chartsKB} KB | ${r.kitKB} KB | ${r.libsBeyondCoreKB} KB | ${r.targetKB} KB | ${r.withinTarget ? 'yes' : '**no**'} |`);
  return [
    `Each package mounted alone in a partner app (\`npm run bench:packages\`): gzip KB of JS+CSS loaded beyond the core baseline (React, React DOM, react-router-dom: ${p.coreBaselineKB} KB), by part (the package's own files, ECharts, the shared kit, libraries beyond React and the router); target: no more than the meal page's bytes plus the package's own (and its charts):`,
    '',
    '| package | page | adds | own | charts | kit | libraries | target | within |',
    '|---|---|---:|---:|---:|---:|---:|---:|---|',
    ...rows,
    '',
  ];
}

function serverLines(s: any): string[] {
  if (!s) return [];
  if (!s.pglite) {
    return [
      'Reference server: `npm run bench:server` was rewritten (a new filter on every request, bare SQL beside HTTP, PostgreSQL',
      'mode, json-server on the same filters); its figures appear here once it has run. The old method repeated one filter,',
      `so its ${s.listRatioVsJsonServer}x over json-server came from the count cache (issue 29).`,
      '',
    ];
  }
  const names = ['dateRange', 'phone', 'statusOrg', 'page500', 'repeated'];
  const pg = s.postgres;
  const row = (n: string) => {
    const a = s.pglite[n];
    const j = s.jsonServer?.[n];
    const b = pg?.[n];
    return `| ${a.what} | ${Math.round(a.rps)} (p99 ${a.p99} ms) | ${a.sqlRps} | ${a.httpOverSql}x | ${b ? `${Math.round(b.rps)} (p99 ${b.p99} ms)` : 'not run'} | ${b ? `${b.sqlRps} / ${b.httpOverSql}x` : ''} | ${j ? (j.requests === 0 ? `none in ${s.durationS} s` : j.rps.toFixed(2)) : ''} | ${s.ratios?.[n]?.atLeast ? 'over ' : ''}**${s.ratios?.[n]?.pgliteVsJsonServer}x**${b ? ` / ${s.ratios?.[n]?.postgresVsJsonServer}x` : ''} |`;
  };
  const alone = (x: any) => (x?.alone ? `${x.alone.httpMs} / ${x.alone.sqlMs} ms, **${x.alone.httpOverSql}x**` : 'not run');
  const aloneRow = (n: string) => `| ${s.pglite[n].what} | ${alone(s.pglite[n])} | ${pg ? alone(pg[n]) : 'not run'} |`;
  return [
    `Reference server (\`npm run bench:server\`), loopback, ${s.connections} connections, ${s.durationS} s per workload, ${s.rows.toLocaleString('en')} dinner orders;`,
    `each workload sends a different filter on every request (${s.pglite.dateRange.distinctFilters.toLocaleString('en')} generated, more than a run sends), except "repeated".`,
    'SQL: the list\'s own statements run in-process, 10 at a time (no HTTP, session or JSON); HTTP/SQL is SQL req/s over HTTP req/s.',
    'Where json-server answered none within the run (its 1,000,000-row scans time out), the ratio is a floor: ours over one request per run.',
    '',
    '| workload | PGlite req/s | PGlite SQL req/s | HTTP/SQL | PostgreSQL req/s | PostgreSQL SQL req/s / HTTP/SQL | json-server req/s | ours / json-server (PGlite / PostgreSQL) |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...names.filter((n) => s.pglite[n]).map(row),
    '',
    'The same workloads one request at a time (the time one operator waits; the load generator then barely competes for the',
    'two cores): HTTP time per request against the same statements alone, HTTP / SQL (target 1.3x):',
    '',
    '| workload | PGlite HTTP / SQL | PostgreSQL HTTP / SQL |',
    '|---|---:|---:|',
    ...names.filter((n) => s.pglite[n]).map(aloneRow),
    '',
    `Get by id while 10 connections run phone filters: p99 ${s.pglite.getUnderPhoneLoad?.p99} ms on PGlite${pg ? `, ${pg.getUnderPhoneLoad?.p99} ms on PostgreSQL` : ''} (target under 50 ms).`,
    `Get by id alone: ${Math.round(s.pglite.get?.rps)} req/s, p99 ${s.pglite.get?.p99} ms; add: ${Math.round(s.pglite.add?.rps)} req/s, p99 ${s.pglite.add?.p99} ms (PGlite).`,
    '',
  ];
}

/** The first and third quartiles of some seconds, e.g. '0.24-0.27'. */
function middleHalf(xs: readonly number[]): string {
  const s = [...xs].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
  return `${at(0.25).toFixed(2)}-${at(0.75).toFixed(2)}`;
}

const PART_NAMES: readonly [string, string][] = [
  ['layout', 'layout'], ['filters', 'filters'], ['toolbar', 'toolbar'], ['tableHeader', 'table header'],
  ['tableCells', 'table cells'], ['pager', 'pager'], ['tabs', 'tabs'],
];

function paintedLines(r: any): string[] {
  if (!r) return [];
  const row = (name: string, x: any) =>
    `| ${name} | ${x.medianS} s (${middleHalf(x.runsS)}) | ${x.cpuMs} ms | ${x.elements} | ${x.nodes} | ${PART_NAMES.map(([k]) => x.parts?.[k] ?? 0).join(' / ')} |`;
  const m = r.mealOverPlain;
  return [
    `First rows as the user sees them (\`npm run bench:partner\`): ${r.method}; median of ${r.runs} loads per series, viewport ${r.viewport}.`,
    `Elements = elements under the app's root at that frame; by part: ${PART_NAMES.map(([, n]) => n).join(' / ')}.`,
    '',
    '| page | painted first rows (middle half) | main-thread CPU | elements | DOM nodes (text included) | elements by part |',
    '|---|---:|---:|---:|---:|---|',
    row('`MealOrdersPage`', r.meal),
    row('`MealOrdersPage`, second series', r.mealAgain),
    row('table only (`ResourceTable`, no filters, toolbar, selection, actions, pager)', r.tableOnly),
    row('plain React, same API, bare table (six columns: the time reference)', r.plainReact),
    ...(r.plainSameColumns ? [row('plain React, same API, the meal page\'s nine columns (the elements reference)', r.plainSameColumns)] : []),
    '',
    `Meal / plain React: painted rows **${m.time}x** on both series (first ${m.firstSeries}x, second ${m.secondSeries}x; target ${r.targets.time}x),`,
    `CPU ${m.cpu}x, elements ${m.elements}x, DOM nodes ${m.nodes}x. Table only / plain: ${r.tableOnlyOverPlain.time}x, CPU ${r.tableOnlyOverPlain.cpu}x, elements ${r.tableOnlyOverPlain.elements}x.`,
    ...(r.mealOverPlainSameColumns ? [
      `Meal / plain React with the same nine columns: elements **${r.mealOverPlainSameColumns.elements}x** (target ${r.targets.elements}x), DOM nodes ${r.mealOverPlainSameColumns.nodes}x,`,
      `painted rows ${r.mealOverPlainSameColumns.time}x, CPU ${r.mealOverPlainSameColumns.cpu}x.`,
    ] : []),
    '',
  ];
}

function partnerLines(p: any): string[] {
  if (!p) return [];
  const row = (name: string, x: any) => `| ${name} | ${x.loadedKB} KB (${x.loadedFiles} files) | ${x.emittedKB} KB (${x.emittedFiles} files) | |`;
  return [
    'Partner app: a fresh Vite app installs the packed tarball and mounts one page (production build, gzip -9, KB = 1024):',
    '',
    '| what | JS+CSS loaded to show the first rows | all emitted JS+CSS | target |',
    '|---|---:|---:|---:|',
    row('baseline: React, React DOM, react-router-dom, styled-components', p.baseline),
    row('`<AdminProvider><MealOrdersPage /></AdminProvider>`', p.meal),
    `| the meal page adds beyond the baseline with styled-components | ${p.mealAddsLoadedKB} KB | ${p.mealAddsEmittedKB} KB | |`,
    ...(p.coreBaseline ? [
      row('core baseline: React, React DOM, react-router-dom', p.coreBaseline),
      `| the meal page adds beyond the core baseline | ${p.mealAddsLoadedBeyondCoreKB} KB | | |`,
    ] : []),
    ...(p.mealAddsKB !== undefined ? [
      `| the meal page adds, beyond the baseline it loads (${p.mealLoadsStyledComponents ? 'it loads styled-components' : 'it loads no styled-components before its rows: the core one'}) | **${p.mealAddsKB} KB** | | ${p.addsTargetKB} KB |`,
    ] : []),
    ...(p.libsAddLoadedKB !== undefined ? [
      `| floor: the library the page loads to show its first rows (openapi-fetch), none of our code, adds | ${p.libsAddLoadedKB} KB | | |`,
    ] : []),
    '',
    ...paintedLines(p.painted),
  ];
}

function dashboardLines(d: any): string[] {
  if (!d) return [];
  const ms = (x: any) => `${x.median} ms (${x.min}-${x.max})`;
  return [
    `Dashboard after login (\`npm run bench:dashboard\`): ${d.method}; median of ${d.runs} loads, viewport ${d.viewport}. Baseline: the same`,
    'console build with an empty home page (the shell alone).',
    '',
    '| home page | heading painted | KPI values painted | trend charts painted | main-thread CPU to the heading |',
    '|---|---:|---:|---:|---:|',
    `| dashboard | **${ms(d.dashboard.homeMs)}** | ${ms(d.dashboard.cardsMs)} | ${ms(d.dashboard.chartsMs)} | ${d.dashboard.homeCpuMs.median} ms |`,
    `| baseline: shell, empty home | ${ms(d.baseline.homeMs)} | | | ${d.baseline.homeCpuMs.median} ms |`,
    '',
    `Dashboard / baseline, first paint: **${d.dashboardOverBaseline.home}x** (CPU ${d.dashboardOverBaseline.homeCpu}x); the charts arrive after it. ECharts chunk: ${d.echarts.chunkKB} KB gzip,`,
    `loaded by ${d.echarts.loadedBy.join(', ')} only; not by ${d.echarts.notLoadedBy.join(', ')} (the bench fails if a non-report page loads it).`,
    '',
  ];
}

function tableLines(t: any): string[] {
  if (!t) return [];
  const span = (x: any, unit: string, digits: number) => `${x.min.toFixed(digits)}-${x.max.toFixed(digits)} ${unit}`;
  const row = (name: string, x: any, strong: boolean) => {
    const b = (v: string) => (strong ? `**${v}**` : v);
    return `| ${name} | ${b(`${x.firstRowsS.median} s`)} (${span(x.firstRowsS, 's', 2)}) | ${x.generateMs.median} ms | ${x.firstRowsCpuMs.median} ms | ${b(`${x.heapMB.median} MB`)} | ${x.longestFrameMs.median} ms (${span(x.longestFrameMs, 'ms', 0)}) | ${x.framesOver50.median} | ${x.scrollCpuMsPerStep.median} ms |`;
  };
  const r = t.oursOverBare;
  const a = t.anchors;
  return [
    `Grid of ${t.rows.toLocaleString('en')} dinner orders in Chromium (${t.viewport}, production build, median of ${t.runs} cold loads, min-max in brackets):`,
    '`ResourceTable` (12 contract columns, selection, row actions, inside `AdminProvider`) against a bare react-virtuoso',
    '`TableVirtuoso` with the same rows as plain text. First rows = navigation start to the first frame with data rows on',
    `screen, making the rows in the page included; scroll = top to bottom in ${t.scrollSteps} jumps, one frame apart.`,
    '',
    '| grid | first rows | making the rows | main-thread CPU to first rows | JS heap after GC | longest frame while scrolling | frames > 50 ms | CPU per jump |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    row('ResourceTable (ours)', t.ours, true),
    row('bare TableVirtuoso', t.bare, false),
    `| target | ${t.targets.firstRowsS} s | | | ${t.targets.heapMB} MB | | | |`,
    '',
    ...(t.bySize ? [
      'Ours / bare at each row count of the issue (target: first rows within 1.2x, scroll CPU 1.2x, heap 1.1x):',
      '',
      '| rows | first rows, ours / bare | ratio | CPU to first rows | heap | CPU per jump |',
      '|---:|---:|---:|---:|---:|---:|',
      ...Object.entries(t.bySize as Record<string, any>).map(([n, x]) => `| ${Number(n).toLocaleString('en')} | ${x.oursS} s / ${x.bareS} s | **${x.firstRows}x** | ${x.firstRowsCpu}x | ${x.heap}x | ${x.scrollCpu}x |`),
      '',
    ] : []),
    `Ours / bare: first rows ${r.firstRows}x (CPU ${r.firstRowsCpu}x), heap ${r.heap}x, CPU per scroll jump ${r.scrollCpu}x. Wall-clock figures`,
    `stretch with the load of the shared machine (the bare grid took ${t.bare.firstRowsS.median} s here, ${a.bareVirtuoso100k.firstRowsS.toFixed(2)} s in the issue); the CPU`,
    'columns move much less.',
    ...anchorLines(a),
    '',
  ];
}

/** Peer figures of another day: each with its date and source, none presented as measured in this run. */
function anchorLines(a: any): string[] {
  if (!a) return [];
  const one = (x: any, what: string) =>
    `${what ? `${what} ` : ''}${x.firstRowsS.toFixed(2)} s / ${x.heapMB} MB for ${x.rows.toLocaleString('en')} rows (${x.source ?? 'an earlier issue'}, ${x.measured ?? 'date not recorded'})`;
  return [
    `Not measured in this run, for scale only: react-admin's Datagrid ${one(a.reactAdmin1k, '')}, ${one(a.reactAdmin10k, '')};`,
    `${one(a.bareVirtuoso100k, 'a bare TableVirtuoso')}.`,
  ];
}

function reportLines(r: any): string[] {
  if (!r) return [];
  const row = (name: string, x: any) => `| ${name} | ${x.reportMs} ms | ${x.bareSqlMs} ms | **${x.ratio}x** |`;
  return [
    `A report over ${r.pglite.rows.toLocaleString('en')} cloud-shop orders of one year grouped by day (${r.pglite.days} days; orders, sales, distinct customers,`,
    'cancellations; median of 5): the whole call through the server (session, validation, the report\'s SQL, the previous',
    'period, gap filling) against the bare hand-written SQL of the same measures on the same database (target 1.5x):',
    '',
    '| database | report call | bare SQL | ratio |',
    '|---|---:|---:|---:|',
    row('PGlite', r.pglite),
    ...(r.postgres ? [row('PostgreSQL', r.postgres)] : []),
    '',
  ];
}

function treeLines(t: any): string[] {
  if (!t) return [];
  const r = t.oursOverPlain;
  const row = (name: string, x: any) => `| ${name} | ${x.firstRowsMs.median} ms | ${x.firstRowsCpuMs.median} ms | ${x.checkAllMs.median} ms | ${x.filterMs.median} ms | ${x.rowsInDom} |`;
  return [
    `Permission tree of ${t.nodes.toLocaleString('en')} nodes, all open, in Chromium (${t.viewport}, production build, median of ${t.runs} cold loads): \`TreePanel\``,
    'over `useTree` (virtualised, half-checked parents) against a plain React list of the same nodes with a native checkbox each.',
    `Check all = click on 全选 to the first frame showing every node checked; filter = typing "${t.query}" to the first frame with the filtered rows.`,
    '',
    '| view | first rows | main-thread CPU to first rows | check all | filter | rows in the DOM |',
    '|---|---:|---:|---:|---:|---:|',
    row('TreePanel (ours)', t.ours),
    row('plain list', t.plain),
    '',
    `Ours / plain: first rows **${r.firstRows}x** (CPU ${r.firstRowsCpu}x), check all **${r.checkAll}x**, filter ${r.filter}x.`,
    '',
    ...spaceTreeLines(t.space),
  ];
}

function spaceTreeLines(s: any): string[] {
  if (!s) return [];
  const r = s.oursOverPlain;
  const row = (name: string, x: any) =>
    `| ${name} | ${x.firstRowsMs.median} ms | ${x.firstRowsCpuMs.median} ms | ${x.openBuildingMs.median} ms | ${x.openFloorMs.median} ms | ${x.rowsInDom} |`;
  return [
    `Space tree of ${s.rooms.toLocaleString('en')} rooms (${s.shape}), lazy, as the hierarchy browser draws it (\`TreePanel\` over`,
    `\`useTree\` with \`loadChildren\`, each level answered a task later), against nested plain React lists with the same loader`,
    `(median of ${s.runs} cold loads). Open = click to the first frame showing the children (a building's units, a floor's rooms).`,
    '',
    '| view | first rows | main-thread CPU to first rows | open a building | open a floor | rows in the DOM after |',
    '|---|---:|---:|---:|---:|---:|',
    row('TreePanel, lazy (ours)', s.ours),
    row('nested plain lists', s.plain),
    '',
    `Ours / plain: first rows **${r.firstRows}x** (CPU ${r.firstRowsCpu}x), open a building **${r.openBuilding}x**, open a floor **${r.openFloor}x**.`,
    '',
  ];
}

function scopeLines(c: any): string[] {
  if (!c?.pglite) return [];
  const row = (name: string, d: any) => (d ? `| ${name} | ${d.beforeRps} | ${d.afterRps} | **${d.afterOverBefore}x** |` : '');
  const db = (label: string, d: any) => (d ? ['list', 'get', 'transition'].map((op) => row(`${label}: ${op}`, d[op])) : []);
  return [
    `The data scope in the database (\`npm run bench:scope\`): ${c.rows.toLocaleString('en')} dinner orders in 10 organisations, a user of one of them;`,
    'statements in-process. Before: the owner connection with the scope only in the WHERE. After: one transaction as the scoped',
    `role with the session's ids set, the policies and the same WHERE. ${c.rounds} interleaved rounds of ${c.roundS} s each; throughput in req/s.`,
    '',
    '| operation | before | after | after / before |',
    '|---|---:|---:|---:|',
    ...db('PGlite', c.pglite),
    ...db('PostgreSQL', c.postgres),
    '',
  ];
}

/** Every bench of `npm run bench`, in the order it runs; `npx tsx tests/bench/index.ts <name>...` runs some. */
const BENCHES: readonly (readonly [name: string, run: () => Promise<Record<string, unknown>>])[] = [
  ['size', benchSize],
  ['link', benchLink],
  ['server', benchServer],
  ['operators', benchOperators],
  ['scope', benchScope],
  ['partner', benchPartner],
  ['partnerReact', benchPartnerReact],
  ['dashboard', benchDashboard],
  ['table', benchTable],
  ['report', benchReport],
  ['tree', benchTree],
  ['packages', benchPackages],
];
const SECTIONS = BENCHES.map(([name]) => name);

/**
 * Which run each section's figures come from: ratios compare within one run only. A whole run
 * (no names given) holds only its own figures; a partial run keeps the others and says which are older.
 */
function provenance(f: Figures, ranAt: string): string {
  const here = SECTIONS.filter((k) => f[k]);
  const older = here.filter((k) => f[k].ranAt !== ranAt);
  if (!older.length) return `All figures are from one run of \`npm run bench\`, started ${ranAt}.`;
  const fresh = here.filter((k) => f[k].ranAt === ranAt);
  return `A partial run (${fresh.join(', ') || 'none'}, started ${ranAt}) kept older figures: ${older.map((k) => `${k} ${f[k].ranAt ?? 'earlier'}`).join(', ')}.`
    + ' Targets from older figures say so.';
}

function markdown(f: Figures, when: string, ranAt: string, targets: readonly string[]): string {
  return [
    START,
    `Measured by \`npm run bench\` on ${when} (2 cores, Node ${process.versions.node}). ${provenance(f, ranAt)}`,
    '',
    ...targets,
    ...sizeLines(f.size, f.link),
    ...linkLines(f.link),
    ...serverLines(f.server),
    ...operatorsLines(f.operators),
    ...scopeLines(f.scope),
    ...partnerLines(f.partner),
    ...partnerReactLines(f.partnerReact),
    ...dashboardLines(f.dashboard),
    ...tableLines(f.table),
    ...reportLines(f.report),
    ...treeLines(f.tree),
    ...packageLines(f.packages),
    END,
  ].join('\n');
}

const only = process.argv.slice(2);
const unknown = only.filter((n) => !SECTIONS.includes(n));
if (unknown.length) throw new Error(`no bench named ${unknown.join(', ')} (there are ${SECTIONS.join(', ')})`);
const figures: Figures = {};
const ranAt = `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`;
const previous = (() => { try { return JSON.parse(readFileSync('tests/bench/results.json', 'utf8')); } catch { return {}; } })();
for (const [name, run] of BENCHES) if (!only.length || only.includes(name)) figures[name] = { ...(await run()), ranAt };
// Only a partial run keeps older figures (labelled with their run); a whole run prints its own alone.
if (only.length) for (const k of SECTIONS) if (!figures[k] && previous[k]) figures[k] = previous[k];
const when = new Date().toISOString().slice(0, 10);
writeFileSync('tests/bench/results.json', `${JSON.stringify({ when, ...figures }, null, 2)}\n`);
const targets = targetLines(targetChecks(figures), (section) => (figures[section]?.ranAt === ranAt ? null : figures[section]?.ranAt ?? 'an earlier run'));
const block = markdown(figures, when, ranAt, targets);
const readme = readFileSync(README, 'utf8');
const a = readme.indexOf(START);
const b = readme.indexOf(END);
if (a >= 0 && b > a) writeFileSync(README, readme.slice(0, a) + block + readme.slice(b + END.length));
// Every figure with its ratios, then the targets again last, where a terminal shows them.
console.log(block);
console.log(targets.join('\n'));
