/** @jsxRuntime automatic */
import type { TOutgoingMail } from '../../adapters/mail/mail-outbox';
import { MailLayout, MailLink, renderMailHtml } from '../mail/mail-layout';
import { paths, type TLanguage } from '@tour/shared';
import { AUTH_MAIL_TEXTS } from './auth.mail-texts';

/** Every account e-mail carries the configured brand (APP_NAME, DESIGN decision 29), in its recipient's language. */
type TMailContext = { appName: string; language: TLanguage };

export function passwordResetMail(to: string, link: string, context: TMailContext): TOutgoingMail {
  const T = AUTH_MAIL_TEXTS[context.language].passwordReset;
  const subject = T.subject(context.appName);
  return {
    kind: 'password_reset',
    to,
    subject,
    text: `${T.lead(context.appName)}\n\n${T.linkIntro}\n${link}\n\n${T.ignore}\n\n${context.appName}\n`,
    html: renderMailHtml(<PasswordResetMail subject={subject} link={link} {...context} />),
  };
}

function PasswordResetMail(props: { subject: string; link: string } & TMailContext) {
  const T = AUTH_MAIL_TEXTS[props.language].passwordReset;
  return (
    <MailLayout title={props.subject} appName={props.appName} language={props.language}>
      <p>{T.lead(props.appName)}</p>
      <MailLink href={props.link} after={T.linkAfter}>
        {T.link}
      </MailLink>
      <p>{T.ignore}</p>
    </MailLayout>
  );
}

/**
 * The e-mail with the confirmation link: at sign-up it is also the welcome e-mail; asked for again
 * from the profile it only carries the new link.
 */
export function emailVerificationMail(
  input: {
    to: string;
    username: string;
    link: string;
    appUrl: string;
    occasion: 'sign-up' | 'resend';
    language: TLanguage;
  },
  brand: { appName: string },
): TOutgoingMail {
  const T = AUTH_MAIL_TEXTS[input.language].emailVerification;
  const isSignUp = input.occasion === 'sign-up';
  const subject = isSignUp ? T.subjectSignUp(brand.appName) : T.subjectResend(brand.appName);
  const opening = isSignUp ? T.openingSignUp(brand.appName) : T.openingResend(brand.appName);
  return {
    kind: 'email_verification',
    to: input.to,
    subject,
    text: [
      T.greeting(input.username),
      '',
      opening,
      '',
      T.linkIntro,
      input.link,
      '',
      T.signInAt(`${input.appUrl}${paths.auth.href()}`),
      T.ignore,
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
  language: TLanguage;
}) {
  const T = AUTH_MAIL_TEXTS[props.language].emailVerification;
  return (
    <MailLayout title={props.subject} appName={props.appName} language={props.language}>
      <p>{T.greeting(props.username)}</p>
      <p>{props.opening}</p>
      <MailLink href={props.link} after={T.linkAfter}>
        {T.link}
      </MailLink>
      <p>
        {T.signInBefore}
        <a href={`${props.appUrl}${paths.auth.href()}`}>{T.signIn}</a>
        {`${T.signInAfter} ${T.ignore}`}
      </p>
    </MailLayout>
  );
}
