/**
 * ESM + CJS + .d.ts for the root and every subpath export of package.json. Every source module
 * becomes its own file (no bundling, no shared chunks): a partner's bundler then keeps only the
 * modules a page reaches and splits the lazily loaded ones (dialogs, locales) into their own
 * chunks, instead of receiving them folded into one shared chunk it cannot take apart.
 */
import { defineConfig } from 'tsup';
import { DOMAINS } from './src/domains/registry';
import { addImportExtensions } from './scripts/importExtensions';

/** The package's entries: the root, its layers, and one per domain of the registry. */
export const entries: Record<string, string> = {
  index: 'src/index.ts',
  'api/index': 'src/api/index.ts',
  'contract/index': 'src/contract/index.ts',
  'utils/index': 'src/utils/index.ts',
  ...Object.fromEntries(DOMAINS.map((d) => [`domains/${d.name}/index`, `src/domains/${d.name}/index.ts`])),
};

export default defineConfig((cli) => ({
  entry: ['src/**/*.ts', 'src/**/*.tsx', '!src/**/*.test.ts', '!src/**/*.test.tsx', '!src/**/*.d.ts'],
  bundle: false,
  format: ['esm', 'cjs'],
  dts: { entry: entries },
  sourcemap: true,
  clean: true,
  target: 'es2022',
  // Runs once the build has written its files (to --out-dir when given); the rewrite is idempotent.
  onSuccess: async () => addImportExtensions(cli.outDir ?? 'dist'),
}));
