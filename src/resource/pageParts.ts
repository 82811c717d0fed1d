/** Small pure helpers of the resource page. */
import type { OperationDef, ResourceDef } from '../contract/types';
import { operationsOf } from '../core';

/**
 * The export of the filtered list: an export call without inputs of its own (statistics
 * exports and import templates declare theirs or say so in their name).
 */
export function primaryExport(resource: ResourceDef): OperationDef | null {
  const exports = operationsOf(resource, 'export').filter((o) => !/template/i.test(o.name) && !o.path.includes('{'));
  return exports.find((o) => !o.body || Object.keys(o.body).length === 0) ?? null;
}

/** The message of a failure as the user should read it. */
export function errorText(error: unknown, fallback: string): string {
  // An ApiError carries the server's own msg; anything else its message.
  const msg = (error as { msg?: unknown } | null)?.msg;
  if (typeof msg === 'string' && msg) return msg;
  if (error instanceof Error) return error.message || fallback;
  return fallback;
}
