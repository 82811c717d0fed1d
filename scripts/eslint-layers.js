/**
 * ESLint rule `layers/direction`: imports inside src/ point one way, as DESIGN.md's table says,
 * and only src/ui may import the floating-ui, downshift, react-virtuoso and echarts packages.
 */
import path from 'node:path';

/** Which of our layers each layer may import (its own folder is always allowed). */
export const ALLOWED = {
  contract: [],
  utils: [],
  i18n: [],
  api: ['contract'],
  core: ['contract', 'api', 'utils', 'i18n'],
  ui: ['utils', 'i18n'],
  shell: ['core', 'ui', 'utils', 'i18n', 'contract'],
  resource: ['core', 'ui', 'utils', 'i18n', 'contract'],
  domains: ['core', 'ui', 'resource', 'utils', 'i18n', 'contract'],
  console: ['contract', 'api', 'utils', 'i18n', 'core', 'ui', 'shell', 'resource', 'domains'],
};
const UI_ONLY = ['@floating-ui/react', 'downshift', 'react-virtuoso', 'echarts'];

function layerOf(file) {
  const rel = path.relative(process.cwd(), file).split(path.sep);
  if (rel[0] !== 'src' || rel.length < 3) return null;
  return rel[1] in ALLOWED ? rel[1] : null;
}

/**
 * The layer a relative import reaches (null outside src/), or `root` for the package's barrel.
 * A folder import ('../core') loads the layer's index module; '..' up to src/ loads src/index.ts.
 */
function targetOf(file, source) {
  const rel = path.relative(process.cwd(), path.resolve(path.dirname(file), source)).split(path.sep);
  if (rel[0] !== 'src') return null;
  if (rel.length === 1 || /^index(\.tsx?)?$/.test(rel[1])) return 'root';
  return rel[1] in ALLOWED ? rel[1] : null;
}

const rule = {
  meta: { type: 'problem', messages: {
    layer: "Layer '{{from}}' may not import from '{{to}}' (DESIGN.md: imports point down the layer table).",
    root: "Layer '{{from}}' may not import the package root (src/index.ts re-exports every layer).",
    uiOnly: "Only src/ui may import '{{pkg}}'.",
  } },
  create(context) {
    const file = context.filename;
    const from = layerOf(file);
    if (!from) return {};
    const check = (node, source) => {
      if (typeof source !== 'string') return;
      if (!source.startsWith('.')) {
        const pkg = UI_ONLY.find((p) => source === p || source.startsWith(`${p}/`));
        if (pkg && from !== 'ui') context.report({ node, messageId: 'uiOnly', data: { pkg } });
        return;
      }
      const to = targetOf(file, source);
      if (to === 'root') context.report({ node, messageId: 'root', data: { from } });
      else if (to && to !== from && !ALLOWED[from].includes(to)) context.report({ node, messageId: 'layer', data: { from, to } });
    };
    return {
      ImportDeclaration: (n) => check(n, n.source.value),
      ExportNamedDeclaration: (n) => n.source && check(n, n.source.value),
      ExportAllDeclaration: (n) => check(n, n.source.value),
      ImportExpression: (n) => n.source.type === 'Literal' && check(n, n.source.value),
    };
  },
};

export default { rules: { direction: rule } };
