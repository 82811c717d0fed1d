/**
 * Type declarations for both module formats, one file per source module beside its JavaScript
 * (as the build emits the JavaScript): `x.d.ts` next to `x.js` for `import`, `x.d.cts` next to
 * `x.cjs` for `require`. TypeScript decides a declaration file's format by its extension, so each
 * condition of package.json's `exports` reaches types of its own format, and every relative
 * specifier names its file in that format (`./popper.js` / `./popper.cjs`), as Node16 resolution
 * requires. Hand-written declaration sources (the 2.2 MB `api/schema.d.ts`) ship once, as
 * `.d.cts`: ES modules may import CommonJS types, so both formats share that one file.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { filesOf } from './importExtensions';

type Format = 'esm' | 'cjs';

/**
 * The specifier naming the declaration file `spec` resolves to from `file`, in `format`.
 * @example
 * declarationSpecifier('dist/ui/Dialog.d.ts', './popper', 'cjs'); // './popper.cjs'
 */
export function declarationSpecifier(file: string, spec: string, format: Format): string {
  if (spec.endsWith('.json')) return spec;
  const bare = spec.replace(/\.c?js$/, '').replace(/\/$/, '');
  const base = join(dirname(file), bare);
  const js = format === 'esm' ? '.js' : '.cjs';
  if (existsSync(`${base}.d.ts`)) return bare + js;
  if (existsSync(`${base}.d.cts`)) return `${bare}.cjs`;
  if (existsSync(join(base, 'index.d.ts'))) return `${bare}/index${js}`;
  throw new Error(`${file}: cannot resolve ${spec} to a declaration file`);
}

/** The file's relative specifiers in `format`; TypeScript's own scanner finds them, so JSDoc examples stay as written. */
function rewrite(file: string, code: string, format: Format): string {
  const specs = ts.preProcessFile(code, true, true).importedFiles.filter((f) => f.fileName.startsWith('.'));
  let out = code;
  for (const ref of specs.reverse()) {
    // `pos` is the opening quote of the string literal.
    const start = /["']/.test(code[ref.pos]!) ? ref.pos + 1 : ref.pos;
    if (code.slice(start, start + ref.fileName.length) !== ref.fileName) throw new Error(`${file}: cannot locate ${ref.fileName}`);
    out = out.slice(0, start) + declarationSpecifier(file, ref.fileName, format) + out.slice(start + ref.fileName.length);
  }
  return out;
}

/**
 * Turns the `.d.ts` files tsc wrote under `outDir` into the two formats: each keeps its name
 * with ESM specifiers and gets a `.d.cts` twin with CommonJS ones.
 * @example
 * dualDeclarations('dist'); // dist/ui/Dialog.d.ts + dist/ui/Dialog.d.cts
 */
export function dualDeclarations(outDir: string): void {
  const files = filesOf(outDir).filter((f) => f.endsWith('.d.ts'));
  // Both versions are computed before any is written: resolution looks at the .d.ts files only.
  const out = files.map((f) => {
    const code = readFileSync(f, 'utf8');
    return [f, rewrite(f, code, 'esm'), rewrite(f, code, 'cjs')] as const;
  });
  for (const [f, esm, cjs] of out) {
    writeFileSync(f, esm);
    writeFileSync(f.replace(/\.d\.ts$/, '.d.cts'), cjs);
  }
}

/**
 * Emits the declarations of `sources` (and of what they import from src/) into `outDir` with the
 * compiler options of tsconfig.json, then writes both formats. Fails on any declaration error
 * (a type that cannot be named in a .d.ts, for instance), naming file and line.
 * @example
 * emitDeclarations(['src/index.ts', 'src/api/index.ts'], 'dist');
 */
export function emitDeclarations(sources: readonly string[], outDir: string, root = process.cwd()): void {
  const srcDir = resolve(root, 'src');
  const config = ts.readConfigFile(join(root, 'tsconfig.json'), ts.sys.readFile);
  if (config.error) throw new Error(ts.flattenDiagnosticMessageText(config.error.messageText, '\n'));
  const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, root);
  const program = ts.createProgram(sources.map((s) => resolve(root, s)), {
    ...options,
    noEmit: false, declaration: true, emitDeclarationOnly: true, declarationMap: false, sourceMap: false,
    incremental: false, rootDir: srcDir, outDir: resolve(root, outDir),
    // Shipped code runs in browsers: no Node or test-runner globals.
    types: [],
  });
  const { diagnostics } = program.emit(undefined, undefined, undefined, true);
  if (diagnostics.length) {
    const host = { getCanonicalFileName: (f: string) => f, getCurrentDirectory: () => root, getNewLine: () => '\n' };
    throw new Error(`declaration emit failed:\n${ts.formatDiagnostics(diagnostics, host)}`);
  }
  const out = resolve(root, outDir);
  for (const sf of program.getSourceFiles()) {
    if (!sf.isDeclarationFile || !resolve(sf.fileName).startsWith(`${srcDir}/`)) continue;
    const target = join(out, relative(srcDir, sf.fileName)).replace(/\.d\.ts$/, '.d.cts');
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, rewrite(target, readFileSync(sf.fileName, 'utf8'), 'cjs'));
  }
  dualDeclarations(out);
}
