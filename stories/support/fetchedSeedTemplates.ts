/**
 * Seed templates the test run made in Node (tests/support/seedInMemoryTemplate.ts), read over the
 * page's own server: under vitest the story server of each worker's frame loads the run's template
 * (a few seconds) instead of migrating and seeding in the page (about 80 s of one core each).
 * Read only; a missing file (another time zone, a Storybook outside the test run) answers null,
 * and the server then seeds for itself.
 */
import { templateFileName, type SeedTemplates } from '../../example-host/server/seed/seedTemplates';

/** The base URL vitest's storybook project defines (vitest.config.ts); absent from a Storybook build. */
declare const __STORY_SEED_TEMPLATES__: string | undefined;

/**
 * The run's templates for pages in this time zone, or null outside a test run.
 * @example
 * const fetched = fetchedSeedTemplates(new Date(STORY_NOW));
 * const dump = await fetched?.load(seedTemplateKey(new Date(STORY_NOW)));
 */
export function fetchedSeedTemplates(at: Date): SeedTemplates | null {
  if (typeof __STORY_SEED_TEMPLATES__ !== 'string') return null;
  const base = `${__STORY_SEED_TEMPLATES__}story-tz${at.getTimezoneOffset()}/`;
  return {
    async load(key) {
      try {
        const res = await fetch(`${base}${templateFileName(key)}`);
        return res.ok ? await res.blob() : null;
      } catch {
        return null;
      }
    },
    save: async () => undefined,
  };
}
