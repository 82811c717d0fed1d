/**
 * Where the node test projects keep their seed templates (example-host/server/seed/seedTemplates.ts):
 * one folder per checkout (vitest runs from its root), emptied by the global set-up at the start of
 * every vitest run, so a template never outlives the code that seeded it.
 */
import { join } from 'node:path';

export const SEED_TEMPLATE_DIR = join(process.cwd(), 'test-results', 'seed-templates');
