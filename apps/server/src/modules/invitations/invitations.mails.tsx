/** @jsxRuntime automatic */
import { INVITATION_VALIDITY_DAYS, type TLanguage } from '@tour/shared';
import type { TOutgoingMail } from '../../adapters/mail/mail-outbox';
import { MailLayout, MailLink, renderMailHtml } from '../mail/mail-layout';
import { INVITATIONS_MAIL_TEXTS } from './invitations.mail-texts';

/** `language`: the inviting administrator's (the invitee has no account to have chosen one). */
type TInvitationMail = { to: string; link: string; expiresAt: Date; appName: string; language: TLanguage };

function paragraphsOf(input: TInvitationMail) {
  const T = INVITATIONS_MAIL_TEXTS[input.language];
  return [T.intro(input.appName), T.validity(INVITATION_VALIDITY_DAYS, T.expiry(input.expiresAt), input.to)];
}

function InvitationMail(props: TInvitationMail) {
  const T = INVITATIONS_MAIL_TEXTS[props.language];
  return (
    <MailLayout title={T.subject(props.appName)} appName={props.appName} language={props.language}>
      <p>{T.greeting}</p>
      {paragraphsOf(props).map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <MailLink href={props.link}>{T.accept}</MailLink>
      <p>{T.ignore}</p>
    </MailLayout>
  );
}

/** The invitation e-mail (3-admin.md section 7: to, invitationUrl, expiresAt). */
export function invitationMail(input: TInvitationMail): TOutgoingMail {
  const T = INVITATIONS_MAIL_TEXTS[input.language];
  return {
    kind: 'invitation',
    to: input.to,
    subject: T.subject(input.appName),
    text: `${T.greeting}\n\n${paragraphsOf(input).join('\n\n')}\n\n${T.acceptLine(input.link)}\n\n${T.ignore}\n\n${input.appName}\n`,
    html: renderMailHtml(<InvitationMail {...input} />),
  };
}
