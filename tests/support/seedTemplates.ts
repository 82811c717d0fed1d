/**
 * Where the node test projects keep their seed templates (example-host/server/seed/seedTemplates.ts):
 * one folder per checkout (its test-results/), emptied by the global set-up at the start of
 * every vitest run, so a template never outlives the code that seeded it.
 */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// A string, not `new URL(...)`: in the dom project the global URL is jsdom's, which Node's
// fileURLToPath refuses ("The URL must be of scheme file").
export const SEED_TEMPLATE_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../test-results/seed-templates');
