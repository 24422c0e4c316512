import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import pino from 'pino';
import { mailOutbox, type TDb } from '@tour/db';
import { openTestDatabase, TEST_BACKENDS } from '@tour/db/testing';
import { eq } from 'drizzle-orm';
import { enqueueMail } from '../adapters/mail/mail-outbox';
import { createSmtpTransport } from '../adapters/mail/mail-transport';
import { createManualClock, systemClock } from '../clock';
import { deliverDueMail, MAX_MAIL_ATTEMPTS, mailClaimLeaseMs } from './mail-delivery';

type TReceived = { from: string; to: string[]; raw: string };

/**
 * A real SMTP peer on loopback. `rejectNext` makes it refuse that many messages first; `answerDataAfter`
 * holds its answer to a message's DATA until the test calls it (a slow relay); `stallRecipients`
 * leaves RCPT TO unanswered (a peer that has gone quiet before the message was handed over).
 */
async function startSmtpPeer() {
  const received: TReceived[] = [];
  const state: { rejectNext: number; answerDataAfter: Promise<void> | null; stallRecipients: boolean } = {
    rejectNext: 0,
    answerDataAfter: null,
    stallRecipients: false,
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo(_address, _session, callback) {
      if (!state.stallRecipients) callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (state.rejectNext > 0) {
          state.rejectNext -= 1;
          const error = Object.assign(new Error('Mailbox temporarily unavailable'), { responseCode: 451 });
          return callback(error);
        }
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        if (state.answerDataAfter) void state.answerDataAfter.then(() => callback());
        else callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    received,
    state,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

describe.each(TEST_BACKENDS)('mail delivery over SMTP on %s', (backend) => {
  let close: () => Promise<void>;
  let db: TDb;
  let peer: Awaited<ReturnType<typeof startSmtpPeer>>;
  const log = pino({ level: 'silent' });

  beforeAll(async () => {
    const handle = await openTestDatabase(backend);
    close = handle.close;
    db = handle.db;
    peer = await startSmtpPeer();
  });
  afterAll(async () => {
    await peer.close();
    await close();
  });

  it('sends queued mail through SMTP and marks it sent', async () => {
    const clock = createManualClock();
    const transport = createSmtpTransport(peer.url, 'Tours <no-reply@tours.test>');
    await enqueueMail(
      db,
      { to: 'traveller@example.test', subject: 'Hello', text: 'Body text', kind: 'test' },
      clock.now(),
    );
    expect(await deliverDueMail({ db, transport, clock, log })).toBe(1);
    expect(peer.received.at(-1)).toMatchObject({ from: 'no-reply@tours.test', to: ['traveller@example.test'] });
    expect(peer.received.at(-1)!.raw).toContain('Body text');
    const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'traveller@example.test'));
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
    transport.close();
  });

  it('retries a refused message later instead of losing it', async () => {
    const clock = createManualClock();
    const transport = createSmtpTransport(peer.url, 'no-reply@tours.test');
    peer.state.rejectNext = 1;
    await enqueueMail(
      db,
      { to: 'retry@example.test', subject: 'Retry me', text: 'Second try', kind: 'test' },
      clock.now(),
    );

    await deliverDueMail({ db, transport, clock, log });
    const [afterFailure] = await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'retry@example.test'));
    expect(afterFailure).toMatchObject({ status: 'pending', attempts: 1 });
    expect(afterFailure!.lastError).toContain('451');
    expect(await deliverDueMail({ db, transport, clock, log })).toBe(0);

    clock.advance(60_000);
    expect(await deliverDueMail({ db, transport, clock, log })).toBe(1);
    const [afterRetry] = await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'retry@example.test'));
    expect(afterRetry).toMatchObject({ status: 'sent', attempts: 2 });
    expect(peer.received.some((m) => m.to.includes('retry@example.test'))).toBe(true);
    transport.close();
  });

  it('marks a message failed after the last attempt', async () => {
    const clock = createManualClock();
    const transport = createSmtpTransport('smtp://127.0.0.1:1', 'no-reply@tours.test');
    await enqueueMail(db, { to: 'never@example.test', subject: 'No route', text: 'x', kind: 'test' }, clock.now());
    for (let attempt = 0; attempt < MAX_MAIL_ATTEMPTS; attempt += 1) {
      await deliverDueMail({ db, transport, clock, log });
      clock.advance(24 * 3600_000);
    }
    const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'never@example.test'));
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_MAIL_ATTEMPTS });
    transport.close();
  });

  it('does not send a message again while a slow send is still in flight', async () => {
    const transport = createSmtpTransport(peer.url, 'no-reply@tours.test');
    const otherInstance = createSmtpTransport(peer.url, 'no-reply@tours.test');
    let answer = () => {};
    peer.state.answerDataAfter = new Promise<void>((resolve) => {
      answer = resolve;
    });
    await enqueueMail(
      db,
      { to: 'slow@example.test', subject: 'Slow', text: 'Once only', kind: 'test' },
      systemClock.now(),
    );

    const firstPass = deliverDueMail({ db, transport, clock: systemClock, log });
    // The peer has the whole message and has not answered yet: the send is in flight.
    await vi.waitFor(() => expect(peer.received.some((m) => m.to.includes('slow@example.test'))).toBe(true), {
      timeout: 10_000,
      interval: 20,
    });
    expect(await deliverDueMail({ db, transport: otherInstance, clock: systemClock, log })).toBe(0);
    answer();
    expect(await firstPass).toBe(1);
    peer.state.answerDataAfter = null;

    expect(peer.received.filter((m) => m.to.includes('slow@example.test'))).toHaveLength(1);
    const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'slow@example.test'));
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
    transport.close();
    otherInstance.close();
  });

  it('aborts a send at the transport limit, inside the claim, and delivers the message once later', async () => {
    const clock = createManualClock();
    const transport = createSmtpTransport(peer.url, 'no-reply@tours.test', {
      connectionTimeout: 2000,
      greetingTimeout: 2000,
      socketTimeout: 5000,
      maxSendMs: 300,
    });
    expect(mailClaimLeaseMs(transport)).toBeGreaterThan(transport.maxSendMs);
    await enqueueMail(db, { to: 'stalled@example.test', subject: 'Stalled', text: 'x', kind: 'test' }, clock.now());

    peer.state.stallRecipients = true;
    const startedAt = Date.now();
    expect(await deliverDueMail({ db, transport, clock, log })).toBe(1);
    expect(Date.now() - startedAt).toBeLessThan(5000);
    peer.state.stallRecipients = false;
    const [afterAbort] = await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'stalled@example.test'));
    expect(afterAbort).toMatchObject({ status: 'pending', attempts: 1 });

    clock.advance(60_000);
    expect(await deliverDueMail({ db, transport, clock, log })).toBe(1);
    expect(peer.received.filter((m) => m.to.includes('stalled@example.test'))).toHaveLength(1);
    const [afterRetry] = await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'stalled@example.test'));
    expect(afterRetry).toMatchObject({ status: 'sent', attempts: 2 });
    transport.close();
  });
});
