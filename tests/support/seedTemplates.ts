/**
 * Where the node test projects keep their seed templates (example-host/server/seed/seedTemplates.ts):
 * one folder per checkout (its test-results/), emptied by the global set-up at the start of
 * every vitest run, so a template never outlives the code that seeded it.
 */
import { fileURLToPath } from 'node:url';

export const SEED_TEMPLATE_DIR = fileURLToPath(new URL('../../test-results/seed-templates', import.meta.url));

