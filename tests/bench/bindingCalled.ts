import type { CDPSession } from 'playwright';

/** The CDP binding a benchmarked page calls once its first rows are in. */
export const ROWS_BINDING = '__benchRowsShown';

/**
 * Adds the CDP binding `name` to the page (before its scripts run, when called before `goto`);
 * `called` resolves the first time the page calls it, and rejects after `ms`. The benches wait
 * for rows this way, not with Playwright's waitForFunction, which evaluates Playwright's injected
 * script on the page's main thread in the middle of the load being timed.
 * @example
 * const rows = await bindingCalled(cdp, ROWS_BINDING, 30_000); await page.goto(url); await rows.called;
 */
export async function bindingCalled(cdp: CDPSession, name: string, ms: number): Promise<{ called: Promise<void> }> {
  const called = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} was not called within ${ms} ms`)), ms);
    cdp.on('Runtime.bindingCalled', (event) => {
      if (event.name !== name) return;
      clearTimeout(timer);
      resolve();
    });
  });
  // Awaited by the caller; this only keeps a load that failed before it from reporting twice.
  called.catch(() => undefined);
  // The binding reaches the page's contexts only with the Runtime domain on for this session.
  await cdp.send('Runtime.enable');
  await cdp.send('Runtime.addBinding', { name });
  return { called };
}
