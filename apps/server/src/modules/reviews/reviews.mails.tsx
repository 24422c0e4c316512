/** @jsxRuntime automatic */
import { formatCalendarDate, REVIEW_EDIT_WINDOW_DAYS, REVIEW_LINK_VALID_DAYS, type TLanguage } from '@tour/shared';
import type { TOutgoingMail } from '../../adapters/mail/mail-outbox';
import { MailFacts, MailLayout, MailLink, MultilineText, renderMailHtml } from '../mail/mail-layout';
import { REVIEWS_MAIL_TEXTS } from './reviews.mail-texts';

/** The brand, and the language the e-mail is written in: the booking's. */
type TReviewMailContext = { appName: string; language: TLanguage };

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

/** After the trip: the private link to review it, which works without signing in for 60 days. */
export function reviewRequestMail(
  input: { booking: TReviewMailBooking; link: string },
  context: TReviewMailContext,
): TOutgoingMail {
  const { booking } = input;
  const { language } = context;
  const texts = REVIEWS_MAIL_TEXTS[language];
  const T = texts.request;
  const greeting = texts.greeting(booking.contactName);
  const subject = T.subject(booking.tourTitle, booking.reference, context.appName);
  const lead = T.lead(booking.tourTitle);
  const how = T.how(REVIEW_LINK_VALID_DAYS, REVIEW_EDIT_WINDOW_DAYS);
  const facts = [
    T.reference(booking.reference),
    T.tour(booking.tourTitle),
    T.travelDates(formatCalendarDate(booking.startDate, language), formatCalendarDate(booking.endDate, language)),
  ];
  const text = [greeting, lead, how, facts.join('\n'), `${T.write}: ${input.link}`, context.appName].join('\n\n');
  return {
    kind: 'review_request',
    to: booking.to,
    bookingId: booking.bookingId,
    subject,
    text: `${text}\n`,
    html: renderMailHtml(
      <MailLayout title={subject} appName={context.appName} language={language}>
        <p>{greeting}</p>
        <p>{lead}</p>
        <p>{how}</p>
        <MailFacts lines={facts} />
        <MailLink href={input.link}>{T.write}</MailLink>
      </MailLayout>,
    ),
  };
}

/** The operator answered the traveller's review in public: what they wrote, and where it shows. */
export function reviewReplyMail(
  input: { booking: TReviewMailBooking; reviewTitle: string; operatorName: string; reply: string; tourUrl: string },
  context: TReviewMailContext,
): TOutgoingMail {
  const { booking } = input;
  const { language } = context;
  const texts = REVIEWS_MAIL_TEXTS[language];
  const T = texts.reply;
  const greeting = texts.greeting(booking.contactName);
  const subject = T.subject(input.operatorName, booking.tourTitle, context.appName);
  const lead = T.lead(input.operatorName, input.reviewTitle);
  const text = [
    greeting,
    lead,
    input.reply
      .split('\n')
      .map((line) => `> ${line}`)
      .join('\n'),
    `${T.see}: ${input.tourUrl}`,
    context.appName,
  ].join('\n\n');
  return {
    kind: 'review_reply',
    to: booking.to,
    bookingId: booking.bookingId,
    subject,
    text: `${text}\n`,
    html: renderMailHtml(
      <MailLayout title={subject} appName={context.appName} language={language}>
        <p>{greeting}</p>
        <p>{lead}</p>
        <blockquote>
          <MultilineText text={input.reply} />
        </blockquote>
        <MailLink href={input.tourUrl}>{T.see}</MailLink>
      </MailLayout>,
    ),
  };
}
