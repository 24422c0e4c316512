import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { TDb } from '@tour/db';
import { openTestDatabase, TEST_BACKENDS } from '@tour/db/testing';
import { FLIGHT_MESSAGES, type TFlightSearchResponse, type TRole } from '@tour/shared';
import { queryRows } from '../../db';
import { startAmadeusPeer, type TAmadeusPeer } from '../../testing/amadeus-peer';
import { createTestApp, sessionCookieOf, uniqueEmail, type TTestApp } from '../../testing/test-app';

/**
 * Flight lookup end to end, on PGlite and PostgreSQL: the built-in sample schedule, and the Amadeus
 * adapter talking HTTP to a local peer that speaks Amadeus' token and schedule API (testing/amadeus-peer.ts).
 */
const PASSWORD = 'secret1';
const DATE = '2026-09-01';
const OPERATORS = ['agent', 'wholesale_owner', 'wholesale_seller', 'admin'] as const;

describe.each(TEST_BACKENDS)('flight lookup on %s', (backend) => {
  let db: TDb;
  let close: () => Promise<void>;
  let peer: TAmadeusPeer;
  const emails = new Map<TRole, string>();
  const apps: TTestApp[] = [];

  beforeAll(async () => {
    const handle = await openTestDatabase(backend);
    db = handle.db;
    close = handle.close;
    peer = await startAmadeusPeer();
    peer.addFlight({
      carrierCode: 'TG',
      flightNumber: 102,
      date: DATE,
      from: 'BKK',
      to: 'CNX',
      departs: `${DATE}T08:10+07:00`,
      arrives: `${DATE}T09:20+07:00`,
      departureTerminal: '1',
      departureGate: 'D4',
      aircraftType: '320',
    });
    peer.addFlight({
      carrierCode: 'AF',
      flightNumber: 165,
      date: DATE,
      from: 'CDG',
      to: 'BKK',
      departs: `${DATE}T22:30+02:00`,
      arrives: '2026-09-02T15:50+07:00',
    });
    const setup = await appWith();
    for (const role of ['customer', 'registered_customer', ...OPERATORS] as const) {
      const email = uniqueEmail(role);
      const response = await setup.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up',
        payload: { email, password: PASSWORD, confirmPassword: PASSWORD },
      });
      expect(response.statusCode).toBe(201);
      await queryRows(db, sql`update profiles set role = ${role} where id = ${response.json().user.id}`);
      emails.set(role, email);
    }
  });
  beforeEach(() => peer.reset());
  afterEach(async () => {
    for (const t of apps.splice(0)) await t.app.close();
  });
  afterAll(async () => {
    await peer.close();
    await close();
  });

  async function appWith(env: Record<string, string> = {}) {
    const t = await createTestApp(db, backend, {
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      WRITE_RATE_LIMIT_PER_MINUTE: '1000',
      ...env,
    });
    apps.push(t);
    return t;
  }

  /** A session started now on this app's clock (sessions end after 15 idle minutes). */
  async function signIn(t: TTestApp, role: TRole) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: emails.get(role), password: PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    return { sid: sessionCookieOf(response) };
  }

  function search(t: TTestApp, cookies: Record<string, string>, flightNumber: string, date = DATE) {
    return t.app.inject({ method: 'GET', url: '/api/flights/search', query: { flightNumber, date }, cookies });
  }

  function flightDeal(t: TTestApp, cookies: Record<string, string>, payload: object) {
    return t.app.inject({ method: 'POST', url: '/api/flight-deal', payload, cookies });
  }

  async function searchAsAgent(t: TTestApp, flightNumber = 'TG102') {
    const response = await search(t, await signIn(t, 'agent'), flightNumber);
    expect(response.statusCode).toBe(200);
    return response.json<TFlightSearchResponse>();
  }

  describe('on the sample schedule (no AMADEUS_*)', () => {
    it('answers every operator role with the same flight, in airport-local times with their offsets', async () => {
      const t = await appWith();
      const answers = [];
      for (const role of OPERATORS) {
        const response = await search(t, await signIn(t, role), 'tg102');
        expect(response.statusCode, role).toBe(200);
        answers.push(response.json<TFlightSearchResponse>());
      }
      expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
      const [answer] = answers;
      expect(answer?.source).toBe('sample');
      expect(answer?.flights).toHaveLength(1);
      expect(answer?.flights[0]).toMatchObject({
        flightNumber: 'TG102',
        airline: 'Thai Airways',
        carrierCode: 'TG',
        status: 'Scheduled',
        scheduledDepartureDate: DATE,
        departure: {
          city: 'BKK',
          airport: 'Suvarnabhumi Airport',
          date: DATE,
          time: '08:00',
          utcOffset: '+07:00',
          dateTime: `${DATE}T08:00:00+07:00`,
        },
        arrival: { city: 'CNX', airport: 'Chiang Mai International Airport', date: DATE, utcOffset: '+07:00' },
      });
      expect(answer?.flights[0]?.duration).toMatch(/^\d+h \d+m$/);
    });

    it('refuses customers and signed-out visitors', async () => {
      const t = await appWith();
      for (const role of ['customer', 'registered_customer'] as const) {
        const refused = await search(t, await signIn(t, role), 'TG102');
        expect(refused.statusCode, role).toBe(403);
        expect(refused.json().error.code).toBe('FORBIDDEN');
      }
      const anonymous = await search(t, {}, 'TG102');
      expect(anonymous.statusCode).toBe(401);
    });

    it("checks the query with the spec's rules, and finds nothing for an airline outside the map", async () => {
      const t = await appWith();
      const cookies = await signIn(t, 'agent');
      const missing = await t.app.inject({
        method: 'GET',
        url: '/api/flights/search',
        query: { flightNumber: 'TG102' },
        cookies,
      });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().error.fields.date).toBe(FLIGHT_MESSAGES.searchRequired);
      const symbols = await search(t, cookies, 'TG-102');
      expect(symbols.statusCode).toBe(400);
      expect(symbols.json().error.fields.flightNumber).toBe(FLIGHT_MESSAGES.flightNumberCharacters);
      const tooLong = await search(t, cookies, 'TG10234');
      expect(tooLong.json().error.fields.flightNumber).toBe(FLIGHT_MESSAGES.flightNumberCharacters);
      const badDate = await search(t, cookies, 'TG102', '2026-02-30');
      expect(badDate.json().error.fields.date).toBe(FLIGHT_MESSAGES.invalidDate);
      expect((await searchAsAgent(t, 'XX999')).flights).toEqual([]);
    });

    it('lists the demo routes of an airline code typed alone', async () => {
      const t = await appWith();
      const answer = await searchAsAgent(t, 'PG');
      expect(answer.flights.map((flight) => flight.flightNumber)).toEqual(['PG261', 'PG262', 'PG711', 'PG712']);
    });

    it('Flight Deal: admins only, with the spec messages, and a 404 when no flight matches', async () => {
      const t = await appWith();
      const admin = await signIn(t, 'admin');
      const found = await flightDeal(t, admin, { flightNo: 'TG102', date: DATE });
      expect(found.statusCode).toBe(200);
      expect(found.json()).toMatchObject({ flightNo: 'TG102', date: DATE, source: 'sample' });
      expect(found.json().flights[0].departure.city).toBe('BKK');

      for (const [payload, field, message] of [
        [{ flightNo: 'TG', date: DATE }, 'flightNo', 'Flight number required'],
        [{ flightNo: 'T1234', date: DATE }, 'flightNo', 'Invalid format'],
        [{ flightNo: 'TG102', date: '' }, 'date', 'Date required'],
        [{ date: DATE }, 'flightNo', 'Flight number required'],
      ] as const) {
        const refused = await flightDeal(t, admin, payload);
        expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
        expect(refused.json().error.fields[field]).toBe(message);
      }

      const notFound = await flightDeal(t, admin, { flightNo: 'XX999', date: DATE });
      expect(notFound.statusCode).toBe(404);
      expect(notFound.json().error).toMatchObject({ code: 'NOT_FOUND', message: 'ไม่พบข้อมูลเที่ยวบิน' });

      for (const role of ['agent', 'wholesale_owner', 'wholesale_seller', 'customer'] as const) {
        const refused = await flightDeal(t, await signIn(t, role), { flightNo: 'TG102', date: DATE });
        expect(refused.statusCode, role).toBe(403);
      }
      expect((await flightDeal(t, {}, { flightNo: 'TG102', date: DATE })).statusCode).toBe(401);
    });
  });

  describe('with Amadeus configured (a local peer)', () => {
    it('maps the schedule answer and reuses one token for later searches', async () => {
      const t = await appWith(peer.env);
      const first = await searchAsAgent(t);
      expect(first.source).toBe('amadeus');
      expect(first.flights).toEqual([
        {
          id: `TG102-${DATE}-BKKCNX`,
          flightNumber: 'TG102',
          airline: 'Thai Airways',
          carrierCode: 'TG',
          departure: {
            airport: 'Suvarnabhumi Airport',
            city: 'BKK',
            date: DATE,
            time: '08:10',
            terminal: '1',
            gate: 'D4',
            utcOffset: '+07:00',
            dateTime: `${DATE}T08:10:00+07:00`,
          },
          arrival: {
            airport: 'Chiang Mai International Airport',
            city: 'CNX',
            date: DATE,
            time: '09:20',
            terminal: null,
            gate: null,
            utcOffset: '+07:00',
            dateTime: `${DATE}T09:20:00+07:00`,
          },
          duration: '1h 10m',
          durationMinutes: 70,
          aircraft: '320',
          status: 'Scheduled',
          scheduledDepartureDate: DATE,
        },
      ]);
      const overnight = await searchAsAgent(t, 'AF165');
      expect(overnight.flights[0]).toMatchObject({
        airline: 'Air France',
        departure: { date: DATE, time: '22:30', utcOffset: '+02:00' },
        arrival: { date: '2026-09-02', time: '15:50', utcOffset: '+07:00' },
        duration: '12h 20m',
      });

      expect(peer.tokenRequests()).toHaveLength(1);
      expect(peer.tokenRequests()[0]?.form).toEqual({
        grant_type: 'client_credentials',
        client_id: peer.clientId,
        client_secret: peer.clientSecret,
      });
      const schedule = peer.scheduleRequests();
      expect(schedule).toHaveLength(2);
      expect(schedule[0]?.query).toEqual({ carrierCode: 'TG', flightNumber: '102', scheduledDepartureDate: DATE });
      expect(schedule[0]?.token).toBeTruthy();
      expect(schedule[1]?.token).toBe(schedule[0]?.token);
    });

    it('asks for a new token five minutes before the old one expires', async () => {
      peer.tokenLifetimeSeconds = 1799;
      const t = await appWith(peer.env);
      await searchAsAgent(t);
      t.clock.advance((1799 - 300 - 1) * 1000);
      await searchAsAgent(t);
      expect(peer.tokenRequests()).toHaveLength(1);
      t.clock.advance(2000);
      await searchAsAgent(t);
      expect(peer.tokenRequests()).toHaveLength(2);
      const [first, second, third] = peer.scheduleRequests();
      expect(second?.token).toBe(first?.token);
      expect(third?.token).not.toBe(first?.token);
    });

    it('after a 401 fetches a new token and retries once', async () => {
      const t = await appWith(peer.env);
      await searchAsAgent(t);
      peer.expireTokens();
      const answer = await searchAsAgent(t);
      expect(answer.source).toBe('amadeus');
      expect(answer.flights[0]?.flightNumber).toBe('TG102');
      expect(peer.tokenRequests()).toHaveLength(2);
      const [, refused, retried] = peer.scheduleRequests();
      expect(retried?.token).not.toBe(refused?.token);

      peer.reset();
      peer.scriptSchedule({ kind: 'unauthorized' }, { kind: 'unauthorized' });
      const twice = await searchAsAgent(t);
      expect(peer.scheduleRequests()).toHaveLength(2);
      expect(twice.source).toBe('sample');
      expect(twice.flights[0]?.departure.dateTime).toBe(`${DATE}T08:00:00+07:00`);
    });

    it.each([
      ['429', { kind: 'status', status: 429 }],
      ['500', { kind: 'status', status: 500 }],
      ['a malformed answer', { kind: 'malformed' }],
      ['a timeout', { kind: 'slow', delayMs: 5000 }],
    ] as const)('falls back to the sample schedule on %s, marked as sample', async (_name, step) => {
      const t = await appWith({ ...peer.env, AMADEUS_TIMEOUT_MS: '300' });
      peer.scriptSchedule(step);
      const answer = await searchAsAgent(t);
      expect(answer.source).toBe('sample');
      expect(answer.flights).toHaveLength(1);
      expect(answer.flights[0]).toMatchObject({ flightNumber: 'TG102', departure: { city: 'BKK', time: '08:00' } });
      expect(peer.scheduleRequests()).toHaveLength(1);

      const recovered = await searchAsAgent(t);
      expect(recovered.source).toBe('amadeus');
    });

    it('falls back when the token request itself is refused', async () => {
      const t = await appWith({ ...peer.env, AMADEUS_CLIENT_SECRET: 'not-the-secret' });
      const answer = await searchAsAgent(t);
      expect(answer.source).toBe('sample');
      expect(peer.tokenRequests()).toHaveLength(1);
      expect(peer.scheduleRequests()).toHaveLength(0);
    });

    it('empty data is no flight: an empty list for the wizard, 404 for Flight Deal', async () => {
      const t = await appWith(peer.env);
      peer.scriptSchedule({ kind: 'empty' });
      const answer = await searchAsAgent(t);
      expect(answer).toEqual({ source: 'amadeus', flights: [] });

      peer.scriptSchedule({ kind: 'empty' });
      const deal = await flightDeal(t, await signIn(t, 'admin'), { flightNo: 'TG102', date: DATE });
      expect(deal.statusCode).toBe(404);
      expect(deal.json().error.message).toBe(FLIGHT_MESSAGES.dealNotFound);

      const found = await flightDeal(t, await signIn(t, 'admin'), { flightNo: 'TG102', date: DATE });
      expect(found.statusCode).toBe(200);
      expect(found.json()).toMatchObject({ source: 'amadeus', flightNo: 'TG102' });
    });

    it('concurrent searches share one token request', async () => {
      const t = await appWith(peer.env);
      const cookies = await signIn(t, 'agent');
      const answers = await Promise.all(Array.from({ length: 6 }, () => search(t, cookies, 'TG102')));
      for (const response of answers) {
        expect(response.statusCode).toBe(200);
        expect(response.json().source).toBe('amadeus');
      }
      expect(peer.tokenRequests()).toHaveLength(1);
      expect(new Set(peer.scheduleRequests().map((request) => request.token)).size).toBe(1);
    });

    it('refuses customers and signed-out visitors before calling the service', async () => {
      const t = await appWith(peer.env);
      expect((await search(t, await signIn(t, 'customer'), 'TG102')).statusCode).toBe(403);
      expect((await search(t, {}, 'TG102')).statusCode).toBe(401);
      expect(peer.requests).toHaveLength(0);
    });
  });
});
