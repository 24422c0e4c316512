import { asc, eq } from 'drizzle-orm';
import { payments, refunds } from '@tour/db';
import type { TReceiptPayment, TReceiptRefund } from '@tour/shared';
import type { TExecutor } from '../../db';

/** The booking's payments, oldest first; a transfer's reference is its slip's, a provider's its payment id. */
export async function findReceiptPayments(db: TExecutor, bookingId: string): Promise<TReceiptPayment[]> {
  const rows = await db
    .select({
      at: payments.createdAt,
      method: payments.method,
      amount: payments.amount,
      currency: payments.currency,
      status: payments.status,
      providerPaymentId: payments.providerPaymentId,
      slipReference: payments.slipReference,
    })
    .from(payments)
    .where(eq(payments.bookingId, bookingId))
    .orderBy(asc(payments.createdAt));
  return rows.map((row) => ({
    at: row.at.toISOString(),
    method: row.method,
    amount: row.amount,
    currency: row.currency,
    status: row.status,
    reference: row.method === 'bank_transfer' ? row.slipReference : row.providerPaymentId,
  }));
}

/** The booking's refunds from the ledger, oldest first. */
export async function findReceiptRefunds(db: TExecutor, bookingId: string): Promise<TReceiptRefund[]> {
  const rows = await db
    .select({
      at: refunds.createdAt,
      settledAt: refunds.settledAt,
      amount: refunds.amount,
      currency: refunds.currency,
      status: refunds.status,
      route: refunds.route,
      providerRefundId: refunds.providerRefundId,
      transferReference: refunds.transferReference,
    })
    .from(refunds)
    .where(eq(refunds.bookingId, bookingId))
    .orderBy(asc(refunds.createdAt));
  return rows.map((row) => ({
    at: row.at.toISOString(),
    settledAt: row.settledAt?.toISOString() ?? null,
    amount: row.amount,
    currency: row.currency,
    status: row.status,
    route: row.route,
    reference: row.route === 'bank_transfer' ? row.transferReference : row.providerRefundId,
  }));
}
