import type { TPaymentIntentResponse } from '@tour/shared';
import { EMPTY_CARD, type TCardEntryMode, type TCardErrors, type TCardValues } from './card-input';
import type { TMethodFieldsCheck } from './method-fields';
import type { TPaymentMethod, TSavedPaymentState } from './payment-state';
import { validateSlip } from './slip';

/**
 * The payment form as a state machine: form → processing → (authenticating | awaiting_promptpay) →
 * completed, or error (then Try Again goes back to the form). Pure: the side effects live in
 * use-payment-form.ts and the one hook per payment method.
 */
export type TPaymentPhase = 'form' | 'processing' | 'authenticating' | 'awaiting_promptpay' | 'error' | 'completed';

const BUSY_PHASES: readonly TPaymentPhase[] = ['processing', 'authenticating', 'awaiting_promptpay'];

export type TPaymentFormState = {
  method: TPaymentMethod;
  phase: TPaymentPhase;
  /** In percent; 0 when idle. */
  progress: number;
  /** Payments tried on this page (and before a reload), shown beside Try Again. */
  attempts: number;
  error: string | null;
  /** The payment went through but booked nothing (the session was paid already): it is refunded. */
  refunded: boolean;
  /** Said over the form when an earlier attempt was found on load. */
  notice: 'restored' | 'was-processing' | null;
  entryMode: TCardEntryMode;
  card: TCardValues;
  cardErrors: TCardErrors;
  slip: File | null;
  slipError: string | null;
  /** The payment intent of the attempt under way (card or PromptPay). */
  intent: TPaymentIntentResponse | null;
  /** The 3-D Secure answer is on its way to the server. */
  authenticating: boolean;
  /** The test-mode PromptPay payment is being simulated. */
  simulating: boolean;
};

export type TPaymentFormAction =
  | { type: 'methodChosen'; method: TPaymentMethod }
  | { type: 'entryModeChosen'; mode: TCardEntryMode }
  | { type: 'cardTyped'; card: TCardValues }
  | { type: 'slipChosen'; slip: File | null }
  | { type: 'methodFieldsChecked'; check: TMethodFieldsCheck }
  | { type: 'paymentStarted' }
  | { type: 'recoveryStarted' }
  | { type: 'progressed'; progress: number }
  | { type: 'intentCreated'; intent: TPaymentIntentResponse }
  | { type: 'promptPayShown'; intent: TPaymentIntentResponse }
  | { type: 'authenticationAsked' }
  | { type: 'authenticationSent' }
  | { type: 'authenticationAnswered' }
  | { type: 'authenticationSettled' }
  | { type: 'simulationStarted' }
  | { type: 'simulationSettled' }
  | { type: 'cardReturnedToForm' }
  | { type: 'failed'; message: string; refunded?: boolean; slipError?: string }
  | { type: 'completed' }
  | { type: 'retried' };

/** The methods offered: pay later only when the departure allows it (the server decides again). */
export function offeredMethods(payLaterOffered: boolean): readonly TPaymentMethod[] {
  return payLaterOffered ? ['card', 'bank_transfer', 'promptpay', 'pay_later'] : ['card', 'bank_transfer', 'promptpay'];
}

export const isBusyPhase = (phase: TPaymentPhase) => BUSY_PHASES.includes(phase);

/** The form as it opens: fresh, or as an earlier attempt of the last 5 minutes left it. */
export function initialPaymentFormState({
  restored,
  methods,
}: {
  restored: TSavedPaymentState | null;
  methods: readonly TPaymentMethod[];
}): TPaymentFormState {
  return {
    method: restored && methods.includes(restored.method) ? restored.method : 'card',
    phase: 'form',
    progress: 0,
    attempts: restored?.attempts ?? 0,
    error: null,
    refunded: false,
    notice: restored ? (isBusyPhase(restored.phase) ? 'was-processing' : 'restored') : null,
    entryMode: restored?.entryMode ?? 'secure',
    card: EMPTY_CARD,
    cardErrors: {},
    slip: null,
    slipError: null,
    intent: null,
    authenticating: false,
    simulating: false,
  };
}

const backToForm = (state: TPaymentFormState): TPaymentFormState => ({ ...state, phase: 'form', progress: 0 });

export function paymentFormReducer(state: TPaymentFormState, action: TPaymentFormAction): TPaymentFormState {
  switch (action.type) {
    case 'methodChosen': {
      if (action.method === state.method) return state;
      const next = { ...state, method: action.method, error: null, cardErrors: {} };
      // A failed attempt or a QR of another method is left behind; a payment in flight keeps its phase.
      return state.phase === 'error' || state.phase === 'awaiting_promptpay' ? backToForm(next) : next;
    }
    case 'entryModeChosen':
      return { ...state, entryMode: action.mode, cardErrors: {} };
    case 'cardTyped':
      return {
        ...state,
        card: action.card,
        cardErrors: Object.keys(state.cardErrors).length > 0 ? {} : state.cardErrors,
      };
    case 'slipChosen': {
      const next = { ...state, slip: action.slip, slipError: action.slip ? validateSlip(action.slip) : null };
      // Another slip answers a refused one (already used, QR refused): the failed attempt is left behind.
      return state.phase === 'error' && !state.refunded ? { ...backToForm(next), error: null } : next;
    }
    case 'methodFieldsChecked':
      return action.check ? { ...state, ...action.check } : state;
    case 'paymentStarted':
      return {
        ...state,
        phase: 'processing',
        progress: 10,
        attempts: state.attempts + 1,
        error: null,
        refunded: false,
        notice: null,
      };
    case 'recoveryStarted':
      return { ...state, phase: 'processing', progress: 25 };
    case 'progressed':
      return { ...state, progress: action.progress };
    case 'intentCreated':
      return { ...state, intent: action.intent };
    case 'promptPayShown':
      return { ...state, intent: action.intent, phase: 'awaiting_promptpay', progress: 50 };
    case 'authenticationAsked':
      return { ...state, phase: 'authenticating', progress: 75 };
    case 'authenticationSent':
      return { ...state, authenticating: true };
    case 'authenticationAnswered':
      return { ...state, phase: 'processing' };
    case 'authenticationSettled':
      return { ...state, authenticating: false };
    case 'simulationStarted':
      return { ...state, simulating: true };
    case 'simulationSettled':
      return { ...state, simulating: false };
    case 'cardReturnedToForm':
      return backToForm(state);
    case 'failed':
      return {
        ...state,
        phase: 'error',
        progress: 0,
        error: action.message,
        refunded: action.refunded ?? state.refunded,
        slipError: action.slipError ?? state.slipError,
      };
    case 'completed':
      return { ...state, phase: 'completed', progress: 100 };
    case 'retried':
      return { ...backToForm(state), error: null };
  }
}

// ---- selectors

/** A payment is under way: leaving asks first and the page's expiry screen waits. */
export const isBusy = (state: TPaymentFormState) => isBusyPhase(state.phase);

/** The server is being asked (not waiting for the traveller's bank app): the page holds back its expiry screen. */
export const isInFlight = (state: TPaymentFormState) =>
  state.phase === 'processing' || state.phase === 'authenticating';

/** Nothing on the form may change. */
export const isLocked = (state: TPaymentFormState) => isBusy(state) || state.phase === 'completed';

export const showsProgress = (state: TPaymentFormState) => state.progress > 0 && state.phase !== 'awaiting_promptpay';

export const showsSubmit = (state: TPaymentFormState) =>
  state.phase !== 'error' && state.phase !== 'awaiting_promptpay';

/** What a reload within 5 minutes brings back (never card numbers or slips); null once completed. */
export function savedStateOf(
  state: TPaymentFormState,
  contact: TSavedPaymentState['contact'],
): Omit<TSavedPaymentState, 'savedAt'> | null {
  if (state.phase === 'completed') return null;
  return {
    method: state.method,
    phase: state.phase,
    attempts: state.attempts,
    paymentIntentId: state.intent?.paymentIntentId ?? null,
    entryMode: state.entryMode,
    contact: {
      fullName: contact.fullName,
      email: contact.email,
      phone: contact.phone,
      cardholderName: contact.cardholderName,
    },
  };
}
