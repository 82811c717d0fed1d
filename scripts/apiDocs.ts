/**
 * `npm run docs`: the API reference (typedoc, into docs/api/) of every subpath the package exports.
 * The entry points are read from package.json's `exports` (each subpath's built `dist/<base>.js`
 * back to its source `src/<base>.ts(x)`), so a new subpath is documented with no list to keep.
 * typedoc.json holds the other options.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

type ExportTarget = string | { readonly [condition: string]: ExportTarget };

/** The first file a conditional export resolves to (its `import` branch before the others). */
function firstFile(target: ExportTarget): string | undefined {
  if (typeof target === 'string') return target;
  for (const key of ['import', 'default', ...Object.keys(target)]) {
    const found = target[key] === undefined ? undefined : firstFile(target[key]);
    if (found) return found;
  }
  return undefined;
}

/** Subpath -> the source module typedoc documents for it; subpaths that ship data (JSON) map to null. */
export function apiDocEntries(
  exportsMap: Readonly<Record<string, ExportTarget>>,
  exists: (path: string) => boolean = existsSync,
): Record<string, string | null> {
  const out: Record<string, string | null> = {};
  for (const [subpath, target] of Object.entries(exportsMap)) {
    const file = firstFile(target);
    const built = file?.match(/^\.\/dist\/(.+)\.(?:js|cjs|mjs)$/);
    if (!built) { out[subpath] = null; continue; }
    out[subpath] = [`src/${built[1]}.ts`, `src/${built[1]}.tsx`].find(exists) ?? `src/${built[1]}.ts`;
  }
  return out;
}

/** package.json's exports map. */
export const packageExports = (): Record<string, ExportTarget> =>
  JSON.parse(readFileSync('package.json', 'utf8')).exports as Record<string, ExportTarget>;

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const entries = Object.values(apiDocEntries(packageExports())).filter((e): e is string => e !== null);
  const args = ['typedoc', ...entries.flatMap((e) => ['--entryPoints', e]), ...process.argv.slice(2)];
  console.log(`typedoc: ${entries.length} entry points from package.json exports`);
  const r = spawnSync('npx', args, { stdio: 'inherit' });
  process.exit(r.status ?? 1);
}
