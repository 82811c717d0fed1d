import { useCallback } from 'react';
import type { Envelope } from '../../api/types';
import type { OperationDef, ResourceDef } from '../../contract/types';
import { useAdminInternals } from '../adminContext';
import { useMutation } from '../query/useMutation';
import { callOperation } from './callOperation';
import { resourceQueryKey } from './useResourceList';

interface WriteVars {
  readonly op: OperationDef;
  readonly input: Record<string, unknown>;
}

/**
 * Runs a writing call of a resource (add, update, delete, delete_ids, a transition, an action)
 * and then refreshes everything read from that resource. Never retried: a POST must not repeat.
 * @example
 * const write = useResourceWrite(orderDinner);
 * await write.run(operationOf(orderDinner, 'transition', 'cancelDinner')!, { id: row.id });
 */
export function useResourceWrite(resource: ResourceDef) {
  const { api, queries } = useAdminInternals();
  const mutation = useMutation(
    async ({ op, input }: WriteVars) => (await callOperation<Envelope>(api, op, input)).data,
    () => queries.invalidate(resourceQueryKey(resource.key)),
  );
  const { run: mutate } = mutation;
  const run = useCallback((op: OperationDef, input: Record<string, unknown> = {}) => mutate({ op, input }), [mutate]);
  return { run, pending: mutation.pending };
}
