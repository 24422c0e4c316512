/** @jsxRuntime automatic */
import type { TLanguage } from '@tour/shared';
import type { TOutgoingMail } from '../../adapters/mail/mail-outbox';
import { MailFacts, MailLayout, MailLink, renderMailHtml } from '../mail/mail-layout';
import { TOUR_EDITING_MAIL_TEXTS } from './tour-editing.mail-texts';

/** A traveller's booking on a departure whose flights or itinerary changed, and what changed on it. */
export type TTripChangeMail = {
  to: string;
  /** The booking's contact or account name; null: none known (the e-mail greets the traveller). */
  name: string | null;
  bookingReference: string;
  tourTitle: string;
  /** The departure's calendar date, 'YYYY-MM-DD'. */
  startDate: string;
  /** One line per change, in `language`: 'Outbound flight: was …; now …', 'Day 2: …'. */
  changes: readonly string[];
  tourUrl: string;
  appName: string;
  /** The traveller's: the language the booking was made in (issue 27). */
  language: TLanguage;
};

/** Travellers are told what changed on their trip (DESIGN decision 37): one e-mail per booking. */
export function tripChangedMail(input: TTripChangeMail): TOutgoingMail {
  const T = TOUR_EDITING_MAIL_TEXTS[input.language];
  const date = T.departureDate(input.startDate);
  const subject = T.subject(input.tourTitle, date);
  const greeting = T.greeting(input.name);
  const opening = T.opening(input.tourTitle, date, input.bookingReference);
  return {
    kind: 'trip_changed',
    to: input.to,
    subject,
    text: `${greeting}\n\n${opening}\n\n${input.changes.map((line) => `- ${line}`).join('\n')}\n\n${T.tourLink}: ${input.tourUrl}\n\n${input.appName}\n`,
    html: renderMailHtml(
      <MailLayout title={subject} appName={input.appName} language={input.language}>
        <p>{greeting}</p>
        <p>{opening}</p>
        <MailFacts lines={input.changes} />
        <MailLink href={input.tourUrl}>{T.tourLink}</MailLink>
      </MailLayout>,
    ),
  };
}
