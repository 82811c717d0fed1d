import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { addImportExtensions } from '../../scripts/importExtensions';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A tiny dist/ as tsup writes it with `bundle: false`: files and folders, ESM and CJS. */
function dist(files: Record<string, string>): string {
  dir = mkdtempSync(join(tmpdir(), 'sc-ext-'));
  for (const [name, code] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), code);
  }
  return dir;
}
const read = (name: string) => readFileSync(join(dir, name), 'utf8');

describe('addImportExtensions', () => {
  it('names the file of every relative import, export, dynamic import and require, per format', () => {
    dist({
      'ui/Select.js': 'import { a } from "./popper";\nexport { b } from \'../core\';\nconst l = () => import("./Dialog");\nimport "./side";\n',
      'ui/Select.cjs': 'var p = require("./popper");\nconst l = () => import("./Dialog");\n',
      'ui/popper.js': '', 'ui/popper.cjs': '', 'ui/Dialog.js': '', 'ui/Dialog.cjs': '', 'ui/side.js': '',
      'core/index.js': '', 'core/index.cjs': '',
    });
    addImportExtensions(dir);
    expect(read('ui/Select.js')).toBe('import { a } from "./popper.js";\nexport { b } from \'../core/index.js\';\nconst l = () => import("./Dialog.js");\nimport "./side.js";\n');
    expect(read('ui/Select.cjs')).toBe('var p = require("./popper.cjs");\nconst l = () => import("./Dialog.cjs");\n');
  });

  it('leaves packages, full names and already rewritten files alone (running twice changes nothing)', () => {
    dist({ 'a.js': 'import React from "react";\nimport { x } from "./b.js";\nimport { y } from "./c";\n', 'b.js': '', 'c.js': '' });
    addImportExtensions(dir);
    const once = read('a.js');
    addImportExtensions(dir);
    expect(read('a.js')).toBe(once);
    expect(once).toBe('import React from "react";\nimport { x } from "./b.js";\nimport { y } from "./c.js";\n');
  });

  it('fails the build on an import it cannot resolve, naming the file', () => {
    dist({ 'a.js': 'import { y } from "./missing";\n' });
    expect(() => addImportExtensions(dir)).toThrow(/a\.js: cannot resolve \.\/missing/);
  });
});
