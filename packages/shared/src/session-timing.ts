/**
 * Inactivity timing (1-traveller.md section 9). Kept apart from the zod schemas so that the browser's
 * shell, which needs only these numbers, does not load zod.
 */
export const INACTIVITY_TIMEOUT_MS = 15 * 60 * 1000;
export const INACTIVITY_WARNING_MS = 13 * 60 * 1000;
export const ACTIVITY_THROTTLE_MS = 1000;
