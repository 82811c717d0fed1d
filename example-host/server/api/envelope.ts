/**
 * The `{ code, msg, data }` body every JSON answer carries. HTTP status is always 200: the
 * console reads the body code (000 section 8).
 */
import { CODE } from '../types';

export interface Envelope {
  readonly code: number;
  readonly msg: string;
  readonly data: unknown;
}

/** Success envelope; `undefined` data becomes null so the key is always present. */
export const ok = (data: unknown): Envelope => ({ code: CODE.ok, msg: 'success', data: data === undefined ? null : data });

/**
 * Failure envelope. A failure caused by one input names it in `data.field`, so a form can show the
 * message on that field (the msg already names it by its label for everyone else).
 */
export const fail = (code: number, msg: string, field?: string): Envelope => ({ code, msg, data: field ? { field } : null });

/** An envelope as a Response (HTTP 200, JSON, never cached). */
export function envelopeResponse(body: Envelope, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...headers },
  });
}
