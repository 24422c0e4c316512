import { PAYMENT_STATE_TTL_MS } from '@tour/shared';
import type { TCardEntryMode } from './card-input';

export type TPaymentMethod = 'card' | 'bank_transfer' | 'promptpay' | 'pay_later';
export type TSavedPhase = 'form' | 'processing' | 'authenticating' | 'awaiting_promptpay' | 'error';

/** What survives a reload for 5 minutes (1-traveller.md section 4). Never card numbers or slips. */
export type TSavedPaymentState = {
  method: TPaymentMethod;
  phase: TSavedPhase;
  attempts: number;
  paymentIntentId: string | null;
  entryMode: TCardEntryMode;
  contact: { fullName: string; email: string; phone: string; cardholderName: string };
  savedAt: number;
};

const keyOf = (sessionId: string) => `payment_state_${sessionId}`;

export function savePaymentState(
  sessionId: string,
  state: Omit<TSavedPaymentState, 'savedAt'>,
  now = Date.now(),
): void {
  try {
    localStorage.setItem(keyOf(sessionId), JSON.stringify({ ...state, savedAt: now }));
  } catch {
    // Storage full or blocked: the form still works, it just will not be restored.
  }
}

/** Removes every other session's saved state once it is older than 5 minutes. */
function sweepExpired(now: number) {
  const expired: string[] = [];
  for (let i = 0; i < localStorage.length; i += 1) {
    const key = localStorage.key(i);
    if (!key?.startsWith('payment_state_')) continue;
    try {
      const savedAt = (JSON.parse(localStorage.getItem(key) ?? '{}') as { savedAt?: unknown }).savedAt;
      if (typeof savedAt !== 'number' || now - savedAt > PAYMENT_STATE_TTL_MS) expired.push(key);
    } catch {
      expired.push(key);
    }
  }
  for (const key of expired) localStorage.removeItem(key);
}

/** The saved state if it is younger than 5 minutes; an older one is removed. */
export function loadPaymentState(sessionId: string, now = Date.now()): TSavedPaymentState | null {
  try {
    sweepExpired(now);
  } catch {
    // Storage blocked: nothing saved either.
  }
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(keyOf(sessionId));
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const state = JSON.parse(raw) as TSavedPaymentState;
    if (
      typeof state.savedAt !== 'number' ||
      now - state.savedAt > PAYMENT_STATE_TTL_MS ||
      now < state.savedAt - 60_000
    ) {
      clearPaymentState(sessionId);
      return null;
    }
    return state;
  } catch {
    clearPaymentState(sessionId);
    return null;
  }
}

export function clearPaymentState(sessionId: string): void {
  try {
    localStorage.removeItem(keyOf(sessionId));
  } catch {
    // Nothing to do.
  }
}
