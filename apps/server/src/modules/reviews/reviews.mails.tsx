/** @jsxRuntime automatic */
import { formatCalendarDate, REVIEW_EDIT_WINDOW_DAYS, REVIEW_LINK_VALID_DAYS } from '@tour/shared';
import type { TOutgoingMail } from '../../adapters/mail/mail-outbox';
import { MailFacts, MailLayout, MailLink, MultilineText, renderMailHtml } from '../mail/mail-layout';

type TBrand = { appName: string };

/** The booking a review e-mail is about. */
export type TReviewMailBooking = {
  bookingId: string;
  to: string;
  contactName: string | null;
  reference: string;
  tourTitle: string;
  startDate: string;
  endDate: string;
};

function greeting(booking: TReviewMailBooking) {
  return `Dear ${booking.contactName ?? 'traveller'},`;
}

/** After the trip: the private link to review it, which works without signing in for 60 days. */
export function reviewRequestMail(input: { booking: TReviewMailBooking; link: string }, brand: TBrand): TOutgoingMail {
  const { booking } = input;
  const subject = `How was ${booking.tourTitle}? Review your trip (${booking.reference}) | ${brand.appName}`;
  const lead = `We hope you enjoyed ${booking.tourTitle}. Travellers choose their next trip by reviews of people who went: would you tell them about yours?`;
  const how = `Rate the trip from 1 to 5 stars and write a few words; photos are welcome. The link below works without signing in for ${REVIEW_LINK_VALID_DAYS} days, and you can edit your review for ${REVIEW_EDIT_WINDOW_DAYS} days after writing it.`;
  const facts = [
    `Booking reference: ${booking.reference}`,
    `Tour: ${booking.tourTitle}`,
    `Travel dates: ${formatCalendarDate(booking.startDate)} to ${formatCalendarDate(booking.endDate)}`,
  ];
  const text = [greeting(booking), lead, how, facts.join('\n'), `Write your review: ${input.link}`, brand.appName].join(
    '\n\n',
  );
  return {
    kind: 'review_request',
    to: booking.to,
    bookingId: booking.bookingId,
    subject,
    text: `${text}\n`,
    html: renderMailHtml(
      <MailLayout title={subject} appName={brand.appName}>
        <p>{greeting(booking)}</p>
        <p>{lead}</p>
        <p>{how}</p>
        <MailFacts lines={facts} />
        <MailLink href={input.link}>Write your review</MailLink>
      </MailLayout>,
    ),
  };
}

/** The operator answered the traveller's review in public: what they wrote, and where it shows. */
export function reviewReplyMail(
  input: { booking: TReviewMailBooking; reviewTitle: string; operatorName: string; reply: string; tourUrl: string },
  brand: TBrand,
): TOutgoingMail {
  const { booking } = input;
  const subject = `${input.operatorName} replied to your review of ${booking.tourTitle} | ${brand.appName}`;
  const lead = `${input.operatorName} has answered your review "${input.reviewTitle}". Their reply is shown under your review on the tour's page:`;
  const text = [
    greeting(booking),
    lead,
    input.reply
      .split('\n')
      .map((line) => `> ${line}`)
      .join('\n'),
    `See it on the tour page: ${input.tourUrl}`,
    brand.appName,
  ].join('\n\n');
  return {
    kind: 'review_reply',
    to: booking.to,
    bookingId: booking.bookingId,
    subject,
    text: `${text}\n`,
    html: renderMailHtml(
      <MailLayout title={subject} appName={brand.appName}>
        <p>{greeting(booking)}</p>
        <p>{lead}</p>
        <blockquote>
          <MultilineText text={input.reply} />
        </blockquote>
        <MailLink href={input.tourUrl}>See it on the tour page</MailLink>
      </MailLayout>,
    ),
  };
}
