import type { FastifyBaseLogger } from 'fastify';
import { runPaymentDeadlines, type TPaymentDeadlineDeps } from '../modules/payments/payment-deadlines.service';

/** Reminds unpaid reservations a day before their deadline and cancels them at it (DESIGN decision 13). */
export async function runPaymentDeadlineJob(deps: TPaymentDeadlineDeps & { log: FastifyBaseLogger }): Promise<void> {
  const { reminded, cancelled } = await runPaymentDeadlines(deps);
  if (reminded > 0 || cancelled > 0) deps.log.info({ reminded, cancelled }, 'payment deadlines: reminded, cancelled');
}
