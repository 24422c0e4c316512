/** @jsxRuntime automatic */
import type { TOutgoingMail } from '../../adapters/mail/mail-outbox';
import { MailFacts, MailLayout, MailLink, MultilineText, renderMailHtml } from '../mail/mail-layout';

type TVisibilityMail = {
  to: string;
  username: string | null;
  title: string;
  appName: string;
  link: { label: string; url: string };
};

type TVisibilityMailContent = TVisibilityMail & {
  kind: string;
  subject: string;
  opening: string;
  closing: string;
  reason?: string;
};

function visibilityMail(input: TVisibilityMailContent): TOutgoingMail {
  const greeting = input.username ? `Hello ${input.username},` : 'Hello,';
  const reason = input.reason ? `\n\nReason:\n${input.reason}` : '';
  return {
    kind: input.kind,
    to: input.to,
    subject: input.subject,
    text: `${greeting}\n\n${input.opening}\n\nTour: ${input.title}${reason}\n\n${input.closing}\n\n${input.link.label}: ${input.link.url}\n\n${input.appName}\n`,
    html: renderMailHtml(<VisibilityMail {...input} greeting={greeting} />),
  };
}

function VisibilityMail(props: TVisibilityMailContent & { greeting: string }) {
  return (
    <MailLayout title={props.subject} appName={props.appName}>
      <p>{props.greeting}</p>
      <p>{props.opening}</p>
      <MailFacts lines={[`Tour: ${props.title}`]} />
      {props.reason && (
        <>
          <p>
            <strong>Reason:</strong>
          </p>
          <p>
            <MultilineText text={props.reason} />
          </p>
        </>
      )}
      <p>{props.closing}</p>
      <MailLink href={props.link.url}>{props.link.label}</MailLink>
    </MailLayout>
  );
}

export function tourUnpublishedMail(input: TVisibilityMail & { reason: string }): TOutgoingMail {
  return visibilityMail({
    ...input,
    kind: 'tour_unpublished',
    subject: `Your tour was unpublished: ${input.title}`,
    opening: `An administrator has unpublished your tour "${input.title}". Travellers can no longer find or book it.`,
    closing: 'Bookings already made stand as they are.',
  });
}

export function tourRepublishedMail(input: TVisibilityMail): TOutgoingMail {
  return visibilityMail({
    ...input,
    kind: 'tour_republished',
    subject: `Your tour is live again: ${input.title}`,
    opening: `An administrator has published your tour "${input.title}" again. Travellers can find and book it.`,
    closing: 'Its departures, prices and bookings are as they were.',
  });
}
