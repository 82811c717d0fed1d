/**
 * What the API client does with failures (000 section 8), wired by AdminProvider:
 * - body code 401: ONE confirm ('Confirm logout' / 'Log in again' / cancel stays) however many
 *   calls fail at once; confirming clears the session and reloads the page;
 * - any other body code: an error toast for 5 s with the server msg, or the code;
 * - transport failures: an error toast with the HTTP status and text (or the error message).
 */
import { ApiError, TransportError } from '../../api/errors';
import { TOAST_DURATION_MS } from '../../utils/constants';
import type { Translator } from '../../i18n';
import type { NotifyStore } from './notifyStore';

export const UNAUTHORIZED_DEDUPE_KEY = 'sc-unauthorized';

export interface ApiHandlerDeps {
  readonly notify: NotifyStore;
  /** The translator of the current locale (read at failure time). */
  readonly t: () => Translator;
  /**
   * False while the session is not in working order (logged out, or the guard is still loading
   * the profile): then a 401 opens no dialog, because the guard's own failure path (log out,
   * error, '/') handles it.
   */
  readonly sessionActive: () => boolean;
  /** Clears the session and reloads the page. */
  readonly relogin: () => void;
}

/** The message of a failure for a toast. */
export function failureMessage(error: Error, t: Translator): string {
  if (error instanceof ApiError) return error.msg || String(error.code);
  if (error instanceof TransportError) return error.message || t('common.unknownError');
  return error.message || t('common.unknownError');
}

/**
 * @example
 * const handlers = createApiHandlers({ notify, t: () => translator, sessionActive, relogin });
 * createApiClient({ baseUrl, onUnauthorized: handlers.onUnauthorized, onError: handlers.onError });
 */
export function createApiHandlers(deps: ApiHandlerDeps) {
  const { notify } = deps;
  return {
    onUnauthorized(): Promise<void> {
      // Resolving at once closes the client's 401 episode, so a later real expiry still asks.
      if (!deps.sessionActive()) return Promise.resolve();
      const t = deps.t();
      return notify.confirm({
        title: t('unauthorized.title'),
        message: t('unauthorized.message'),
        confirmText: t('unauthorized.relogin'),
        cancelText: t('common.cancel'),
        dedupeKey: UNAUTHORIZED_DEDUPE_KEY,
      }).then((relogin) => {
        if (relogin) deps.relogin();
      });
    },
    onError(error: Error): void {
      notify.show('error', failureMessage(error, deps.t()), TOAST_DURATION_MS);
    },
  };
}
