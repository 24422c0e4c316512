import { z } from 'zod';

/**
 * GET /api/booking-sessions/mine?tourId=: the seats the visitor (their account, or this browser's
 * guest cookie) holds right now on the tour's departures, so the tour page can lead them back to
 * checkout (issue 12 item 5, DESIGN decision 17).
 */
export const ZVisitorHoldsQuery = z.object({ tourId: z.uuid('Tour not found') });

export type TVisitorHold = {
  sessionId: string;
  tourSlug: string;
  date: { id: string; startDate: string; endDate: string };
  guests: number;
  /** The server's expiry instant (ISO); countdowns use it. */
  expiresAt: string;
};

export type TVisitorHoldsResponse = { holds: TVisitorHold[] };
