/** @jsxRuntime automatic */
import type { TOutgoingMail } from '../../adapters/mail/mail-outbox';
import { MailFacts, MailLayout, MailLink, renderMailHtml } from '../mail/mail-layout';

/** A traveller's booking on a departure whose flights or itinerary changed, and what changed on it. */
export type TTripChangeMail = {
  to: string;
  name: string;
  bookingReference: string;
  tourTitle: string;
  startDate: string;
  /** One line per change: 'Outbound flight: was …; now …', 'Day 2: …'. */
  changes: readonly string[];
  tourUrl: string;
  appName: string;
};

/** Travellers are told what changed on their trip (DESIGN decision 37): one e-mail per booking. */
export function tripChangedMail(input: TTripChangeMail): TOutgoingMail {
  const subject = `Your trip changed: ${input.tourTitle} on ${input.startDate}`;
  const opening = `Your trip "${input.tourTitle}" departing ${input.startDate} (booking ${input.bookingReference}) has changed. Your booking, its price and seats stay as they are. What changed:`;
  return {
    kind: 'trip_changed',
    to: input.to,
    subject,
    text: `Hello ${input.name},\n\n${opening}\n\n${input.changes.map((line) => `- ${line}`).join('\n')}\n\nThe tour as it is now: ${input.tourUrl}\n\n${input.appName}\n`,
    html: renderMailHtml(
      <MailLayout title={subject} appName={input.appName}>
        <p>{`Hello ${input.name},`}</p>
        <p>{opening}</p>
        <MailFacts lines={input.changes} />
        <MailLink href={input.tourUrl}>The tour as it is now</MailLink>
      </MailLayout>,
    ),
  };
}
