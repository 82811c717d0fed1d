import { useSearchParams } from 'react-router-dom';
import type { OperationDef } from '../../contract';
import { callOperation, resourceQueryKey, useAdmin } from '../../core';
import { useQuery } from '../../core/query/useQuery';
import type { Row } from '../../resource';

/**
 * The row an add-or-update page edits: its id (the prop, else `?id=`), and the row read by the
 * resource's get call while there is one (an empty id means a new row).
 * @example
 * const { id, q } = useEditedRow(product.key, productOps.get, idProp);
 */
export function useEditedRow(resourceKey: string, get: OperationDef, idProp?: string) {
  const { api } = useAdmin();
  const [params] = useSearchParams();
  const id = idProp ?? params.get('id') ?? '';
  const q = useQuery({
    key: [...resourceQueryKey(resourceKey), 'one', id],
    enabled: Boolean(id),
    fn: async (signal) => (await callOperation<{ data: Row }>(api, get, { id }, { signal })).data,
  });
  return { id, q };
}
