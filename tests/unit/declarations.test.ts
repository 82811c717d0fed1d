import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { dualDeclarations } from '../../scripts/declarations';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A tiny dist/ of declarations as tsc writes them: specifiers without extensions. */
function dist(files: Record<string, string>): string {
  dir = mkdtempSync(join(tmpdir(), 'sc-dts-'));
  for (const [name, code] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), code);
  }
  return dir;
}
const read = (name: string) => readFileSync(join(dir, name), 'utf8');

describe('dualDeclarations', () => {
  it('writes each declaration in both formats, naming files in that format; shared .d.cts files in both', () => {
    dist({
      'ui/Dialog.d.ts': "/** @example import { x } from './nowhere' */\nimport { a } from './popper';\nexport * from '../core';\nexport declare const b: import(\"./popper\").T;\nexport type { paths } from '../api/schema';\nimport type { R } from 'react';\n",
      'ui/popper.d.ts': 'export type T = 1;\n', 'core/index.d.ts': 'export {};\n', 'api/schema.d.cts': 'export interface paths {}\n',
    });
    dualDeclarations(dir);
    expect(read('ui/Dialog.d.ts')).toBe("/** @example import { x } from './nowhere' */\nimport { a } from './popper.js';\nexport * from '../core/index.js';\nexport declare const b: import(\"./popper.js\").T;\nexport type { paths } from '../api/schema.cjs';\nimport type { R } from 'react';\n");
    expect(read('ui/Dialog.d.cts')).toBe("/** @example import { x } from './nowhere' */\nimport { a } from './popper.cjs';\nexport * from '../core/index.cjs';\nexport declare const b: import(\"./popper.cjs\").T;\nexport type { paths } from '../api/schema.cjs';\nimport type { R } from 'react';\n");
    expect(read('core/index.d.cts')).toBe('export {};\n');
  });

  it('fails the build on an import it cannot resolve, naming the file', () => {
    dist({ 'a.d.ts': "import { y } from './missing';\n" });
    expect(() => dualDeclarations(dir)).toThrow(/a\.d\.ts: cannot resolve \.\/missing/);
  });
});
