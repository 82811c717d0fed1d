/**
 * A Vite plugin that builds the reference server for the browser (the in-browser server of the
 * stories): a module of example-host/server with a `X.browser.ts` sibling is replaced by that
 * sibling, the way a package's "browser" field swaps files. The Node server never loads this.
 * The swapped modules are the few that need Node (file system, scrypt, AsyncLocalStorage, os);
 * everything else is shared, so the stories exercise the same handlers as the real server.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));

const withoutQuery = (id: string): string => id.replace(/[?#].*$/, '');

/**
 * @example
 * // .storybook/main.ts
 * viteFinal: (config) => mergeConfig(config, { plugins: [browserServer()] })
 */
export function browserServer(): Plugin {
  return {
    name: 'supercloud:browser-server',
    enforce: 'pre',
    config: () => ({
      optimizeDeps: {
        // PGlite finds its .wasm and .data files next to its own module: pre-bundling moves it away from them.
        exclude: ['@electric-sql/pglite'],
        // Found only when a story first starts the server: pre-bundle them up front, since a
        // re-optimisation in the middle of a test run reloads the page.
        include: ['hono', 'ajv/dist/2020', 'fflate', 'saxes'],
      },
    }),
    async resolveId(source, importer, options) {
      if (!importer || !source.startsWith('.') || options?.ssr) return null;
      if (!withoutQuery(importer).startsWith(SERVER_DIR)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external) return resolved;
      const file = withoutQuery(resolved.id);
      if (!file.startsWith(SERVER_DIR) || !file.endsWith('.ts') || file.endsWith('.browser.ts')) return resolved;
      const variant = `${file.slice(0, -'.ts'.length)}.browser.ts`;
      return existsSync(variant) ? variant : resolved;
    },
  };
}
