import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Socket } from 'node:net';

/**
 * A small HTTP server that speaks the part of Amadeus for Developers the flight adapter uses, for tests
 * (domain-facts.md section 2): the client-credentials token (POST /v1/security/oauth2/token, form body,
 * flat error shape) and On-Demand Flight Status (GET /v2/schedule/flights with a Bearer token, `errors[]`
 * shape). It keeps its flights in memory (`addFlight`) and can be scripted: the next schedule answers can
 * be a 401, 429, 500, empty data, a malformed body or a slow answer (`scriptSchedule`), tokens can be
 * expired (`expireTokens`) and given any lifetime (`tokenLifetimeSeconds`). It records every request.
 */
export type TAmadeusPeerStep =
  | { kind: 'unauthorized' }
  | { kind: 'status'; status: 429 | 500 | 503 }
  | { kind: 'empty' }
  | { kind: 'malformed' }
  | { kind: 'slow'; delayMs: number };

export type TAmadeusPeerRequest = {
  method: string;
  path: string;
  /** The bearer token sent, or the form fields of a token request. */
  token: string | null;
  form: Record<string, string> | null;
  query: Record<string, string>;
};

export type TPeerFlight = {
  carrierCode: string;
  flightNumber: number;
  date: string;
  from: string;
  to: string;
  /** Local times with the airports' offsets, as Amadeus writes them: '2026-09-01T08:00+07:00'. */
  departs: string;
  arrives: string;
  departureTerminal?: string;
  departureGate?: string;
  arrivalTerminal?: string;
  aircraftType?: string;
};

export type TAmadeusPeer = {
  url: string;
  clientId: string;
  clientSecret: string;
  /** AMADEUS_* pointing the server at this peer. */
  env: Record<string, string>;
  requests: TAmadeusPeerRequest[];
  tokenRequests(): TAmadeusPeerRequest[];
  scheduleRequests(): TAmadeusPeerRequest[];
  addFlight(flight: TPeerFlight): void;
  /** The next schedule requests answer these, in order, before normal answers resume. */
  scriptSchedule(...steps: TAmadeusPeerStep[]): void;
  /** Every token issued so far answers 401 (code 38192, token expired) from now on. */
  expireTokens(): void;
  /** `expires_in` of the tokens issued next (Amadeus: 1799). */
  tokenLifetimeSeconds: number;
  reset(): void;
  close(): Promise<void>;
};

export function datedFlight(flight: TPeerFlight) {
  const point = (terminal?: string, gate?: string) => ({
    ...(terminal ? { terminal: { code: terminal } } : {}),
    ...(gate ? { gate: { mainGate: gate } } : {}),
  });
  return {
    type: 'DatedFlight',
    scheduledDepartureDate: flight.date,
    flightDesignator: { carrierCode: flight.carrierCode, flightNumber: flight.flightNumber },
    flightPoints: [
      {
        iataCode: flight.from,
        departure: {
          ...point(flight.departureTerminal, flight.departureGate),
          timings: [{ qualifier: 'STD', value: flight.departs }],
        },
      },
      {
        iataCode: flight.to,
        arrival: { ...point(flight.arrivalTerminal), timings: [{ qualifier: 'STA', value: flight.arrives }] },
      },
    ],
    segments: [{ boardPointIataCode: flight.from, offPointIataCode: flight.to }],
    legs: [
      {
        boardPointIataCode: flight.from,
        offPointIataCode: flight.to,
        aircraftEquipment: { aircraftType: flight.aircraftType ?? '320' },
      },
    ],
  };
}

const AMADEUS_JSON = 'application/vnd.amadeus+json';

function amadeusErrors(status: number, code: number, title: string, detail: string) {
  return { errors: [{ status, code, title, detail }] };
}

export async function startAmadeusPeer(): Promise<TAmadeusPeer> {
  const clientId = `peer-client-${randomBytes(4).toString('hex')}`;
  const clientSecret = `peer-secret-${randomBytes(8).toString('hex')}`;
  const flights: TPeerFlight[] = [];
  const script: TAmadeusPeerStep[] = [];
  const tokens = new Map<string, { expiresAt: number; expired: boolean }>();
  const requests: TAmadeusPeerRequest[] = [];
  const sockets = new Set<Socket>();
  const timers = new Set<NodeJS.Timeout>();

  function reply(response: ServerResponse, status: number, body: unknown, type = 'application/json') {
    response.writeHead(status, { 'content-type': type });
    response.end(typeof body === 'string' ? body : JSON.stringify(body));
  }

  function issueToken(response: ServerResponse, form: Record<string, string>) {
    if (form.grant_type !== 'client_credentials') {
      return reply(response, 400, {
        error: 'unsupported_grant_type',
        error_description: 'Only client_credentials value is allowed for the body parameter grant_type',
        code: 38187,
        title: 'Invalid parameters',
      });
    }
    if (form.client_id !== clientId || form.client_secret !== clientSecret) {
      return reply(response, 401, {
        error: 'invalid_client',
        error_description: 'Client credentials are invalid',
        code: 38187,
        title: 'Invalid parameters',
      });
    }
    const accessToken = randomBytes(16).toString('hex');
    tokens.set(accessToken, { expiresAt: Date.now() + peer.tokenLifetimeSeconds * 1000, expired: false });
    reply(response, 200, {
      type: 'amadeusOAuth2Token',
      username: 'tests@example.test',
      application_name: 'Amadeus peer',
      client_id: clientId,
      token_type: 'Bearer',
      access_token: accessToken,
      expires_in: peer.tokenLifetimeSeconds,
      state: 'approved',
      scope: '',
    });
  }

  function answerSchedule(response: ServerResponse, token: string | null, query: Record<string, string>) {
    const held = token ? tokens.get(token) : undefined;
    if (!held)
      return reply(
        response,
        401,
        amadeusErrors(
          401,
          38190,
          'Invalid access token',
          'The access token provided in the Authorization header is invalid',
        ),
        AMADEUS_JSON,
      );
    if (held.expired || Date.now() >= held.expiresAt)
      return reply(
        response,
        401,
        amadeusErrors(401, 38192, 'Access token expired', 'The access token is expired'),
        AMADEUS_JSON,
      );
    const step = script.shift();
    if (step?.kind === 'unauthorized') {
      return reply(
        response,
        401,
        amadeusErrors(
          401,
          38190,
          'Invalid access token',
          'The access token provided in the Authorization header is invalid',
        ),
        AMADEUS_JSON,
      );
    }
    if (step?.kind === 'status') {
      const error =
        step.status === 429
          ? amadeusErrors(429, 38194, 'Too many requests', 'The network rate limit is exceeded, please try again later')
          : amadeusErrors(
              step.status,
              38189,
              'Internal error',
              'An internal error occurred, please contact your administrator',
            );
      return reply(response, step.status, error, AMADEUS_JSON);
    }
    if (step?.kind === 'malformed') return reply(response, 200, '<html>gateway error</html>', 'text/html');
    const { carrierCode, flightNumber, scheduledDepartureDate } = query;
    if (!carrierCode || !flightNumber || !scheduledDepartureDate) {
      return reply(
        response,
        400,
        amadeusErrors(400, 32171, 'MANDATORY DATA MISSING', 'Missing mandatory query parameter'),
        AMADEUS_JSON,
      );
    }
    const data =
      step?.kind === 'empty'
        ? []
        : flights
            .filter(
              (f) =>
                f.carrierCode === carrierCode &&
                String(f.flightNumber) === flightNumber &&
                f.date === scheduledDepartureDate,
            )
            .map(datedFlight);
    const body = {
      meta: { count: data.length, links: { self: `${peer.url}/v2/schedule/flights?${new URLSearchParams(query)}` } },
      data,
    };
    if (step?.kind === 'slow') {
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (!response.destroyed) reply(response, 200, body, AMADEUS_JSON);
      }, step.delayMs);
      timers.add(timer);
      return;
    }
    reply(response, 200, body, AMADEUS_JSON);
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://peer');
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const authorization = request.headers.authorization ?? '';
    const token = authorization.startsWith('Bearer ') ? authorization.slice('Bearer '.length) : null;
    const query = Object.fromEntries(url.searchParams);
    if (request.method === 'POST' && url.pathname === '/v1/security/oauth2/token') {
      const form = Object.fromEntries(new URLSearchParams(text));
      requests.push({ method: 'POST', path: url.pathname, token: null, form, query });
      return issueToken(response, form);
    }
    if (request.method === 'GET' && url.pathname === '/v2/schedule/flights') {
      requests.push({ method: 'GET', path: url.pathname, token, form: null, query });
      return answerSchedule(response, token, query);
    }
    reply(response, 404, amadeusErrors(404, 38196, 'Resource not found', 'The targeted resource does not exist'));
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent)
        reply(response, 500, amadeusErrors(500, 141, 'SYSTEM ERROR HAS OCCURRED', String(error)));
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;

  const peer: TAmadeusPeer = {
    url,
    clientId,
    clientSecret,
    env: { AMADEUS_CLIENT_ID: clientId, AMADEUS_CLIENT_SECRET: clientSecret, AMADEUS_BASE_URL: url },
    requests,
    tokenRequests: () => requests.filter((r) => r.path === '/v1/security/oauth2/token'),
    scheduleRequests: () => requests.filter((r) => r.path === '/v2/schedule/flights'),
    addFlight: (flight) => {
      flights.push(flight);
    },
    scriptSchedule: (...steps) => {
      script.push(...steps);
    },
    expireTokens: () => {
      for (const held of tokens.values()) held.expired = true;
    },
    tokenLifetimeSeconds: 1799,
    reset: () => {
      requests.length = 0;
      script.length = 0;
    },
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
  return peer;
}
