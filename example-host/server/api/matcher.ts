/**
 * Finds the catalogue operation for METHOD + path. Static paths are looked up exactly; among
 * templates (`/x/{id}`) the one with more static segments wins, so `/carpark/carpark/disable/{ids}`
 * beats a hypothetical `/carpark/carpark/{a}/{b}` and a static `/household/list` beats
 * `/household/{id}`.
 */
import type { CatalogueIndex, IndexedOperation } from '../../../src/contract';

export interface Match {
  readonly entry: IndexedOperation;
  /** Decoded path parameters by name (`{id}` -> `id`). */
  readonly params: Readonly<Record<string, string>>;
}

export interface Matcher {
  /** `path` is below the API base, e.g. `/organisation/build/list`. */
  match(method: string, path: string): Match | null;
}

interface Template {
  readonly entry: IndexedOperation;
  /** A static segment, or null where a parameter goes. */
  readonly segments: readonly (string | null)[];
  readonly names: readonly string[];
  readonly statics: number;
}

const split = (path: string): string[] => path.split('/').filter((s) => s !== '');

/**
 * Builds the matcher once per server.
 * @example createMatcher(idx).match('GET', '/organisation/build/7') // { entry: build.get, params: { id: '7' } }
 */
export function createMatcher(idx: CatalogueIndex): Matcher {
  const exact = new Map<string, IndexedOperation>();
  const templates = new Map<string, Template[]>();
  for (const entry of idx.operations) {
    const { method, path } = entry.op;
    const segs = split(path);
    if (!path.includes('{')) {
      exact.set(`${method} /${segs.join('/')}`, entry);
      continue;
    }
    const names: string[] = [];
    const segments = segs.map((s) => {
      const m = /^\{(\w+)\}$/.exec(s);
      if (!m) return s;
      names.push(m[1]!);
      return null;
    });
    const list = templates.get(method) ?? [];
    list.push({ entry, segments, names, statics: segments.filter((s) => s !== null).length });
    templates.set(method, list);
  }
  for (const list of templates.values()) list.sort((a, b) => b.statics - a.statics || a.segments.length - b.segments.length);

  return {
    match(method, path) {
      const m = method.toUpperCase() === 'HEAD' ? 'GET' : method.toUpperCase();
      const segs = split(path);
      const hit = exact.get(`${m} /${segs.join('/')}`);
      if (hit) return { entry: hit, params: {} };
      for (const t of templates.get(m) ?? []) {
        if (t.segments.length !== segs.length) continue;
        const values: string[] = [];
        let ok = true;
        for (let i = 0; i < segs.length && ok; i += 1) {
          const want = t.segments[i];
          if (want === null) values.push(segs[i]!);
          else ok = want === segs[i];
        }
        if (!ok) continue;
        const params: Record<string, string> = {};
        try {
          t.names.forEach((n, i) => { params[n] = decodeURIComponent(values[i]!); });
        } catch {
          return null; // malformed percent-encoding: no operation can match it
        }
        return { entry: t.entry, params };
      }
      return null;
    },
  };
}
