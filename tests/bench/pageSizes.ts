/**
 * `npm run bench:pages`: what mounting each page that replaced an embed costs a partner, bundled
 * alone from its domain's index with esbuild (minified, tree-shaken, gzip -9; React, React DOM
 * and react-router-dom external as the partner's baseline). "At mount" is the entry and its
 * static imports; "all" adds the lazy chunks. `npm run bench:pages -- <path regex>` narrows it.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import type { RouteEntry } from '../../src/core';
import { consoleRoutes } from '../../src/console/menu';
import { DOMAINS } from '../../src/domains/registry';

const leaves = (es: readonly RouteEntry[], out: RouteEntry[] = []): RouteEntry[] => {
  for (const e of es) if (e.children?.length) leaves(e.children, out); else out.push(e);
  return out;
};
const holds = (es: readonly RouteEntry[], path: string): boolean => es.some((e) => e.path === path || holds(e.children ?? [], path));
const kb = (n: number) => (n / 1024).toFixed(1);
const gz = (files: string[]) => files.filter((f) => /\.(js|css)$/.test(f)).reduce((s, f) => s + gzipSync(readFileSync(f), { level: 9 }).length, 0);

const only = process.argv[2] ? new RegExp(process.argv[2]) : null;
const work = mkdtempSync(join(tmpdir(), 'sc-pages-'));
const rows = ['| page | export | KB at mount | KB all |', '|---|---|---:|---:|'];
try {
  for (const r of leaves(consoleRoutes)) {
    if (!r.embed || r.view?.kind !== 'page' || (only && !only.test(r.path))) continue;
    const d = DOMAINS.find((m) => holds(m.routes, r.path));
    const exp = d?.pages[r.view.page];
    if (!d || !exp) continue;
    const dir = join(work, `${d.name}-${exp}`);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'entry.ts'), `export { ${exp} } from '${resolve('src/domains', d.name, 'index.ts')}';\n`);
    const res = await build({
      entryPoints: [join(dir, 'entry.ts')], bundle: true, splitting: true, format: 'esm', minify: true, outdir: join(dir, 'out'),
      metafile: true, logLevel: 'silent', jsx: 'automatic', platform: 'browser', define: { 'process.env.NODE_ENV': '"production"' },
      external: ['react', 'react/*', 'react-dom', 'react-dom/*', 'react-router-dom', 'react-router'],
    });
    const outs = res.metafile.outputs;
    const entry = Object.keys(outs).find((k) => outs[k]!.entryPoint)!;
    const atMount = new Set<string>();
    for (const stack = [entry]; stack.length;) {
      const k = stack.pop()!;
      if (atMount.has(k)) continue;
      atMount.add(k);
      for (const i of outs[k]!.imports) if (i.kind === 'import-statement' && outs[i.path]) stack.push(i.path);
    }
    rows.push(`| ${r.path} | @supercloud/admin/${d.name} \`${exp}\` | ${kb(gz([...atMount]))} | ${kb(gz(Object.keys(outs)))} |`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
console.log(rows.join('\n'));
