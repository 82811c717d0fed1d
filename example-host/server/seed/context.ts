/**
 * What every domain seed receives: the database, the catalogue, the clock, the PRNG, an insert
 * helper that returns the stored rows (so their ids can be referenced), date makers relative to
 * the server clock, and the ids seeded so far.
 */
import type { CatalogueIndex } from '../../../src/contract';
import { seedHash } from '../auth/password';
import { formatDateTime, insertMany } from '../db/store';
import type { Db, Row } from '../types';
import { Rng } from './rng';

export type Ids = Record<string, Row[]>;

export interface SeedContext {
  readonly db: Db;
  readonly idx: CatalogueIndex;
  readonly now: Date;
  readonly rng: Rng;
  /** Rows inserted so far, by resource key. */
  readonly rows: Ids;
  /** Inserts rows of a resource and remembers them under its key. */
  ins(key: string, rows: readonly Row[]): Promise<Row[]>;
  /** yyyy-MM-dd of today plus `offset` days. */
  day(offset: number): string;
  /** yyyy-MM-dd HH:mm:ss of today plus `offset` days at hh:mm. */
  at(offset: number, hh: number, mm?: number): string;
  /** A datetime within the last `days` days, at a plausible office hour. */
  recent(days: number): string;
  /** Numbered codes: `code('DD', 7)` -> DD20261121000007 (date of the server clock). */
  code(prefix: string, n: number): string;
  /** Stored hash of a password (scrypt, a demo one's committed: auth/password.ts seedHash); the first call starts it. */
  hash(plain: string): Promise<string>;
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');
/** The PRNG seed: the same demo rows on every seeding of a given day. */
const SEED = 20261121;

/**
 * Builds the context of one seeding run. `hashOf` makes the stored hash of a password (default the
 * server's seedHash; the story template made in Node passes the in-browser server's, so the page can
 * verify it).
 */
export function createSeedContext(db: Db, idx: CatalogueIndex, now: Date, hashOf: (plain: string) => Promise<string> = seedHash): SeedContext {
  const rng = new Rng(SEED);
  const rows: Ids = {};
  const shifted = (offset: number) => new Date(now.getFullYear(), now.getMonth(), now.getDate() + offset);
  const day = (offset: number) => formatDateTime(shifted(offset)).slice(0, 10);
  const at = (offset: number, hh: number, mm = 0) => `${day(offset)} ${pad(hh)}:${pad(mm)}:00`;
  const ymd = day(0).replace(/-/g, '');
  const hashes = new Map<string, Promise<string>>();
  return {
    db, idx, now, rng, rows,
    async ins(key, list) {
      const stored = await insertMany(db, idx.resource(key), list, now);
      (rows[key] ??= []).push(...stored);
      return stored;
    },
    day, at,
    recent: (days) => at(-rng.int(0, days), rng.int(8, 20), rng.int(0, 59)),
    code: (prefix, n) => `${prefix}${ymd}${pad(n, 6)}`,
    hash(plain) {
      let h = hashes.get(plain);
      if (!h) {
        h = hashOf(plain);
        h.catch(() => undefined); // awaited by the caller; never an unhandled rejection meanwhile
        hashes.set(plain, h);
      }
      return h;
    },
  };
}

/** `n` rows made by `make(i)`. */
export const times = <T>(n: number, make: (i: number) => T): T[] => Array.from({ length: n }, (_, i) => make(i));

/** The id of a row. */
export const idOf = (row: Row): number => row.id as number;
