/**
 * The states of a list page that the seeded data never shows on its own, made from the story
 * server's real answers: every envelope with a `list` is emptied (as a filter that matches
 * nothing), held back (a slow server) or turned into the envelope of a failed call. Calls that
 * return no list (the profile, the key, dictionaries) are answered as they are.
 */
import type { StoryServer } from './storyServer';

/** How the story server answers list calls: as seeded, empty, never, or with an error envelope. */
export type ListAnswers = 'data' | 'empty' | 'loading' | 'error';

/** The envelope a failing call answers (the server's code and message, as the spec's envelope carries them). */
export const FAILED_ENVELOPE = { code: 500, msg: '服务器繁忙，请稍后再试' } as const;

const hasList = (envelope: unknown): envelope is { data: { list: unknown[]; total?: number } } =>
  typeof envelope === 'object' && envelope !== null && Array.isArray((envelope as { data?: { list?: unknown } }).data?.list);

/**
 * A fetch for AdminProvider over the story server's, answering list calls the chosen way.
 * @example
 * <AdminProvider fetch={answering(server.fetch, 'empty')} … />
 */
export function answering(fetch: StoryServer['fetch'], answers: ListAnswers): StoryServer['fetch'] {
  if (answers === 'data') return fetch;
  return async (request) => {
    const res = await fetch(request);
    const envelope: unknown = await res.clone().json().catch(() => null);
    if (!hasList(envelope)) return res;
    if (answers === 'loading') return new Promise<Response>(() => {}); // never answers: the page stays loading
    const body = answers === 'empty' ? { ...envelope, data: { ...envelope.data, list: [], total: 0 } } : FAILED_ENVELOPE;
    return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
  };
}
