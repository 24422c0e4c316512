import type { FastifyBaseLogger } from 'fastify';
import type { TDb } from '@tour/db';
import { claimDueMail, markMailAttemptFailed, markMailSent } from '../adapters/mail/mail-outbox';
import type { TMailTransport } from '../adapters/mail/mail-transport';
import type { TClock } from '../clock';

export const MAX_MAIL_ATTEMPTS = 6;
/** Time kept after the longest possible send for marking the message sent (or failed). */
const LEASE_MARGIN_MS = 30_000;
/** A pass stops claiming new messages after this long; the next pass carries on. */
const PASS_BUDGET_MS = 60_000;

/**
 * How long a claimed message stays invisible to other passes and instances. It outlasts the
 * transport's longest send (which aborts at `maxSendMs`), so a message still in flight is never
 * claimed and sent a second time.
 */
export function mailClaimLeaseMs(transport: Pick<TMailTransport, 'maxSendMs'>): number {
  return Math.max(60_000, transport.maxSendMs + LEASE_MARGIN_MS);
}

/** The longest one delivery pass can take: its budget, then one more send. */
export function maxMailPassMs(transport: Pick<TMailTransport, 'maxSendMs'>): number {
  return PASS_BUDGET_MS + mailClaimLeaseMs(transport);
}

/** 10 s, 20 s, 40 s ... between attempts; after MAX_MAIL_ATTEMPTS the message is marked failed. */
export function nextAttemptDelayMs(attemptsSoFar: number): number {
  return 10_000 * 2 ** attemptsSoFar;
}

export type TMailDeliveryDeps = { db: TDb; transport: TMailTransport; clock: TClock; log: FastifyBaseLogger };

/**
 * Sends every due message once; returns how many were handled. Each message is claimed (leased)
 * before its send and never inside a transaction, so a slow SMTP peer holds no database session.
 */
export async function deliverDueMail({ db, transport, clock, log }: TMailDeliveryDeps): Promise<number> {
  const leaseMs = mailClaimLeaseMs(transport);
  const passStartedAt = Date.now();
  let handled = 0;
  while (Date.now() - passStartedAt < PASS_BUDGET_MS) {
    const mail = await claimDueMail(db, clock.now(), leaseMs);
    if (!mail) return handled;
    handled += 1;
    try {
      await transport.send({ to: mail.toAddress, subject: mail.subject, text: mail.textBody, html: mail.htmlBody });
      await markMailSent(db, mail.id, clock.now());
    } catch (error) {
      const attempts = mail.attempts + 1;
      const message = error instanceof Error ? error.message : String(error);
      const nextAttemptAt =
        attempts >= MAX_MAIL_ATTEMPTS ? null : new Date(clock.now().getTime() + nextAttemptDelayMs(mail.attempts));
      log.warn({ mailId: mail.id, attempts, err: message }, 'mail delivery failed');
      await markMailAttemptFailed(db, mail.id, { error: message, nextAttemptAt });
    }
  }
  return handled;
}
