import { describe, expect, it } from 'vitest';
import { honourEsModuleFlag } from '../../scripts/cjsInterop';

describe('honourEsModuleFlag', () => {
  it("drops esbuild's node mode from CommonJS default imports, and only there", () => {
    const code = 'var f = __toESM(require("openapi-fetch"), 1);\nvar g = __toESM(require(\'./x.cjs\'), 1);\nvar h = fn(require("y"), 1);\n';
    expect(honourEsModuleFlag(code)).toBe('var f = __toESM(require("openapi-fetch"));\nvar g = __toESM(require(\'./x.cjs\'));\nvar h = fn(require("y"), 1);\n');
  });
});
