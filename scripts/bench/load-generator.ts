import http from 'node:http';

export type TLoadResult = {
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  non2xx: number;
};

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round(sorted[Math.max(0, index)]! * 10) / 10;
}

/**
 * Keeps `connections` keep-alive connections busy with GET requests for `durationMs`, recording
 * every latency. Bounded in time; only meant for a server on loopback.
 */
export async function runLoad(options: {
  port: number;
  paths: string[];
  connections: number;
  durationMs: number;
  method?: 'GET' | 'POST';
  body?: (index: number) => string;
  headers?: Record<string, string>;
  /** Stop early once this many requests were sent (a bounded booking run). */
  maxRequests?: number;
}): Promise<TLoadResult & { statusCounts: Record<number, number> }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const latencies: number[] = [];
  let errors = 0;
  let non2xx = 0;
  let counter = 0;
  const statusCounts: Record<number, number> = {};
  const started = performance.now();
  const deadline = started + options.durationMs;

  const once = () =>
    new Promise<void>((resolve) => {
      const index = counter++;
      const path = options.paths[index % options.paths.length]!;
      const body = options.body?.(index);
      const begin = performance.now();
      const request = http.request(
        {
          host: '127.0.0.1',
          port: options.port,
          path,
          method: options.method ?? 'GET',
          agent,
          headers: {
            ...options.headers,
            ...(body ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) } : {}),
          },
        },
        (response) => {
          response.resume();
          response.on('end', () => {
            latencies.push(performance.now() - begin);
            statusCounts[response.statusCode ?? 0] = (statusCounts[response.statusCode ?? 0] ?? 0) + 1;
            if (!response.statusCode || response.statusCode >= 300) non2xx += 1;
            resolve();
          });
        },
      );
      request.on('error', () => {
        errors += 1;
        resolve();
      });
      request.end(body);
    });

  await Promise.all(
    Array.from({ length: options.connections }, async () => {
      while (performance.now() < deadline && counter < (options.maxRequests ?? Infinity)) await once();
    }),
  );
  agent.destroy();
  const elapsedS = (performance.now() - started) / 1000;
  const sorted = latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    rps: Math.round(latencies.length / elapsedS),
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    errors,
    non2xx,
    statusCounts,
  };
}
