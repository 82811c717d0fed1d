import { ROWS_BINDING } from '../bindingCalled';

/**
 * What the benchmark reads from the page (window.__tableBench): when the grid's first data rows
 * were first on screen, and a scroll test from top to bottom. Shared by both pages, so they are
 * measured the same way.
 */
export interface TableBenchResult {
  /** ms since navigation start when this script began (the bundle is loaded and parsed). */
  scriptStartMs: number;
  /** ms spent making the rows. */
  generateMs: number;
  /**
   * ms since navigation start when the first frame with data rows visible in the real, scrollable
   * grid (react-virtuoso's scroller) had been painted: a task posted from that frame's
   * animation-frame callback runs after its paint. A static stand-in that cannot scroll does not count.
   */
  firstRowsMs: number | null;
  /** Data rows in the DOM at that frame. */
  rowsInDom: number;
}

export interface ScrollResult {
  /** 'long-animation-frame' when the browser reports LoAF entries, else 'raf'. */
  method: 'long-animation-frame' | 'raf';
  longestFrameMs: number;
  framesOver50: number;
  /** Longest gap between two animation frames during the test (a cross-check of the above). */
  rafMaxGapMs: number;
  frames: number;
  /** The last row (index rows - 1) was rendered at the end: the test really reached the bottom. */
  reachedEnd: boolean;
}

declare global {
  interface Window {
    __tableBench?: TableBenchResult;
    __scrollTest?: (steps: number, rows: number) => Promise<ScrollResult>;
  }
}

const frame = () => new Promise<number>((done) => requestAnimationFrame(done));

/** A data row of the grid whose box is inside the viewport and which has text. */
function visibleRows(): number {
  const rows = document.querySelectorAll<HTMLTableRowElement>('[role="grid"] tbody tr[data-index]');
  let n = 0;
  for (const r of rows) {
    if (r.cells.length < 2 || !r.textContent?.trim()) continue;
    const box = r.getBoundingClientRect();
    if (box.height > 0 && box.bottom > 0 && box.top < innerHeight) n += 1;
  }
  return n;
}

/** The grid sits in react-virtuoso's scroller: the user can scroll it (ours and bare alike). */
const scrollable = () => !!document.querySelector('[role="grid"]')?.closest('[data-virtuoso-scroller]');

/** Polls every animation frame until data rows are visible in the scrollable grid, and stamps that frame once painted. */
export function watchFirstRows(scriptStartMs: number, generateMs: number): void {
  const result: TableBenchResult = { scriptStartMs, generateMs, firstRowsMs: null, rowsInDom: 0 };
  window.__tableBench = result;
  const poll = () => {
    if (visibleRows() > 0 && scrollable()) {
      result.rowsInDom = document.querySelectorAll('[role="grid"] tbody tr[data-index]').length;
      const afterPaint = new MessageChannel();
      afterPaint.port1.onmessage = () => {
        result.firstRowsMs = performance.now();
        // The bench's CDP binding, when it added one.
        (window as unknown as Record<string, ((payload: string) => void) | undefined>)[ROWS_BINDING]?.('');
      };
      afterPaint.port2.postMessage(0);
      return;
    }
    requestAnimationFrame(poll);
  };
  requestAnimationFrame(poll);
}

/** Scrolls the grid of `rows` rows top to bottom in `steps` jumps, one animation frame apart, and reports long frames. */
window.__scrollTest = async (steps: number, rows: number): Promise<ScrollResult> => {
  // Our grid shows its first rows while its virtual body loads: scroll once that body is in.
  let scroller: HTMLElement | null | undefined = null;
  for (let i = 0; i < 600 && !scroller; i += 1) {
    scroller = document.querySelector('[role="grid"]')?.closest<HTMLElement>('[data-virtuoso-scroller]');
    if (!scroller) await frame();
  }
  if (!scroller) throw new Error('no grid scroller');
  const loafSupported = PerformanceObserver.supportedEntryTypes.includes('long-animation-frame');
  const loaf: number[] = [];
  const observer = loafSupported ? new PerformanceObserver((list) => { for (const e of list.getEntries()) loaf.push(e.duration); }) : null;
  observer?.observe({ type: 'long-animation-frame' });
  const gaps: number[] = [];
  let last = await frame();
  const tick = async () => { const now = await frame(); gaps.push(now - last); last = now; };
  const max = scroller.scrollHeight - scroller.clientHeight;
  for (let i = 1; i <= steps; i += 1) {
    scroller.scrollTop = Math.round((max * i) / steps);
    await tick();
  }
  // Let the last jump render (virtuoso may need a frame or two to measure), then read the observer.
  for (let i = 0; i < 10; i += 1) await tick();
  await new Promise((done) => setTimeout(done, 300));
  if (observer) { for (const e of observer.takeRecords()) loaf.push(e.duration); observer.disconnect(); }
  const rafMaxGapMs = Math.max(...gaps);
  const reachedEnd = Boolean(document.querySelector(`[role="grid"] tbody tr[data-index="${rows - 1}"]`));
  return loafSupported
    ? { method: 'long-animation-frame', longestFrameMs: loaf.length ? Math.max(...loaf) : rafMaxGapMs, framesOver50: loaf.filter((d) => d > 50).length, rafMaxGapMs, frames: gaps.length, reachedEnd }
    : { method: 'raf', longestFrameMs: rafMaxGapMs, framesOver50: gaps.filter((d) => d > 50).length, rafMaxGapMs, frames: gaps.length, reachedEnd };
};
