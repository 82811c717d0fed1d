/** The calls and console paths of the cloud-shop pages that are our additions (looked up once, by name). */
import { handoverCode, menuItem, recovery, slot, slotProduct } from '../../contract/services/flashdeliverAdditions';
import type { OperationDef, ResourceDef } from '../../contract/types';

const op = (r: ResourceDef, name: string): OperationDef => {
  const found = r.operations.find((o) => o.name === name);
  if (!found) throw new Error(`${r.key} has no ${name}`);
  return found;
};

/** The calls by name. */
export const shopOps = {
  handoverGet: op(handoverCode, 'get'),
  handoverAdd: op(handoverCode, 'add'),
  handoverUpdate: op(handoverCode, 'update'),
  handoverStatus: op(handoverCode, 'setHandoverCodeStatus'),
  regenerate: op(handoverCode, 'regenerateCode'),
  copyMenu: op(menuItem, 'copyMenu'),
  slotGet: op(slot, 'get'),
  addSlotProducts: op(slotProduct, 'addSlotProducts'),
  handleRecovery: op(recovery, 'handleRecovery'),
};

/** Where the console mounts the pages. */
export const SHOP_PATHS = {
  handover: '/flashdeliver/jiaoshuima',
  handoverEdit: '/flashdeliver/jiaoshuima/add-or-update',
  broad: '/flashdeliver/broad/index',
  broadAddProduct: '/flashdeliver/broad/addProduct',
} as const;
