import { readFileSync } from 'node:fs';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { describe, expect, it } from 'vitest';
import { ROOT, generateAll } from '../../scripts/generate';

describe('files generated from the contract', () => {
  it('are up to date (run `npm run gen` when this fails)', async () => {
    const files = await generateAll();
    for (const [rel, content] of Object.entries(files)) {
      const committed = readFileSync(`${ROOT}${rel}`, 'utf8');
      expect(committed === content, `${rel} is stale: run npm run gen`).toBe(true);
    }
  }, 60000);

  it('openapi.json passes an independent OpenAPI 3.1 validator (Redocly, spec rules)', async () => {
    const source = readFileSync(`${ROOT}openapi/openapi.json`, 'utf8');
    const config = await createConfig({ extends: ['minimal'], rules: { 'no-ambiguous-paths': 'off', 'operation-4xx-response': 'off' } });
    const problems = await lintFromString({ source, absoluteRef: `${ROOT}openapi/openapi.json`, config });
    const errors = problems.filter((p) => p.severity === 'error').map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`);
    expect(errors).toEqual([]);
  }, 60000);
});
