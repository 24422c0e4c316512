/** @jsxRuntime automatic */
import { paths, ROLE_LABELS, type TMenuEntry, type TRole } from '@tour/shared';
import type { TOutgoingMail } from '../../adapters/mail/mail-outbox';
import { MailFacts, MailLayout, MailLink, renderMailHtml } from '../mail/mail-layout';

type TBrand = { appName: string; appUrl: string };

/** What each role lets its holder do, in a sentence; the account menu the e-mail lists says where. */
const ROLE_ABILITIES: Record<TRole, string> = {
  admin: 'As an administrator you can review submitted tours, manage accounts and invitations, and read the audit log.',
  customer: 'You can browse and book tours and follow your bookings from your account.',
  registered_customer: 'You can browse and book tours and follow your bookings from your account.',
  agent:
    "You can register your travel company with its tourism licence and, once it is registered, submit tours for review and edit your company's tours.",
  wholesale_seller: "You can submit tours for an administrator's review.",
  wholesale_owner:
    "You can register your company with its tourism licence and, once it is registered, submit tours for review and edit your company's tours.",
};

function greetingOf(username: string) {
  return `Hello ${username},`;
}

type TRoleChangedMail = {
  to: string;
  username: string;
  previousRole: TRole;
  newRole: TRole;
  /** The account menu's entries under the new role, as the user will see them. */
  menu: readonly TMenuEntry[];
};

/** Tells the user their new role and what it lets them do (issue 21); sent in the role change's transaction. */
export function roleChangedMail(input: TRoleChangedMail, brand: TBrand): TOutgoingMail {
  const subject = `Your ${brand.appName} role is now ${ROLE_LABELS[input.newRole]}`;
  const opening = `An administrator has changed your role on ${brand.appName} from ${ROLE_LABELS[input.previousRole]} to ${ROLE_LABELS[input.newRole]}.`;
  const abilities = ROLE_ABILITIES[input.newRole];
  const menuLine = input.menu.length
    ? `Your account menu now offers: ${input.menu.map((entry) => entry.label).join(', ')}.`
    : null;
  const applies = 'The change applies from the next page you open; there is no need to sign in again.';
  const link = `${brand.appUrl}${paths.account.href()}`;
  return {
    kind: 'account_role_changed',
    to: input.to,
    subject,
    text: [
      greetingOf(input.username),
      '',
      opening,
      '',
      abilities,
      ...(menuLine ? [menuLine] : []),
      '',
      applies,
      '',
      `Your account: ${link}`,
      '',
      brand.appName,
      '',
    ].join('\n'),
    html: renderMailHtml(
      <MailLayout title={subject} appName={brand.appName}>
        <p>{greetingOf(input.username)}</p>
        <p>{opening}</p>
        <p>{abilities}</p>
        {input.menu.length > 0 && (
          <>
            <p>Your account menu now offers:</p>
            <MailFacts lines={input.menu.map((entry) => entry.label)} />
          </>
        )}
        <p>{applies}</p>
        <MailLink href={link}>Open your account</MailLink>
      </MailLayout>,
    ),
  };
}

export function accountDeactivatedMail(
  input: { to: string; username: string; supportEmail: string },
  brand: TBrand,
): TOutgoingMail {
  const subject = `Your ${brand.appName} account has been deactivated`;
  const lines = [
    `An administrator has deactivated your ${brand.appName} account. You have been signed out and can no longer sign in.`,
    'Your bookings stay as they are, and the links in your booking e-mails keep working.',
    `If you think this is a mistake, write to ${input.supportEmail}.`,
  ];
  return {
    kind: 'account_deactivated',
    to: input.to,
    subject,
    text: [greetingOf(input.username), '', ...lines.flatMap((line) => [line, '']), brand.appName, ''].join('\n'),
    html: renderMailHtml(
      <MailLayout title={subject} appName={brand.appName}>
        <p>{greetingOf(input.username)}</p>
        {lines.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </MailLayout>,
    ),
  };
}

export function accountReactivatedMail(input: { to: string; username: string }, brand: TBrand): TOutgoingMail {
  const subject = `Your ${brand.appName} account is active again`;
  const opening = `An administrator has reactivated your ${brand.appName} account. You can sign in again with your password.`;
  const link = `${brand.appUrl}${paths.auth.href()}`;
  return {
    kind: 'account_reactivated',
    to: input.to,
    subject,
    text: [greetingOf(input.username), '', opening, '', `Sign in: ${link}`, '', brand.appName, ''].join('\n'),
    html: renderMailHtml(
      <MailLayout title={subject} appName={brand.appName}>
        <p>{greetingOf(input.username)}</p>
        <p>{opening}</p>
        <MailLink href={link}>Sign in</MailLink>
      </MailLayout>,
    ),
  };
}
