import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Envelope } from '../../api/types';
import type { OperationDef, ResourceDef } from '../../contract/types';
import { useAdminInternals } from '../adminContext';
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
  const { api } = useAdminInternals();
  const client = useQueryClient();
  const mutation = useMutation({
    mutationFn: async ({ op, input }: WriteVars) => (await callOperation<Envelope>(api, op, input)).data,
    onSettled: () => client.invalidateQueries({ queryKey: resourceQueryKey(resource.key) }),
  });
  const { mutateAsync } = mutation;
  const run = useCallback((op: OperationDef, input: Record<string, unknown> = {}) => mutateAsync({ op, input }), [mutateAsync]);
  return { run, pending: mutation.isPending };
}
