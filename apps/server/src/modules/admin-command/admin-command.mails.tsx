/** @jsxRuntime automatic */
import { paths, type TLanguage, type TRole } from '@tour/shared';
import type { TOutgoingMail } from '../../adapters/mail/mail-outbox';
import { ROLE_NAMES } from '../accounts/accounts.mail-texts';
import { MailLayout, MailLink, renderMailHtml } from '../mail/mail-layout';
import { ADMIN_COMMAND_MAIL_TEXTS } from './admin-command.mail-texts';

/** Tells the owner of an existing account that the server's operator made it an administrator's. */
export function administratorGrantedMail(
  input: {
    to: string;
    username: string;
    previousRole: TRole;
    reactivated: boolean;
    appUrl: string;
    /** The account holder's. */
    language: TLanguage;
  },
  brand: { appName: string },
): TOutgoingMail {
  const T = ADMIN_COMMAND_MAIL_TEXTS[input.language];
  const roles = ROLE_NAMES[input.language];
  const subject = T.subject(brand.appName);
  const roleLine = input.previousRole === 'admin' ? T.keepsRole : T.roleChanged(roles[input.previousRole], roles.admin);
  const statusLine = input.reactivated ? T.reactivated : null;
  const signIn = `${input.appUrl}${paths.auth.href()}`;
  return {
    kind: 'account_admin_granted',
    to: input.to,
    subject,
    text: [
      T.greeting(input.username),
      '',
      roleLine,
      ...(statusLine ? [statusLine] : []),
      T.abilities,
      '',
      T.signInLine(signIn),
      T.closing,
      '',
      brand.appName,
      '',
    ].join('\n'),
    html: renderMailHtml(
      <MailLayout title={subject} appName={brand.appName} language={input.language}>
        <p>{T.greeting(input.username)}</p>
        <p>{roleLine}</p>
        {statusLine ? <p>{statusLine}</p> : null}
        <p>{T.abilities}</p>
        <MailLink href={signIn} after={T.signInAfter}>
          {T.signIn}
        </MailLink>
        <p>{T.closing}</p>
      </MailLayout>,
    ),
  };
}
