/**
 * Where the node test projects keep their seed templates (example-host/server/seed/seedTemplates.ts):
 * one folder per checkout (its test-results/), emptied by the global set-up at the start of
 * every vitest run, so a template never outlives the code that seeded it.
 */
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// A string, not `new URL(...)`: in the dom project the global URL is jsdom's, which Node's
// fileURLToPath refuses ("The URL must be of scheme file").
export const SEED_TEMPLATE_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../test-results/seed-templates');

/**
 * Where the run keeps the story server's template (stories/support/storyServer.ts): seeded in Node
 * at the stories' pinned clock, without pg_trgm and with the in-browser server's PBKDF2 password
 * hashes, as the page would seed it. One folder per time-zone offset at that instant: the seed's
 * dates are local days, so a page in another zone looks for a folder that is not there and seeds
 * for itself.
 * @example storySeedTemplateDir(0) // '<repo>/test-results/seed-templates/story-tz0'
 */
export const storySeedTemplateDir = (offsetMinutes: number): string => join(SEED_TEMPLATE_DIR, `story-tz${offsetMinutes}`);
