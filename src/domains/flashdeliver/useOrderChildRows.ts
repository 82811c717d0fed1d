import { MAX_PAGE_SIZE } from '../../contract';
import type { ResourceDef } from '../../contract/types';
import { callOperation, resourceQueryKey, useAdmin } from '../../core';
import { useQuery } from '../../core/query/useQuery';
import type { Row } from '../../resource';

/**
 * Whole fen from a server value (an integer or its digits); null when it is not one, so a bad
 * value shows as such instead of being rounded into a total.
 * @example
 * fenOf(1250) // 1250n
 * fenOf('x')  // null
 */
export function fenOf(value: unknown): bigint | null {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return BigInt(value);
  if (typeof value === 'string' && /^-?\d+$/.test(value)) return BigInt(value);
  return null;
}

/** Sums fen exactly; null when one of them is not whole fen (the total would be wrong). */
export function sumFen(values: readonly (bigint | null)[]): bigint | null {
  let total = 0n;
  for (const v of values) {
    if (v === null) return null;
    total += v;
  }
  return total;
}

/**
 * Every child row of one order (its lines or refunds; an order has a handful, far below a page),
 * shared by the detail's tables and the refund dialog through the query cache.
 * @example
 * const refunds = useOrderChildRows(orderRefund, '42'); // refunds.data: Row[] once loaded
 */
export function useOrderChildRows(resource: ResourceDef, orderId: string) {
  const { api } = useAdmin();
  const op = resource.operations.find((o) => o.name === 'list')!;
  return useQuery({
    key: [...resourceQueryKey(resource.key), 'ofOrder', orderId],
    fn: async (signal) => (await callOperation<{ data: { list: Row[] } }>(api, op, { orderId, pageNum: 1, pageSize: MAX_PAGE_SIZE, orderBy: 'id', order: 'asc' }, { signal })).data.list,
  });
}
