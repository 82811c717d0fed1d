import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ResourceDef } from '../../contract/types';
import { filterFields } from './fields';
import { parseListState, writeListState, type ListSort, type ListState } from './listParams';

/**
 * The list state of a resource page, kept in the URL (`f.<field>`, `page`, `size`, `sort`):
 * a reload, the back button or a shared link restores it.
 * @example
 * const { state, setFilters, setPage, setSort } = useListParams(orderDinner);
 * setFilters({ status: 'ordered' }); // back to page 1
 */
export function useListParams(resource: ResourceDef) {
  const [params, setParams] = useSearchParams();
  const fields = useMemo(() => filterFields(resource), [resource]);
  const search = params.toString();
  const state = useMemo(
    () => parseListState(search, fields, (name) => name in resource.fields && resource.fields[name]!.type !== 'password'),
    [search, fields, resource],
  );
  const update = useCallback((next: Partial<ListState>, replace = false) => {
    setParams((current) => writeListState(current, { ...parseListState(current, fields, (n) => n in resource.fields), ...next }), { replace });
  }, [setParams, fields, resource]);
  return {
    state,
    fields,
    /** New filters start again at page 1. */
    setFilters: useCallback((filters: Record<string, string>) => update({ filters, page: 1 }), [update]),
    setPage: useCallback((page: number, size?: number) => update(size ? { page, size } : { page }), [update]),
    setSort: useCallback((sort: ListSort | null) => update({ sort, page: 1 }, true), [update]),
  };
}
