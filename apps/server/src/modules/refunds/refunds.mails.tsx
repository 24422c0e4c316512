/** @jsxRuntime automatic */
import { formatMinorUnits, type TLanguage } from '@tour/shared';
import type { TOutgoingMail } from '../../adapters/mail/mail-outbox';
import { MailFacts, MailLayout, MailLink, renderMailHtml } from '../mail/mail-layout';
import { REFUNDS_MAIL_TEXTS } from './refunds.mail-texts';

type TBrand = { appName: string; supportEmail: string };

/** What every refund e-mail says about the booking and the money, and the language it is written in (the booking's). */
export type TRefundMailInput = {
  to: string;
  bookingId: string;
  reference: string;
  contactName: string | null;
  tourTitle: string;
  amount: number;
  currency: string;
  /** How the booking was paid: where provider refunds go back to. */
  method: 'card' | 'promptpay' | 'bank_transfer';
  link: string;
  language: TLanguage;
};

type TRefundMail = {
  kind: string;
  subject: string;
  paragraphs: string[];
  facts: string[];
};

function render(input: TRefundMailInput, mail: TRefundMail, brand: TBrand): TOutgoingMail {
  const T = REFUNDS_MAIL_TEXTS[input.language];
  const greeting = T.greeting(input.contactName);
  const text = [
    greeting,
    '',
    ...mail.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...mail.facts,
    '',
    `${T.viewBooking}: ${input.link}`,
    '',
    brand.appName,
    '',
  ].join('\n');
  const html = renderMailHtml(
    <MailLayout title={mail.subject} appName={brand.appName} language={input.language}>
      <p>{greeting}</p>
      {mail.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <MailFacts lines={mail.facts} />
      <MailLink href={input.link}>{T.viewBooking}</MailLink>
    </MailLayout>,
  );
  return { kind: mail.kind, to: input.to, bookingId: input.bookingId, subject: mail.subject, text, html };
}

function destination(input: TRefundMailInput) {
  const T = REFUNDS_MAIL_TEXTS[input.language];
  return input.method === 'promptpay' ? T.toPromptPay : T.toCard;
}

const moneyOf = (input: TRefundMailInput) => formatMinorUnits(input.amount, input.currency, input.language);

/** A provider refund an administrator made: on its way back to the card or the PromptPay account. */
export function refundOnItsWayMail(input: TRefundMailInput, brand: TBrand): TOutgoingMail {
  const T = REFUNDS_MAIL_TEXTS[input.language];
  const money = moneyOf(input);
  return render(
    input,
    {
      kind: 'refund_submitted',
      subject: T.onItsWay.subject(input.reference, brand.appName),
      paragraphs: [T.onItsWay.lead(money, input.reference, input.tourTitle, destination(input))],
      facts: [T.reference(input.reference), T.refund(money)],
    },
    brand,
  );
}

/** A bank-transfer refund an administrator paid: the reference of the transfer made. */
export function refundTransferredMail(
  input: TRefundMailInput & { transferReference: string; accountNumber: string | null },
  brand: TBrand,
): TOutgoingMail {
  const T = REFUNDS_MAIL_TEXTS[input.language];
  const money = moneyOf(input);
  const account = input.accountNumber ? T.transferred.toAccount(input.accountNumber.slice(-4)) : '';
  return render(
    input,
    {
      kind: 'refund_transferred',
      subject: T.transferred.subject(input.reference, brand.appName),
      paragraphs: [T.transferred.lead(money, input.reference, input.tourTitle, account)],
      facts: [T.reference(input.reference), T.refund(money), T.transferred.transferReference(input.transferReference)],
    },
    brand,
  );
}

/**
 * A provider refund that failed. No one retries it on their own, so the e-mail says so and how to reach a person
 * who can pay the money back another way.
 */
export function refundFailedMail(input: TRefundMailInput, brand: TBrand): TOutgoingMail {
  const T = REFUNDS_MAIL_TEXTS[input.language];
  const money = moneyOf(input);
  return render(
    input,
    {
      kind: 'refund_failed',
      subject: T.failed.subject(input.reference, brand.appName),
      paragraphs: [
        T.failed.lead(money, input.reference, input.tourTitle, destination(input)),
        T.failed.writeTo(brand.supportEmail),
      ],
      facts: [T.reference(input.reference), T.refund(money)],
    },
    brand,
  );
}
