import type { TFlightDesignator } from '@tour/shared';
import type { TClock } from '../../clock';
import type { TAmadeusConfig } from '../../config';
import { ZAmadeusScheduleResponse, ZAmadeusToken } from './amadeus-mapping';

/** Reuse a token until this long before it expires (2-operator.md section 9: token refresh margin 5 minutes). */
export const TOKEN_REFRESH_MARGIN_MS = 5 * 60_000;

export type TAmadeusFailure = 'timeout' | 'network' | 'status' | 'malformed';

/** The schedule service did not give a usable answer; the caller falls back to the sample schedule. */
export class AmadeusUnavailableError extends Error {
  constructor(
    readonly reason: TAmadeusFailure,
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

type TToken = { accessToken: string; expiresAt: number };

/**
 * The Amadeus client: OAuth2 client-credentials token (POST /v1/security/oauth2/token), cached until five
 * minutes before it expires and shared by concurrent callers (one token request in flight at a time),
 * and the schedule lookup (GET /v2/schedule/flights) retried once with a new token after a 401. Every
 * call has a timeout. The credentials never leave the server (decision 7).
 */
export function createAmadeusClient(config: TAmadeusConfig, clock: TClock) {
  let cached: TToken | null = null;
  let pending: Promise<TToken> | null = null;

  async function send(url: string, init: RequestInit): Promise<{ status: number; body: unknown }> {
    let response: Response;
    try {
      response = await fetch(url, { ...init, signal: AbortSignal.timeout(config.timeoutMs) });
    } catch (error) {
      throw failureOf(error, url);
    }
    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      throw failureOf(error, url);
    }
    if (response.status === 401) return { status: 401, body: null };
    if (!response.ok) {
      throw new AmadeusUnavailableError('status', `${url} answered ${response.status}`, response.status);
    }
    try {
      return { status: response.status, body: JSON.parse(text) };
    } catch {
      throw new AmadeusUnavailableError('malformed', `${url} answered with something that is not JSON`);
    }
  }

  async function requestToken(): Promise<TToken> {
    const requestedAt = clock.now().getTime();
    const { status, body } = await send(`${config.baseUrl}/v1/security/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: config.clientId,
        client_secret: config.clientSecret,
      }).toString(),
    });
    if (status === 401) throw new AmadeusUnavailableError('status', 'The token request was refused (401)', 401);
    const token = ZAmadeusToken.safeParse(body);
    if (!token.success) throw new AmadeusUnavailableError('malformed', 'The token answer has no access_token');
    // Counted from when it was asked for, so the cache never outlives the token.
    return { accessToken: token.data.access_token, expiresAt: requestedAt + token.data.expires_in * 1000 };
  }

  function currentToken(): Promise<TToken> {
    if (cached && clock.now().getTime() < cached.expiresAt - TOKEN_REFRESH_MARGIN_MS) return Promise.resolve(cached);
    if (!pending) {
      pending = requestToken()
        .then((token) => {
          cached = token;
          return token;
        })
        .finally(() => {
          pending = null;
        });
    }
    return pending;
  }

  function scheduleUrl(designator: TFlightDesignator, date: string): string {
    const query = new URLSearchParams({
      carrierCode: designator.carrierCode,
      flightNumber: designator.number,
      scheduledDepartureDate: date,
    });
    if (designator.suffix) query.set('operationalSuffix', designator.suffix);
    return `${config.baseUrl}/v2/schedule/flights?${query}`;
  }

  /** The `data` entries Amadeus holds for one flight on one date (`[]` when it knows none). */
  async function scheduledFlights(designator: TFlightDesignator, date: string): Promise<unknown[]> {
    const url = scheduleUrl(designator, date);
    const lookup = (token: TToken) =>
      send(url, {
        headers: {
          authorization: `Bearer ${token.accessToken}`,
          accept: 'application/vnd.amadeus+json, application/json',
        },
      });
    let token = await currentToken();
    let answer = await lookup(token);
    if (answer.status === 401) {
      // Expired or revoked early: drop it (unless a concurrent caller already replaced it) and try once more.
      if (cached === token) cached = null;
      token = await currentToken();
      answer = await lookup(token);
      if (answer.status === 401) throw new AmadeusUnavailableError('status', 'Refused a fresh token (401)', 401);
    }
    const parsed = ZAmadeusScheduleResponse.safeParse(answer.body);
    if (!parsed.success) throw new AmadeusUnavailableError('malformed', 'The schedule answer has no data array');
    return parsed.data.data;
  }

  return { scheduledFlights };
}

function failureOf(error: unknown, url: string): AmadeusUnavailableError {
  const name = error instanceof Error ? error.name : '';
  if (name === 'TimeoutError' || name === 'AbortError') {
    return new AmadeusUnavailableError('timeout', `${url} did not answer in time`);
  }
  return new AmadeusUnavailableError('network', `${url} could not be reached: ${String(error)}`);
}
