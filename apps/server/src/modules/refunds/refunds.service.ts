import { expectRow, type TDb, type TRefund } from '@tour/db';
import {
  bookingRefundStatus,
  formatMinorUnits,
  ledgerStatusesMovableTo,
  ledgerStatusOfProviderRefund,
  MONEY_MESSAGES,
  refundableRemainder,
  refundShareOf,
  type TRefundAccount,
  tourTitleIn,
} from '@tour/shared';
import { enqueueMail } from '../../adapters/mail/mail-outbox';
import {
  PaymentProviderError,
  type TPaymentProvider,
  type TProviderRefund,
} from '../../adapters/payments/payment-provider';
import { testModeRefunds } from '../../adapters/payments/test-mode-refunds';
import type { TClock } from '../../clock';
import type { TExecutor } from '../../db';
import { AppError } from '../../http/app-error';
import { transitionBooking } from '../bookings/booking-transitions.service';
import { issueManageLink } from '../bookings/manage-links.service';
import { findBookingLanguage } from '../languages/languages.service';
import { refundFailedMail, refundOnItsWayMail, type TRefundMailInput } from './refunds.mails';
import {
  findCapturedPayment as findCapturedPaymentRow,
  findKnownPayoutAccount as findKnownPayoutAccountRow,
  findPaymentForRefund,
  findRefund,
  findRefundBooking,
  findRefundByProviderId,
  insertRefund,
  listBookingRefunds,
  listBookingRefundsWithPayments,
  listPaymentRefunds,
  listUnsentProviderRefunds,
  lockPayment,
  lockRefund,
  moveRefund,
  noteRefundRequestFailed,
  setPayoutAccount,
  type TCapturedPayment,
} from './refunds.repository';

export type { TCapturedPayment } from './refunds.repository';

/** Who asked for or moved a refund, as the booking's history names them. */
type TBookingActor = NonNullable<Parameters<typeof transitionBooking>[4]>;

/** Refunds go back through the provider that took the money: Stripe when configured, else the test-mode one. */
export type TRefundDeps = {
  db: TDb;
  clock: TClock;
  stripe: { provider: TPaymentProvider } | null;
  log: { error: (details: Record<string, unknown>, message: string) => void };
  appUrl: string;
  appName: string;
  /** Where a traveller whose refund failed is told to write. */
  supportEmail: string;
};

/** How the money of a payment goes back: through its provider, or by a bank transfer an administrator makes. */
export function payoutRouteOf(payment: Pick<TCapturedPayment, 'method'>): 'provider' | 'bank_transfer' {
  return payment.method === 'bank_transfer' ? 'bank_transfer' : 'provider';
}

/** What may still be refunded of the payment, read with its row locked (the caller's transaction holds it). */
export async function lockRefundableRemainder(tx: TExecutor, paymentId: string): Promise<number> {
  const payment = expectRow(await lockPayment(tx, paymentId), `payment ${paymentId}`);
  return refundableRemainder(payment.amount, await listPaymentRefunds(tx, paymentId));
}

function refundTooLarge(remaining: number, currency: string) {
  const message = MONEY_MESSAGES.refundTooLarge.replace('{remaining}', formatMinorUnits(remaining, currency));
  return new AppError('VALIDATION_FAILED', message, { amount: message });
}

/**
 * Puts a refund in the ledger (DESIGN decision 34), in the caller's transaction: the payment row is locked, so
 * refunds of one payment are decided one at a time and their sum (failed ones aside) never exceeds what it
 * captured. A card or PromptPay refund is then submitted with `submitProviderRefund` after the transaction; a
 * bank-transfer refund waits on the desk ("to pay back").
 */
export async function requestRefund(
  tx: TExecutor,
  input: {
    bookingId: string;
    payment: TCapturedPayment;
    amount: number;
    reason: string;
    by: TBookingActor;
    payoutAccount: TRefundAccount | null;
    now: Date;
  },
): Promise<TRefund> {
  const remaining = await lockRefundableRemainder(tx, input.payment.id);
  if (remaining === 0) throw new AppError('CONFLICT', MONEY_MESSAGES.nothingToRefund);
  if (input.amount > remaining) throw refundTooLarge(remaining, input.payment.currency);
  return insertRefund(tx, {
    bookingId: input.bookingId,
    paymentId: input.payment.id,
    route: payoutRouteOf(input.payment),
    amount: input.amount,
    currency: input.payment.currency,
    reason: input.reason,
    requestedByKind: input.by.kind === 'administrator' ? 'administrator' : 'traveller',
    requestedBy: input.by.userId ?? null,
    payoutAccount: input.payoutAccount,
    now: input.now,
  });
}

/**
 * The booking's refunds (failed ones aside) in the booking's currency: a PromptPay payment took THB for a booking
 * priced in another currency, and each refund gives back its share of that payment.
 */
export async function bookingRefundTotal(db: TExecutor, bookingId: string, totalAmount: number): Promise<number> {
  const rows = await listBookingRefundsWithPayments(db, bookingId);
  return rows
    .filter(({ refund }) => refund.status !== 'failed')
    .reduce(
      (sum, { refund, paymentAmount }) =>
        sum + refundShareOf(totalAmount, { refundAmount: refund.amount, totalAmount: paymentAmount }),
      0,
    );
}

/**
 * The booking's refund summary (refund_status, refund_amount) follows its ledger, through the transition table,
 * in the caller's transaction. Nothing is written when the summary already holds.
 */
export async function followLedger(
  tx: TExecutor,
  bookingId: string,
  event: 'refund_requested' | 'refund_answered' | 'refund_settled',
  now: Date,
  by?: TBookingActor,
): Promise<void> {
  const booking = expectRow(await findRefundBooking(tx, bookingId), `booking ${bookingId}`);
  const rows = await listBookingRefundsWithPayments(tx, bookingId);
  const status = bookingRefundStatus(rows.map(({ refund }) => refund));
  if (!status) return;
  if (event === 'refund_requested') {
    const refundAmount = await bookingRefundTotal(tx, bookingId, booking.totalAmount);
    await transitionBooking(tx, bookingId, { event, refundAmount }, now, by);
    if (status === 'pending') return;
  } else if (booking.refundStatus === status) {
    return;
  }
  await transitionBooking(
    tx,
    bookingId,
    { event: event === 'refund_settled' ? event : 'refund_answered', refundStatus: status },
    now,
    by,
  );
}

/**
 * What every refund mail says of its booking, with a fresh manage link, in the language the booking was made in;
 * null when the booking has no address.
 */
export async function refundMailInput(tx: TExecutor, deps: TRefundDeps, refund: TRefund, now: Date) {
  const booking = expectRow(await findRefundBooking(tx, refund.bookingId), `booking ${refund.bookingId}`);
  const payment = expectRow(await findPaymentForRefund(tx, refund.paymentId), `payment ${refund.paymentId}`);
  if (!booking.mailTo) return null;
  const link = await issueManageLink(tx, {
    bookingId: booking.id,
    tripEndDate: booking.endDate,
    appUrl: deps.appUrl,
    now,
  });
  const language = await findBookingLanguage(tx, booking.id);
  return {
    to: booking.mailTo,
    bookingId: booking.id,
    reference: booking.reference,
    contactName: booking.contactName,
    tourTitle: tourTitleIn(booking.tour, language),
    amount: refund.amount,
    currency: refund.currency,
    method: payment.method,
    link,
    language,
  } satisfies TRefundMailInput;
}

const brandOf = (deps: TRefundDeps) => ({ appName: deps.appName, supportEmail: deps.supportEmail });

/**
 * A provider's word on one refund (its answer to the request, or a webhook), applied in one transaction with the
 * refund row locked: only a move the ledger allows (a late 'pending' never undoes an outcome; a failure may
 * overturn a success), then the booking's summary and the traveller's e-mail. A cancellation's own e-mail already
 * told the traveller the refund is on its way, so "on its way" goes only for refunds an administrator made.
 */
async function applyProviderWord(
  deps: TRefundDeps,
  refundId: string,
  answer: TProviderRefund,
  event: 'refund_answered' | 'refund_settled',
): Promise<void> {
  const target = ledgerStatusOfProviderRefund(answer.status);
  const failed = await deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const current = expectRow(await lockRefund(tx, refundId), `refund ${refundId}`);
    const movable: readonly string[] = ledgerStatusesMovableTo(target);
    if (!movable.includes(current.status)) return false;
    const moved = expectRow(
      await moveRefund(tx, {
        refundId,
        from: [current.status],
        status: target,
        providerRefundId: answer.id,
        failureReason: target === 'failed' ? `The payment provider reported the refund ${answer.status}` : null,
        now,
      }),
      `refund ${refundId}`,
    );
    await followLedger(tx, moved.bookingId, event, now, { kind: 'provider' });
    const firstWord = current.status === 'requested' && target !== 'failed';
    if (target === 'failed' || (firstWord && moved.requestedByKind === 'administrator')) {
      const mail = await refundMailInput(tx, deps, moved, now);
      if (mail) {
        const outgoing =
          target === 'failed' ? refundFailedMail(mail, brandOf(deps)) : refundOnItsWayMail(mail, brandOf(deps));
        await enqueueMail(tx, outgoing, now);
      }
    }
    return target === 'failed';
  });
  if (failed) {
    deps.log.error({ refundId, providerRefundId: answer.id, status: answer.status }, 'a provider refund failed');
  }
}

/**
 * Asks the provider that took the money for one refund row, outside any transaction, with the row's id as the
 * idempotency key: a retry of the same row (after a timeout, a crash or an unreachable provider) finds the first
 * refund at the provider instead of making a second. A request that cannot be made leaves the row 'requested'
 * with the reason, and the booking's refund shows failed until it is retried; the provider's answer moves it.
 * Test mode settles at once.
 */
export async function submitProviderRefund(deps: TRefundDeps, refund: TRefund): Promise<void> {
  const payment = expectRow(await findPaymentForRefund(deps.db, refund.paymentId), `payment ${refund.paymentId}`);
  const provider = payment.provider === 'stripe' ? deps.stripe?.provider : testModeRefunds;
  let failure: string | null = null;
  let answer: TProviderRefund | null = null;
  if (!provider || !payment.providerPaymentId) {
    failure = 'Stripe is not configured';
  } else {
    try {
      answer = await provider.refund({
        paymentIntentId: payment.providerPaymentId,
        amount: refund.amount,
        idempotencyKey: `refund:${refund.id}`,
        metadata: { refund_id: refund.id, booking_id: refund.bookingId, reason: refund.reason.slice(0, 400) },
      });
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      failure = error.message;
    }
  }
  if (answer) return applyProviderWord(deps, refund.id, answer, 'refund_answered');
  deps.log.error(
    { refundId: refund.id, bookingId: refund.bookingId, failure },
    'a refund request did not reach the provider; a retry uses the same key',
  );
  await deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    await noteRefundRequestFailed(tx, refund.id, failure ?? 'unknown', now);
    await followLedger(tx, refund.bookingId, 'refund_answered', now, { kind: 'system' });
  });
}

/** Asks again for the booking's provider refunds whose request did not reach the provider (same keys). */
export async function resubmitUnsentRefunds(deps: TRefundDeps, bookingId: string): Promise<number> {
  const unsent = await listUnsentProviderRefunds(deps.db, bookingId);
  for (const refund of unsent) await submitProviderRefund(deps, refund);
  return unsent.length;
}

/** The refund a Stripe webhook is about: by Stripe's id, else by the id we sent in its metadata. */
async function refundOfWebhook(db: TExecutor, refund: TProviderRefund, metadata: Record<string, string>) {
  const byProviderId = await findRefundByProviderId(db, refund.id);
  if (byProviderId) return byProviderId;
  const refundId = metadata.refund_id;
  if (!refundId || !/^[0-9a-f-]{36}$/i.test(refundId)) return null;
  return findRefund(db, refundId);
}

/**
 * Stripe's webhook reports how a refund ended (refund.updated, charge.refund.updated, refund.failed), in any
 * order and any number of times: the ledger row moves only as `ledgerStatusesMovableTo` allows, so a late
 * 'pending' never undoes 'succeeded', a repeat changes nothing, and a failure after success is recorded (the
 * money did not reach the traveller). A refund the ledger does not know (made elsewhere) is logged only.
 */
export async function settleProviderRefund(
  deps: TRefundDeps,
  input: { refund: TProviderRefund; paymentIntentId: string | null; metadata: Record<string, string> },
): Promise<void> {
  const row = await refundOfWebhook(deps.db, input.refund, input.metadata);
  const payment = row ? await findPaymentForRefund(deps.db, row.paymentId) : null;
  // The refund must give back from the payment our row names: an event naming another payment changes nothing.
  if (!row || !payment || payment.providerPaymentId !== input.paymentIntentId) {
    deps.log.error({ providerRefundId: input.refund.id }, 'Stripe reported a refund the ledger does not know');
    return;
  }
  await applyProviderWord(deps, row.id, input.refund, 'refund_settled');
}

/** Money taken for the booking that may be given back: its latest succeeded payment or transfer being verified. */
export async function findCapturedPayment(db: TExecutor, bookingId: string): Promise<TCapturedPayment | null> {
  return findCapturedPaymentRow(db, bookingId);
}

/** The account the traveller gave on an earlier bank-transfer refund of the booking, if any. */
export async function findKnownPayoutAccount(db: TExecutor, bookingId: string): Promise<TRefundAccount | null> {
  return findKnownPayoutAccountRow(db, bookingId);
}

/** A bank-transfer refund is owed for the booking and the traveller has not given the account yet. */
export async function isRefundAccountNeeded(db: TExecutor, bookingId: string): Promise<boolean> {
  return (await listBookingRefunds(db, bookingId)).some(
    (refund) => refund.route === 'bank_transfer' && refund.status === 'requested' && !refund.payoutAccount,
  );
}

/** Records the traveller's account on the booking's bank-transfer refunds owed without one; false when none waits. */
export async function giveRefundAccount(db: TExecutor, bookingId: string, account: TRefundAccount, now: Date) {
  return (await setPayoutAccount(db, bookingId, account, now)).length > 0;
}

/** A provider refund of the booking whose request did not reach the provider: it can be asked again (same key). */
export async function isRefundRetryable(db: TExecutor, bookingId: string): Promise<boolean> {
  return (await listUnsentProviderRefunds(db, bookingId)).some((refund) => refund.failureReason !== null);
}
