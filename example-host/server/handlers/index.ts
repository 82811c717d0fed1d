/**
 * The generic handler of each operation kind. Kinds that need knowledge beyond the contract
 * (export, import, upload, action) have dedicated handlers elsewhere, keyed by operationId.
 */
import type { OperationKind } from '../../../src/contract';
import type { Handler } from '../types';
import { checkName } from './checkName';
import { add, get, save, update } from './crud';
import { deleteMany, deleteOne } from './delete';
import { all, list } from './list';
import { runReport } from './report';
import { select } from './select';
import { stats } from './stats';
import { transition } from './transition';
import { tree } from './tree';

export const genericHandlers: Partial<Record<OperationKind, Handler>> = {
  list, all, get, add, update, save, delete: deleteOne, deleteIds: deleteMany,
  select, checkName, tree, stats, transition, report: runReport,
};
