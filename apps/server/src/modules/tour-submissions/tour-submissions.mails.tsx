/** @jsxRuntime automatic */
import type { TLanguage } from '@tour/shared';
import type { TOutgoingMail } from '../../adapters/mail/mail-outbox';
import { MailFacts, MailLayout, MailLink, renderMailHtml } from '../mail/mail-layout';
import { TOUR_SUBMISSIONS_MAIL_TEXTS } from './tour-submissions.mail-texts';

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
  /** The operator's: their profile's language, else the submitting request's (issue 27). */
  language: TLanguage;
}): TOutgoingMail {
  const T = TOUR_SUBMISSIONS_MAIL_TEXTS[input.language];
  const lines = [T.tour(input.title), T.sku(input.sku), T.pendingTourId(input.pendingTourId), T.status];
  const kind = input.resubmitted ? T.resubmitted : T.submitted;
  const opening = kind.opening(input.title);
  const subject = kind.subject(input.title);
  return {
    kind: 'tour_received',
    to: input.to,
    subject,
    text: `${T.greeting(input.username)}\n\n${opening}\n\n${lines.join('\n')}\n\n${T.follow}: ${input.accountUrl}\n\n${input.appName}\n`,
    html: renderMailHtml(<TourReceivedMail {...input} subject={subject} opening={opening} lines={lines} />),
  };
}

function TourReceivedMail(props: {
  subject: string;
  username: string;
  opening: string;
  lines: string[];
  accountUrl: string;
  appName: string;
  language: TLanguage;
}) {
  const T = TOUR_SUBMISSIONS_MAIL_TEXTS[props.language];
  return (
    <MailLayout title={props.subject} appName={props.appName} language={props.language}>
      <p>{T.greeting(props.username)}</p>
      <p>{props.opening}</p>
      <MailFacts lines={props.lines} />
      <MailLink href={props.accountUrl}>{T.follow}</MailLink>
    </MailLayout>
  );
}
