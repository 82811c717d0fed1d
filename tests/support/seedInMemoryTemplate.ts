/**
 * Seeds the day's in-memory template into SEED_TEMPLATE_DIR (tests/support/seedTemplates.ts), run as a
 * process of its own by the vitest global set-up: PGlite works on the thread that calls it, so seeded in
 * the set-up's process it would take turns with the PostgreSQL template's seeding instead of running beside it.
 * With `story`, seeds the story server's template instead (storySeedTemplateDir) as the page would: at the
 * stories' pinned clock, without pg_trgm, and with the in-browser server's PBKDF2 password hashes
 * (auth/password.browser.ts, which the page's build swaps in and which runs on Node's WebCrypto too), so
 * the story server's logins verify (stories/support/fetchedSeedTemplates.ts).
 */
import { hashPassword as browserHash } from '../../example-host/server/auth/password.browser';
import { createServer } from '../../example-host/server/createServer';
import { folderSeedTemplates } from '../../example-host/server/seed/folderSeedTemplates';
import { STORY_NOW } from '../../stories/support/storyServer';
import { SEED_TEMPLATE_DIR, storySeedTemplateDir } from './seedTemplates';

const server = process.argv.includes('story')
  ? await createServer({
    dataDir: 'memory://', quiet: true, trigram: false, now: () => new Date(STORY_NOW), seedPasswordHash: browserHash,
    seedTemplates: folderSeedTemplates(storySeedTemplateDir(new Date(STORY_NOW).getTimezoneOffset())),
  })
  : await createServer({ dataDir: 'memory://', quiet: true, seedTemplates: folderSeedTemplates(SEED_TEMPLATE_DIR) });
await server.close();
