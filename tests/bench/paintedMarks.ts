/**
 * Painted marks for the dashboard bench: the page stamps, for each mark, the first frame painted
 * after the mark's condition held in the DOM (an animation frame, then a task after its paint),
 * measured from the user's click (the login button). And the pure check that no page but a
 * report's loaded the ECharts chunk.
 */

/** A mark: a name and a JS expression (evaluated in the page) that turns true once. */
export type Mark = readonly [name: string, condition: string];

/**
 * Runs before the page's scripts. Stamps the first click's event time (`window.__clickMs`), then
 * for each mark `window.__marks[name]` = ms from that click to the painted frame, and calls
 * `binding(name)` (the bench's CDP binding) then. A string, not a function: tsx would wrap a
 * function's inner functions in a helper the page does not have.
 * @example
 * await page.addInitScript({ content: watchPaintedMarks([['home', "!!document.querySelector('h2')"]], '__benchMark') });
 */
export function watchPaintedMarks(marks: readonly Mark[], binding: string): string {
  const checks = marks.map(([name, condition]) => `[${JSON.stringify(name)}, () => (${condition})]`).join(',\n    ');
  return `(() => {
  const pending = [
    ${checks}
  ];
  window.__marks = {};
  window.__clickMs = null;
  addEventListener('click', (e) => { if (window.__clickMs === null) window.__clickMs = e.timeStamp; }, true);
  const check = () => {
    if (window.__clickMs === null) return;
    for (let i = pending.length - 1; i >= 0; i -= 1) {
      const [name, holds] = pending[i];
      let ok = false;
      try { ok = Boolean(holds()); } catch (e) { ok = false; }
      if (!ok) continue;
      pending.splice(i, 1);
      requestAnimationFrame(() => {
        const afterPaint = new MessageChannel();
        afterPaint.port1.onmessage = () => {
          window.__marks[name] = performance.now() - window.__clickMs;
          if (typeof window.${binding} === 'function') window.${binding}(name);
        };
        afterPaint.port2.postMessage(0);
      });
    }
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
})();`;
}

/**
 * The pages (other than report pages) that fetched a chunk `isCharts` recognises: the bench fails
 * when there is any. `loads` maps a page to the script paths it fetched.
 * @example
 * chartsOutsideReports({ '/': ['/a/index-1.js'], '/statiscal/reportComment': ['/a/echartsSetup-2.js'] },
 *   (p) => p.startsWith('/statiscal/report'), (s) => s.includes('/echartsSetup-')) // []
 */
export function chartsOutsideReports(
  loads: Readonly<Record<string, readonly string[]>>, isReportPage: (page: string) => boolean, isCharts: (script: string) => boolean,
): string[] {
  return Object.entries(loads).filter(([page, scripts]) => !isReportPage(page) && scripts.some(isCharts)).map(([page]) => page);
}
