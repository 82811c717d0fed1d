/**
 * One load run on loopback with autocannon, in its own process so the load generator does not
 * share an event loop with the server it measures. Input and output are JSON on argv/stdout.
 * Bounded: stops after `durationS` seconds or `amount` requests, whichever comes first.
 */
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

export interface LoadSpec {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Several request variants, cycled (e.g. different ids). */
  requests?: { method?: 'GET' | 'POST'; path: string; body?: string; headers?: Record<string, string> }[];
  connections?: number;
  durationS?: number;
  amount?: number;
}

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
}

if (process.argv[2]) {
  // '@file': the spec in a file (thousands of request variants exceed one argument's size limit).
  const arg = process.argv[2];
  const spec = JSON.parse(arg.startsWith('@') ? readFileSync(arg.slice(1), 'utf8') : arg) as LoadSpec;
  const host = new URL(spec.url).hostname;
  if (host !== '127.0.0.1' && host !== 'localhost') throw new Error('load runs on loopback only');
  const r = await autocannon({
    url: spec.url,
    method: spec.method ?? 'GET',
    headers: spec.headers,
    body: spec.body,
    requests: spec.requests,
    connections: spec.connections ?? 10,
    duration: spec.durationS ?? 10,
    amount: spec.amount,
  });
  const out: LoadResult = {
    rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99,
    requests: r.requests.total, non2xx: r.non2xx, errors: r.errors,
  };
  process.stdout.write(JSON.stringify(out));
}
