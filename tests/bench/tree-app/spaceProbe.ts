import { ROWS_BINDING } from '../bindingCalled';

/** What the space tree bench reads from the page (window.__spaceBench), the same for both pages. */
export interface SpaceBenchProbe {
  /** ms since navigation start of the first frame with the buildings on screen. */
  firstRowsMs: number | null;
  /** ms from opening a node (by its id) to the first frame that shows its `expect` children. */
  expand: (id: string, expect: number) => Promise<number>;
  /** Rows in the DOM now. */
  rows: () => number;
}

declare global {
  interface Window { __spaceBench?: SpaceBenchProbe }
}

const frame = () => new Promise<number>((done) => requestAnimationFrame(done));

export interface SpaceProbeParts {
  rowSelector: string;
  /** Opens the node (a click on its twist or button). */
  open: (id: string) => void;
  /** How many children of the node are on screen. */
  childrenShown: (id: string) => number;
}

/** Watches for the first rows (then calls the bench's CDP binding) and exposes the expand timing. */
export function installSpaceProbe(p: SpaceProbeParts): void {
  const probe: SpaceBenchProbe = {
    firstRowsMs: null,
    expand: async (id, expect) => {
      const t0 = performance.now();
      p.open(id);
      for (let i = 0; i < 600; i += 1) {
        await frame();
        if (p.childrenShown(id) >= expect) return performance.now() - t0;
      }
      throw new Error(`${id} never showed ${expect} children`);
    },
    rows: () => document.querySelectorAll(p.rowSelector).length,
  };
  window.__spaceBench = probe;
  const poll = () => {
    const first = document.querySelector<HTMLElement>(p.rowSelector);
    if (first && first.getBoundingClientRect().height > 0) {
      probe.firstRowsMs = performance.now();
      (window as unknown as Record<string, ((payload: string) => void) | undefined>)[ROWS_BINDING]?.('');
      return;
    }
    requestAnimationFrame(poll);
  };
  requestAnimationFrame(poll);
}
