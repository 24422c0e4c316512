import type { FastifyBaseLogger } from 'fastify';
import type { TDb } from '@tour/db';
import { claimDueMail, markMailAttemptFailed, markMailSent } from '../adapters/mail/mail-outbox';
import type { TMailTransport } from '../adapters/mail/mail-transport';
import type { TClock } from '../clock';

export const MAX_MAIL_ATTEMPTS = 6;
const LEASE_MS = 60_000;

/** 10 s, 20 s, 40 s ... between attempts; after MAX_MAIL_ATTEMPTS the message is marked failed. */
export function nextAttemptDelayMs(attemptsSoFar: number): number {
  return 10_000 * 2 ** attemptsSoFar;
}

type TDeliveryDeps = { db: TDb; transport: TMailTransport; clock: TClock; log: FastifyBaseLogger };

/** Sends every due message once; returns how many were handled. Never holds a transaction during a send. */
export async function deliverDueMail({ db, transport, clock, log }: TDeliveryDeps): Promise<number> {
  let handled = 0;
  for (;;) {
    const mail = await claimDueMail(db, clock.now(), LEASE_MS);
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
}

/** Returns a stop function that also waits for a delivery in progress, so shutdown never cuts one off. */
export function startMailDelivery(deps: TDeliveryDeps, intervalMs: number) {
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = deliverDueMail(deps)
      .then(() => undefined)
      .catch((error: unknown) => deps.log.error({ err: error }, 'mail delivery loop failed'))
      .finally(() => {
        running = null;
      });
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
