/**
 * Seeds the day's in-memory template into SEED_TEMPLATE_DIR (tests/support/seedTemplates.ts), run as a
 * process of its own by the vitest global set-up: PGlite works on the thread that calls it, so seeded in
 * the set-up's process it would take turns with the PostgreSQL template's seeding instead of running beside it.
 * With `story`, seeds the story server's template instead (storySeedTemplateDir): at the stories' pinned
 * clock and without pg_trgm, as PGlite opens in the page (stories/support/fetchedSeedTemplates.ts).
 */
import { createServer } from '../../example-host/server/createServer';
import { folderSeedTemplates } from '../../example-host/server/seed/folderSeedTemplates';
import { STORY_NOW } from '../../stories/support/storyServer';
import { SEED_TEMPLATE_DIR, storySeedTemplateDir } from './seedTemplates';

const server = process.argv.includes('story')
  ? await createServer({
    dataDir: 'memory://', quiet: true, trigram: false, now: () => new Date(STORY_NOW),
    seedTemplates: folderSeedTemplates(storySeedTemplateDir(new Date(STORY_NOW).getTimezoneOffset())),
  })
  : await createServer({ dataDir: 'memory://', quiet: true, seedTemplates: folderSeedTemplates(SEED_TEMPLATE_DIR) });
await server.close();
