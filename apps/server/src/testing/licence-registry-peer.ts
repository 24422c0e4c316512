import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { sampleLicences } from '../adapters/licence-registry/embedded-licence-registry';

/**
 * A local HTTP licence registry for tests: `GET /licences/{number}` answers the embedded samples
 * (200 JSON, 404 for an unknown number). The next answers can be scripted: a 5xx, a slow answer, or a
 * body that is not a record. It records the numbers asked for.
 */
export type TLicenceRegistryPeerStep =
  | { kind: 'status'; status: 500 | 502 | 503 }
  | { kind: 'slow'; delayMs: number }
  | { kind: 'malformed' };

export type TLicenceRegistryPeer = {
  url: string;
  /** LICENCE_REGISTRY_URL (and a short timeout) pointing the server at this peer. */
  env: Record<string, string>;
  requests: string[];
  script(...steps: TLicenceRegistryPeerStep[]): void;
  close(): Promise<void>;
};

export async function startLicenceRegistryPeer(options: { timeoutMs?: number } = {}): Promise<TLicenceRegistryPeer> {
  const steps: TLicenceRegistryPeerStep[] = [];
  const requests: string[] = [];
  const sockets = new Set<Socket>();
  const timers = new Set<NodeJS.Timeout>();

  const send = (response: ServerResponse, status: number, body: string) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(body);
  };

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://peer.local');
    const match = /^\/licences\/([^/]+)$/.exec(url.pathname);
    if (request.method !== 'GET' || !match?.[1]) return send(response, 404, '{"error":"not found"}');
    const licenseId = decodeURIComponent(match[1]);
    requests.push(licenseId);
    const step = steps.shift();
    if (step?.kind === 'status') return send(response, step.status, '{"error":"registry failure"}');
    if (step?.kind === 'malformed') return send(response, 200, '{"licenseId": 12, "status": ');
    const answer = () => {
      const record = sampleLicences(new Date()).find((candidate) => candidate.licenseId === licenseId);
      if (!record) return send(response, 404, '{"error":"no such licence"}');
      send(response, 200, JSON.stringify(record));
    };
    if (step?.kind === 'slow') {
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (!response.destroyed) answer();
      }, step.delayMs);
      timers.add(timer);
      return;
    }
    answer();
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    env: { LICENCE_REGISTRY_URL: url, LICENCE_REGISTRY_TIMEOUT_MS: String(options.timeoutMs ?? 1000) },
    requests,
    script: (...next) => {
      steps.push(...next);
    },
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
