/**
 * The error log (000 section 8 "Unhandled UI errors"): errors caught by the page error
 * boundaries are kept here and shown in the shell's error-log dialog (Message, Stack, Url).
 */
import { useMemo } from 'react';
import { useAdminInternals } from './adminContext';
import { createStore, useStore, type Store } from './store';

/**
 * @example
 * const { entries, clear } = useErrorLog();
 * <Badge dot hidden={!entries.length}><IconButton icon="bug" onClick={open} /></Badge>
 */
export interface ErrorLogEntry {
  readonly message: string;
  readonly stack: string;
  /** The page the error happened on. */
  readonly url: string;
  /** Epoch ms. */
  readonly time: number;
}

/** Extra context, e.g. React's `{ componentStack }` from an error boundary. */
export interface ErrorInfoLike {
  readonly componentStack?: string | null;
}

/** Oldest entries are dropped beyond this, so a crash loop cannot eat memory. */
export const ERROR_LOG_LIMIT = 50;

export interface ErrorLogStore extends Store<readonly ErrorLogEntry[]> {
  add(error: unknown, info?: ErrorInfoLike): void;
  clear(): void;
}

const currentUrl = () => (typeof window !== 'undefined' ? window.location.href : '');

/** Normalises anything thrown into message and stack. */
export function describeError(error: unknown): { message: string; stack: string } {
  if (error instanceof Error) return { message: error.message || error.name, stack: error.stack ?? '' };
  if (typeof error === 'string') return { message: error, stack: '' };
  try {
    return { message: JSON.stringify(error) ?? String(error), stack: '' };
  } catch {
    return { message: String(error), stack: '' };
  }
}

/**
 * @example
 * const log = createErrorLogStore(); log.add(new Error('boom')); log.getState()[0].message // 'boom'
 */
export function createErrorLogStore(now: () => number = Date.now): ErrorLogStore {
  const store = createStore<readonly ErrorLogEntry[]>([]);
  return {
    ...store,
    add(error, info) {
      const { message, stack } = describeError(error);
      const component = info?.componentStack ? `\n\nComponent stack:${info.componentStack}` : '';
      const entry: ErrorLogEntry = { message, stack: `${stack}${component}`.trim(), url: currentUrl(), time: now() };
      store.setState((list) => [...list, entry].slice(-ERROR_LOG_LIMIT));
    },
    clear() {
      store.setState([]);
    },
  };
}

/**
 * The caught errors of this console, oldest first.
 * @example
 * const { entries, clear } = useErrorLog();
 * <Badge dot hidden={!entries.length}><IconButton icon="bug" onClick={open} /></Badge>
 */
export function useErrorLog(): { entries: readonly ErrorLogEntry[]; add: ErrorLogStore['add']; clear: () => void } {
  const { errorLog } = useAdminInternals();
  const entries = useStore(errorLog);
  return useMemo(() => ({ entries, add: errorLog.add, clear: errorLog.clear }), [entries, errorLog]);
}
