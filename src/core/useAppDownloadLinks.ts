/**
 * App download links (000 sections 3 and 7): the DOWNLOAD_MANAGER_APP dictionary items, the
 * first being Android and the second iOS; saved as JSON through updateDictionaryGroupAppDownload.
 */
import type { Envelope } from '../api/types';
import { useAdminInternals } from './adminContext';
import { useMutation } from './query/useMutation';
import { useQuery } from './query/useQuery';

/**
 * @example
 * APP_DOWNLOAD_GROUP // 'DOWNLOAD_MANAGER_APP', the group `useAppDownloadLinks` reads
 */
export const APP_DOWNLOAD_GROUP = 'DOWNLOAD_MANAGER_APP';
export const APP_DOWNLOAD_QUERY_KEY = ['sc-admin', 'appDownloadLinks'] as const;

/**
 * @example
 * const { android, ios, save } = useAppDownloadLinks();
 * await save({ android: 'https://dl.example.com/a.apk', ios: 'https://apps.apple.com/app/id1' });
 */
export interface AppDownloadLinks {
  readonly android: string | null;
  readonly ios: string | null;
}

/** Reads the first two items' `url` (falling back to `value`): Android, then iOS. */
export function linksFromItems(data: unknown): AppDownloadLinks {
  const list = Array.isArray(data) ? data
    : Array.isArray((data as { list?: unknown } | null)?.list) ? (data as { list: unknown[] }).list : [];
  const urlOf = (item: unknown): string | null => {
    if (typeof item !== 'object' || item === null) return null;
    const i = item as Record<string, unknown>;
    const v = typeof i.url === 'string' && i.url.trim() ? i.url : typeof i.value === 'string' && i.value.trim() ? i.value : null;
    return v ? v.trim() : null;
  };
  return { android: urlOf(list[0]), ios: urlOf(list[1]) };
}

/**
 * @example
 * const { android, ios, save } = useAppDownloadLinks();
 * await save({ android: 'https://dl.example.com/a.apk', ios: 'https://apps.apple.com/app/id1' });
 */
export interface AppDownloadApi extends AppDownloadLinks {
  readonly loading: boolean;
  readonly error: Error | null;
  readonly saving: boolean;
  /** Saves both links; rejects with the server's error (already toasted by the client). */
  save(links: { android: string; ios: string }): Promise<void>;
  reload(): void;
}

/**
 * @example
 * const { android, ios, save } = useAppDownloadLinks();
 * await save({ android: 'https://dl.example.com/a.apk', ios: 'https://apps.apple.com/app/id1' });
 */
export function useAppDownloadLinks(options: { enabled?: boolean } = {}): AppDownloadApi {
  const { api, queries } = useAdminInternals();
  const query = useQuery({
    key: APP_DOWNLOAD_QUERY_KEY,
    enabled: options.enabled ?? true,
    fn: async () => linksFromItems((await api.call<Envelope>('POST', '/basesetting/dictionaryItem/getDictionaryItemByGroupCode', {
      body: { groupCode: APP_DOWNLOAD_GROUP },
    })).data),
    retry: 0,
  });
  const mutation = useMutation(
    (links: { android: string; ios: string }) => api.call('POST', '/basesetting/dictionaryItem/updateDictionaryGroupAppDownload', {
      body: { androidUrl: links.android.trim(), iosUrl: links.ios.trim() },
    }),
  );
  return {
    android: query.data?.android ?? null,
    ios: query.data?.ios ?? null,
    loading: query.isLoading,
    error: query.error,
    saving: mutation.pending,
    save: async (links) => {
      await mutation.run(links);
      await queries.invalidate(APP_DOWNLOAD_QUERY_KEY);
    },
    reload: () => void query.refetch(),
  };
}
