import autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSecond: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

export interface LoadOptions {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  seconds?: number;
  connections?: number;
  /** fixed offered load (requests/s over all connections); omit for closed-loop max throughput */
  overallRate?: number;
  /** headers computed for every request (e.g. a fresh Idempotency-Key) */
  perRequestHeaders?: () => Record<string, string>;
}

/** Closed-loop (or fixed-rate) HTTP load with autocannon. */
export async function load(options: LoadOptions): Promise<LoadResult> {
  const result = await autocannon({
    url: options.url,
    method: options.method ?? 'GET',
    headers: options.headers,
    body: options.body,
    duration: options.seconds ?? 5,
    connections: options.connections ?? 20,
    overallRate: options.overallRate,
    ...(options.perRequestHeaders
      ? {
          requests: [
            {
              setupRequest: (request: autocannon.Request) => ({
                ...request,
                headers: { ...request.headers, ...options.perRequestHeaders!() },
              }),
            },
          ],
        }
      : {}),
  });
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/** Warm the JIT and caches before measuring. */
export async function warm(options: LoadOptions): Promise<void> {
  await load({ ...options, seconds: 2 });
}

export const pct = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)}%`;
