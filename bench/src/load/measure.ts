import { randomUUID } from "node:crypto";
import autocannon from "autocannon";

export interface SingleRequest {
  status: number;
  /** The median of `samples` sequential requests, after one to warm up. */
  medianMs: number;
  maxMs: number;
  bytes: number;
}

/**
 * One request at a time: what a person waits for on a quiet server. With `post`, a write as the app sends it:
 * that JSON body with a new Idempotency-Key each time.
 */
export async function singleRequest(
  url: string,
  headers: Record<string, string>,
  samples = 7,
  post?: Record<string, unknown>,
): Promise<SingleRequest> {
  const once = async () => {
    const init: RequestInit = post
      ? {
          method: "POST",
          headers: { ...headers, "content-type": "application/json", "idempotency-key": randomUUID() },
          body: JSON.stringify(post),
        }
      : { headers };
    const started = performance.now();
    const response = await fetch(url, init);
    const body = await response.arrayBuffer();
    return { ms: performance.now() - started, status: response.status, bytes: body.byteLength };
  };
  const warm = await once();
  const times: number[] = [];
  for (let i = 0; i < samples; i++) times.push((await once()).ms);
  times.sort((a, b) => a - b);
  return {
    status: warm.status,
    medianMs: round(times[Math.floor(times.length / 2)] ?? 0),
    maxMs: round(times[times.length - 1] ?? 0),
    bytes: warm.bytes,
  };
}

export interface LoadFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
}

/** autocannon with `connections` clients for `seconds`: req/s, p50, p99, errors (failures and non-2xx). */
export async function underLoad(
  url: string,
  headers: Record<string, string>,
  connections: number,
  seconds: number,
): Promise<LoadFigures> {
  const result = await autocannon({ url, headers, connections, duration: seconds });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

const round = (ms: number) => Math.round(ms * 10) / 10;
