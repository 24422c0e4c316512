import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * A local slip verification service for tests: `POST /verify` with the bearer key answers `{ ok: true }`, or
 * `{ ok: false, reason }` for a reference in `refused`; a wrong key is 401. The next answers can be scripted:
 * a 5xx, a slow answer, or a body that is not a verdict. It records the slips asked about.
 */
export type TSlipVerifierPeerStep =
  | { kind: 'status'; status: 500 | 502 | 503 }
  | { kind: 'slow'; delayMs: number }
  | { kind: 'malformed' };

export type TSlipVerifierRequest = { bankCode: string; reference: string; amount: number; currency: string };

export type TSlipVerifierPeer = {
  url: string;
  /** SLIP_VERIFIER=http with this peer's URL and key (and a short timeout). */
  env: Record<string, string>;
  requests: TSlipVerifierRequest[];
  /** References the peer answers as not a real transfer. */
  refused: Set<string>;
  script(...steps: TSlipVerifierPeerStep[]): void;
  close(): Promise<void>;
};

const API_KEY = 'slip-peer-key-123456';
const MAX_BODY_BYTES = 16 * 1024;

export async function startSlipVerifierPeer(options: { timeoutMs?: number } = {}): Promise<TSlipVerifierPeer> {
  const steps: TSlipVerifierPeerStep[] = [];
  const requests: TSlipVerifierRequest[] = [];
  const refused = new Set<string>();
  const sockets = new Set<Socket>();
  const timers = new Set<NodeJS.Timeout>();

  const send = (response: ServerResponse, status: number, body: string) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(body);
  };

  const answer = (response: ServerResponse, body: string) => {
    let slip: TSlipVerifierRequest;
    try {
      slip = JSON.parse(body) as TSlipVerifierRequest;
    } catch {
      return send(response, 400, '{"error":"not JSON"}');
    }
    requests.push(slip);
    const step = steps.shift();
    if (step?.kind === 'status') return send(response, step.status, '{"error":"verifier failure"}');
    if (step?.kind === 'malformed') return send(response, 200, '{"verdict": "maybe"');
    const verdict = refused.has(slip.reference)
      ? { ok: false, reason: 'no such transaction at the sending bank' }
      : { ok: true };
    if (step?.kind === 'slow') {
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (!response.destroyed) send(response, 200, JSON.stringify(verdict));
      }, step.delayMs);
      timers.add(timer);
      return;
    }
    send(response, 200, JSON.stringify(verdict));
  };

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    if (request.method !== 'POST' || request.url !== '/verify') return send(response, 404, '{"error":"not found"}');
    if (request.headers.authorization !== `Bearer ${API_KEY}`) return send(response, 401, '{"error":"bad key"}');
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
      if (body.length > MAX_BODY_BYTES) request.destroy();
    });
    request.on('end', () => answer(response, body));
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    env: {
      SLIP_VERIFIER: 'http',
      SLIP_VERIFIER_URL: url,
      SLIP_VERIFIER_API_KEY: API_KEY,
      SLIP_VERIFIER_TIMEOUT_MS: String(options.timeoutMs ?? 1000),
    },
    requests,
    refused,
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
