import { useCallback, useMemo } from 'react';
import type { ApiClient, Envelope } from '../../api/types';
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

type Source = (typeof REF_SOURCES)[string];
const OPTIONS_STALE_MS = 60_000;
// One key array per target: the read cache hashes a key array once, and cells, filters and the
// page's prefetch ask for the same target on every render.
const optionsKeys = new Map<string, readonly string[]>();
function optionsKey(refKey: string): readonly string[] {
  let key = optionsKeys.get(refKey);
  if (!key) optionsKeys.set(refKey, (key = ['sc-admin', 'resource', refKey, 'options']));
  return key;
}

async function loadAll(api: ApiClient, source: Source, signal: AbortSignal): Promise<RefOption[]> {
  const body = source.kind === 'list' ? { pageNum: 1, pageSize: MAX_PAGE_SIZE } : {};
  const env = await api.call<Envelope>(source.method, source.path, source.method === 'GET' ? { params: { query: body }, signal } : { body, signal });
  return toOptions(env.data, source.kind, source.labelField);
}

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
    key: optionsKey(refKey ?? ''),
    enabled: Boolean(source) && enabled,
    staleTime: OPTIONS_STALE_MS,
    // A failed load is not retried by every cell or drawer that mounts after it.
    retryOnMount: false,
    fn: (signal) => loadAll(api, source!, signal),
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

/**
 * Starts loading the options of these ref targets while the caller renders, so a page's ref
 * cells and ref filters that mount later find their labels in, not `#id` first and a second
 * render of the grid when they arrive. Loaded or loading targets are left alone.
 * @example
 * usePrefetchRefOptions(['organisation.organization', 'ordermeal.meal']);
 */
export function usePrefetchRefOptions(refKeys: readonly string[]): void {
  const { api, queries } = useAdminInternals();
  for (const refKey of refKeys) {
    const source = REF_SOURCES[refKey];
    const key = optionsKey(refKey);
    if (source && !queries.has(key)) void queries.fetch(key, (signal) => loadAll(api, source, signal)).catch(() => undefined);
  }
}
