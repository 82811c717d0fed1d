/** The text to show for a failure: the server's msg, the transport message, or a fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error && typeof error === 'object') {
    const { msg, message } = error as { msg?: unknown; message?: unknown };
    if (typeof msg === 'string' && msg) return msg;
    if (typeof message === 'string' && message) return message;
  }
  return typeof error === 'string' && error ? error : fallback;
}
