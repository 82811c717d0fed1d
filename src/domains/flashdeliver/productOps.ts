/** The product calls and paths the cloud-shop pages share (looked up once, by name). */
import { category, product } from '../../contract/services/flashdeliver';
import type { OperationDef, ResourceDef } from '../../contract/types';

const op = (r: ResourceDef, name: string): OperationDef => {
  const found = r.operations.find((o) => o.name === name);
  if (!found) throw new Error(`${r.key} has no ${name}`);
  return found;
};

/** The product calls by name. */
export const productOps = {
  add: op(product, 'addProduct'),
  get: op(product, 'getProduct'),
  sale: op(product, 'updateProductSale'),
  projects: op(product, 'updateProductProject'),
  audit: op(product, 'rackProductAudit'),
  categories: op(category, 'lstCategory'),
};

/** Where the console mounts the product pages. */
export const PRODUCT_PATHS = {
  list: '/flashdeliver/product/index',
  edit: '/flashdeliver/product/addProduct',
  batchAudit: '/flashdeliver/product/batchAudit',
} as const;
