/**
 * axe-core run inside the page itself, for passes over many pages (the crawl). @axe-core/playwright's
 * AxeBuilder runs each frame's part, then opens a blank page to merge the parts, which costs more than the
 * rules themselves on a page of this console. The rules, tags and engine are the same (axe-core,
 * the version AxeBuilder uses). Frames are not entered, so a page holding an iframe is refused rather than
 * passed unchecked: the crawl skips embedded pages, and the AxeBuilder checks in a11y.spec cover frames.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, Result } from 'axe-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * The violations axe finds in `include` (a selector) for the given tags.
 * @example
 * const serious = (await axeViolations(page, '#sc-main', ['wcag2a', 'wcag2aa'])).filter((v) => v.impact === 'serious');
 */
export async function axeViolations(page: Page, include: string, tags: readonly string[]): Promise<Result[]> {
  const { frames, loaded } = await page.evaluate((sel) => ({ frames: document.querySelectorAll(`${sel} iframe`).length, loaded: 'axe' in window }), include);
  if (frames) throw new Error(`axeViolations does not enter frames: ${include} holds ${frames} iframe(s); use AxeBuilder`);
  // Once per document: a navigation inside the app keeps it, a reload drops it.
  if (!loaded) await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(({ include, tags }) =>
    (window as unknown as { axe: { run(c: unknown, o: unknown): Promise<AxeResults> } }).axe.run(
      { include: [include] },
      { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] },
    ), { include, tags: [...tags] });
  return results.violations;
}
