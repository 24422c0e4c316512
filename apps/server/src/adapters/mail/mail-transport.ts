import nodemailer, { type SendMailOptions } from 'nodemailer';

export type TMailEnvelope = { to: string; subject: string; text: string; html: string | null };

export type TMailTransport = {
  kind: 'outbox' | 'smtp';
  /**
   * The longest one send may take: a send still running then is aborted (its connection closed) and
   * fails. The outbox lease of a claimed message is longer, so no other instance sends it meanwhile.
   */
  maxSendMs: number;
  send(mail: TMailEnvelope): Promise<void>;
  close(): void;
};

/** Embedded default: the outbox row itself is the delivered mail, read on the dev mailbox page. */
export function createOutboxTransport(): TMailTransport {
  return { kind: 'outbox', maxSendMs: 0, send: async () => {}, close: () => {} };
}

/**
 * nodemailer's defaults wait up to 2 minutes to connect and 10 minutes on a silent socket, far past a
 * claim's lease. These bound each phase, and `maxSendMs` bounds the whole send (an AbortSignal that
 * closes the connection), so a slow peer cannot keep a send alive after its claim has lapsed.
 */
export const SMTP_TIMEOUTS = {
  /** DNS lookup and TCP (and TLS) connect. */
  connectionTimeout: 10_000,
  /** From connected to the server's greeting. */
  greetingTimeout: 10_000,
  /** Silence on the socket at any later point (e.g. waiting for the answer to DATA). */
  socketTimeout: 20_000,
  /** The whole send, whatever the phases took. */
  maxSendMs: 30_000,
} as const;

export function createSmtpTransport(
  smtpUrl: string,
  from: string,
  timeouts: {
    connectionTimeout: number;
    greetingTimeout: number;
    socketTimeout: number;
    maxSendMs: number;
  } = SMTP_TIMEOUTS,
): TMailTransport {
  const { maxSendMs, ...phaseTimeouts } = timeouts;
  // Timeouts given in the URL's query string (e.g. ?socketTimeout=5000) win over these.
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    ...phaseTimeouts,
    dnsTimeout: timeouts.connectionTimeout,
  });
  return {
    kind: 'smtp',
    maxSendMs,
    async send(mail) {
      // nodemailer 10 takes an AbortSignal (closes the connection on abort); @types/nodemailer 7 lacks it.
      const message: SendMailOptions & { signal: AbortSignal } = {
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? undefined,
        signal: AbortSignal.timeout(maxSendMs),
      };
      await transporter.sendMail(message);
    },
    close: () => transporter.close(),
  };
}
