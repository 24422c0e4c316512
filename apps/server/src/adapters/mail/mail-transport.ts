import nodemailer from 'nodemailer';

export type TMailEnvelope = { to: string; subject: string; text: string; html: string | null };

export type TMailTransport = {
  kind: 'outbox' | 'smtp';
  send(mail: TMailEnvelope): Promise<void>;
  close(): void;
};

/** Embedded default: the outbox row itself is the delivered mail, read on the dev mailbox page. */
export function createOutboxTransport(): TMailTransport {
  return { kind: 'outbox', send: async () => {}, close: () => {} };
}

export function createSmtpTransport(smtpUrl: string, from: string): TMailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(mail) {
      await transporter.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? undefined });
    },
    close: () => transporter.close(),
  };
}
