/**
 * ESM + CJS, each with its own declarations, for the root and every subpath export of
 * package.json. Every source module becomes its own file (no bundling, no shared chunks): a
 * partner's bundler then keeps only the modules a page reaches and splits the lazily loaded ones
 * (dialogs, locales) into their own chunks, instead of receiving them folded into one shared
 * chunk it cannot take apart. Modules only tests use are neither built nor packed.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { defineConfig } from 'tsup';
import { cjsInterop } from './scripts/cjsInterop';
import { emitDeclarations } from './scripts/declarations';
import { addImportExtensions } from './scripts/importExtensions';
import { SUBPATHS, packageExports, clientMarkerProblems } from './scripts/packageExports';

/** Source modules (paths under src/) that exist for tests: in-process servers, render helpers. */
export const TEST_ONLY: readonly RegExp[] = [/\.test\.tsx?$/, /(^|\/)testing\//, /^api\/testServer\.ts$/];

/** Every module the package ships, as paths from the repo root (`src/ui/Dialog.tsx`). */
export function shippedSources(dir = 'src'): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return shippedSources(path);
    const rel = relative('src', path).split('\\').join('/');
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') && !TEST_ONLY.some((re) => re.test(rel)) ? [path] : [];
  });
}

export default defineConfig((cli) => {
  const outDir = cli.outDir ?? 'dist';
  const sources = shippedSources();
  return {
    entry: sources,
    bundle: false,
    format: ['esm', 'cjs'],
    sourcemap: true,
    clean: true,
    target: 'es2022',
    plugins: [cjsInterop],
    // Runs once the build has written its JavaScript (to --out-dir when given).
    onSuccess: async () => {
      addImportExtensions(outDir);
      emitDeclarations(sources, outDir);
      const missing = Object.values(packageExports(SUBPATHS)).flatMap((e) => (typeof e === 'string' ? [] : [e.import, e.require]))
        .flatMap((c) => [c.types, c.default]).filter((f) => !existsSync(join(outDir, relative('./dist', f))));
      if (missing.length) throw new Error(`the build wrote no ${missing.join(', ')}`);
      // esbuild keeps the sources' directive; a lost or misplaced one would break RSC hosts silently.
      const marks = clientMarkerProblems((f) => readFileSync(join(outDir, f), 'utf8'));
      if (marks.length) throw new Error(marks.join('\n'));
    },
  };
});
