/** @jsxRuntime automatic */
import type { TOutgoingMail } from '../../adapters/mail/mail-outbox';
import { MailFacts, MailLayout, MailLink, renderMailHtml } from '../mail/mail-layout';

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
}): TOutgoingMail {
  const lines = [
    `Tour: ${input.title}`,
    `SKU: ${input.sku}`,
    `Pending tour ID: ${input.pendingTourId}`,
    'Status: pending review',
  ];
  const received = input.resubmitted ? `your changes to the tour "${input.title}"` : `your tour "${input.title}"`;
  const opening = `We received ${received}. An administrator will review it; we will write to you when it is approved or if anything needs to change.`;
  const subject = input.resubmitted
    ? `We received your changes: ${input.title}`
    : `We received your tour: ${input.title}`;
  return {
    kind: 'tour_received',
    to: input.to,
    subject,
    text: `Hello ${input.username},\n\n${opening}\n\n${lines.join('\n')}\n\nFollow it in your account: ${input.accountUrl}\n\n${input.appName}\n`,
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
}) {
  return (
    <MailLayout title={props.subject} appName={props.appName}>
      <p>{`Hello ${props.username},`}</p>
      <p>{props.opening}</p>
      <MailFacts lines={props.lines} />
      <MailLink href={props.accountUrl}>Follow it in your account</MailLink>
    </MailLayout>
  );
}
