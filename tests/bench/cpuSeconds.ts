import type { CDPSession } from 'playwright';

/**
 * CPU seconds the renderer's main thread spent in tasks so far, on a CDP session with
 * `Performance.enable({ timeDomain: 'threadTicks' })`. Chromium then times tasks in thread CPU
 * time, so a busy shared machine (which stretches every wall-clock figure) barely moves it.
 * @example
 * await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
 * const cpu0 = await cpuSeconds(cdp); await page.goto(url); const ms = (await cpuSeconds(cdp) - cpu0) * 1000;
 */
export async function cpuSeconds(cdp: CDPSession): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return metrics.find((m) => m.name === 'TaskDuration')?.value ?? Number.NaN;
}
