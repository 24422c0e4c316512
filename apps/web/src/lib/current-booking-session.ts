/**
 * The browser remembers only the current booking session id (DESIGN decision 2); the session itself,
 * its seats and its expiry live on the server.
 */
export const CURRENT_SESSION_KEY = 'current_booking_session_id';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function rememberCurrentSession(sessionId: string): void {
  try {
    storage()?.setItem(CURRENT_SESSION_KEY, sessionId);
  } catch {
    // Private mode or a full quota: the session still works from its URL.
  }
}

/** Forgets the current session, but only if it is still this one (another tab may have started a new one). */
export function forgetCurrentSession(sessionId: string): void {
  const store = storage();
  if (store?.getItem(CURRENT_SESSION_KEY) === sessionId) store.removeItem(CURRENT_SESSION_KEY);
}
