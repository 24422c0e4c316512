/** @jsxRuntime automatic */
import { paths, type TLanguage, type TMenuEntry, type TRole } from '@tour/shared';
import type { TOutgoingMail } from '../../adapters/mail/mail-outbox';
import { MailFacts, MailLayout, MailLink, renderMailHtml } from '../mail/mail-layout';
import { ACCOUNTS_MAIL_TEXTS, ROLE_NAMES } from './accounts.mail-texts';

type TBrand = { appName: string; appUrl: string };

type TRoleChangedMail = {
  to: string;
  username: string;
  previousRole: TRole;
  newRole: TRole;
  /** The account menu's entries under the new role, as the user will see them. */
  menu: readonly TMenuEntry[];
  /** The account holder's. */
  language: TLanguage;
};

/** Tells the user their new role and what it lets them do (issue 21); sent in the role change's transaction. */
export function roleChangedMail(input: TRoleChangedMail, brand: TBrand): TOutgoingMail {
  const texts = ACCOUNTS_MAIL_TEXTS[input.language];
  const T = texts.roleChanged;
  const roles = ROLE_NAMES[input.language];
  const subject = T.subject(brand.appName, roles[input.newRole]);
  const opening = T.opening(brand.appName, roles[input.previousRole], roles[input.newRole]);
  const abilities = T.abilities[input.newRole];
  const menuLabels = input.menu.map((entry) => T.menuEntry(entry));
  const menuLine = menuLabels.length ? T.menuLine(menuLabels.join(', ')) : null;
  const link = `${brand.appUrl}${paths.account.href()}`;
  return {
    kind: 'account_role_changed',
    to: input.to,
    subject,
    text: [
      texts.greeting(input.username),
      '',
      opening,
      '',
      abilities,
      ...(menuLine ? [menuLine] : []),
      '',
      T.applies,
      '',
      T.accountLine(link),
      '',
      brand.appName,
      '',
    ].join('\n'),
    html: renderMailHtml(
      <MailLayout title={subject} appName={brand.appName} language={input.language}>
        <p>{texts.greeting(input.username)}</p>
        <p>{opening}</p>
        <p>{abilities}</p>
        {menuLabels.length > 0 && (
          <>
            <p>{T.menuHeading}</p>
            <MailFacts lines={menuLabels} />
          </>
        )}
        <p>{T.applies}</p>
        <MailLink href={link}>{T.openAccount}</MailLink>
      </MailLayout>,
    ),
  };
}

export function accountDeactivatedMail(
  input: { to: string; username: string; supportEmail: string; language: TLanguage },
  brand: TBrand,
): TOutgoingMail {
  const texts = ACCOUNTS_MAIL_TEXTS[input.language];
  const T = texts.deactivated;
  const subject = T.subject(brand.appName);
  const lines = [T.signedOut(brand.appName), T.bookingsStay, T.mistake(input.supportEmail)];
  return {
    kind: 'account_deactivated',
    to: input.to,
    subject,
    text: [texts.greeting(input.username), '', ...lines.flatMap((line) => [line, '']), brand.appName, ''].join('\n'),
    html: renderMailHtml(
      <MailLayout title={subject} appName={brand.appName} language={input.language}>
        <p>{texts.greeting(input.username)}</p>
        {lines.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </MailLayout>,
    ),
  };
}

export function accountReactivatedMail(
  input: { to: string; username: string; language: TLanguage },
  brand: TBrand,
): TOutgoingMail {
  const texts = ACCOUNTS_MAIL_TEXTS[input.language];
  const T = texts.reactivated;
  const subject = T.subject(brand.appName);
  const opening = T.opening(brand.appName);
  const link = `${brand.appUrl}${paths.auth.href()}`;
  return {
    kind: 'account_reactivated',
    to: input.to,
    subject,
    text: [texts.greeting(input.username), '', opening, '', T.signInLine(link), '', brand.appName, ''].join('\n'),
    html: renderMailHtml(
      <MailLayout title={subject} appName={brand.appName} language={input.language}>
        <p>{texts.greeting(input.username)}</p>
        <p>{opening}</p>
        <MailLink href={link}>{T.signIn}</MailLink>
      </MailLayout>,
    ),
  };
}
