import { useCallback, useRef, useSyncExternalStore } from 'react';
import type { ApiClient, Envelope } from '../../api/types';
import { REF_SOURCES } from '../../contract/refSources.gen';
import { MAX_PAGE_SIZE } from '../../contract/schemas';
import { useAdminInternals } from '../adminContext';
import { useQuery } from '../query/useQuery';

/**
 * @example
 * const meals = useRefOptions('ordermeal.meal');
 * meals.labelOf(3) // '红烧牛肉饭'
 */
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

/**
 * A ref value's label (`—` when empty, `#id` when the target's options do not name it).
 * @example
 * const meals = useRefOptions('ordermeal.meal');
 * meals.labelOf(3) // '红烧牛肉饭'
 */
export type LabelOf = (value: unknown) => string;

// Every cell of a ref column asks for the same options: one lookup per answer, and one label
// function per answer too, so every user of a target's options holds the same function.
const NO_OPTIONS: readonly RefOption[] = [];
const labelers = new WeakMap<readonly RefOption[], LabelOf>();
/**
 * The label function of one options answer (made once per answer; `#id` for every value when
 * there is none yet).
 * @example
 * labelerOf([{ value: '3', label: '红烧牛肉饭' }])(3) // '红烧牛肉饭'
 */
export function labelerOf(options: readonly RefOption[] | undefined): LabelOf {
  const list = options ?? NO_OPTIONS;
  let labelOf = labelers.get(list);
  if (!labelOf) {
    const byValue = new Map(list.map((o) => [o.value, o.label]));
    labelOf = (value) => {
      if (value === null || value === undefined || value === '') return '—';
      return byValue.get(String(value)) ?? `#${String(value)}`;
    };
    labelers.set(list, labelOf);
  }
  return labelOf;
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
  const labelOf = labelerOf(options);
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

/**
 * The label functions of these ref targets, from the options already loaded (`#id` labels for
 * a target still loading), following their answers. It loads nothing: a list renders its ref
 * cells from it at once, and `useRefOptions` or `usePrefetchRefOptions` do the loading.
 * @example
 * const labels = useRefLabels(['organisation.organization']);
 * labels['organisation.organization']!(12) // '第一食堂'
 */
export function useRefLabels(refKeys: readonly string[]): Readonly<Record<string, LabelOf>> {
  const { queries } = useAdminInternals();
  const last = useRef<{ keys: readonly string[]; answers: readonly unknown[]; labels: Readonly<Record<string, LabelOf>> } | null>(null);
  const subscribe = useCallback((onChange: () => void) => {
    const stops = refKeys.map((k) => queries.observe(optionsKey(k), onChange));
    return () => { for (const stop of stops) stop(); };
  }, [queries, refKeys]);
  // The same object while no answer changed: useSyncExternalStore compares snapshots by identity.
  const read = () => {
    const answers = refKeys.map((k) => queries.get<RefOption[]>(optionsKey(k)).data);
    const prev = last.current;
    if (prev && prev.keys === refKeys && answers.every((a, i) => a === prev.answers[i])) return prev.labels;
    const labels = Object.fromEntries(refKeys.map((k, i) => [k, labelerOf(answers[i] as RefOption[] | undefined)]));
    last.current = { keys: refKeys, answers, labels };
    return labels;
  };
  return useSyncExternalStore(subscribe, read, read);
}
