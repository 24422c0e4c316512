import * as endpoints from '@tour/shared/endpoints';
import { callEndpoint } from '../../../lib/api-client';

const PENDING_SIGN_OUT_KEY = 'tour.auth.pendingSignOut';

/** 204, signed in or not. */
export function postSignOut(): Promise<void> {
  return callEndpoint(endpoints.signOut, {});
}

/**
 * The spec's local fallback: when the server cannot be reached the user is signed out here anyway, and
 * the sign-out is retried before the session is next read (the session cookie is httpOnly).
 */
export function markPendingSignOut(): void {
  try {
    window.localStorage.setItem(PENDING_SIGN_OUT_KEY, '1');
  } catch {
    // Storage unavailable: the next session read shows the server's view.
  }
}

export function hasPendingSignOut(): boolean {
  try {
    return window.localStorage.getItem(PENDING_SIGN_OUT_KEY) === '1';
  } catch {
    return false;
  }
}

export function clearPendingSignOut(): void {
  try {
    window.localStorage.removeItem(PENDING_SIGN_OUT_KEY);
  } catch {
    // ignore
  }
}
