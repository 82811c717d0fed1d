/**
 * The read cache under the resource hooks: one entry per query key (cached, deduplicated while in
 * flight, retried for reads only), invalidated by key prefix after writes. Framework-free; the
 * React side is `useQuery`. Small on purpose: a partner page pays for every byte before its rows.
 */

export type QueryKey = readonly unknown[];

export interface QueryState<T = unknown> {
  readonly data: T | undefined;
  readonly error: Error | null;
  /** 'pending' until the first answer (or failure) of this key. */
  readonly status: 'pending' | 'success' | 'error';
  readonly fetching: boolean;
  /** ms timestamp of the last answer; 0 before one. */
  readonly updatedAt: number;
  /** Set by `invalidate`: the next observer or refetch loads it again whatever its age. */
  readonly invalid: boolean;
}

export type QueryFn<T> = (signal: AbortSignal) => Promise<T>;

export interface FetchOptions {
  /** Retries after a failure (default: the store's). */
  readonly retry?: number;
}

export interface QueryStore {
  /** The entry's state, or the shared pending state when the key has none. */
  get<T>(key: QueryKey): QueryState<T>;
  /** Whether the key has an entry at all (a first fetch may start when it has none). */
  has(key: QueryKey): boolean;
  /** Loads the key (joining a load in flight); resolves with its data, rejects after the last retry. */
  fetch<T>(key: QueryKey, fn: QueryFn<T>, options?: FetchOptions): Promise<T>;
  /** Follows one key; `refetch` is called when the key is invalidated while followed. */
  observe(key: QueryKey, onChange: () => void, refetch?: () => Promise<unknown> | void): () => void;
  /** Marks every key starting with `prefix` stale and reloads the followed ones; resolves when they are in. */
  invalidate(prefix: QueryKey): Promise<void>;
  /** Forgets every answer (logout): followers see pending state, loads in flight are aborted. */
  clear(): void;
  readonly defaults: { readonly retry: number; readonly staleTime: number };
}

export interface QueryStoreOptions {
  /** Retries of a failed read (default 1; writes never retry). */
  readonly retry?: number;
  /** ms an answer counts as fresh for a new follower (default 10 s). */
  readonly staleTime?: number;
  /** ms an unfollowed entry is kept (default 5 min). */
  readonly keepTime?: number;
}

interface Entry {
  state: QueryState;
  readonly key: QueryKey;
  readonly hash: string;
  promise: Promise<unknown> | null;
  controller: AbortController | null;
  readonly listeners: Set<() => void>;
  readonly refetchers: Set<() => Promise<unknown> | void>;
  dropTimer: ReturnType<typeof setTimeout> | undefined;
}

const PENDING: QueryState<never> = Object.freeze({ data: undefined, error: null, status: 'pending', fetching: false, updatedAt: 0, invalid: false });

// A follower asks for its key's state on every render and store change: hash each key array once.
const hashes = new WeakMap<QueryKey, string>();

/** Stable text of a key (never mutated once used): object keys sorted, so `{a,b}` and `{b,a}` are one entry. */
export function hashKey(key: QueryKey): string {
  let hash = hashes.get(key);
  if (hash === undefined) {
    hash = JSON.stringify(key, (_k, v: unknown) => (v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v));
    hashes.set(key, hash);
  }
  return hash;
}

const startsWith = (key: QueryKey, prefix: QueryKey) => prefix.every((p, i) => hashKey([p]) === hashKey([key[i]]));
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const asError = (e: unknown) => (e instanceof Error ? e : new Error(String(e)));

/**
 * @example
 * const store = createQueryStore({ retry: 1 });
 * const rows = await store.fetch(['orders', { pageNum: 1 }], (signal) => load(1, signal));
 * await store.invalidate(['orders']); // after a write
 */
export function createQueryStore(options: QueryStoreOptions = {}): QueryStore {
  const defaults = { retry: options.retry ?? 1, staleTime: options.staleTime ?? 10_000 };
  const keepTime = options.keepTime ?? 300_000;
  const entries = new Map<string, Entry>();

  const entryOf = (key: QueryKey): Entry => {
    const hash = hashKey(key);
    let entry = entries.get(hash);
    if (!entry) {
      entry = { state: PENDING, key, hash, promise: null, controller: null, listeners: new Set(), refetchers: new Set(), dropTimer: undefined };
      entries.set(hash, entry);
    }
    return entry;
  };
  const set = (entry: Entry, patch: Partial<QueryState>) => {
    entry.state = { ...entry.state, ...patch };
    for (const l of [...entry.listeners]) l();
  };
  const scheduleDrop = (entry: Entry) => {
    clearTimeout(entry.dropTimer);
    entry.dropTimer = setTimeout(() => {
      if (entry.listeners.size === 0 && !entry.promise && entries.get(entry.hash) === entry) entries.delete(entry.hash);
    }, keepTime);
  };

  async function run<T>(entry: Entry, fn: QueryFn<T>, retry: number): Promise<T> {
    const controller = new AbortController();
    entry.controller = controller;
    set(entry, { fetching: true });
    for (let attempt = 0; ; attempt += 1) {
      try {
        const data = await fn(controller.signal);
        if (controller.signal.aborted) throw new DOMException('Aborted', 'AbortError');
        set(entry, { data, error: null, status: 'success', fetching: false, updatedAt: Date.now(), invalid: false });
        return data;
      } catch (e) {
        // Same back-off as a browser-side data library: 1 s, 2 s, 4 s... at most 30 s.
        if (attempt < retry && !controller.signal.aborted) { await wait(Math.min(1000 * 2 ** attempt, 30_000)); continue; }
        if (!controller.signal.aborted) set(entry, { error: asError(e), status: entry.state.data === undefined ? 'error' : entry.state.status, fetching: false });
        throw e;
      }
    }
  }

  const store: QueryStore = {
    defaults,
    get: <T,>(key: QueryKey) => (entries.get(hashKey(key))?.state ?? PENDING) as QueryState<T>,
    has: (key) => entries.has(hashKey(key)),
    fetch<T>(key: QueryKey, fn: QueryFn<T>, o: FetchOptions = {}) {
      const entry = entryOf(key);
      if (entry.promise) return entry.promise as Promise<T>;
      const promise = run(entry, fn, o.retry ?? defaults.retry).finally(() => {
        if (entry.promise === promise) { entry.promise = null; entry.controller = null; }
        if (entry.listeners.size === 0) scheduleDrop(entry);
      });
      entry.promise = promise;
      return promise;
    },
    observe(key, onChange, refetch) {
      const entry = entryOf(key);
      clearTimeout(entry.dropTimer);
      entry.listeners.add(onChange);
      if (refetch) entry.refetchers.add(refetch);
      return () => {
        entry.listeners.delete(onChange);
        if (refetch) entry.refetchers.delete(refetch);
        if (entry.listeners.size === 0) scheduleDrop(entry);
      };
    },
    async invalidate(prefix) {
      const reloads: Promise<unknown>[] = [];
      for (const entry of entries.values()) {
        if (!startsWith(entry.key, prefix)) continue;
        set(entry, { invalid: true });
        // An answer in flight was asked before the write: the followers ask again once it lands.
        const again = () => Promise.all([...entry.refetchers].map((r) => r()));
        reloads.push(entry.promise ? entry.promise.then(again, again) : again());
      }
      await Promise.all(reloads);
    },
    clear() {
      for (const [hash, entry] of entries) {
        entry.controller?.abort();
        entry.promise = null;
        entry.controller = null;
        clearTimeout(entry.dropTimer);
        // Followed entries stay (their followers hold them) but forget everything.
        if (entry.listeners.size === 0) entries.delete(hash);
        else set(entry, PENDING);
      }
    },
  };
  return store;
}
