/**
 * tsup with `bundle: false` emits one file per source module but keeps the imports as written
 * (`./popper`, `../core`), which Node cannot load: an ES module or a `.cjs` file needs the full
 * file name. This rewrites every relative specifier of the emitted JavaScript to the file it
 * names, keeping the format's extension (`./popper.js` in ESM, `./popper.cjs` in CJS, a folder
 * as its `index` file).
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** A relative specifier after `from`, `import(`, `require(` or a bare `import`: groups lead, quote, specifier. */
export const SPECIFIER = /(\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*|\bimport\s+)(["'])(\.{1,2}\/[^"']*)\2/g;

export function filesOf(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesOf(path) : [path];
  });
}

/** The specifier with the file name it resolves to from `file`, in the extension `ext`. */
export function withExtension(file: string, spec: string, ext: '.js' | '.cjs'): string {
  if (/\.(c?js|json)$/.test(spec)) return spec;
  const base = join(dirname(file), spec);
  if (existsSync(base + ext)) return spec + ext;
  if (existsSync(join(base, `index${ext}`))) return `${spec.replace(/\/$/, '')}/index${ext}`;
  throw new Error(`${file}: cannot resolve ${spec}`);
}

/**
 * Rewrites the relative imports of every .js and .cjs file under `outDir`.
 * @example
 * addImportExtensions('dist'); // dist/ui/Select.js: from "./popper" -> from "./popper.js"
 */
export function addImportExtensions(outDir: string): void {
  for (const file of filesOf(outDir)) {
    const ext = file.endsWith('.cjs') ? '.cjs' : file.endsWith('.js') ? '.js' : null;
    if (!ext) continue;
    const code = readFileSync(file, 'utf8');
    const next = code.replace(SPECIFIER, (_m, lead: string, q: string, spec: string) => `${lead}${q}${withExtension(file, spec, ext)}${q}`);
    if (next !== code) writeFileSync(file, next);
  }
}
