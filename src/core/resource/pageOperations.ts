/** Which of a resource's calls a list page offers: pure contract logic, shared by the page's controller and views. */
import { ledgerRefusal } from '../../contract/ledger';
import type { OperationDef, ResourceDef } from '../../contract/types';
import { formFields, operationOf, operationsOf, rowEditOperations, type FieldEntry } from './fields';

/**
 * The export of the filtered list: an export call without inputs of its own (statistics
 * exports declare theirs) that is not the import template.
 * @example
 * const exportOp = primaryExport(orderDinner); // the 导出 button's call, or null
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

/**
 * The calls a list page may offer, by role on the page.
 * @example
 * pageOperations(lineManage, { saveWith: 'addAndUpdateLineManage' }).add?.name // 'addAndUpdateLineManage'
 */
export interface PageOperations {
  readonly add: OperationDef | null;
  readonly update: OperationDef | null;
  readonly remove: OperationDef | null;
  readonly removeMany: OperationDef | null;
  readonly transitions: readonly OperationDef[];
  readonly imports: readonly OperationDef[];
  readonly exportOp: OperationDef | null;
  readonly template: OperationDef | null;
}

/**
 * The calls of a resource's list page: add and edit (or the save call `saveWith` names, or the
 * update call `updateWith` names), delete, transitions, imports, the list export and the import
 * template. A ledger offers no edit or delete; a money ledger no add or import either.
 * @example
 * pageOperations(lineManage, { saveWith: 'addAndUpdateLineManage' }).add?.name // 'addAndUpdateLineManage'
 */
export function pageOperations(resource: ResourceDef, o: { saveWith?: string; updateWith?: string } = {}): PageOperations {
  // The contract's ledger rule (ledgerRefusal) decides: a money ledger offers no add or import at all.
  const offered = (op: OperationDef | null) => (op && !ledgerRefusal(resource, op.kind) ? op : null);
  return {
    add: offered((o.saveWith ? operationOf(resource, 'save', o.saveWith) : null) ?? operationOf(resource, 'add') ?? operationOf(resource, 'save')),
    ...rowEditOperations(resource, o.saveWith, o.updateWith),
    transitions: operationsOf(resource, 'transition'),
    imports: operationsOf(resource, 'import').filter((op) => !ledgerRefusal(resource, op.kind)),
    exportOp: primaryExport(resource),
    template: importTemplate(resource),
  };
}
