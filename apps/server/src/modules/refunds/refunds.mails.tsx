/** @jsxRuntime automatic */
import { formatMinorUnits } from '@tour/shared';
import type { TOutgoingMail } from '../../adapters/mail/mail-outbox';
import { MailFacts, MailLayout, MailLink, renderMailHtml } from '../mail/mail-layout';

type TBrand = { appName: string; supportEmail: string };

/** What every refund e-mail says about the booking and the money. */
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
};

type TRefundMail = {
  kind: string;
  subject: string;
  paragraphs: string[];
  facts: string[];
};

function render(input: TRefundMailInput, mail: TRefundMail, brand: TBrand): TOutgoingMail {
  const greeting = `Dear ${input.contactName ?? 'traveller'},`;
  const text = [
    greeting,
    '',
    ...mail.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...mail.facts,
    '',
    `View your booking: ${input.link}`,
    '',
    brand.appName,
    '',
  ].join('\n');
  const html = renderMailHtml(
    <MailLayout title={mail.subject} appName={brand.appName}>
      <p>{greeting}</p>
      {mail.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <MailFacts lines={mail.facts} />
      <MailLink href={input.link}>View your booking</MailLink>
    </MailLayout>,
  );
  return { kind: mail.kind, to: input.to, bookingId: input.bookingId, subject: mail.subject, text, html };
}

function destination(method: TRefundMailInput['method']) {
  return method === 'promptpay' ? 'the account you paid from with PromptPay' : 'your card';
}

/** A provider refund an administrator made: on its way back to the card or the PromptPay account. */
export function refundOnItsWayMail(input: TRefundMailInput, brand: TBrand): TOutgoingMail {
  const money = formatMinorUnits(input.amount, input.currency);
  return render(
    input,
    {
      kind: 'refund_submitted',
      subject: `Refund on its way · ${input.reference} | ${brand.appName}`,
      paragraphs: [
        `We have refunded ${money} of your booking ${input.reference} (${input.tourTitle}) to ${destination(input.method)}. It usually shows within 5-10 business days.`,
      ],
      facts: [`Booking reference: ${input.reference}`, `Refund: ${money}`],
    },
    brand,
  );
}

/** A bank-transfer refund an administrator paid: the reference of the transfer made. */
export function refundTransferredMail(
  input: TRefundMailInput & { transferReference: string; accountNumber: string | null },
  brand: TBrand,
): TOutgoingMail {
  const money = formatMinorUnits(input.amount, input.currency);
  const account = input.accountNumber ? ` to the account ending ${input.accountNumber.slice(-4)}` : '';
  return render(
    input,
    {
      kind: 'refund_transferred',
      subject: `Refund paid · ${input.reference} | ${brand.appName}`,
      paragraphs: [
        `We have transferred your refund of ${money} for booking ${input.reference} (${input.tourTitle})${account}. Depending on your bank it may take a business day to show.`,
      ],
      facts: [
        `Booking reference: ${input.reference}`,
        `Refund: ${money}`,
        `Transfer reference: ${input.transferReference}`,
      ],
    },
    brand,
  );
}

/**
 * A provider refund that failed. No one retries it on their own, so the e-mail says so and how to reach a person
 * who can pay the money back another way.
 */
export function refundFailedMail(input: TRefundMailInput, brand: TBrand): TOutgoingMail {
  const money = formatMinorUnits(input.amount, input.currency);
  return render(
    input,
    {
      kind: 'refund_failed',
      subject: `Refund failed · ${input.reference} | ${brand.appName}`,
      paragraphs: [
        `The refund of ${money} for your booking ${input.reference} (${input.tourTitle}) to ${destination(input.method)} did not go through: the payment provider could not return the money. You have not been refunded yet.`,
        `Please write to ${brand.supportEmail} with your booking reference, and we will arrange to pay it back another way.`,
      ],
      facts: [`Booking reference: ${input.reference}`, `Refund: ${money}`],
    },
    brand,
  );
}
