/** @jsxRuntime automatic */
import type { TLanguage } from '@tour/shared';
import type { TOutgoingMail } from '../../adapters/mail/mail-outbox';
import { MailFacts, MailLayout, MailLink, MultilineText, renderMailHtml } from '../mail/mail-layout';
import { TOUR_MODERATION_MAIL_TEXTS } from './tour-moderation.mail-texts';

type TDecisionMail = {
  to: string;
  username: string;
  title: string;
  sku: string | null;
  appName: string;
  /** The submitting operator's: their profile's language, else English (issue 27). */
  language: TLanguage;
};

type TDecisionMailContent = TDecisionMail & {
  kind: string;
  subject: string;
  opening: string;
  note?: { label: string; text: string };
  link: { label: string; url: string };
};

function decisionMail(input: TDecisionMailContent): TOutgoingMail {
  const T = TOUR_MODERATION_MAIL_TEXTS[input.language];
  const lines = tourLines(input);
  const noteText = input.note ? `\n\n${input.note.label}:\n${input.note.text}` : '';
  return {
    kind: input.kind,
    to: input.to,
    subject: input.subject,
    text: `${T.greeting(input.username)}\n\n${input.opening}\n\n${lines.join('\n')}${noteText}\n\n${input.link.label}: ${input.link.url}\n\n${input.appName}\n`,
    html: renderMailHtml(<DecisionMail {...input} />),
  };
}

function tourLines(input: TDecisionMail) {
  const T = TOUR_MODERATION_MAIL_TEXTS[input.language];
  return [T.tour(input.title), ...(input.sku ? [T.sku(input.sku)] : [])];
}

function DecisionMail(props: TDecisionMailContent) {
  const T = TOUR_MODERATION_MAIL_TEXTS[props.language];
  return (
    <MailLayout title={props.subject} appName={props.appName} language={props.language}>
      <p>{T.greeting(props.username)}</p>
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
  const T = TOUR_MODERATION_MAIL_TEXTS[input.language];
  return decisionMail({
    ...input,
    kind: 'tour_approved',
    subject: T.approved.subject(input.title),
    opening: T.approved.opening(input.title),
    link: { label: T.seeOnSite, url: input.tourUrl },
  });
}

/** `reason`: the administrator's, as they typed it. */
export function tourRejectedMail(input: TDecisionMail & { reason: string; accountUrl: string }): TOutgoingMail {
  const T = TOUR_MODERATION_MAIL_TEXTS[input.language];
  return decisionMail({
    ...input,
    kind: 'tour_rejected',
    subject: T.rejected.subject(input.title),
    opening: T.rejected.opening(input.title),
    note: { label: T.reason, text: input.reason },
    link: { label: T.yourTours, url: input.accountUrl },
  });
}

export function tourChangesRequestedMail(input: TDecisionMail & { note: string; accountUrl: string }): TOutgoingMail {
  const T = TOUR_MODERATION_MAIL_TEXTS[input.language];
  return decisionMail({
    ...input,
    kind: 'tour_changes_requested',
    subject: T.changesRequested.subject(input.title),
    opening: T.changesRequested.opening(input.title),
    note: { label: T.requestedChanges, text: input.note },
    link: { label: T.yourTours, url: input.accountUrl },
  });
}

/** An operator's revision of a live tour went live (DESIGN decision 37). */
export function revisionApprovedMail(input: TDecisionMail & { tourUrl: string }): TOutgoingMail {
  const T = TOUR_MODERATION_MAIL_TEXTS[input.language];
  return decisionMail({
    ...input,
    kind: 'tour_revision_approved',
    subject: T.revisionApproved.subject(input.title),
    opening: T.revisionApproved.opening(input.title),
    link: { label: T.seeOnSite, url: input.tourUrl },
  });
}

/** An administrator sent an operator's revision of a live tour back with a note; the live tour is unchanged. */
export function revisionChangesRequestedMail(input: TDecisionMail & { note: string; editUrl: string }): TOutgoingMail {
  const T = TOUR_MODERATION_MAIL_TEXTS[input.language];
  return decisionMail({
    ...input,
    kind: 'tour_revision_changes_requested',
    subject: T.revisionChangesRequested.subject(input.title),
    opening: T.revisionChangesRequested.opening(input.title),
    note: { label: T.requestedChanges, text: input.note },
    link: { label: T.editTour, url: input.editUrl },
  });
}
