/**
 * For tests and the figures script: which rows of a resource a data scope allows, worked out in
 * plain code from all the table's rows and the contract's scope of each resource (not with the
 * server's SQL), so a test can check the server against it.
 */
import { dataScopesOf, type CatalogueIndex } from '../../../src/contract';
import { tableName } from '../db/migrate';
import type { Db, Row } from '../types';
import type { DataScope } from './sessionScope';

export interface ScopeOracle {
  /** Ids (live or deleted) of the rows the scope allows; every id for a global resource. */
  allowed(key: string): Promise<ReadonlySet<number>>;
  /** Live rows outside the scope. */
  foreign(key: string): Promise<Row[]>;
  /** Every row of the resource (live or deleted). */
  rows(key: string): Promise<Row[]>;
}

/**
 * @example const oracle = scopeOracle(server.db, server.idx, user.scope!); (await oracle.foreign('organisation.user')).length // 40
 */
export function scopeOracle(db: Db, idx: CatalogueIndex, scope: DataScope): ScopeOracle {
  const scopes = dataScopesOf(idx.services);
  const cache = new Map<string, Promise<ReadonlySet<number>>>();
  const rows = (key: string) => db.query(`select * from ${tableName(idx.resource(key))} order by "id"`);
  const allowed = (key: string): Promise<ReadonlySet<number>> => {
    let hit = cache.get(key);
    if (!hit) cache.set(key, (hit = compute(key)));
    return hit;
  };
  async function compute(key: string): Promise<ReadonlySet<number>> {
    const s = scopes.get(key);
    const all = await rows(key);
    const id = (row: Row) => Number(row.id);
    if (!s || s.kind === 'unresolved') return new Set();
    if (s.kind === 'global') return new Set(all.map(id));
    const ok: ReadonlySet<number> = s.kind === 'direct'
      ? new Set(s.dimension === 'org' ? scope.orgIds : s.dimension === 'company' ? scope.companyIds : scope.merchantIds)
      : await allowed(s.target);
    return new Set(all.filter((row) => row[s.field] !== null && row[s.field] !== undefined && ok.has(Number(row[s.field]))).map(id));
  }
  return {
    allowed,
    rows,
    async foreign(key) {
      const ok = await allowed(key);
      return (await rows(key)).filter((row) => !row._deleted && !ok.has(Number(row.id)));
    },
  };
}
