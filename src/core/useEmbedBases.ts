/**
 * The embedded-page service bases an administrator set in the console (our addition
 * `common.embedService`, 000 section 2): read at run time by every embedded page.
 */
import { useAdminInternals } from './adminContext';
import { useQuery } from './query/useQuery';
import { resourceQueryKey } from './resource/useResourceList';
import type { ServiceKind } from './types';

/** The list call of `common.embedService` (our addition). */
export const EMBED_SERVICE_LIST_PATH = '/common/web/embedService/list';
/** The console page where an administrator sets the bases (the system domain's page). */
export const EMBED_SETTINGS_PATH = '/operationcenter/embedService';
/** Who may set them: the role key of `common.embedService`'s writes. */
export const EMBED_SETTINGS_PERMISSION = 'system-management';

/**
 * @example
 * const { data, loading } = useEmbedBases();
 * data?.meetingRoom // 'https://meet.example.com/web'
 */
export interface EmbedBases {
  readonly data: Readonly<Partial<Record<ServiceKind, string>>> | undefined;
  readonly loading: boolean;
  readonly error: Error | null;
}

const KINDS: readonly ServiceKind[] = ['property', 'dingcan', 'marketing', 'meetingRoom'];

/**
 * Rows of the list call -> kind -> base; rows of unknown kinds or without a base are ignored.
 * @example
 * basesFromRows([{ service: "dingcan", baseUrl: "https://d.example.com" }]) // { dingcan: "https://d.example.com" }
 */
export function basesFromRows(rows: unknown): Partial<Record<ServiceKind, string>> {
  const out: Partial<Record<ServiceKind, string>> = {};
  if (!Array.isArray(rows)) return out;
  for (const r of rows as { service?: unknown; baseUrl?: unknown }[]) {
    const kind = KINDS.find((k) => k === r?.service);
    if (kind && typeof r.baseUrl === 'string' && r.baseUrl.trim()) out[kind] = r.baseUrl.trim();
  }
  return out;
}

/**
 * The bases set in the console, kept in the read cache under the resource's key, so saving one
 * on the settings page (a write of `common.embedService`) reloads every embedded page's view.
 * @example
 * const { data } = useEmbedBases();
 */
export function useEmbedBases(options: { enabled?: boolean } = {}): EmbedBases {
  const { api } = useAdminInternals();
  const q = useQuery({
    key: [...resourceQueryKey('common.embedService'), 'bases'],
    enabled: options.enabled ?? true,
    fn: async () => basesFromRows((await api.call<{ data?: unknown }>('POST', EMBED_SERVICE_LIST_PATH, { body: {} })).data),
    retry: 1,
  });
  return { data: q.data, loading: q.isPending && (options.enabled ?? true) && !q.error, error: q.error };
}
