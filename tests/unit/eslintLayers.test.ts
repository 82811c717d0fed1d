import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });
const lint = async (filePath: string, code: string) => {
  const [r] = await eslint.lintText(code, { filePath });
  return r!.messages.filter((m) => m.ruleId === 'layers/direction').map((m) => m.message);
};

describe('layer direction lint rule', () => {
  it('refuses an import up the table', async () => {
    expect(await lint('src/contract/x.ts', "import { a } from '../core/a';\nexport const b = a;\n"))
      .toEqual(["Layer 'contract' may not import from 'core' (DESIGN.md: imports point down the layer table)."]);
    expect(await lint('src/ui/Button.tsx', "export * from '../core/session';\n")).toHaveLength(1);
    expect(await lint('src/core/x.ts', "const m = import('../shell/Layout');\nexport default m;\n")).toHaveLength(1);
  });

  it('refuses a folder import up the table: the folder means its index module', async () => {
    expect(await lint('src/contract/x.ts', "import { a } from '../core';\nexport const b = a;\n"))
      .toEqual(["Layer 'contract' may not import from 'core' (DESIGN.md: imports point down the layer table)."]);
    expect(await lint('src/ui/x.ts', "export * from '../shell/';\n")).toHaveLength(1);
    expect(await lint('src/api/services/x.ts', "const m = import('../../resource');\nexport default m;\n")).toHaveLength(1);
  });

  it('refuses the package root (src/index.ts) from any layer', async () => {
    expect(await lint('src/core/resource/x.ts', "import { a } from '../..';\nexport const b = a;\n"))
      .toEqual(["Layer 'core' may not import the package root (src/index.ts re-exports every layer)."]);
    expect(await lint('src/domains/meal/x.ts', "export * from '../../index';\n")).toHaveLength(1);
    expect(await lint('src/contract/x.ts', "import '../';\n")).toHaveLength(1);
  });

  it('allows imports down the table and within a layer', async () => {
    expect(await lint('src/api/x.ts', "import { catalogue } from '../contract';\nexport const c = catalogue;\n")).toEqual([]);
    expect(await lint('src/domains/meal/x.ts', "import { r } from '../../resource/r';\nimport { s } from './s';\nexport const c = [r, s];\n")).toEqual([]);
    expect(await lint('src/shell/x.ts', "import { a } from '../core';\nimport { b } from '../ui/';\nexport const c = [a, b];\n")).toEqual([]);
    expect(await lint('src/core/resource/x.ts', "import { a } from '..';\nimport { b } from '.';\nexport const c = [a, b];\n")).toEqual([]);
  });

  it('keeps floating-ui, downshift and react-virtuoso inside src/ui', async () => {
    expect(await lint('src/core/x.ts', "import { useCombobox } from 'downshift';\nexport const u = useCombobox;\n"))
      .toEqual(["Only src/ui may import 'downshift'."]);
    expect(await lint('src/ui/Select.tsx', "import { useCombobox } from 'downshift';\nexport const u = useCombobox;\n")).toEqual([]);
  });
});
