export const BOOKING_SESSION_LIFETIME_MS = 30 * 60 * 1000;
export const BOOKING_SESSION_EXTENSION_MS = 15 * 60 * 1000;
/** However often it is extended, a session lives at most this long from its start (DESIGN decision 17). */
export const BOOKING_SESSION_MAX_LIFETIME_MS = 60 * 60 * 1000;
/** Seats one visitor (account or guest cookie) may hold at once across all their holds (DESIGN decision 17). */
export const MAX_SEATS_HELD_PER_VISITOR = 10;
export const GUEST_ACCOUNT_PREFIX = 'guest_';

export const BOOKING_SESSION_MESSAGES = {
  notFound: 'Session not found or expired',
  expired: 'Your booking session has expired. Please start over.',
  extended: 'Session extended successfully!',
  extendFailed: 'Failed to extend session. Please try again.',
  tourDateNotFound: 'Tour date not found',
  soldOut: 'This departure is sold out',
  holdLimit: `You can hold at most ${MAX_SEATS_HELD_PER_VISITOR} seats at once. Complete or cancel a booking you have started to hold more.`,
} as const;

/** 'Only {n} spots available for this date' (1-traveller.md, section 5). */
export function onlySpotsAvailableMessage(spots: number): string {
  return `Only ${spots} spots available for this date`;
}

/** Why a hold or booking of more seats than are left is refused: 'Only {n} …', or sold out when none are. */
export function notEnoughSpotsMessage(spotsLeft: number): string {
  return spotsLeft > 0 ? onlySpotsAvailableMessage(spotsLeft) : BOOKING_SESSION_MESSAGES.soldOut;
}

/**
 * Extend: the later of the current expiry and now + 15 minutes, never past 60 minutes from the
 * session's start. It never shortens a session (unless it already runs past the cap, which no path makes).
 */
export function extendedExpiry(session: { createdAt: string | Date; expiresAt: string | Date }, now: Date): Date {
  const wanted = Math.max(new Date(session.expiresAt).getTime(), now.getTime() + BOOKING_SESSION_EXTENSION_MS);
  const cap = new Date(session.createdAt).getTime() + BOOKING_SESSION_MAX_LIFETIME_MS;
  return new Date(Math.min(wanted, cap));
}

/** Active and unexpired is valid; a signed-in account's session is valid only for its owner. */
export function isBookingSessionUsable(session: { status: string; expiresAt: string | Date }, now: Date): boolean {
  return session.status === 'active' && new Date(session.expiresAt).getTime() > now.getTime();
}
