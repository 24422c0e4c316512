import { desc, eq, sql } from 'drizzle-orm';
import { expectRow, mailOutbox } from '@tour/db';
import type { TMailMessage } from '@tour/shared';
import { queryRows, type TExecutor } from '../../db';

export type TOutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  kind: string;
  /** The booking the mail is about: it then shows in that booking's timeline on the bookings desk. */
  bookingId?: string;
};

/**
 * Written in the same transaction as the change that causes the mail (DESIGN decision 11). Returns the
 * outbox row's id, for a cause that follows its mail's delivery (an invitation).
 */
export async function enqueueMail(db: TExecutor, mail: TOutgoingMail, now: Date): Promise<string> {
  const [row] = await db
    .insert(mailOutbox)
    .values({
      toAddress: mail.to,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html ?? null,
      kind: mail.kind,
      bookingId: mail.bookingId ?? null,
      status: 'pending',
      attempts: 0,
      nextAttemptAt: now,
      createdAt: now,
    })
    .returning({ id: mailOutbox.id });
  return expectRow(row, 'the queued mail').id;
}

/**
 * Claims the oldest due message by pushing its next attempt into the future, so that another
 * instance polling at the same time skips it; a crash mid-send simply retries later.
 */
export async function claimDueMail(db: TExecutor, now: Date, leaseMs: number) {
  const leaseUntil = new Date(now.getTime() + leaseMs);
  const claimed = await queryRows<{ id: string }>(
    db,
    sql`
    update ${mailOutbox} set next_attempt_at = ${leaseUntil.toISOString()}::timestamptz
    where id = (
      select id from ${mailOutbox}
      where status = 'pending' and next_attempt_at <= ${now.toISOString()}::timestamptz
      order by created_at limit 1 for update skip locked
    )
    returning id`,
  );
  const id = claimed[0]?.id;
  if (!id) return null;
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row ?? null;
}

export async function markMailSent(db: TExecutor, id: string, now: Date) {
  await db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: now, attempts: sql`${mailOutbox.attempts} + 1`, lastError: null })
    .where(eq(mailOutbox.id, id));
}

export async function markMailAttemptFailed(
  db: TExecutor,
  id: string,
  input: { error: string; nextAttemptAt: Date | null },
) {
  await db
    .update(mailOutbox)
    .set({
      attempts: sql`${mailOutbox.attempts} + 1`,
      lastError: input.error.slice(0, 1000),
      status: input.nextAttemptAt ? 'pending' : 'failed',
      ...(input.nextAttemptAt ? { nextAttemptAt: input.nextAttemptAt } : {}),
    })
    .where(eq(mailOutbox.id, id));
}

export async function listMailbox(db: TExecutor, limit = 100): Promise<TMailMessage[]> {
  const rows = await db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(limit);
  return rows.map((row) => ({
    id: row.id,
    to: row.toAddress,
    subject: row.subject,
    text: row.textBody,
    html: row.htmlBody,
    status: row.status as TMailMessage['status'],
    createdAt: row.createdAt.toISOString(),
  }));
}
