import { randomUUID } from 'node:crypto';
import { expectRow, type TRefund } from '@tour/db';
import {
  DESK_PAGE_SIZE,
  MONEY_MESSAGES,
  PAYMENT_MESSAGES,
  slipBankName,
  type TAdminRefundRequest,
  type TRecordRefundTransferFields,
  type TRefundOwed,
  type TRefundsOwedPage,
} from '@tour/shared';
import type { TFileStore } from '../../adapters/files/file-store';
import { inspectUpload } from '../../adapters/files/inspect-upload';
import { reencodeImage, UnreadableImageError } from '../../adapters/files/reencode-image';
import { enqueueMail } from '../../adapters/mail/mail-outbox';
import type { TExecutor } from '../../db';
import { AppError } from '../../http/app-error';
import { recordAdminAction, type TActor } from '../audit/audit.service';
import { refundTransferredMail } from './refunds.mails';
import {
  findCapturedPayment,
  findKnownPayoutAccount,
  findRefund,
  findRefundBooking,
  listOwedRefunds,
  lockRefund,
  moveRefund,
} from './refunds.repository';
import {
  followLedger,
  refundMailInput,
  requestRefund,
  submitProviderRefund,
  type TRefundDeps,
} from './refunds.service';

/** The desk's refunds: the ledger's deps, and the private file store for the proof of a transfer made. */
export type TAdminRefundDeps = TRefundDeps & { files: TFileStore };

const bookingNotFound = () => new AppError('NOT_FOUND', MONEY_MESSAGES.bookingNotFound);

async function requireBooking(db: TExecutor, bookingId: string) {
  const booking = await findRefundBooking(db, bookingId);
  if (!booking) throw bookingNotFound();
  return booking;
}

/**
 * POST /api/admin/bookings/:bookingId/refunds: a refund, partial or whole, of the booking's latest payment that
 * took money (amount in its currency). Card and PromptPay go back through the provider after the transaction; a
 * bank transfer becomes a refund owed on the desk, to the account given here or the one the traveller gave before.
 */
export async function refundAdminBooking(
  deps: TAdminRefundDeps,
  actor: TActor,
  bookingId: string,
  input: TAdminRefundRequest,
) {
  const refund = await deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    await requireBooking(tx, bookingId);
    const payment = await findCapturedPayment(tx, bookingId);
    if (!payment) throw new AppError('CONFLICT', MONEY_MESSAGES.nothingToRefund);
    // A transfer still on the verification desk is not known to have arrived: verify it (or reject it) first.
    if (payment.status === 'pending_verification') throw new AppError('CONFLICT', MONEY_MESSAGES.transferNotVerified);
    const payoutAccount =
      payment.method === 'bank_transfer'
        ? (input.payoutAccount ?? (await findKnownPayoutAccount(tx, bookingId)))
        : null;
    if (payment.method === 'bank_transfer' && !payoutAccount) {
      throw new AppError('VALIDATION_FAILED', MONEY_MESSAGES.refundAccountRequired, {
        payoutAccount: MONEY_MESSAGES.refundAccountRequired,
      });
    }
    const by = { kind: 'administrator' as const, userId: actor.userId, note: input.reason };
    const row = await requestRefund(tx, {
      bookingId,
      payment,
      amount: input.amount,
      reason: input.reason,
      by,
      payoutAccount,
      now,
    });
    await followLedger(tx, bookingId, 'refund_requested', now, by);
    await recordAdminAction(tx, actor, {
      action: 'booking.refund',
      targetType: 'booking',
      targetId: bookingId,
      after: { refundId: row.id, route: row.route, amount: row.amount, currency: row.currency, reason: row.reason },
    });
    return row;
  });
  if (refund.route === 'provider') await submitProviderRefund(deps, refund);
  return { message: MONEY_MESSAGES.refundRequested };
}

/** GET /api/admin/refunds/owed: bank-transfer refunds not yet paid back, oldest first. */
export async function listRefundsOwed(deps: Pick<TRefundDeps, 'db'>, page: number): Promise<TRefundsOwedPage> {
  const { rows, total } = await listOwedRefunds(deps.db, {
    limit: DESK_PAGE_SIZE,
    offset: (page - 1) * DESK_PAGE_SIZE,
  });
  const items = rows.map(
    ({ refund, payment, tour, ...booking }): TRefundOwed => ({
      refundId: refund.id,
      bookingId: refund.bookingId,
      bookingReference: booking.bookingReference,
      amount: refund.amount,
      currency: refund.currency,
      reason: refund.reason,
      requestedAt: refund.createdAt.toISOString(),
      payoutAccount: refund.payoutAccount ?? null,
      slip: payment.slipContentType
        ? {
            check: payment.slipCheck ?? null,
            bankCode: payment.slipBankCode ?? null,
            bankName: payment.slipBankCode ? slipBankName(payment.slipBankCode) : null,
            reference: payment.slipReference ?? null,
            contentType: payment.slipContentType,
            fileName: payment.slipFileName ?? null,
          }
        : null,
      transferVerified: payment.status === 'succeeded',
      traveller: { name: booking.contactName, email: booking.mailTo },
      tour,
    }),
  );
  return { items, total, page, pageSize: DESK_PAGE_SIZE };
}

const PROOF_EXTENSIONS = { 'image/jpeg': '.jpg', 'image/png': '.png', 'application/pdf': '.pdf' } as const;

function proofRefused(message: string) {
  return new AppError('VALIDATION_FAILED', message, { proof: message });
}

/** The proof is checked by its bytes as slips are, images re-encoded, and stored privately. */
async function storeProof(files: TFileStore, refundId: string, proof: { bytes: Buffer }) {
  const inspection = inspectUpload(proof.bytes);
  if (!inspection.ok) {
    throw proofRefused(
      inspection.reason === 'pdf-active-content' ? PAYMENT_MESSAGES.slipPdfActive : PAYMENT_MESSAGES.slipType,
    );
  }
  const { contentType } = inspection;
  let stored = proof.bytes;
  if (contentType !== 'application/pdf') {
    try {
      stored = await reencodeImage(proof.bytes, contentType);
    } catch (error) {
      if (error instanceof UnreadableImageError) throw proofRefused(PAYMENT_MESSAGES.slipUnreadable);
      throw error;
    }
  }
  const key = `refund-proofs/${refundId}/${randomUUID()}${PROOF_EXTENSIONS[contentType]}`;
  await files.put(key, stored);
  return { key, contentType };
}

/**
 * POST /api/admin/refunds/:refundId/transfer: the transfer an administrator made for a refund owed. The refund
 * succeeds with its reference (and proof), the booking's summary follows, the audit row and the traveller's
 * e-mail are written in the same transaction. The proof file is stored first and removed again if that fails.
 */
export async function recordRefundTransfer(
  deps: TAdminRefundDeps,
  actor: TActor,
  refundId: string,
  input: TRecordRefundTransferFields,
  proof: { bytes: Buffer; fileName: string } | null,
) {
  const owed = await findRefund(deps.db, refundId);
  if (!owed) throw new AppError('NOT_FOUND', 'Refund not found');
  if (!isOwedByTransfer(owed)) throw new AppError('CONFLICT', MONEY_MESSAGES.refundNotOwed);
  const stored = proof && proof.bytes.length > 0 ? await storeProof(deps.files, refundId, proof) : null;
  try {
    await deps.db.transaction(async (tx) => {
      const now = deps.clock.now();
      const current = expectRow(await lockRefund(tx, refundId), `refund ${refundId}`);
      if (!isOwedByTransfer(current)) throw new AppError('CONFLICT', MONEY_MESSAGES.refundNotOwed);
      const paid = expectRow(
        await moveRefund(tx, {
          refundId,
          from: ['requested'],
          status: 'succeeded',
          transferReference: input.transferReference,
          proof: stored,
          recordedBy: actor.userId,
          now,
        }),
        `refund ${refundId}`,
      );
      await followLedger(tx, paid.bookingId, 'refund_settled', now, { kind: 'administrator', userId: actor.userId });
      await recordAdminAction(tx, actor, {
        action: 'refund.transfer_recorded',
        targetType: 'booking',
        targetId: paid.bookingId,
        before: { refundId, status: current.status },
        after: {
          refundId,
          status: paid.status,
          amount: paid.amount,
          currency: paid.currency,
          transferReference: input.transferReference,
          proof: stored !== null,
        },
      });
      await mailTransferMade(tx, deps, paid, now);
    });
  } catch (error) {
    if (stored) await deps.files.remove(stored.key);
    throw error;
  }
  return { message: MONEY_MESSAGES.refundRecorded };
}

function isOwedByTransfer(refund: TRefund) {
  return refund.route === 'bank_transfer' && refund.status === 'requested';
}

async function mailTransferMade(tx: TExecutor, deps: TAdminRefundDeps, refund: TRefund, now: Date) {
  const input = await refundMailInput(tx, deps, refund, now);
  if (!input) return;
  const mail = refundTransferredMail(
    {
      ...input,
      transferReference: expectRow(refund.transferReference, 'the transfer reference'),
      accountNumber: refund.payoutAccount?.accountNumber ?? null,
    },
    { appName: deps.appName, supportEmail: deps.supportEmail },
  );
  await enqueueMail(tx, mail, now);
}
