import type { TOutgoingMail } from '../../adapters/mail/mail-outbox';
import { escapeHtml } from '../auth/auth.mails';

/** The operator's receipt for a submitted (or, after requested changes, resubmitted) tour, written with the pending record. */
export function tourReceivedMail(input: {
  to: string;
  username: string;
  pendingTourId: string;
  title: string;
  sku: string;
  resubmitted: boolean;
  accountUrl: string;
  appName: string;
}): TOutgoingMail {
  const lines = [
    `Tour: ${input.title}`,
    `SKU: ${input.sku}`,
    `Pending tour ID: ${input.pendingTourId}`,
    'Status: pending review',
  ];
  const received = input.resubmitted ? `your changes to the tour "${input.title}"` : `your tour "${input.title}"`;
  const opening = `We received ${received}. An administrator will review it; we will write to you when it is approved or if anything needs to change.`;
  return {
    kind: 'tour_received',
    to: input.to,
    subject: input.resubmitted ? `We received your changes: ${input.title}` : `We received your tour: ${input.title}`,
    text: `Hello ${input.username},\n\n${opening}\n\n${lines.join('\n')}\n\nFollow it in your account: ${input.accountUrl}\n\n${input.appName}\n`,
    html: `<p>Hello ${escapeHtml(input.username)},</p><p>${escapeHtml(opening)}</p><ul>${lines
      .map((line) => `<li>${escapeHtml(line)}</li>`)
      .join('')}</ul><p><a href="${escapeHtml(input.accountUrl)}">Follow it in your account</a></p><p>${escapeHtml(
      input.appName,
    )}</p>`,
  };
}
