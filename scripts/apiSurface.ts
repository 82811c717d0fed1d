/**
 * The public surface per subpath of the package and how much of it carries a JSDoc `@example`.
 * `npm run api:coverage` prints the coverage per subpath; `-- --missing` lists the exports without
 * an example. `tests/unit/apiSurface.test.ts` fails when any public export has none.
 */
import { join } from 'node:path';
import ts from 'typescript';
import { SUBPATHS } from './packageExports';

export interface SurfaceEntry {
  readonly name: string;
  /** Where it is declared, from the repo root. */
  readonly file: string;
  readonly kind: 'value' | 'type';
  readonly example: boolean;
}

const ROOT = join(import.meta.dirname, '..');

/** A declaration's JSDoc blocks: a variable's sit on its statement. */
function jsDocsOf(decl: ts.Declaration): readonly ts.JSDoc[] {
  const host: ts.Node = ts.isVariableDeclaration(decl) ? decl.parent.parent : decl;
  return (host as { jsDoc?: ts.JSDoc[] }).jsDoc ?? [];
}

const hasExample = (decl: ts.Declaration) => jsDocsOf(decl).some((doc) => doc.tags?.some((tag) => tag.tagName.text === 'example'));

/**
 * Every export of every subpath (`'.'`, `'./api'`…), with whether its declaration has an `@example`.
 * @example
 * const surface = publicSurface();
 * surface['.']!.filter((e) => !e.example).map((e) => e.name);
 */
export function publicSurface(): Record<string, SurfaceEntry[]> {
  const entries = Object.fromEntries(Object.entries(SUBPATHS).map(([sub, base]) => {
    const file = join(ROOT, 'src', `${base}.ts`);
    return [sub, file] as const;
  }));
  const program = ts.createProgram(Object.values(entries), {
    jsx: ts.JsxEmit.ReactJSX, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022, strict: true, skipLibCheck: true, noEmit: true,
  });
  const checker = program.getTypeChecker();
  const out: Record<string, SurfaceEntry[]> = {};
  for (const [sub, file] of Object.entries(entries)) {
    const source = program.getSourceFile(file);
    const moduleSymbol = source && checker.getSymbolAtLocation(source);
    if (!moduleSymbol) throw new Error(`no module at ${file}`);
    out[sub] = checker.getExportsOfModule(moduleSymbol).map((symbol) => {
      const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
      const decls = target.declarations ?? [];
      return {
        name: symbol.name,
        file: decls[0] ? decls[0].getSourceFile().fileName.slice(ROOT.length + 1) : '',
        kind: target.flags & ts.SymbolFlags.Value ? 'value' : 'type',
        example: decls.some(hasExample),
      } satisfies SurfaceEntry;
    }).sort((a, b) => a.name.localeCompare(b.name));
  }
  return out;
}

/** Per subpath, the names of exports without an example. */
export function missingExamples(surface = publicSurface()): Record<string, string[]> {
  return Object.fromEntries(Object.entries(surface).map(([sub, list]) => [sub, list.filter((e) => !e.example).map((e) => e.name)]));
}

const pct = (n: number, of: number) => (of ? `${((100 * n) / of).toFixed(1)} %` : '-');

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  const surface = publicSurface();
  const missing = missingExamples(surface);
  console.log('subpath         exports  with @example  (values)  coverage');
  for (const [sub, list] of Object.entries(surface)) {
    const ok = list.filter((e) => e.example).length;
    const values = list.filter((e) => e.kind === 'value');
    const valuesOk = values.filter((e) => e.example).length;
    console.log(`${sub.padEnd(15)} ${String(list.length).padStart(7)}  ${String(ok).padStart(13)}  ${`${valuesOk}/${values.length}`.padStart(8)}  ${pct(ok, list.length)}`);
  }
  if (process.argv.includes('--missing')) {
    for (const [sub, names] of Object.entries(missing)) if (names.length) console.log(`\n${sub}: ${names.join(', ')}`);
  }
}
