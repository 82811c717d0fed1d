/**
 * Reads a request body up to a limit, and not a byte further: a declared Content-Length above it
 * is refused before reading, a chunked body is counted as it arrives and reading stops at the
 * first chunk past the limit. Either way the answer is the envelope's 413; the server never holds
 * more than the limit (plus one chunk) of a body, however much the client sends.
 */
import { ApiFail, CODE } from '../types';

/**
 * The body's bytes, or ApiFail(413, `tooLargeMsg`) once it passes `limit` bytes.
 * @example const bytes = await readBody(request, 1024 * 1024, '请求体过大（最大1MB）')
 */
export async function readBody(request: Request, limit: number, tooLargeMsg: string): Promise<Uint8Array> {
  const declared = request.headers.get('content-length');
  if (declared !== null && Number(declared) > limit) throw new ApiFail(CODE.tooLarge, tooLargeMsg);
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > limit) throw new ApiFail(CODE.tooLarge, tooLargeMsg);
      chunks.push(value);
    }
  } catch (e) {
    // Stop the upload here: what the client still sends is drained and dropped by the HTTP server.
    await reader.cancel().catch(() => undefined);
    if (e instanceof ApiFail) throw e;
    throw new ApiFail(CODE.badRequest, '请求体读取失败');
  }
  if (chunks.length === 1) return chunks[0]!;
  const out = new Uint8Array(total);
  let at = 0;
  for (const c of chunks) { out.set(c, at); at += c.byteLength; }
  return out;
}
