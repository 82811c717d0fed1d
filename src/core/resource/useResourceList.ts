import { useMemo } from 'react';
import type { Envelope } from '../../api/types';
import type { OperationDef, ResourceDef } from '../../contract/types';
import { useAdminInternals } from '../adminContext';
import { useQuery } from '../query/useQuery';
import { callOperation } from './callOperation';
import { filterFields, listOperation, rowsOf } from './fields';
import { listInput, type ListState } from './listParams';

/**
 * Query-key root of everything a resource's calls read: invalidated after its writes.
 * @example
 * queries.invalidate(resourceQueryKey(orderDinner.key)); // every cached page of the resource
 */
export const resourceQueryKey = (key: string) => ['sc-admin', 'resource', key] as const;

/**
 * @example
 * const { state } = useListParams(orderDinner);
 * const list = useResourceList(orderDinner, state);
 * list.rows; list.total; list.isFetching;
 */
export interface ResourceListOptions {
  /** The list call (default: the resource's own `list`). */
  readonly operation?: OperationDef | null;
  /** Inputs always sent (e.g. a parent id), on top of the filters. */
  readonly fixed?: Readonly<Record<string, string | number>>;
  readonly enabled?: boolean;
  /** Ask for the exact total even past TOTAL_CAP matches (slower on big tables). */
  readonly exactTotal?: boolean;
}

/**
 * One page of a resource's rows for a list state, through the provider's read cache: cached per input,
 * deduplicated, the previous page kept on screen while the next one loads.
 * @example
 * const { state } = useListParams(orderDinner);
 * const list = useResourceList(orderDinner, state);
 * list.rows; list.total; list.isFetching;
 */
export function useResourceList(resource: ResourceDef, state: ListState, o: ResourceListOptions = {}) {
  const { api } = useAdminInternals();
  const op = o.operation === undefined ? listOperation(resource) : o.operation;
  const input = useMemo(
    () => ({ ...listInput(state, filterFields(resource)), ...(o.fixed ?? {}), ...(o.exactTotal ? { exactTotal: true } : {}) }),
    [state, resource, o.fixed, o.exactTotal],
  );
  const key = [...resourceQueryKey(resource.key), 'list', op?.path ?? '', input];
  const fn = async (signal: AbortSignal) => rowsOf((await callOperation<Envelope>(api, op!, input, { signal })).data);
  // Eager: the request starts as the page renders, not once the whole page (filters, grid,
  // dialogs) has committed and its effects ran; it can fly meanwhile.
  const query = useQuery({ key, fn, enabled: Boolean(op) && o.enabled !== false, eager: true, keepPrevious: true });
  return {
    operation: op,
    input,
    rows: query.data?.rows ?? EMPTY,
    total: query.data?.total ?? 0,
    /** False when more rows match than the server counted (`total` is then a lower bound). */
    totalExact: query.data?.totalExact ?? true,
    isPending: query.isPending && Boolean(op),
    isFetching: query.isFetching,
    isPlaceholder: query.isPlaceholder,
    error: query.error,
    refetch: query.refetch,
  };
}

const EMPTY: Record<string, unknown>[] = [];
