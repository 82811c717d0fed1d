import js from '@eslint/js';
import globals from 'globals';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import layers from './scripts/eslint-layers.js';

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'storybook-static', 'example-host/dist', 'test-results', 'playwright-report', 'src/api/schema.d.ts', 'src/api/operations.gen.ts', 'openapi', '.scratch', 'docs/api', 'release'] },
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
  // The two classic hook rules only: the React Compiler rules of the plugin's presets assume a
  // compiler this project does not run. A missing effect dependency is a stale-closure bug.
  {
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  // Test fixtures named use* (useAdminServer registers beforeAll/afterAll) run at a test file's
  // top level: they are not React hooks, and the hook rule cannot tell them apart.
  { files: ['**/*.test.ts', '**/*.test.tsx'], rules: { 'react-hooks/rules-of-hooks': 'off' } },
  { files: ['**/*.tsx', '**/*.jsx'], ...jsxA11y.flatConfigs.recommended },
);
