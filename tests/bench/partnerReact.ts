/**
 * `npm run bench:partnerReact`: what a partner's build ships on React 19 and on React 18.3, with
 * and without a report page. A fresh Vite app installs the packed tarball (as bench:partner);
 * three pages are built twice (React 19, and React 18.3 through the app's `react18` aliases):
 * the bare baseline (React, React DOM, react-router-dom), `<AdminProvider><MealOrdersPage/>`, and
 * `<AdminProvider><PlatformOverviewPage/>` with `enableCharts()` (echarts installed for it only).
 * "At load" is what the page's html loads before any lazy chunk (entry and modulepreloads);
 * "all" is every JS and CSS file emitted (the lazy chunks: forms, dialogs, ECharts...). gzip -9,
 * KB = 1024 bytes.
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildPartnerApp, installPartnerApp, packPackage, run, type PartnerApp } from '../package/partnerApp';

const kb = (n: number) => Math.round((n / 1024) * 10) / 10;
const gz = (path: string) => gzipSync(readFileSync(path), { level: 9 }).length;

const PAGES = {
  baseline: `import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
createRoot(document.getElementById('root')!).render(<MemoryRouter><p>baseline</p></MemoryRouter>);
`,
  meal: `import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { AdminProvider } from '@supercloud/admin';
import { MealOrdersPage } from '@supercloud/admin/meal';
createRoot(document.getElementById('root')!).render(<MemoryRouter><AdminProvider apiBase="/api"><MealOrdersPage /></AdminProvider></MemoryRouter>);
`,
  report: `import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { AdminProvider } from '@supercloud/admin';
import { enableCharts } from '@supercloud/admin/charts';
import { PlatformOverviewPage } from '@supercloud/admin/statistics';
enableCharts();
createRoot(document.getElementById('root')!).render(<MemoryRouter><AdminProvider apiBase="/api"><PlatformOverviewPage /></AdminProvider></MemoryRouter>);
`,
} as const;

export interface BuiltSize { atLoadKB: number; atLoadFiles: number; allKB: number; allFiles: number }

async function sizeOf(app: PartnerApp, page: keyof typeof PAGES, react: 18 | 19): Promise<BuiltSize> {
  const b = await buildPartnerApp(app, `size-${page}.tsx`, `/size-${page}-${react}/`, react === 18 ? { react: 18 } : {});
  const html = readFileSync(join(b.outDir, b.html), 'utf8');
  const atLoad = [...new Set([...html.matchAll(/(?:src|href)="[^"]*?(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!))];
  const all = readdirSync(join(b.outDir, 'assets')).filter((f) => ['.js', '.css'].includes(extname(f)));
  return {
    atLoadKB: kb(atLoad.reduce((s, f) => s + gz(join(b.outDir, f)), 0)), atLoadFiles: atLoad.length,
    allKB: kb(all.reduce((s, f) => s + gz(join(b.outDir, 'assets', f)), 0)), allFiles: all.length,
  };
}

export async function benchPartnerReact(): Promise<Record<string, unknown>> {
  const work = mkdtempSync(join(tmpdir(), 'sc-partner-react-'));
  try {
    const app = await installPartnerApp(work, await packPackage(work));
    const version = JSON.parse(readFileSync(new URL('../../node_modules/echarts/package.json', import.meta.url), 'utf8')).version as string;
    const flags = ['--no-audit', '--no-fund', '--loglevel=error', '--legacy-peer-deps', `echarts@${version}`];
    await run('npm', ['install', '--offline', ...flags], app.dir).catch(() => run('npm', ['install', '--prefer-offline', ...flags], app.dir));
    for (const [name, source] of Object.entries(PAGES)) writeFileSync(join(app.dir, 'src', `size-${name}.tsx`), source);
    const out: Record<string, Record<string, BuiltSize>> = {};
    for (const react of [19, 18] as const) {
      out[`react${react}`] = {};
      for (const page of Object.keys(PAGES) as (keyof typeof PAGES)[]) out[`react${react}`]![page] = await sizeOf(app, page, react);
    }
    return out;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** The README lines of this bench. */
export function partnerReactLines(p: any): string[] {
  if (!p?.react18) return [];
  const adds = (r: any, page: string) => Math.round((r[page].atLoadKB - r.baseline.atLoadKB) * 10) / 10;
  const row = (label: string, page: string) => {
    const a = p.react19, b = p.react18;
    return `| ${label} | ${a[page].atLoadKB} KB (${a[page].atLoadFiles}), adds ${adds(a, page)} KB | ${a[page].allKB} KB (${a[page].allFiles}) | ${b[page].atLoadKB} KB (${b[page].atLoadFiles}), adds ${adds(b, page)} KB | ${b[page].allKB} KB (${b[page].allFiles}) |`;
  };
  return [
    'Partner builds on React 19 and React 18.3 (`npm run bench:partnerReact`): a fresh Vite app with the packed tarball, gzip -9 KB (files); at load = the html\'s entry and modulepreloads, all = every JS and CSS emitted (lazy chunks included); adds = over the same React\'s baseline:',
    '',
    '| page | React 19 at load | React 19 all | React 18 at load | React 18 all |',
    '|---|---:|---:|---:|---:|',
    `| baseline: React, React DOM, react-router-dom | ${p.react19.baseline.atLoadKB} KB (${p.react19.baseline.atLoadFiles}) | ${p.react19.baseline.allKB} KB | ${p.react18.baseline.atLoadKB} KB (${p.react18.baseline.atLoadFiles}) | ${p.react18.baseline.allKB} KB |`,
    row('`MealOrdersPage` (no report: no chart code)', 'meal'),
    row('`PlatformOverviewPage` with `enableCharts()` (ECharts lazy)', 'report'),
    '',
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(JSON.stringify(await benchPartnerReact(), null, 2));
