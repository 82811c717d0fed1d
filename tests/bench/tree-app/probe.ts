import { ROWS_BINDING } from '../bindingCalled';

/** What the tree bench reads from the page (window.__treeBench), the same for both pages. */
export interface TreeBenchProbe {
  /** ms since navigation start of the first frame with rows on screen. */
  firstRowsMs: number | null;
  /** ms from a click on select all to the first frame that shows every node checked. */
  checkAll: () => Promise<number>;
  /** ms from typing the query to the first frame that shows the filtered rows. */
  filter: (query: string) => Promise<number>;
}

declare global {
  interface Window { __treeBench?: TreeBenchProbe }
}

const frame = () => new Promise<number>((done) => requestAnimationFrame(done));

async function until(done: () => boolean, t0: number): Promise<number> {
  for (let i = 0; i < 600; i += 1) {
    await frame();
    if (done()) return performance.now() - t0;
  }
  throw new Error('the page never reached the expected state');
}

export interface ProbeParts {
  rowSelector: string;
  selectAll: () => HTMLInputElement;
  search: () => HTMLInputElement;
  allChecked: () => boolean;
  filtered: () => boolean;
}

/** Watches for the first rows (then calls the bench's CDP binding) and exposes the two interactions. */
export function installProbe(p: ProbeParts): void {
  const probe: TreeBenchProbe = {
    firstRowsMs: null,
    checkAll: async () => {
      const t0 = performance.now();
      p.selectAll().click();
      return until(p.allChecked, t0);
    },
    filter: async (query) => {
      const input = p.search();
      const t0 = performance.now();
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, query);
      input.dispatchEvent(new Event('input', { bubbles: true }));
      return until(p.filtered, t0);
    },
  };
  window.__treeBench = probe;
  const poll = () => {
    const first = document.querySelector<HTMLElement>(p.rowSelector);
    if (first && first.getBoundingClientRect().height > 0) {
      probe.firstRowsMs = performance.now();
      // The bench's CDP binding (it takes a string payload).
      (window as unknown as Record<string, ((payload: string) => void) | undefined>)[ROWS_BINDING]?.('');
      return;
    }
    requestAnimationFrame(poll);
  };
  requestAnimationFrame(poll);
}
