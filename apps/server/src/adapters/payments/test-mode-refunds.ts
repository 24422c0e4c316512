import { createHash } from 'node:crypto';
import type { TPaymentProvider, TRefundInput } from './payment-provider';

/**
 * The embedded test-mode provider's refunds, as Stripe test mode answers them: a card or PromptPay
 * payment is given back at once. The refund id comes from the idempotency key, so a retry of one
 * refund is the same refund, as with Stripe.
 */
export const testModeRefunds: Pick<TPaymentProvider, 'refund'> = {
  async refund(input: TRefundInput) {
    const id = `re_test_${createHash('sha256').update(input.idempotencyKey).digest('hex').slice(0, 24)}`;
    return { id, status: 'succeeded', amount: input.amount };
  },
};
