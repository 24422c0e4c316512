/** @jsxRuntime automatic */
import type { TLanguage } from '@tour/shared';
import type { TOutgoingMail } from '../../adapters/mail/mail-outbox';
import { MailFacts, MailLayout, MailLink, MultilineText, renderMailHtml } from '../mail/mail-layout';
import { TOUR_MANAGEMENT_MAIL_TEXTS } from './tour-management.mail-texts';

type TVisibilityMail = {
  to: string;
  username: string | null;
  title: string;
  appName: string;
  /** The page the e-mail links to: the live tour (republished), the operator's tours (unpublished). */
  linkUrl: string;
  /** The operator's: their profile's language, else English (issue 27). */
  language: TLanguage;
};

type TVisibilityMailContent = TVisibilityMail & {
  kind: string;
  subject: string;
  opening: string;
  closing: string;
  linkLabel: string;
  reason?: string;
};

function visibilityMail(input: TVisibilityMailContent): TOutgoingMail {
  const T = TOUR_MANAGEMENT_MAIL_TEXTS[input.language];
  const greeting = T.greeting(input.username);
  const reason = input.reason ? `\n\n${T.reason}\n${input.reason}` : '';
  return {
    kind: input.kind,
    to: input.to,
    subject: input.subject,
    text: `${greeting}\n\n${input.opening}\n\n${T.tour(input.title)}${reason}\n\n${input.closing}\n\n${input.linkLabel}: ${input.linkUrl}\n\n${input.appName}\n`,
    html: renderMailHtml(<VisibilityMail {...input} greeting={greeting} />),
  };
}

function VisibilityMail(props: TVisibilityMailContent & { greeting: string }) {
  const T = TOUR_MANAGEMENT_MAIL_TEXTS[props.language];
  return (
    <MailLayout title={props.subject} appName={props.appName} language={props.language}>
      <p>{props.greeting}</p>
      <p>{props.opening}</p>
      <MailFacts lines={[T.tour(props.title)]} />
      {props.reason && (
        <>
          <p>
            <strong>{T.reason}</strong>
          </p>
          <p>
            <MultilineText text={props.reason} />
          </p>
        </>
      )}
      <p>{props.closing}</p>
      <MailLink href={props.linkUrl}>{props.linkLabel}</MailLink>
    </MailLayout>
  );
}

/** `linkUrl`: the operator's tours in their account. `reason`: the administrator's, as they typed it. */
export function tourUnpublishedMail(input: TVisibilityMail & { reason: string }): TOutgoingMail {
  const T = TOUR_MANAGEMENT_MAIL_TEXTS[input.language].unpublished;
  return visibilityMail({
    ...input,
    kind: 'tour_unpublished',
    subject: T.subject(input.title),
    opening: T.opening(input.title),
    closing: T.closing,
    linkLabel: T.link,
  });
}

/** `linkUrl`: the live tour's page. */
export function tourRepublishedMail(input: TVisibilityMail): TOutgoingMail {
  const T = TOUR_MANAGEMENT_MAIL_TEXTS[input.language].republished;
  return visibilityMail({
    ...input,
    kind: 'tour_republished',
    subject: T.subject(input.title),
    opening: T.opening(input.title),
    closing: T.closing,
    linkLabel: T.link,
  });
}
