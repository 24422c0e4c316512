/** @jsxRuntime automatic */
import type { TOutgoingMail } from '../../adapters/mail/mail-outbox';
import { MailFacts, MailLayout, MailLink, MultilineText, renderMailHtml } from '../mail/mail-layout';

type TDecisionMail = {
  to: string;
  username: string;
  title: string;
  sku: string | null;
  appName: string;
};

type TDecisionMailContent = TDecisionMail & {
  kind: string;
  subject: string;
  opening: string;
  note?: { label: string; text: string };
  link: { label: string; url: string };
};

function decisionMail(input: TDecisionMailContent): TOutgoingMail {
  const lines = tourLines(input);
  const noteText = input.note ? `\n\n${input.note.label}:\n${input.note.text}` : '';
  return {
    kind: input.kind,
    to: input.to,
    subject: input.subject,
    text: `Hello ${input.username},\n\n${input.opening}\n\n${lines.join('\n')}${noteText}\n\n${input.link.label}: ${input.link.url}\n\n${input.appName}\n`,
    html: renderMailHtml(<DecisionMail {...input} />),
  };
}

function tourLines(input: TDecisionMail) {
  return [`Tour: ${input.title}`, ...(input.sku ? [`SKU: ${input.sku}`] : [])];
}

function DecisionMail(props: TDecisionMailContent) {
  return (
    <MailLayout title={props.subject} appName={props.appName}>
      <p>{`Hello ${props.username},`}</p>
      <p>{props.opening}</p>
      <MailFacts lines={tourLines(props)} />
      {props.note && (
        <>
          <p>
            <strong>{`${props.note.label}:`}</strong>
          </p>
          <p>
            <MultilineText text={props.note.text} />
          </p>
        </>
      )}
      <MailLink href={props.link.url}>{props.link.label}</MailLink>
    </MailLayout>
  );
}

export function tourApprovedMail(input: TDecisionMail & { tourUrl: string }): TOutgoingMail {
  return decisionMail({
    ...input,
    kind: 'tour_approved',
    subject: `Your tour is live: ${input.title}`,
    opening: `Your tour "${input.title}" has been approved and published. Travellers can now find and book it.`,
    link: { label: 'See it on the site', url: input.tourUrl },
  });
}

export function tourRejectedMail(input: TDecisionMail & { reason: string; accountUrl: string }): TOutgoingMail {
  return decisionMail({
    ...input,
    kind: 'tour_rejected',
    subject: `Your tour was not approved: ${input.title}`,
    opening: `An administrator reviewed your tour "${input.title}" and did not approve it.`,
    note: { label: 'Reason', text: input.reason },
    link: { label: 'Your tours', url: input.accountUrl },
  });
}

export function tourChangesRequestedMail(input: TDecisionMail & { note: string; accountUrl: string }): TOutgoingMail {
  return decisionMail({
    ...input,
    kind: 'tour_changes_requested',
    subject: `Changes requested for your tour: ${input.title}`,
    opening: `An administrator reviewed your tour "${input.title}" and asks for changes before it can be published. Edit it and submit it again.`,
    note: { label: 'Requested changes', text: input.note },
    link: { label: 'Your tours', url: input.accountUrl },
  });
}

/** An operator's revision of a live tour went live (DESIGN decision 37). */
export function revisionApprovedMail(input: TDecisionMail & { tourUrl: string }): TOutgoingMail {
  return decisionMail({
    ...input,
    kind: 'tour_revision_approved',
    subject: `Your changes are live: ${input.title}`,
    opening: `An administrator approved your changes to "${input.title}". Travellers now see the new content.`,
    link: { label: 'See it on the site', url: input.tourUrl },
  });
}

/** An administrator sent an operator's revision of a live tour back with a note; the live tour is unchanged. */
export function revisionChangesRequestedMail(input: TDecisionMail & { note: string; editUrl: string }): TOutgoingMail {
  return decisionMail({
    ...input,
    kind: 'tour_revision_changes_requested',
    subject: `Changes requested for your edits: ${input.title}`,
    opening: `An administrator reviewed your changes to "${input.title}" and asks for more before they go live. Travellers still see the current content. Change it on the edit screen and save: it goes back for review.`,
    note: { label: 'Requested changes', text: input.note },
    link: { label: 'Edit the tour', url: input.editUrl },
  });
}
