/**
 * The packed package as each kind of consumer resolves it: Node's `require` and `import` through
 * `exports`, a TypeScript consumer under Node16 resolution in both formats (a `.cts` and a `.mts`
 * file, library checking on, compiled and run) and one under node10 resolution. Also what the
 * tarball holds: no test helpers, the schema types once, declarations that import only what the
 * package depends on. One pack and one install for the file (`npm test` hands over its tarball).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, posix } from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_SAFE_SUBPATHS, SUBPATHS, packageFields, clientMarkerProblems } from '../../scripts/packageExports';
import { PARTNER_TYPES, installPartnerApp, type PartnerApp } from './partnerApp';
import { REPO_ROOT, packPackage, run } from './packPackage';

const pkg = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8'));
const CONSUMER_SOURCE = join(REPO_ROOT, 'tests/package/consumer');
const TSC = join(REPO_ROOT, 'node_modules/typescript/bin/tsc');

/** One export each non-domain entry must provide, in both module formats. */
const EXPECTED: Record<string, string> = {
  '.': 'createApiClient', './api': 'createApiClient', './contract': 'catalogue', './utils': 'parseTime',
  './charts': 'enableCharts',
};

let work: string;
let consumer: PartnerApp;
let installed: string;
/** Paths inside the tarball, without the leading `package/`. */
let packed: string[];

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'sc-exports-'));
  const tarball = await packPackage(work);
  packed = execFileSync('tar', ['-tzf', tarball], { encoding: 'utf8' }).split('\n').filter(Boolean).map((f) => f.replace(/^package\//, ''));
  consumer = await installPartnerApp(work, tarball, CONSUMER_SOURCE, [...PARTNER_TYPES, '@types/node']);
  installed = join(consumer.dir, 'node_modules/@supercloud/admin');
}, 600_000);

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

const node = (args: string[]) => run(process.execPath, args, consumer.dir);
const moduleSubpaths = Object.keys(SUBPATHS);

// Each script prints, per subpath, the sorted export names Node gives it.
const REQUIRE_ALL = `
const out = {};
for (const sub of ${JSON.stringify(moduleSubpaths)}) out[sub] = Object.keys(require('@supercloud/admin' + sub.slice(1))).sort();
const notCjs = Object.keys(require.cache).filter((f) => f.includes('/@supercloud/admin/') && !f.endsWith('.cjs'));
console.log(JSON.stringify({ out, notCjs }));`;
const IMPORT_ALL = `
const out = {};
for (const sub of ${JSON.stringify(moduleSubpaths)}) out[sub] = Object.keys(await import('@supercloud/admin' + sub.slice(1))).sort();
console.log(JSON.stringify({ out }));`;

describe('the packed package', () => {
  it('has the resolution fields scripts/packageExports.ts derives from the subpaths', () => {
    const fields = packageFields(SUBPATHS);
    expect(Object.fromEntries(Object.keys(fields).map((k) => [k, pkg[k]]))).toEqual(fields);
    expect(pkg.type).toBe('module');
    expect(pkg.sideEffects).toBe(false);
    for (const p of ['.', './api', './contract', './utils', './meal', './passthrough']) expect(pkg.exports).toHaveProperty([p]);
    expect(pkg.peerDependencies).toMatchObject({ react: '^18.3.0 || ^19.2.0', 'react-dom': '^18.3.0 || ^19.2.0', 'react-router-dom': '^7.0.0', 'styled-components': '^6.0.0' });
  });

  it('loads every subpath through exports with require (only .cjs files) and with import, with the same names', async () => {
    const cjs = JSON.parse(await node(['-e', REQUIRE_ALL])) as { out: Record<string, string[]>; notCjs: string[] };
    const esm = JSON.parse(await node(['--input-type=module', '-e', IMPORT_ALL])) as { out: Record<string, string[]> };
    expect(cjs.notCjs).toEqual([]);
    expect(cjs.out).toEqual(esm.out);
    for (const sub of moduleSubpaths) {
      expect(esm.out[sub]!.length, sub).toBeGreaterThan(0);
      if (EXPECTED[sub]) expect(esm.out[sub], sub).toContain(EXPECTED[sub]);
    }
  });

  it('type-checks in a Node16 consumer with skipLibCheck off, CommonJS (.cts) and ESM (.mts), and runs', async () => {
    await run(process.execPath, [TSC, '-p', 'tsconfig.json'], consumer.dir);
    for (const out of ['out/require.cjs', 'out/import.mjs']) {
      expect(JSON.parse(await node([out])), out).toEqual({ client: 'function', body: 'object', sameModule: true });
    }
  }, 180_000);

  it('type-checks in a node10 consumer (no exports: typesVersions)', async () => {
    await run(process.execPath, [TSC, '-p', 'tsconfig.node10.json'], consumer.dir);
  }, 180_000);

  it('ships no module only tests use, and every module it ships is reachable from an export', () => {
    expect(packed.filter((f) => /(^|\/)testing\/|testServer|\.test\.|\.stories\./.test(f))).toEqual([]);
    const modules = packed.filter((f) => f.startsWith('dist/') && f.endsWith('.js'));
    const seen = new Set<string>();
    const queue = moduleSubpaths.map((sub) => posix.join('dist', `${SUBPATHS[sub]}.js`));
    while (queue.length) {
      const f = queue.pop()!;
      if (seen.has(f)) continue;
      seen.add(f);
      const refs = ts.preProcessFile(readFileSync(join(installed, f), 'utf8'), true, true).importedFiles;
      for (const r of refs) if (r.fileName.startsWith('.')) queue.push(posix.join(dirname(f), r.fileName));
    }
    // Modules of types only compile to nothing; anything else no export reaches is dead weight.
    const code = (f: string) => readFileSync(join(installed, f), 'utf8').replace(/\/\/# sourceMappingURL=.*/, '').trim();
    expect(modules.filter((f) => !seen.has(f) && code(f) !== '')).toEqual([]);
  });

  it('reaches echarts, an optional peer, only from the charts entry (a meal-only bundler never resolves it)', () => {
    expect(pkg.dependencies.echarts).toBeUndefined();
    expect(pkg.peerDependenciesMeta.echarts).toEqual({ optional: true });
    expect(existsSync(join(consumer.dir, 'node_modules/echarts'))).toBe(false);
    /** The dist modules that `from` reaches through relative imports (static and dynamic) and the packages they import. */
    const reach = (from: string) => {
      const seen = new Set<string>();
      const packages = new Set<string>();
      const queue = [posix.join('dist', `${SUBPATHS[from]}.js`)];
      while (queue.length) {
        const f = queue.pop()!;
        if (seen.has(f)) continue;
        seen.add(f);
        for (const r of ts.preProcessFile(readFileSync(join(installed, f), 'utf8'), true, true).importedFiles) {
          if (r.fileName.startsWith('.')) queue.push(posix.join(dirname(f), r.fileName));
          else packages.add(r.fileName);
        }
      }
      return { seen, packages: [...packages] };
    };
    for (const sub of moduleSubpaths.filter((s) => s !== './charts')) {
      expect(reach(sub).packages.filter((p) => /^(echarts|zrender)(\/|$)/.test(p)), sub).toEqual([]);
    }
    expect(reach('./charts').packages).toEqual(expect.arrayContaining(['echarts/core', 'echarts/charts']));
  });

  it('ships the schema types once, shared by both formats', () => {
    const declarations = packed.filter((f) => /\.d\.c?ts$/.test(f));
    const withSchema = declarations.filter((f) => readFileSync(join(installed, f), 'utf8').includes('export interface paths {'));
    expect(withSchema).toEqual(['dist/api/schema.d.cts']);
  });

  it('has declarations that import only the package, its dependencies and its peers', () => {
    const allowed = new Set([pkg.name, ...Object.keys(pkg.dependencies), ...Object.keys(pkg.peerDependencies)]);
    const foreign = new Set<string>();
    for (const f of packed.filter((p) => /\.d\.c?ts$/.test(p))) {
      for (const r of ts.preProcessFile(readFileSync(join(installed, f), 'utf8'), true, true).importedFiles) {
        if (r.fileName.startsWith('.')) continue;
        const name = r.fileName.split('/').slice(0, r.fileName.startsWith('@') ? 2 : 1).join('/');
        if (!allowed.has(name)) foreign.add(`${f}: ${r.fileName}`);
      }
    }
    expect([...foreign]).toEqual([]);
  });

  it("marks the client entry points 'use client' and leaves the server-safe ones (api, contract, utils) unmarked", () => {
    expect(clientMarkerProblems((f) => readFileSync(join(installed, 'dist', f), 'utf8'))).toEqual([]);
    expect(readFileSync(join(installed, 'dist/index.js'), 'utf8')).toMatch(/^"use client";/);
    expect(readFileSync(join(installed, 'dist/domains/meal/index.js'), 'utf8')).toMatch(/^"use client";/);
    for (const sub of SERVER_SAFE_SUBPATHS) expect(readFileSync(join(installed, 'dist', `${SUBPATHS[sub]}.js`), 'utf8'), sub).not.toMatch(/use client/);
  });

  it('ships the OpenAPI document', () => {
    expect(pkg.files).toContain('openapi');
    expect(JSON.parse(readFileSync(join(installed, pkg.exports['./openapi.json']), 'utf8')).openapi).toBe('3.1.0');
  });
});
