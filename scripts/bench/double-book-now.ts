import { HOLD_SPOTS } from './seed-catalogue';

const CLIENTS = 200;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round(sorted[Math.max(0, index)]! * 10) / 10;
}

type TAnswer = { status: number; id?: string; adults?: number; reused?: boolean; cookie?: string };

/** One Book Now press; a failed connection is status 0 (counted as an error, never thrown). */
async function bookNow(
  base: string,
  tourDateId: string,
  guests: number,
  cookie?: string,
): Promise<TAnswer & { ms: number }> {
  const started = performance.now();
  try {
    return await send(base, tourDateId, guests, started, cookie);
  } catch {
    return { status: 0, cookie, ms: performance.now() - started };
  }
}

async function send(base: string, tourDateId: string, guests: number, started: number, cookie?: string) {
  const response = await fetch(`${base}/api/booking-sessions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ tourDateId, guests }),
  });
  // The hold view has its own `status` (active, …): the HTTP status is put after it.
  const body = (await response.json()) as { id?: string; adults?: number; reused?: boolean };
  const ms = performance.now() - started;
  const setCookie = response.headers.getSetCookie().find((c) => c.startsWith('gid='));
  return { ...body, status: response.status, cookie: setCookie?.split(';')[0] ?? cookie, ms };
}

/**
 * Issue 12's hoarding scenario (DESIGN decision 17): 200 clients, each with its own guest cookie,
 * press Book Now twice at once on one departure of HOLD_SPOTS seats: 1 guest, then (Back, Book Now
 * again) 1 guest for half the clients and 2 for the other half. The server must run with the catalogue cache off, so that the departure's seats
 * read at the end are current. Each client must end with at most one hold, the seats held must equal the seats
 * taken from the departure and never exceed them, and no answer may be a 5xx.
 */
export async function loadDoubleBookNow(port: number, backend: string) {
  const base = `http://127.0.0.1:${port}`;
  const tour = (await (await fetch(`${base}/api/tours/bench-hold-tour`)).json()) as { dates: Array<{ id: string }> };
  const tourDateId = tour.dates[0]!.id;
  const started = performance.now();
  const clients = await Promise.all(
    Array.from({ length: CLIENTS }, async (_, index) => {
      const first = await bookNow(base, tourDateId, 1);
      const second = await bookNow(base, tourDateId, index % 2 === 0 ? 1 : 2, first.cookie);
      return [first, second] as const;
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const answers = clients.flat();
  const statusCounts: Record<number, number> = {};
  for (const answer of answers) statusCounts[answer.status] = (statusCounts[answer.status] ?? 0) + 1;
  const serverErrors = answers.filter((a) => a.status >= 500).length;
  const errors = answers.filter((a) => a.status === 0).length;
  // What each client holds at the end: its last successful answer (a refused resize keeps the first hold).
  let heldByClients = 0;
  let clientsWithTwoHolds = 0;
  for (const [first, second] of clients) {
    const ok = [first, second].filter((a) => a.status === 200 || a.status === 201);
    if (new Set(ok.map((a) => a.id)).size > 1) clientsWithTwoHolds += 1;
    heldByClients += ok.at(-1)?.adults ?? 0;
  }
  const spotsLeft = await availableSpots(base);
  const heldOnDeparture = HOLD_SPOTS - spotsLeft;
  const latencies = answers.map((a) => a.ms).sort((x, y) => x - y);
  const ok =
    serverErrors === 0 &&
    errors === 0 &&
    clientsWithTwoHolds === 0 &&
    spotsLeft >= 0 &&
    heldOnDeparture === heldByClients;
  const summary = `${CLIENTS} clients x Book Now twice on a ${HOLD_SPOTS}-seat departure: ${statusCounts[201] ?? 0} new, ${statusCounts[200] ?? 0} reused, ${statusCounts[409] ?? 0} refused, ${serverErrors} 5xx, ${errors} connection errors; seats held ${heldOnDeparture} of ${HOLD_SPOTS} (clients' own holds add up to ${heldByClients}), clients with two holds ${clientsWithTwoHolds}: ${ok ? 'OK' : 'FAILED'}`;
  return {
    ok,
    summary,
    statusCounts,
    result: {
      backend,
      scenario: `Book Now twice x ${CLIENTS} clients (${heldOnDeparture}/${HOLD_SPOTS} seats held)`,
      rps: Math.round(answers.length / elapsed),
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      p99: percentile(latencies, 99),
      errors,
      non2xx: answers.filter((a) => a.status >= 300).length,
      requests: answers.length,
    },
  };
}

async function availableSpots(base: string) {
  const tour = (await (await fetch(`${base}/api/tours/bench-hold-tour`)).json()) as {
    dates: Array<{ availableSpots: number }>;
  };
  return tour.dates[0]!.availableSpots;
}
