/**
 * Seed templates: a migrated and seeded in-memory database kept as a PGlite dump, so the next
 * throw-away server of the same day loads it in a moment instead of migrating and seeding again
 * (tens of seconds each). Test suites and the story server use them; `npm start` never does.
 * The seed is a function of the code and of the calendar day of `now` (a fixed PRNG seed, dates
 * in days from today), so a template is reused only for that day and only by the code that made
 * it: its keeper (a folder emptied at each test run, a page's IndexedDB keyed by the page load)
 * never outlives the code.
 */
export interface SeedTemplates {
  /** The dump stored under `key`, or null. */
  load(key: string): Promise<Blob | null>;
  /** Keeps a dump under `key` (best effort: a failure only costs the next start its speed). */
  save(key: string, dump: Blob): Promise<void>;
}

let defaultTemplates: SeedTemplates | null = null;

/**
 * Test set-up only: the seed templates every later in-memory createServer of this process uses
 * unless it names its own (the vitest setup of the node projects calls it).
 * @example
 * setDefaultSeedTemplates(folderSeedTemplates('test-results/seed-templates'));
 */
export function setDefaultSeedTemplates(t: SeedTemplates | null): void {
  defaultTemplates = t;
}

/** The templates set by setDefaultSeedTemplates, if any. */
export const defaultSeedTemplates = (): SeedTemplates | null => defaultTemplates;

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The key of the seed made at `now`: its local calendar day, as the seed computes its dates.
 * @example seedTemplateKey(new Date(2026, 10, 21, 9)) // 'seed-2026-11-21'
 */
export const seedTemplateKey = (now: Date): string =>
  `seed-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;

/**
 * The file a template is kept in, in a folder or under a URL: the key with anything but word
 * characters, dots and dashes replaced.
 * @example templateFileName('seed-2026-11-21') // 'seed-2026-11-21.tar'
 */
export const templateFileName = (key: string): string => `${key.replace(/[^\w.-]/g, '_')}.tar`;
