/**
 * Dictionary groups as select options: the items of one group (getDictionaryItemByGroupCode),
 * cached under the dictionary item resource, so adding, editing or removing an item anywhere
 * refreshes every select that uses its group.
 */
import { useMemo } from 'react';
import { dictionaryItem } from '../../contract/services/basesetting';
import { f } from '../../contract/dsl';
import type { EnumValue, FieldDef, Text } from '../../contract/types';
import { useAdmin } from '../../core';
import { useQuery } from '../../core/query/useQuery';
import { callOperation, operationOf, resourceQueryKey } from '../../core/resource';

const BY_GROUP = /* @__PURE__ */ operationOf(dictionaryItem, 'all', 'getDictionaryItemByGroupCode');

/**
 * One item of a dictionary group.
 * @example
 * const item: DictionaryItem = { id: 3, name: '快递配送', value: 'express', status: 1 };
 */
export interface DictionaryItem {
  readonly id: number;
  readonly name: string;
  readonly value: string;
  readonly status?: number;
  readonly sort?: number;
}

/**
 * The items of one dictionary group, enabled ones first in their order (a disabled item stays
 * readable in old rows but is not offered).
 * @example
 * const { items, loading } = useDictionaryItems('VISIT_REASON');
 */
export function useDictionaryItems(groupCode: string | null | undefined): { items: DictionaryItem[]; loading: boolean; error: Error | null } {
  const { api } = useAdmin();
  const q = useQuery({
    key: [...resourceQueryKey(dictionaryItem.key), 'byGroup', groupCode ?? ''],
    enabled: Boolean(groupCode) && Boolean(BY_GROUP),
    fn: async (signal) => {
      const env = await callOperation<{ data?: unknown }>(api, BY_GROUP!, { groupCode }, { signal });
      const rows = Array.isArray(env.data) ? (env.data as Record<string, unknown>[]) : [];
      return rows
        .map((r) => ({ id: Number(r.id), name: String(r.name ?? ''), value: String(r.value ?? ''), status: Number(r.status ?? 1), sort: Number(r.sort ?? 0) }))
        .sort((a, b) => a.sort - b.sort || a.id - b.id);
    },
  });
  return { items: q.data ?? [], loading: q.isLoading, error: q.error };
}

/**
 * A select field whose options are a dictionary group's enabled items: `by` chooses what the
 * field stores (the item's id for a ref, its value for a coded field). Use it in a derived
 * resource definition, so the resource engine's forms and filters offer the group's items.
 * @example
 * const field = dictionaryField(t('来访事由', 'Reason', 'Motivo'), items, 'value');
 */
export function dictionaryField(label: Text, items: readonly DictionaryItem[], by: 'id' | 'value', opts: { required?: boolean; filter?: boolean } = {}): FieldDef {
  const values: EnumValue[] = items
    .filter((i) => i.status !== 0)
    .map((i) => ({ value: by === 'id' ? i.id : i.value, label: { 'zh-CN': i.name, en: i.name, es: i.name } }));
  return f.enum(label, values, opts);
}

/**
 * The same, memoised on the items.
 * @example
 * const field = useDictionaryField(label, 'VISIT_REASON', 'value');
 */
export function useDictionaryField(label: Text, groupCode: string | null | undefined, by: 'id' | 'value', opts: { required?: boolean; filter?: boolean } = {}): FieldDef {
  const { items } = useDictionaryItems(groupCode);
  const { required, filter } = opts;
  return useMemo(() => dictionaryField(label, items, by, { ...(required !== undefined ? { required } : {}), ...(filter !== undefined ? { filter } : {}) }), [label, items, by, required, filter]);
}
