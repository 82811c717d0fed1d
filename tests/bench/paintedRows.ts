/**
 * What the partner bench runs in the page and the pure arithmetic around it: the first PAINTED
 * frame with the first rows (as tests/bench/table-app/probe.ts times the 100,000-row grid), the
 * page's elements counted by part, the order in which the subjects take turns, and ratios.
 */
import { ROWS_BINDING } from './bindingCalled';

/**
 * The parts of a list page whose elements the bench counts, first match (closest `closest()`) wins;
 * anything in none of them is the page's layout (section, heading, table frame, scroller, styles).
 */
export const PAGE_PARTS: readonly (readonly [name: string, selector: string])[] = [
  ['tabs', '[role="tablist"]'],
  ['filters', '.sca-filters'],
  ['toolbar', '.sca-toolbar'],
  ['tableHeader', '[role="grid"] thead'],
  ['tableCells', '[role="grid"] tbody'],
  ['pager', '.sca-pager'],
];

/** Element counts of a page: in all, by part, and DOM nodes of every kind (text included). */
export interface PartCounts {
  readonly elements: number;
  readonly nodes: number;
  readonly parts: Readonly<Record<string, number>>;
}

/**
 * A function body (string: tsx would wrap the inner functions of a real one in a helper the page
 * lacks) that counts the elements under `root` by part. Used in the page and in its unit test.
 * @example
 * const counts = new Function('root', countPartsBody(PAGE_PARTS))(document.getElementById('root'));
 */
export function countPartsBody(parts: readonly (readonly [string, string])[]): string {
  return `
  const parts = ${JSON.stringify(parts)};
  const out = { layout: 0 };
  for (const [name] of parts) out[name] = 0;
  const all = root.getElementsByTagName('*');
  for (const el of all) {
    let best = 'layout';
    let bestDepth = -1;
    for (const [name, selector] of parts) {
      let hit = el.closest(selector);
      if (!hit || !root.contains(hit)) continue;
      let depth = 0;
      for (let n = hit; n && n !== root; n = n.parentNode) depth += 1;
      if (depth > bestDepth) { best = name; bestDepth = depth; }
    }
    out[best] += 1;
  }
  const walker = document.createTreeWalker(root, 0xFFFFFFFF);
  let nodes = 0;
  while (walker.nextNode()) nodes += 1;
  return { elements: all.length, nodes, parts: out };`;
}

/**
 * Runs before the page's scripts: once the grid holds `rows` data rows (a data row has more than one
 * cell and some text: loading and empty rows span one cell), asks for an animation frame, and from
 * it posts a task that runs after that frame's paint. That task stamps `window.__paintedRows` (ms
 * since navigation start), counts the page's elements by part, and calls the bench's CDP binding.
 * `rowSelector`: the table rows to count (a peer's grid may have no `role="grid"`).
 */
export function watchPaintedRows(rows: number, parts = PAGE_PARTS, rowSelector = '[role="grid"] tbody tr'): string {
  return `(() => {
  const count = (root) => { ${countPartsBody(parts)} };
  let asked = false;
  const check = () => {
    if (asked) return;
    let n = 0;
    for (const r of document.querySelectorAll(${JSON.stringify(rowSelector)})) if (r.cells.length > 1 && r.textContent.trim()) n += 1;
    if (n < ${rows}) return;
    asked = true;
    const inDomMs = performance.now();
    requestAnimationFrame(() => {
      const afterPaint = new MessageChannel();
      afterPaint.port1.onmessage = () => {
        const paintedMs = performance.now();
        window.__paintedRows = { inDomMs, paintedMs, rows: n, counts: count(document.getElementById('root') || document.body) };
        if (typeof window.${ROWS_BINDING} === 'function') window.${ROWS_BINDING}('');
      };
      afterPaint.port2.postMessage(0);
    });
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
})();`;
}

/** What the page leaves in `window.__paintedRows`. */
export interface PaintedRows {
  readonly inDomMs: number;
  readonly paintedMs: number;
  readonly rows: number;
  readonly counts: PartCounts;
}

/**
 * The subjects' order in turn `i`: a rotation, so each takes each place equally often over a
 * multiple of `n` turns and none always loads right after another's browser closes.
 * @example
 * turnOrder(1, 3) // [1, 2, 0]
 */
export function turnOrder(i: number, n: number): number[] {
  return Array.from({ length: n }, (_, j) => (i + j) % n);
}

/** The upper middle of some figures (an odd count's middle). */
export const median = (xs: readonly number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/**
 * a / b to two decimals, or null when b is not a positive number.
 * @example
 * ratio(0.6, 0.4) // 1.5
 */
export function ratio(a: number, b: number): number | null {
  return b > 0 && Number.isFinite(a) ? Math.round((a / b) * 100) / 100 : null;
}
