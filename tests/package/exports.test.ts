import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const root = process.cwd();
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
type Target = { types: string; import: string; require: string };
const subpaths = Object.entries(pkg.exports as Record<string, Target | string>)
  .filter((e): e is [string, Target] => typeof e[1] === 'object');

/** One export each entry must provide, in both module formats. */
const EXPECTED: Record<string, string> = {
  '.': 'createApiClient', './api': 'createApiClient', './contract': 'catalogue', './utils': 'parseTime',
  './meal': 'MealOrdersPage', './passthrough': 'VisitorInfoPage',
};

describe('the built package', () => {
  beforeAll(() => {
    execFileSync('npx', ['tsup', '--silent'], { cwd: root, stdio: 'pipe' });
  }, 180000);

  it('declares the subpaths of the design and no side effects', () => {
    expect(pkg.type).toBe('module');
    expect(pkg.sideEffects).toBe(false);
    for (const p of Object.keys(EXPECTED)) expect(pkg.exports).toHaveProperty([p]);
    expect(pkg.peerDependencies).toMatchObject({ react: '^19.2.0', 'react-dom': '^19.2.0', 'react-router-dom': '^7.0.0', 'styled-components': '^6.0.0' });
  });

  it.each(subpaths)('%s has types, ESM and CJS that load', async (sub, t) => {
    for (const f of [t.types, t.import, t.require]) expect(existsSync(join(root, f)), f).toBe(true);
    const esm = await import(pathToFileURL(join(root, t.import)).href);
    const cjs = createRequire(import.meta.url)(join(root, t.require));
    const name = EXPECTED[sub];
    if (name) {
      expect(typeof esm[name]).not.toBe('undefined');
      expect(typeof cjs[name]).toBe(typeof esm[name]);
    }
  });

  it('ships the OpenAPI document', () => {
    expect(pkg.files).toContain('openapi');
    expect(JSON.parse(readFileSync(join(root, pkg.exports['./openapi.json']), 'utf8')).openapi).toBe('3.1.0');
  });
});
