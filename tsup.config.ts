/** ESM + CJS + .d.ts for the root and every subpath export of package.json. */
import { defineConfig } from 'tsup';

export const entries = {
  index: 'src/index.ts',
  'api/index': 'src/api/index.ts',
  'contract/index': 'src/contract/index.ts',
  'utils/index': 'src/utils/index.ts',
  'domains/meal/index': 'src/domains/meal/index.ts',
  'domains/passthrough/index': 'src/domains/passthrough/index.ts',
};

export default defineConfig({
  entry: entries,
  format: ['esm', 'cjs'],
  dts: true,
  sourcemap: true,
  clean: true,
  splitting: true,
  treeshake: true,
  target: 'es2022',
  external: ['react', 'react-dom', 'react-router-dom', 'styled-components', 'react/jsx-runtime'],
});
