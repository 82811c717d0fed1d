/**
 * What each domain package costs a partner who mounts one of its pages alone: for every domain of
 * `src/domains/registry.ts`, a partner app (the packed tarball, as in bench:partner) renders
 * `<AdminProvider><FirstPage /></AdminProvider>` in a `MemoryRouter`, the page being the first of the
 * domain's `pages`. Chromium loads it against the reference server until the network is idle.
 * Figures per package (gzip -9 of the JS and CSS loaded):
 * - adds: beyond the core baseline app (React, React DOM, react-router-dom);
 * - by part, through the build's source maps (each file's gzip bytes shared out by its generated
 *   characters per source): own (the package's folder), charts (ECharts), kit (the rest of
 *   @supercloud/admin), other domains (should be 0), libraries beyond the core baseline;
 * - target: adds no more than the meal page's adds plus the package's own bytes (and its charts),
 *   i.e. a package's page pulls in no more of the kit and libraries than the meal list page.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';
import { DOMAINS } from '../../src/domains/registry';
import { chromiumLaunchOptions } from '../chromium';
import { buildPartnerApp, installPartnerApp, packPackage, startPartnerServer, type PartnerBuild } from '../package/partnerApp';

const kb = (n: number) => Math.round((n / 1024) * 10) / 10;
const gz = (bytes: Uint8Array) => gzipSync(bytes, { level: 9 }).length;

/** The entry of a partner app mounting one page of one package (the same template for every package). */
const entryOf = (pkg: string, page: string) => `import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { AdminProvider } from '@supercloud/admin';
import { ${page} } from '@supercloud/admin/${pkg}';
import { config } from './config';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <MemoryRouter>
      <AdminProvider apiBase={config.apiBase} token={config.token}>
        <${page} />
      </AdminProvider>
    </MemoryRouter>
  </StrictMode>,
);
`;

/** Generated characters of a bundle file per source, from its source map. */
function charsBySource(code: string, map: RawSourceMap): Map<string, number> {
  const lines = code.split('\n');
  const consumer = new SourceMapConsumer(map);
  const marks: { line: number; col: number; source: string | null }[] = [];
  consumer.eachMapping((m) => marks.push({ line: m.generatedLine, col: m.generatedColumn, source: m.source }), null, SourceMapConsumer.GENERATED_ORDER);
  const out = new Map<string, number>();
  marks.forEach((m, i) => {
    if (!m.source) return;
    const next = marks[i + 1];
    const end = next && next.line === m.line ? next.col : (lines[m.line - 1]?.length ?? m.col);
    out.set(m.source, (out.get(m.source) ?? 0) + Math.max(0, end - m.col));
  });
  return out;
}

/** Where a bundled source belongs: the package's own folder, another domain, the charts, the kit, or a library. */
type Part = 'own' | 'otherDomains' | 'charts' | 'kit' | 'libs';
function partOf(source: string, pkg: string): Part {
  if (/\/node_modules\/(echarts|zrender)\//.test(source)) return 'charts';
  const domain = /\/(?:src|dist)\/domains\/([^/]+)\//.exec(source)?.[1];
  if (domain) return domain === pkg ? 'own' : 'otherDomains';
  if (/@supercloud\/admin\/|\/src\//.test(source)) return 'kit';
  return 'libs';
}

/**
 * gzip bytes of the loaded files, shared out by part: each JS file's gzip bytes in proportion to
 * the generated characters its source map gives each source (characters no source claims stay
 * in `libs`, with the CSS).
 */
function attribute(build: PartnerBuild, files: readonly string[], pkg: string): { bytes: number; parts: Record<Part, number>; sample: string[] } {
  const parts: Record<Part, number> = { own: 0, otherDomains: 0, charts: 0, kit: 0, libs: 0 };
  const sample = new Set<string>();
  let bytes = 0;
  for (const file of files) {
    const path = join(build.outDir, file);
    const body = readFileSync(path);
    const size = gz(body);
    bytes += size;
    let map: RawSourceMap | null = null;
    if (extname(file) === '.js') {
      try { map = JSON.parse(readFileSync(`${path}.map`, 'utf8')) as RawSourceMap; } catch { map = null; }
    }
    if (!map) { parts.libs += size; continue; }
    const chars = charsBySource(body.toString('utf8'), map);
    let claimed = 0;
    for (const [src, n] of chars) {
      const share = (size * n) / body.length;
      parts[partOf(src, pkg)] += share;
      claimed += share;
      if (sample.size < 6 && /domains/.test(src)) sample.add(src);
    }
    parts.libs += size - claimed;
  }
  return { bytes, parts, sample: [...sample] };
}

/** The JS and CSS files (relative to the build) a page loads until the network is idle. */
async function loadedFiles(browser: Browser, url: string, base: string): Promise<string[]> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const files = new Set<string>();
    page.on('response', (res) => {
      const path = new URL(res.url()).pathname;
      if (['.js', '.css'].includes(extname(path)) && path.startsWith(base)) files.add(path.slice(base.length));
    });
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    await page.locator('#root *').first().waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    return [...files];
  } finally {
    await context.close();
  }
}

export async function benchPackages(): Promise<Record<string, unknown>> {
  const work = mkdtempSync(join(tmpdir(), 'sc-packages-bench-'));
  try {
    const app = await installPartnerApp(work, await packPackage(work));
    const sites: Record<string, PartnerBuild> = { '/baseline-core/': await buildPartnerApp(app, 'baselineCore.tsx', '/baseline-core/', { sourcemap: true }) };
    const pages: Record<string, string> = {};
    for (const d of DOMAINS) {
      const page = Object.values(d.pages)[0]!;
      pages[d.name] = page;
      writeFileSync(join(app.dir, 'src', `pkg-${d.name}.tsx`), entryOf(d.name, page));
      sites[`/pkg-${d.name}/`] = await buildPartnerApp(app, `pkg-${d.name}.tsx`, `/pkg-${d.name}/`, { sourcemap: true });
    }
    const srv = await startPartnerServer(sites);
    const browser = await chromium.launch(chromiumLaunchOptions());
    try {
      const measure = async (base: string, pkg: string) => attribute(sites[base]!, await loadedFiles(browser, `${srv.url}${base}`, base), pkg);
      const core = await measure('/baseline-core/', '-');
      const rows: Record<string, Record<string, unknown> & { addsKB: number; ownKB: number; chartsKB: number }> = {};
      for (const d of DOMAINS) {
        const m = await measure(`/pkg-${d.name}/`, d.name);
        rows[d.name] = {
          page: pages[d.name]!, addsKB: kb(m.bytes - core.bytes), ownKB: kb(m.parts.own), chartsKB: kb(m.parts.charts),
          kitKB: kb(m.parts.kit), otherDomainsKB: kb(m.parts.otherDomains), libsBeyondCoreKB: kb(m.parts.libs - core.bytes),
          ...(process.env.BENCH_DEBUG ? { sample: m.sample } : {}),
        };
      }
      const meal = rows.meal;
      // A report package's charts (ECharts, loaded with its first chart) count as its own pages' bytes.
      const withTarget = Object.fromEntries(Object.entries(rows).map(([name, r]) => {
        const target = meal ? Math.round((meal.addsKB + r.ownKB + r.chartsKB) * 10) / 10 : null;
        return [name, { ...r, targetKB: target, withinTarget: target === null ? null : r.addsKB <= target }];
      }));
      return { coreBaselineKB: kb(core.bytes), packages: withTarget };
    } finally {
      await browser.close();
      await srv.close();
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(JSON.stringify(await benchPackages(), null, 2));
