import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import layers from './scripts/eslint-layers.js';

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'storybook-static', 'example-host/dist', 'test-results', 'playwright-report', 'src/api/schema.d.ts', 'src/api/operations.gen.ts', 'openapi', '.scratch'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { layers },
    rules: {
      'layers/direction': 'error',
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
);
