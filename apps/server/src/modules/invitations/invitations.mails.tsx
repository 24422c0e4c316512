/** @jsxRuntime automatic */
import { formatInvitationExpiry, INVITATION_VALIDITY_DAYS } from '@tour/shared';
import type { TOutgoingMail } from '../../adapters/mail/mail-outbox';
import { MailLayout, MailLink, renderMailHtml } from '../mail/mail-layout';

type TInvitationMail = { to: string; link: string; expiresAt: Date; appName: string };

const subjectOf = (appName: string) => `You are invited to join ${appName} as a Wholesale Owner`;

function paragraphsOf(input: TInvitationMail) {
  return [
    `An administrator of ${input.appName} has invited you to open a Wholesale Owner account. With it you register your tour company (with its TAT licence) and then submit your tours for sale.`,
    `The link works once, for ${INVITATION_VALIDITY_DAYS} days: until ${formatInvitationExpiry(input.expiresAt)}. Create your account with this e-mail address (${input.to}).`,
  ];
}

function InvitationMail(props: TInvitationMail) {
  return (
    <MailLayout title={subjectOf(props.appName)} appName={props.appName}>
      <p>Hello,</p>
      {paragraphsOf(props).map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <MailLink href={props.link}>Accept the invitation</MailLink>
      <p>If you did not expect this invitation, ignore this e-mail: no account is made without you.</p>
    </MailLayout>
  );
}

/** The invitation e-mail (3-admin.md section 7: to, invitationUrl, expiresAt). */
export function invitationMail(input: TInvitationMail): TOutgoingMail {
  return {
    kind: 'invitation',
    to: input.to,
    subject: subjectOf(input.appName),
    text: `Hello,\n\n${paragraphsOf(input).join('\n\n')}\n\nAccept the invitation: ${input.link}\n\nIf you did not expect this invitation, ignore this e-mail: no account is made without you.\n\n${input.appName}\n`,
    html: renderMailHtml(<InvitationMail {...input} />),
  };
}
