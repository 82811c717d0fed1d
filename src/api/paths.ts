/**
 * The `paths` type that types `api.POST` / `api.GET`.
 *
 * PLACEHOLDER while src/api/schema.d.ts (openapi-typescript output) does not exist: every
 * path is accepted and typed `any`. Once schema.d.ts exists, replace the line below with
 *   export type { paths } from './schema';
 */
export type paths = Record<string, any>;
