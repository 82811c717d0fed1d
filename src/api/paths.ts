/**
 * The `paths` type that types `api.POST` / `api.GET`: the openapi-typescript output
 * (src/api/schema.d.ts, written by `npm run gen`).
 *
 * If schema.d.ts is ever absent (a fresh checkout before `npm run gen`), the fallback is
 *   export type paths = Record<string, any>;
 * which accepts every path and types results `any`.
 */
import type { paths as SchemaPaths } from './schema';

/**
 * Every path of the contract with its operations (request and answer types).
 * @example
 * type HouseholdList = paths['/organisation/household/list']['post'];
 */
export type paths = SchemaPaths;
