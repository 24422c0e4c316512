/** @jsxRuntime automatic */
import { paths, ROLE_LABELS, type TRole } from '@tour/shared';
import type { TOutgoingMail } from '../../adapters/mail/mail-outbox';
import { MailLayout, MailLink, renderMailHtml } from '../mail/mail-layout';

const ADMIN_ABILITIES =
  'As an administrator you approve tours, manage accounts and invitations, review licences and read the audit log.';

/** Tells the owner of an existing account that the server's operator made it an administrator's. */
export function administratorGrantedMail(
  input: { to: string; username: string; previousRole: TRole; reactivated: boolean; appUrl: string },
  brand: { appName: string },
): TOutgoingMail {
  const subject = `Your ${brand.appName} account is now an administrator account`;
  const roleLine =
    input.previousRole === 'admin'
      ? 'Your account keeps its administrator role.'
      : `Your account's role changed from ${ROLE_LABELS[input.previousRole]} to ${ROLE_LABELS.admin}.`;
  const statusLine = input.reactivated ? 'It had been deactivated; it is active again and can sign in.' : null;
  const signIn = `${input.appUrl}${paths.auth.href()}`;
  const closing = 'If you did not expect this, tell the people who run the site at once.';
  return {
    kind: 'account_admin_granted',
    to: input.to,
    subject,
    text: [
      `Hello ${input.username},`,
      '',
      roleLine,
      ...(statusLine ? [statusLine] : []),
      ADMIN_ABILITIES,
      '',
      `Sign in with your usual password: ${signIn}`,
      closing,
      '',
      brand.appName,
      '',
    ].join('\n'),
    html: renderMailHtml(
      <MailLayout title={subject} appName={brand.appName}>
        <p>{`Hello ${input.username},`}</p>
        <p>{roleLine}</p>
        {statusLine ? <p>{statusLine}</p> : null}
        <p>{ADMIN_ABILITIES}</p>
        <MailLink href={signIn} after=" with your usual password.">
          Sign in
        </MailLink>
        <p>{closing}</p>
      </MailLayout>,
    ),
  };
}
