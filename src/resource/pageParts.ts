/** Small pure helpers of the resource page. */
// The page's calls are worked out in core (its controller needs them); kept here for existing imports.
export { editFields, importTemplate, primaryExport } from '../core';

/**
 * The message of a failure as the user should read it.
 * @example
 * <ErrorState message={errorText(query.error, t('common.unknownError'))} />
 */
export function errorText(error: unknown, fallback: string): string {
  // An ApiError carries the server's own msg; anything else its message.
  const msg = (error as { msg?: unknown } | null)?.msg;
  if (typeof msg === 'string' && msg) return msg;
  if (error instanceof Error) return error.message || fallback;
  return fallback;
}
