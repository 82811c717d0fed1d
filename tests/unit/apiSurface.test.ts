/**
 * The public surface is documented: every export of every subpath (the root's explicit list, the
 * layers' subpaths, each domain) carries a JSDoc `@example` (scripts/apiSurface.ts, issue 30).
 */
import { describe, expect, it } from 'vitest';
import { SUBPATHS } from '../../scripts/packageExports';
import { missingExamples, publicSurface } from '../../scripts/apiSurface';

describe('the public surface', () => {
  const surface = publicSurface();

  it('covers every subpath of the package, each with exports', () => {
    expect(Object.keys(surface).sort()).toEqual(Object.keys(SUBPATHS).sort());
    for (const [sub, list] of Object.entries(surface)) expect(list.length, sub).toBeGreaterThan(0);
    expect(surface['.']!.map((e) => e.name)).toEqual(expect.arrayContaining(['AdminProvider', 'useT', 'MessageOverrides', 'PAGE_PART_CLASSES', 'ResourcePage']));
  });

  it('gives every public export a JSDoc example', () => {
    expect(missingExamples(surface)).toEqual(Object.fromEntries(Object.keys(SUBPATHS).map((sub) => [sub, []])));
  });
}, 120_000);
