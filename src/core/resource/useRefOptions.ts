import { useCallback, useMemo } from 'react';
import type { Envelope } from '../../api/types';
import { REF_SOURCES } from '../../contract/refSources.gen';
import { MAX_PAGE_SIZE } from '../../contract/schemas';
import { useAdminInternals } from '../adminContext';
import { useQuery } from '../query/useQuery';

export interface RefOption {
  readonly value: string;
  readonly label: string;
}

const toOptions = (data: unknown, kind: 'select' | 'list', labelField: string): RefOption[] => {
  const list = kind === 'select' ? data : (data as { list?: unknown } | null)?.list ?? data;
  if (!Array.isArray(list)) return [];
  return list.map((row: Record<string, unknown>) => kind === 'select'
    ? { value: String(row.value), label: String(row.label ?? row.value) }
    : { value: String(row.id), label: String(row[labelField] ?? row.id) });
};

// Every cell of a ref column asks for the same options: build their lookup once per answer.
const maps = new WeakMap<readonly RefOption[], Map<string, string>>();
const NONE = new Map<string, string>();
function mapOf(options: readonly RefOption[] | undefined): Map<string, string> {
  if (!options) return NONE;
  let m = maps.get(options);
  if (!m) maps.set(options, (m = new Map(options.map((o) => [o.value, o.label]))));
  return m;
}

/**
 * The options of a ref field's target resource (its select call, else its list): loaded once
 * and cached, for cell labels (`labelOf`) and for the combobox (`loadOptions`, which asks the
 * server with the typed keyword when the select call supports it).
 * @example
 * const meals = useRefOptions('ordermeal.meal');
 * meals.labelOf(3) // '红烧牛肉饭'
 */
export function useRefOptions(refKey: string | undefined, enabled = true) {
  const { api } = useAdminInternals();
  const source = refKey ? REF_SOURCES[refKey] : undefined;
  const query = useQuery({
    key: ['sc-admin', 'resource', refKey ?? '', 'options'],
    enabled: Boolean(source) && enabled,
    staleTime: 60_000,
    // A failed load is not retried by every cell or drawer that mounts after it.
    retryOnMount: false,
    fn: async (signal) => {
      const body = source!.kind === 'list' ? { pageNum: 1, pageSize: MAX_PAGE_SIZE } : {};
      const env = await api.call<Envelope>(source!.method, source!.path, source!.method === 'GET' ? { params: { query: body }, signal } : { body, signal });
      return toOptions(env.data, source!.kind, source!.labelField);
    },
  });
  const options = query.data;
  const byValue = useMemo(() => mapOf(options), [options]);
  const labelOf = useCallback((value: unknown) => {
    if (value === null || value === undefined || value === '') return '—';
    return byValue.get(String(value)) ?? `#${String(value)}`;
  }, [byValue]);
  const loadOptions = useCallback(async (text: string, signal: AbortSignal): Promise<RefOption[]> => {
    if (!source) return [];
    const keyword = text.trim();
    if (source.kind === 'select' && keyword) {
      const body = { keyword };
      const env = await api.call<Envelope>(source.method, source.path, source.method === 'GET' ? { params: { query: body }, signal } : { body, signal });
      return toOptions(env.data, 'select', source.labelField);
    }
    const all = options ?? (await query.refetch()) ?? [];
    const k = keyword.toLowerCase();
    return (k ? all.filter((o) => o.label.toLowerCase().includes(k)) : all).slice(0, 200);
  }, [api, source, options, query]);
  return { options: options ?? [], labelOf, loadOptions, isLoading: query.isLoading, error: query.error, known: Boolean(source) };
}
