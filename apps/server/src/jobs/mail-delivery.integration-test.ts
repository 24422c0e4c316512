import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import pino from 'pino';
import { mailOutbox, type TDb } from '@tour/db';
import { openTestDatabase, TEST_BACKENDS } from '@tour/db/testing';
import { eq } from 'drizzle-orm';
import { enqueueMail } from '../adapters/mail/mail-outbox';
import { createSmtpTransport } from '../adapters/mail/mail-transport';
import { createManualClock } from '../clock';
import { deliverDueMail, MAX_MAIL_ATTEMPTS } from './mail-delivery';

type TReceived = { from: string; to: string[]; raw: string };

/** A real SMTP peer on loopback; `rejectNext` makes it refuse that many messages first. */
async function startSmtpPeer() {
  const received: TReceived[] = [];
  const state = { rejectNext: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
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
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return { received, state, url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((r) => server.close(() => r())) };
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
    await enqueueMail(db, { to: 'traveller@example.test', subject: 'Hello', text: 'Body text', kind: 'test' }, clock.now());
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
    await enqueueMail(db, { to: 'retry@example.test', subject: 'Retry me', text: 'Second try', kind: 'test' }, clock.now());

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
});
