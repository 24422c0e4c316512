import { and, desc, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import { payments } from '@tour/db';
import type { TExecutor } from '../../db';

/**
 * The card or PromptPay payment that paid the booking, to refund through its provider. Money recorded
 * for refund already (needs_refund: it paid nothing) is not it.
 */
export async function findProviderPayment(db: TExecutor, bookingId: string) {
  const [row] = await db
    .select({
      id: payments.id,
      provider: payments.provider,
      providerPaymentId: payments.providerPaymentId,
      method: payments.method,
      amount: payments.amount,
      currency: payments.currency,
    })
    .from(payments)
    .where(
      and(
        eq(payments.bookingId, bookingId),
        eq(payments.status, 'succeeded'),
        inArray(payments.method, ['card', 'promptpay']),
        or(isNull(payments.lastErrorCode), ne(payments.lastErrorCode, 'needs_refund')),
      ),
    )
    .orderBy(desc(payments.createdAt))
    .limit(1);
  if (!row?.providerPaymentId) return null;
  return { ...row, providerPaymentId: row.providerPaymentId };
}
