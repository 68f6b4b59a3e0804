export interface LoadResult {
  requests: number;
  failures: number;
  seconds: number;
  perSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
}

/** A bounded closed-loop load on loopback: `concurrency` clients send `total` requests between them. */
export async function load(
  url: string,
  headers: Record<string, string>,
  total: number,
  concurrency: number,
): Promise<LoadResult> {
  const latencies: number[] = [];
  let failures = 0;
  let next = 0;
  const started = performance.now();
  const client = async () => {
    while (next < total) {
      next++;
      const t0 = performance.now();
      const response = await fetch(url, { headers }).catch(() => undefined);
      if (!response?.ok) failures++;
      await response?.arrayBuffer();
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, client));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    Number((latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0).toFixed(2));
  return {
    requests: total,
    failures,
    seconds: Number(seconds.toFixed(2)),
    perSecond: Math.round(total / seconds),
    p50Ms: at(0.5),
    p95Ms: at(0.95),
    p99Ms: at(0.99),
  };
}
