import type { FetchLike } from './types';

/** A recording fake of fetch for adapter tests: answers from a queue, remembers every request. */
export function fakeFetch(responses: Array<{ status: number; body: unknown } | Error>) {
  const calls: Array<{ url: string; method: string; headers: Record<string, string>; body: string | undefined }> = [];
  const fetch: FetchLike = async (url, init) => {
    calls.push({ url, method: init.method, headers: init.headers, body: init.body });
    const next = responses.shift();
    if (!next) throw new Error(`unexpected request to ${url}`);
    if (next instanceof Error) throw next;
    const text = typeof next.body === 'string' ? next.body : JSON.stringify(next.body);
    return { status: next.status, ok: next.status >= 200 && next.status < 300, text: async () => text };
  };
  return { fetch, calls };
}
