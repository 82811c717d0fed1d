/**
 * Where the node test projects keep their seed templates (example-host/server/seed/seedTemplates.ts):
 * one folder per checkout (its test-results/), emptied by the global set-up at the start of
 * every vitest run, so a template never outlives the code that seeded it.
 */
import { fileURLToPath } from 'node:url';

export const SEED_TEMPLATE_DIR = fileURLToPath(new URL('../../test-results/seed-templates', import.meta.url));

/**
 * Where the run keeps the story server's template (stories/support/storyServer.ts): seeded in Node
 * at the stories' pinned clock and without pg_trgm, as the in-browser server opens PGlite. One
 * folder per time-zone offset at that instant: the seed's dates are local days, so a page in
 * another zone looks for a folder that is not there and seeds for itself.
 * @example storySeedTemplateDir(0) // '<repo>/test-results/seed-templates/story-tz0'
 */
export const storySeedTemplateDir = (offsetMinutes: number): string => `${SEED_TEMPLATE_DIR}/story-tz${offsetMinutes}`;
