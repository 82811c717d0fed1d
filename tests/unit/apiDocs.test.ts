import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { apiDocEntries, packageExports } from '../../scripts/apiDocs';

describe('API docs entry points (npm run docs)', () => {
  const entries = apiDocEntries(packageExports());

  it('documents every code subpath of package.json exports, from a source file that exists', () => {
    const code = Object.entries(entries).filter(([, source]) => source !== null);
    // The root, its layers and every domain: far more than the 6 typedoc once listed by hand.
    expect(code.length).toBeGreaterThanOrEqual(20);
    for (const [subpath, source] of code) expect(existsSync(source!), `${subpath} -> ${source}`).toBe(true);
  });

  it('leaves out only the subpaths that ship data, not code', () => {
    const data = Object.entries(entries).filter(([, source]) => source === null).map(([subpath]) => subpath);
    expect(data.sort()).toEqual(['./openapi.json', './package.json']);
  });

  it('keeps no hand-written entry list in typedoc.json that could drift from the exports', () => {
    expect(JSON.parse(readFileSync('typedoc.json', 'utf8'))).not.toHaveProperty('entryPoints');
  });

  it('maps a built file back to its source, conditions in any order', () => {
    const exists = (p: string) => p === 'src/ui/chart/index.ts' || p === 'src/x/index.tsx';
    expect(apiDocEntries({
      './charts': { require: { types: './dist/ui/chart/index.d.cts', default: './dist/ui/chart/index.cjs' }, import: { types: './dist/ui/chart/index.d.ts', default: './dist/ui/chart/index.js' } },
      './x': './dist/x/index.js',
      './data.json': './data/data.json',
    }, exists)).toEqual({ './charts': 'src/ui/chart/index.ts', './x': 'src/x/index.tsx', './data.json': null });
  });
});
