import http from 'node:http';

/**
 * Open-loop HTTP load: requests start on a fixed schedule (every tick, rate × tick of them), whether or not earlier
 * ones were answered, so the latencies are the server's at that offered rate. autocannon's fixed rate sends each
 * connection's share at the start of every second, in one burst, which measures its own queue.
 */
export interface OpenLoopResult {
  sent: number;
  answered: number;
  non2xx: number;
  errors: number;
  p50Ms: number;
  p99Ms: number;
}

export interface OpenLoopRequest {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

const TICK_MS = 5;

export async function openLoop(url: string, rate: number, seconds: number, next: (i: number) => OpenLoopRequest): Promise<OpenLoopResult> {
  const target = new URL(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
  const latencies: number[] = [];
  let non2xx = 0;
  let errors = 0;
  let sent = 0;
  const inFlight: Promise<void>[] = [];
  const fire = (req: OpenLoopRequest) =>
    new Promise<void>((resolve) => {
      const started = performance.now();
      const r = http.request(
        { host: target.hostname, port: target.port, method: req.method, path: req.path, headers: req.headers, agent },
        (res) => {
          res.resume();
          res.on('end', () => {
            latencies.push(performance.now() - started);
            if ((res.statusCode ?? 0) < 200 || (res.statusCode ?? 0) >= 300) non2xx++;
            resolve();
          });
        },
      );
      r.on('error', () => {
        errors++;
        resolve();
      });
      r.end(req.body);
    });
  const begin = performance.now();
  const total = Math.round(rate * seconds);
  while (sent < total) {
    const due = Math.min(total, Math.floor(((performance.now() - begin) / 1000) * rate));
    for (; sent < due; sent++) inFlight.push(fire(next(sent)));
    await new Promise((r) => setTimeout(r, TICK_MS));
  }
  await Promise.all(inFlight);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { sent, answered: latencies.length, non2xx, errors, p50Ms: Math.round(at(0.5)), p99Ms: Math.round(at(0.99)) };
}
