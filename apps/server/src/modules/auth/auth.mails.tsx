/** @jsxRuntime automatic */
import type { TOutgoingMail } from '../../adapters/mail/mail-outbox';
import { MailLayout, MailLink, renderMailHtml } from '../mail/mail-layout';
import { paths } from '@tour/shared';

/** Every account e-mail carries the configured brand (APP_NAME, DESIGN decision 29). */
type TBrand = { appName: string };

export function passwordResetMail(to: string, link: string, brand: TBrand): TOutgoingMail {
  const subject = `Reset your password for ${brand.appName}`;
  return {
    kind: 'password_reset',
    to,
    subject,
    text: `We received a request to reset your ${brand.appName} password.\n\nOpen this link within one hour to choose a new password:\n${link}\n\nIf you did not ask for this, you can ignore this e-mail.\n\n${brand.appName}\n`,
    html: renderMailHtml(<PasswordResetMail subject={subject} link={link} appName={brand.appName} />),
  };
}

function PasswordResetMail(props: { subject: string; link: string; appName: string }) {
  return (
    <MailLayout title={props.subject} appName={props.appName}>
      <p>{`We received a request to reset your ${props.appName} password.`}</p>
      <MailLink href={props.link} after=" (valid for one hour)">
        Reset your password
      </MailLink>
      <p>If you did not ask for this, you can ignore this e-mail.</p>
    </MailLayout>
  );
}

/**
 * The e-mail with the confirmation link: at sign-up it is also the welcome e-mail; asked for again
 * from the profile it only carries the new link.
 */
export function emailVerificationMail(
  input: { to: string; username: string; link: string; appUrl: string; occasion: 'sign-up' | 'resend' },
  brand: TBrand,
): TOutgoingMail {
  const isSignUp = input.occasion === 'sign-up';
  const subject = isSignUp
    ? `Welcome to ${brand.appName}: please confirm your e-mail address`
    : `Confirm your e-mail address for ${brand.appName}`;
  const opening = isSignUp
    ? `Your ${brand.appName} account has been created.`
    : `You asked for a new link to confirm the e-mail address of your ${brand.appName} account.`;
  return {
    kind: 'email_verification',
    to: input.to,
    subject,
    text: [
      `Hello ${input.username},`,
      '',
      opening,
      '',
      'Please confirm your e-mail address by opening this link within 48 hours:',
      input.link,
      '',
      `You can already sign in at ${input.appUrl}${paths.auth.href()} and book tours while it is unconfirmed.`,
      'If you did not create this account, you can ignore this e-mail.',
      '',
      brand.appName,
      '',
    ].join('\n'),
    html: renderMailHtml(
      <EmailVerificationMail {...input} subject={subject} opening={opening} appName={brand.appName} />,
    ),
  };
}

function EmailVerificationMail(props: {
  subject: string;
  username: string;
  opening: string;
  link: string;
  appUrl: string;
  appName: string;
}) {
  return (
    <MailLayout title={props.subject} appName={props.appName}>
      <p>{`Hello ${props.username},`}</p>
      <p>{props.opening}</p>
      <MailLink href={props.link} after=" (valid for 48 hours)">
        Confirm your e-mail address
      </MailLink>
      <p>
        You can already <a href={`${props.appUrl}${paths.auth.href()}`}>sign in</a> and book tours while it is
        unconfirmed. If you did not create this account, you can ignore this e-mail.
      </p>
    </MailLayout>
  );
}
