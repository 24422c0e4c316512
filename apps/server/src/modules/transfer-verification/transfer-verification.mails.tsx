/** @jsxRuntime automatic */
import { formatCalendarDate, formatMinorUnits, formatPaymentDeadline, type TLanguage } from '@tour/shared';
import type { TOutgoingMail } from '../../adapters/mail/mail-outbox';
import { MailFacts, MailLayout, MailLink, MultilineText, renderMailHtml } from '../mail/mail-layout';
import { TRANSFER_VERIFICATION_MAIL_TEXTS } from './transfer-verification.mail-texts';

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
 * In the booking's language; the reason is the administrator's own words, quoted as typed.
 */
export function transferRejectedMail(
  input: TRejectedTransfer,
  context: { appName: string; language: TLanguage },
): TOutgoingMail {
  const { language } = context;
  const T = TRANSFER_VERIFICATION_MAIL_TEXTS[language].rejected;
  const deadline = formatPaymentDeadline(input.deadline.toISOString(), { language });
  const subject = T.subject(deadline, input.reference, input.tourTitle, context.appName);
  const greeting = T.greeting(input.contactName);
  const keep = T.keep(deadline);
  const lines = [
    T.reference(input.reference),
    T.tour(input.tourTitle),
    T.travelDates(formatCalendarDate(input.startDate, language), formatCalendarDate(input.endDate, language)),
    T.amountDue(formatMinorUnits(input.amount, input.currency, language)),
    T.payBy(deadline),
  ];
  const text = [
    greeting,
    '',
    T.lead,
    '',
    `${T.reason}${input.reason}`,
    '',
    keep,
    '',
    ...lines,
    '',
    `${T.manage}: ${input.manageUrl}`,
    '',
    T.privateNote,
    '',
    context.appName,
    '',
  ].join('\n');
  const html = renderMailHtml(
    <MailLayout title={subject} appName={context.appName} language={language}>
      <p>{greeting}</p>
      <p>{T.lead}</p>
      <p>
        {T.reason}
        <MultilineText text={input.reason} />
      </p>
      <p>{keep}</p>
      <MailFacts lines={lines} />
      <MailLink href={input.manageUrl}>{T.manage}</MailLink>
      <p>{T.privateNote}</p>
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

/**
 * Tells an administrator which transfers passed their verification time (1-2 business days) unverified, in the
 * administrator's language.
 */
export function transfersOverdueMail(
  input: { to: string; transfers: readonly TOverdueTransfer[]; deskUrl: string },
  context: { appName: string; language: TLanguage },
): TOutgoingMail {
  const { language } = context;
  const T = TRANSFER_VERIFICATION_MAIL_TEXTS[language].overdue;
  const subject = T.subject(input.transfers.length, context.appName);
  const lines = input.transfers.map((transfer) =>
    T.line(
      transfer.bookingReference,
      transfer.tourTitle,
      formatMinorUnits(transfer.amount, transfer.currency, language),
      formatPaymentDeadline(transfer.receivedAt.toISOString(), { language }),
      formatPaymentDeadline(transfer.verificationDueAt.toISOString(), { language }),
    ),
  );
  const text = [T.lead, '', ...lines, '', `${T.open}: ${input.deskUrl}`, '', context.appName, ''].join('\n');
  const html = renderMailHtml(
    <MailLayout title={subject} appName={context.appName} language={language}>
      <p>{T.lead}</p>
      <MailFacts lines={lines} />
      <MailLink href={input.deskUrl}>{T.open}</MailLink>
    </MailLayout>,
  );
  return { kind: 'transfers_overdue', to: input.to, subject, text, html };
}
