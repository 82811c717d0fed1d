/**
 * Seeds the day's in-memory template into SEED_TEMPLATE_DIR (tests/support/seedTemplates.ts), run as a
 * process of its own by the vitest global set-up: PGlite works on the thread that calls it, so seeded in
 * the set-up's process it would take turns with the PostgreSQL template's seeding instead of running beside it.
 */
import { createServer } from '../../example-host/server/createServer';
import { folderSeedTemplates } from '../../example-host/server/seed/folderSeedTemplates';
import { SEED_TEMPLATE_DIR } from './seedTemplates';

const server = await createServer({ dataDir: 'memory://', quiet: true, seedTemplates: folderSeedTemplates(SEED_TEMPLATE_DIR) });
await server.close();
