import { describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES, type TPaymentIntentResponse } from '@tour/shared';
import {
  initialPaymentFormState,
  isBusy,
  isInFlight,
  isLocked,
  offeredMethods,
  paymentFormReducer,
  savedStateOf,
  showsProgress,
  showsSubmit,
  type TPaymentFormAction,
  type TPaymentFormState,
} from './payment-form-state';
import type { TSavedPaymentState } from './payment-state';

const METHODS = offeredMethods(true);
const CONTACT = { fullName: 'Ann Lee', email: 'ann@example.com', phone: '+66 81 234 5678', cardholderName: '' };
const fresh = () => initialPaymentFormState({ restored: null, methods: METHODS });
const run = (state: TPaymentFormState, ...actions: TPaymentFormAction[]) => actions.reduce(paymentFormReducer, state);

const intent = (extra: Partial<TPaymentIntentResponse> = {}) =>
  ({ paymentIntentId: 'pi_1', clientSecret: 'pi_1_secret', testMode: true, promptpay: null, ...extra }) as never;
const promptPayIntent = () =>
  intent({
    promptpay: {
      qrPayload: '000201',
      amountThb: 350000,
      originalAmount: 10000,
      originalCurrency: 'USD',
      thbPerUnit: 35,
    },
  } as never);

const saved = (patch: Partial<TSavedPaymentState>): TSavedPaymentState => ({
  method: 'promptpay',
  phase: 'form',
  attempts: 2,
  paymentIntentId: null,
  entryMode: 'manual',
  contact: CONTACT,
  savedAt: 0,
  ...patch,
});

const slipFile = (name: string, type: string, size: number) => new File([new Uint8Array(size)], name, { type });

describe('offeredMethods', () => {
  it('adds pay later only when the departure allows it', () => {
    expect(offeredMethods(false)).toEqual(['card', 'bank_transfer', 'promptpay']);
    expect(offeredMethods(true)).toEqual(['card', 'bank_transfer', 'promptpay', 'pay_later']);
  });
});

describe('initialPaymentFormState', () => {
  it('opens on the card, idle, with nothing to say', () => {
    const state = fresh();
    expect(state).toMatchObject({ method: 'card', phase: 'form', progress: 0, attempts: 0, notice: null });
    expect(state.entryMode).toBe('secure');
  });

  it('takes back the method, attempts and entry mode of an attempt found on load', () => {
    const state = initialPaymentFormState({ restored: saved({}), methods: METHODS });
    expect(state).toMatchObject({ method: 'promptpay', attempts: 2, entryMode: 'manual', notice: 'restored' });
  });

  it('says a payment was in progress when the page closed while one was', () => {
    const state = initialPaymentFormState({ restored: saved({ phase: 'authenticating' }), methods: METHODS });
    expect(state.notice).toBe('was-processing');
    expect(state.phase).toBe('form');
  });

  it('falls back to the card when the restored method is no longer offered', () => {
    const state = initialPaymentFormState({ restored: saved({ method: 'pay_later' }), methods: offeredMethods(false) });
    expect(state.method).toBe('card');
  });
});

describe('paymentFormReducer: paying', () => {
  it('starts a payment: processing at 10%, one more attempt, earlier messages gone', () => {
    const before = {
      ...initialPaymentFormState({ restored: saved({}), methods: METHODS }),
      error: 'old',
      refunded: true,
    };
    const state = run(before, { type: 'paymentStarted' });
    expect(state).toMatchObject({ phase: 'processing', progress: 10, attempts: 3, error: null, refunded: false });
    expect(state.notice).toBeNull();
    expect(isBusy(state) && isInFlight(state) && isLocked(state)).toBe(true);
  });

  it('goes to the 3-D Secure step and back to processing once it is answered', () => {
    const asked = run(
      fresh(),
      { type: 'paymentStarted' },
      { type: 'intentCreated', intent: intent() },
      {
        type: 'authenticationAsked',
      },
    );
    expect(asked).toMatchObject({ phase: 'authenticating', progress: 75 });
    const sent = run(asked, { type: 'authenticationSent' });
    expect(sent.authenticating).toBe(true);
    const answered = run(sent, { type: 'authenticationAnswered' }, { type: 'authenticationSettled' });
    expect(answered).toMatchObject({ phase: 'processing', authenticating: false });
  });

  it('shows the PromptPay QR: busy for leaving, but not in flight, with no progress bar or submit', () => {
    const state = run(
      fresh(),
      { type: 'methodChosen', method: 'promptpay' },
      { type: 'paymentStarted' },
      {
        type: 'promptPayShown',
        intent: promptPayIntent(),
      },
    );
    expect(state).toMatchObject({ phase: 'awaiting_promptpay', progress: 50 });
    expect(state.intent?.paymentIntentId).toBe('pi_1');
    expect(isBusy(state)).toBe(true);
    expect(isInFlight(state)).toBe(false);
    expect(showsProgress(state)).toBe(false);
    expect(showsSubmit(state)).toBe(false);
  });

  it('fails with the message and no progress; Try Again returns to the form', () => {
    const failed = run(
      fresh(),
      { type: 'paymentStarted' },
      { type: 'progressed', progress: 50 },
      {
        type: 'failed',
        message: 'Your card was declined.',
      },
    );
    expect(failed).toMatchObject({ phase: 'error', progress: 0, error: 'Your card was declined.', refunded: false });
    expect(isBusy(failed)).toBe(false);
    expect(showsSubmit(failed)).toBe(false);
    const retried = run(failed, { type: 'retried' });
    expect(retried).toMatchObject({ phase: 'form', error: null, progress: 0, attempts: 1 });
    expect(showsSubmit(retried)).toBe(true);
  });

  it('marks money that booked nothing as refunded, and a refused slip with its message', () => {
    const refunded = run(
      fresh(),
      { type: 'paymentStarted' },
      { type: 'failed', message: 'Paid already', refunded: true },
    );
    expect(refunded.refunded).toBe(true);
    const slip = run(fresh(), { type: 'paymentStarted' }, { type: 'failed', message: 'No', slipError: 'Not a slip' });
    expect(slip).toMatchObject({ slipError: 'Not a slip', refunded: false });
  });

  it('returns a card the provider wants again to the form without an error', () => {
    const state = run(fresh(), { type: 'paymentStarted' }, { type: 'cardReturnedToForm' });
    expect(state).toMatchObject({ phase: 'form', progress: 0, error: null });
  });

  it('completes at 100%, locked, and nothing is saved for a reload any more', () => {
    const state = run(fresh(), { type: 'paymentStarted' }, { type: 'completed' });
    expect(state).toMatchObject({ phase: 'completed', progress: 100 });
    expect(isBusy(state)).toBe(false);
    expect(isLocked(state)).toBe(true);
    expect(savedStateOf(state, CONTACT)).toBeNull();
  });

  it('starts a recovery at 25% without counting an attempt', () => {
    expect(run(fresh(), { type: 'recoveryStarted' })).toMatchObject({ phase: 'processing', progress: 25, attempts: 0 });
  });

  it('marks the PromptPay simulation while it runs', () => {
    const started = run(fresh(), { type: 'simulationStarted' });
    expect(started.simulating).toBe(true);
    expect(run(started, { type: 'simulationSettled' }).simulating).toBe(false);
  });
});

describe('paymentFormReducer: choosing and typing', () => {
  it('leaves a failed attempt behind when another method is chosen', () => {
    const failed = run(fresh(), { type: 'paymentStarted' }, { type: 'failed', message: 'Declined' });
    const state = run({ ...failed, cardErrors: { card: 'x' } }, { type: 'methodChosen', method: 'bank_transfer' });
    expect(state).toMatchObject({ method: 'bank_transfer', phase: 'form', error: null, cardErrors: {}, progress: 0 });
  });

  it('keeps a payment in flight in its phase when the method changes, and ignores the same method', () => {
    const processing = run(fresh(), { type: 'paymentStarted' });
    expect(run(processing, { type: 'methodChosen', method: 'promptpay' }).phase).toBe('processing');
    expect(run(processing, { type: 'methodChosen', method: 'card' })).toBe(processing);
  });

  it('clears the card messages when the card is typed again or the entry mode changes', () => {
    const withErrors = { ...fresh(), cardErrors: { number: 'Please enter a valid card number' } };
    const typed = run(withErrors, { type: 'cardTyped', card: { number: '4242', expiry: '', cvc: '' } });
    expect(typed).toMatchObject({ cardErrors: {}, card: { number: '4242' } });
    expect(run(withErrors, { type: 'entryModeChosen', mode: 'manual' })).toMatchObject({
      entryMode: 'manual',
      cardErrors: {},
    });
  });

  it('checks a chosen slip at once; removing it clears the message', () => {
    const bad = run(fresh(), { type: 'slipChosen', slip: slipFile('slip.gif', 'image/gif', 10) });
    expect(bad.slipError).toBe(PAYMENT_MESSAGES.slipType);
    const good = run(bad, { type: 'slipChosen', slip: slipFile('slip.png', 'image/png', 10) });
    expect(good.slipError).toBeNull();
    expect(run(bad, { type: 'slipChosen', slip: null }).slipError).toBeNull();
  });

  it('leaves a refused slip behind when another slip is chosen, but not a refund notice', () => {
    const refused = run(
      fresh(),
      { type: 'methodChosen', method: 'bank_transfer' },
      { type: 'paymentStarted' },
      { type: 'failed', message: 'Used before', slipError: 'Used before' },
    );
    const another = run(refused, { type: 'slipChosen', slip: slipFile('new-slip.png', 'image/png', 10) });
    expect(another).toMatchObject({ phase: 'form', error: null, slipError: null, progress: 0, attempts: 1 });
    expect(showsSubmit(another)).toBe(true);
    const refunded = run(fresh(), { type: 'paymentStarted' }, { type: 'failed', message: 'Paid', refunded: true });
    expect(run(refunded, { type: 'slipChosen', slip: null })).toMatchObject({ phase: 'error', error: 'Paid' });
  });
});

describe('paymentFormReducer: field checks', () => {
  it('stores the card messages or the slip message of a check, and nothing for a method without fields', () => {
    const card = run(fresh(), { type: 'methodFieldsChecked', check: { cardErrors: { card: 'Incomplete' } } });
    expect(card.cardErrors).toEqual({ card: 'Incomplete' });
    const slip = run(fresh(), { type: 'methodFieldsChecked', check: { slipError: PAYMENT_MESSAGES.slipRequired } });
    expect(slip.slipError).toBe(PAYMENT_MESSAGES.slipRequired);
    const none = fresh();
    expect(run(none, { type: 'methodFieldsChecked', check: null })).toBe(none);
  });
});

describe('savedStateOf', () => {
  it('keeps the method, phase, attempts, intent, entry mode and contact, never the card or slip', () => {
    const state = run(
      { ...fresh(), card: { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' } },
      { type: 'paymentStarted' },
      { type: 'intentCreated', intent: intent() },
    );
    const kept = savedStateOf(state, { ...CONTACT, cardholderName: 'ANN LEE' });
    expect(kept).toEqual({
      method: 'card',
      phase: 'processing',
      attempts: 1,
      paymentIntentId: 'pi_1',
      entryMode: 'secure',
      contact: { ...CONTACT, cardholderName: 'ANN LEE' },
    });
    expect(JSON.stringify(kept)).not.toContain('4242');
  });
});
