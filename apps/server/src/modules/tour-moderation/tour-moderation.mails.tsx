import type { TOutgoingMail } from '../../adapters/mail/mail-outbox';
import { escapeHtml } from '../auth/auth.mails';

type TDecisionMail = {
  to: string;
  username: string;
  title: string;
  sku: string | null;
  appName: string;
};

function decisionMail(
  input: TDecisionMail & {
    kind: string;
    subject: string;
    opening: string;
    note?: { label: string; text: string };
    link: { label: string; url: string };
  },
): TOutgoingMail {
  const lines = [`Tour: ${input.title}`, ...(input.sku ? [`SKU: ${input.sku}`] : [])];
  const noteText = input.note ? `\n\n${input.note.label}:\n${input.note.text}` : '';
  const noteHtml = input.note
    ? `<p><strong>${escapeHtml(input.note.label)}:</strong></p><p>${escapeHtml(input.note.text).replace(/\n/g, '<br>')}</p>`
    : '';
  return {
    kind: input.kind,
    to: input.to,
    subject: input.subject,
    text: `Hello ${input.username},\n\n${input.opening}\n\n${lines.join('\n')}${noteText}\n\n${input.link.label}: ${input.link.url}\n\n${input.appName}\n`,
    html: `<p>Hello ${escapeHtml(input.username)},</p><p>${escapeHtml(input.opening)}</p><ul>${lines
      .map((line) => `<li>${escapeHtml(line)}</li>`)
      .join(
        '',
      )}</ul>${noteHtml}<p><a href="${escapeHtml(input.link.url)}">${escapeHtml(input.link.label)}</a></p><p>${escapeHtml(
      input.appName,
    )}</p>`,
  };
}

export function tourApprovedMail(input: TDecisionMail & { tourUrl: string }): TOutgoingMail {
  return decisionMail({
    ...input,
    kind: 'tour_approved',
    subject: `Your tour is live: ${input.title}`,
    opening: `Your tour "${input.title}" has been approved and published. Travellers can now find and book it.`,
    link: { label: 'See it on the site', url: input.tourUrl },
  });
}

export function tourRejectedMail(input: TDecisionMail & { reason: string; accountUrl: string }): TOutgoingMail {
  return decisionMail({
    ...input,
    kind: 'tour_rejected',
    subject: `Your tour was not approved: ${input.title}`,
    opening: `An administrator reviewed your tour "${input.title}" and did not approve it.`,
    note: { label: 'Reason', text: input.reason },
    link: { label: 'Your tours', url: input.accountUrl },
  });
}

export function tourChangesRequestedMail(input: TDecisionMail & { note: string; accountUrl: string }): TOutgoingMail {
  return decisionMail({
    ...input,
    kind: 'tour_changes_requested',
    subject: `Changes requested for your tour: ${input.title}`,
    opening: `An administrator reviewed your tour "${input.title}" and asks for changes before it can be published. Edit it and submit it again.`,
    note: { label: 'Requested changes', text: input.note },
    link: { label: 'Your tours', url: input.accountUrl },
  });
}
