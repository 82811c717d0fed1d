/**
 * Seed templates of the story server (example-host/server/seed/seedTemplates.ts) in the page's
 * IndexedDB, so each story file of a test run starts its in-page server from the first one's
 * seeded database instead of seeding again. Keys carry the top page's load time: the vitest
 * browser page (or the Storybook window) lives for one run of one build, so a template never
 * outlives the code; saving one drops every older key.
 */
import type { SeedTemplates } from '../../example-host/server/seed/seedTemplates';

const DB_NAME = 'sc-seed-templates';
const STORE = 'dumps';

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const req = indexedDB.open(DB_NAME, 1);
    req.onupgradeneeded = () => req.result.createObjectStore(STORE);
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

function done<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

/** The load time of the outermost page this frame may read (its own when another origin is above). */
function pageLoad(): number {
  try {
    return window.top?.performance.timeOrigin ?? performance.timeOrigin;
  } catch {
    return performance.timeOrigin;
  }
}

/**
 * @example
 * await createServer({ now, quiet: true, seedTemplates: idbSeedTemplates() });
 */
export function idbSeedTemplates(): SeedTemplates {
  const prefix = `${Math.round(pageLoad())}:`;
  return {
    async load(key) {
      if (typeof indexedDB === 'undefined') return null;
      const db = await open();
      try {
        const found = await done(db.transaction(STORE).objectStore(STORE).get(prefix + key));
        return found instanceof Blob ? found : null;
      } finally {
        db.close();
      }
    },
    async save(key, dump) {
      if (typeof indexedDB === 'undefined') return;
      const db = await open();
      try {
        const store = db.transaction(STORE, 'readwrite').objectStore(STORE);
        for (const old of await done(store.getAllKeys())) if (!String(old).startsWith(prefix)) store.delete(old);
        await done(store.put(dump, prefix + key));
      } finally {
        db.close();
      }
    },
  };
}
