/**
 * The package's subpaths (the root, its layers, one per domain of the registry) and the resolution
 * fields of package.json (`main`, `module`, `types`, `exports`, `typesVersions`) as functions of
 * them, so the build (tsup.config.ts), `npm run gen` (which writes the fields) and the package
 * tests agree on one shape. Each subpath ships four files beside each other under dist/:
 * `<base>.js` (ESM) with `<base>.d.ts`, and `<base>.cjs` (CommonJS) with `<base>.d.cts`, so each
 * condition finds types of its own module format (TypeScript reads a `.d.ts` in a
 * `"type": "module"` package as ESM, a `.d.cts` as CommonJS).
 */
import { DOMAINS } from '../src/domains/registry';

/** Subpath (`'.'`, `'./api'`) -> its files under dist/ without extension (`'index'`, `'api/index'`). */
export type Subpaths = Readonly<Record<string, string>>;

/** The package's subpaths: the root, its layers, the charts, and `./<name>` for each domain of the registry. */
export const SUBPATHS: Subpaths = {
  '.': 'index',
  './api': 'api/index',
  './contract': 'contract/index',
  './utils': 'utils/index',
  // The one entry that reaches echarts (an optional peer): a host imports it to enable charts.
  './charts': 'ui/chart/index',
  ...Object.fromEntries(DOMAINS.map((d) => [`./${d.name}`, `domains/${d.name}/index`])),
};

/**
 * Subpaths a React Server Component may import and call (no React, no browser state): they carry
 * no `'use client'`. Every other subpath (the root, each domain) is a client entry point whose
 * module starts with the `'use client'` directive, which the build keeps and checks.
 */
export const SERVER_SAFE_SUBPATHS: readonly string[] = ['./api', './contract', './utils'];

const USE_CLIENT = /^(?:"use strict";\s*)?["']use client["'];/;

/**
 * The entry files of `dist` whose `'use client'` marker is wrong: missing on a client entry, or
 * present on a server-safe one. Empty when all is well.
 * @example
 * clientMarkerProblems((f) => readFileSync(join('dist', f), 'utf8')) // []
 */
export function clientMarkerProblems(read: (distFile: string) => string, subpaths: Subpaths = SUBPATHS): string[] {
  return Object.entries(subpaths).flatMap(([sub, base]) => ['.js', '.cjs'].flatMap((ext) => {
    const marked = USE_CLIENT.test(read(`${base}${ext}`));
    const client = !SERVER_SAFE_SUBPATHS.includes(sub);
    if (marked === client) return [];
    return [`${base}${ext}: ${client ? "a client entry without 'use client'" : "a server-safe entry marked 'use client'"}`];
  }));
}

export interface ExportsEntry {
  import: { types: string; default: string };
  require: { types: string; default: string };
}

/** Files that are not modules of the kit but part of the package's surface. */
const EXTRA_EXPORTS = { './openapi.json': './openapi/openapi.json', './package.json': './package.json' } as const;

const file = (distBase: string, ext: string) => `./dist/${distBase}${ext}`;

/**
 * The `exports` condition object of one subpath: `types` first inside each condition, as
 * TypeScript takes the first condition that matches.
 * @example
 * exportsEntry('api/index').require.types; // './dist/api/index.d.cts'
 */
export function exportsEntry(distBase: string): ExportsEntry {
  return {
    import: { types: file(distBase, '.d.ts'), default: file(distBase, '.js') },
    require: { types: file(distBase, '.d.cts'), default: file(distBase, '.cjs') },
  };
}

/**
 * The whole `exports` map: one entry per subpath, then the OpenAPI document and package.json.
 * @example
 * packageExports({ '.': 'index', './meal': 'domains/meal/index' });
 */
export function packageExports(subpaths: Subpaths): Record<string, ExportsEntry | string> {
  return { ...Object.fromEntries(Object.entries(subpaths).map(([sub, base]) => [sub, exportsEntry(base)])), ...EXTRA_EXPORTS };
}

/**
 * `typesVersions` for TypeScript's `node10` resolution (`moduleResolution: "node"`, the default
 * of `module: "commonjs"`), which ignores `exports`: it maps each subpath to the CommonJS types,
 * matching `main`. Resolvers that read `exports` never consult it.
 */
export function packageTypesVersions(subpaths: Subpaths): { '*': Record<string, string[]> } {
  const map: Record<string, string[]> = {};
  for (const [sub, base] of Object.entries(subpaths)) if (sub !== '.') map[sub.slice(2)] = [file(base, '.d.cts')];
  for (const [sub, target] of Object.entries(EXTRA_EXPORTS)) if (sub !== './package.json') map[sub.slice(2)] = [target];
  return { '*': map };
}

/**
 * Every resolution field package.json must carry for these subpaths; the top-level fields name
 * the root subpath for tools that do not read `exports` (CommonJS `main` with its types).
 * @example
 * expect(pkg).toMatchObject(packageFields(subpaths));
 */
export function packageFields(subpaths: Subpaths) {
  const root = subpaths['.'];
  if (!root) throw new Error("packageFields: no root subpath '.'");
  const entry = exportsEntry(root);
  return {
    main: entry.require.default,
    module: entry.import.default,
    types: entry.require.types,
    typesVersions: packageTypesVersions(subpaths),
    exports: packageExports(subpaths),
  };
}

/**
 * package.json's text with the resolution fields of `subpaths` (`npm run gen` writes it): the other
 * fields keep their order, `typesVersions` follows `types`.
 * @example
 * writeFileSync('package.json', withPackageFields(readFileSync('package.json', 'utf8')));
 */
export function withPackageFields(json: string, subpaths: Subpaths = SUBPATHS): string {
  const fields: Record<string, unknown> = packageFields(subpaths);
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(JSON.parse(json) as Record<string, unknown>)) {
    if (key === 'typesVersions') continue;
    out[key] = key in fields ? fields[key] : value;
    if (key === 'types') out.typesVersions = fields.typesVersions;
  }
  return `${JSON.stringify(out, null, 2)}\n`;
}
