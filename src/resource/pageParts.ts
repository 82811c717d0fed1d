/** Small pure helpers of the resource page. */
import type { OperationDef, ResourceDef } from '../contract/types';
import { formFields, operationsOf, type FieldEntry } from '../core';

/**
 * The export of the filtered list: an export call without inputs of its own (statistics
 * exports declare theirs) that is not the import template.
 */
export function primaryExport(resource: ResourceDef): OperationDef | null {
  const exports = operationsOf(resource, 'export').filter((o) => !o.template && !o.path.includes('{'));
  return exports.find((o) => !o.body || Object.keys(o.body).length === 0) ?? null;
}

/**
 * The call that answers the import template of a resource (`template: true` in the contract), or
 * null: the import dialog offers it for download.
 * @example
 * importTemplate(virtAccount)?.name // 'exportVirtAccountModel'
 */
export function importTemplate(resource: ResourceDef): OperationDef | null {
  return operationsOf(resource, 'export').find((o) => o.template) ?? null;
}

/** The message of a failure as the user should read it. */
export function errorText(error: unknown, fallback: string): string {
  // An ApiError carries the server's own msg; anything else its message.
  const msg = (error as { msg?: unknown } | null)?.msg;
  if (typeof msg === 'string' && msg) return msg;
  if (error instanceof Error) return error.message || fallback;
  return fallback;
}

/**
 * The inputs of an edit form: the update call's declared body when it names one (an update of
 * some settings only, such as a service's access settings), else every writable field.
 * @example
 * editFields(serviceinfo, updateServiceOp).map(([n]) => n) // ['url', 'icon', 'sort', 'status']
 */
export function editFields(resource: ResourceDef, op: OperationDef | null): FieldEntry[] {
  const body = Object.entries(op?.body ?? {}).filter(([name]) => name !== 'id');
  return body.length ? body : formFields(resource);
}
