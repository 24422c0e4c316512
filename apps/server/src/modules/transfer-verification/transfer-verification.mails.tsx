/** @jsxRuntime automatic */
import { formatCalendarDate, formatMinorUnits, formatPaymentDeadline } from '@tour/shared';
import type { TOutgoingMail } from '../../adapters/mail/mail-outbox';
import { MailFacts, MailLayout, MailLink, MultilineText, renderMailHtml } from '../mail/mail-layout';

type TRejectedTransfer = {
  to: string;
  bookingId: string;
  reference: string;
  contactName: string | null;
  tourTitle: string;
  startDate: string;
  endDate: string;
  amount: number;
  currency: string;
  reason: string;
  deadline: Date;
  manageUrl: string;
};

/**
 * The traveller's transfer could not be verified: why, until when the seats stay held, and the private link to pay
 * again (card, PromptPay or a new slip). Without payment by the deadline the booking is cancelled (decision 13).
 */
export function transferRejectedMail(input: TRejectedTransfer, context: { appName: string }): TOutgoingMail {
  const deadline = formatPaymentDeadline(input.deadline.toISOString());
  const subject = `Bank transfer not verified – pay by ${deadline} · ${input.reference} · ${input.tourTitle} | ${context.appName}`;
  const name = input.contactName ?? 'traveller';
  const lead = 'We could not verify the bank transfer you sent for your booking, so it is not paid yet.';
  const keep = `Your seats are held until ${deadline}. Please pay before then by card, PromptPay or a new bank transfer; if the booking is not paid by then it is cancelled and the seats are released.`;
  const lines = [
    `Booking reference: ${input.reference}`,
    `Tour: ${input.tourTitle}`,
    `Travel dates: ${formatCalendarDate(input.startDate)} to ${formatCalendarDate(input.endDate)}`,
    `Amount due: ${formatMinorUnits(input.amount, input.currency)}`,
    `Pay by: ${deadline}`,
  ];
  const manage = 'Pay for your booking';
  const privateNote = 'This link is private to your booking: please do not share it.';
  const text = [
    `Dear ${name},`,
    '',
    lead,
    '',
    `Reason: ${input.reason}`,
    '',
    keep,
    '',
    ...lines,
    '',
    `${manage}: ${input.manageUrl}`,
    '',
    privateNote,
    '',
    context.appName,
    '',
  ].join('\n');
  const html = renderMailHtml(
    <MailLayout title={subject} appName={context.appName}>
      <p>{`Dear ${name},`}</p>
      <p>{lead}</p>
      <p>
        {'Reason: '}
        <MultilineText text={input.reason} />
      </p>
      <p>{keep}</p>
      <MailFacts lines={lines} />
      <MailLink href={input.manageUrl}>{manage}</MailLink>
      <p>{privateNote}</p>
    </MailLayout>,
  );
  return { kind: 'transfer_rejected', to: input.to, subject, text, html, bookingId: input.bookingId };
}

type TOverdueTransfer = {
  bookingReference: string;
  tourTitle: string;
  amount: number;
  currency: string;
  receivedAt: Date;
  verificationDueAt: Date;
};

/** Tells an administrator which transfers passed their verification time (1-2 business days) unverified. */
export function transfersOverdueMail(
  input: { to: string; transfers: readonly TOverdueTransfer[]; deskUrl: string },
  context: { appName: string },
): TOutgoingMail {
  const count = input.transfers.length;
  const subject = `${count === 1 ? '1 bank transfer' : `${count} bank transfers`} overdue for verification | ${context.appName}`;
  const lead =
    'These bank transfers were not verified within 1-2 business days, as travellers are promised. They are shown first on the verification desk, flagged overdue.';
  const lines = input.transfers.map(
    (transfer) =>
      `${transfer.bookingReference} · ${transfer.tourTitle} · ${formatMinorUnits(transfer.amount, transfer.currency)} · received ${formatPaymentDeadline(transfer.receivedAt.toISOString())}, due ${formatPaymentDeadline(transfer.verificationDueAt.toISOString())}`,
  );
  const open = 'Open the verification desk';
  const text = [lead, '', ...lines, '', `${open}: ${input.deskUrl}`, '', context.appName, ''].join('\n');
  const html = renderMailHtml(
    <MailLayout title={subject} appName={context.appName}>
      <p>{lead}</p>
      <MailFacts lines={lines} />
      <MailLink href={input.deskUrl}>{open}</MailLink>
    </MailLayout>,
  );
  return { kind: 'transfers_overdue', to: input.to, subject, text, html };
}
