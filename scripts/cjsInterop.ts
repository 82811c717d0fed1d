/**
 * esbuild turns `import x from 'pkg'` into `__toESM(require('pkg'), 1)` when the source lives in
 * a `"type": "module"` package: the `1` ("node mode") ignores a CommonJS module's `__esModule`
 * flag and makes the default import the whole `module.exports`, as Node does for an ES module
 * importing CommonJS. Our CommonJS build does not run as an ES module, though, and a dependency
 * that ships `exports.default` with `__esModule` (openapi-fetch's `createClient`) then imports
 * as an object instead of the function. Without the flag, `__toESM` honours `__esModule`, as
 * TypeScript and Babel do, so the CommonJS build imports what the ESM build imports.
 */
import type { Options } from 'tsup';

const NODE_MODE = /__toESM\((require\((["'])[^"']+\2\)), 1\)/g;

/**
 * The CommonJS code with every `__toESM(require(...), 1)` honouring `__esModule`.
 * @example
 * honourEsModuleFlag('var f = __toESM(require("openapi-fetch"), 1);'); // 'var f = __toESM(require("openapi-fetch"));'
 */
export function honourEsModuleFlag(code: string): string {
  return code.replace(NODE_MODE, '__toESM($1)');
}

/** tsup plugin applying honourEsModuleFlag to the CommonJS output. */
export const cjsInterop: NonNullable<Options['plugins']>[number] = {
  name: 'cjs-es-module-flag',
  renderChunk(code) {
    return this.format === 'cjs' ? { code: honourEsModuleFlag(code) } : undefined;
  },
};
