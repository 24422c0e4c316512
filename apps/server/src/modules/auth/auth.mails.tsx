import type { TOutgoingMail } from '../../adapters/mail/mail-outbox';

/** Every account e-mail carries the configured brand (APP_NAME, DESIGN decision 29). */
type TBrand = { appName: string };

export function passwordResetMail(to: string, link: string, brand: TBrand): TOutgoingMail {
  const name = escapeHtml(brand.appName);
  return {
    kind: 'password_reset',
    to,
    subject: `Reset your password for ${brand.appName}`,
    text: `We received a request to reset your ${brand.appName} password.\n\nOpen this link within one hour to choose a new password:\n${link}\n\nIf you did not ask for this, you can ignore this e-mail.\n\n${brand.appName}\n`,
    html: `<p>We received a request to reset your ${name} password.</p><p><a href="${link}">Reset your password</a> (valid for one hour)</p><p>If you did not ask for this, you can ignore this e-mail.</p><p>${name}</p>`,
  };
}

/**
 * The e-mail with the confirmation link: at sign-up it is also the welcome e-mail; asked for again
 * from the profile it only carries the new link.
 */
export function emailVerificationMail(
  input: { to: string; username: string; link: string; appUrl: string; occasion: 'sign-up' | 'resend' },
  brand: TBrand,
): TOutgoingMail {
  const name = escapeHtml(brand.appName);
  const isSignUp = input.occasion === 'sign-up';
  const subject = isSignUp
    ? `Welcome to ${brand.appName}: please confirm your e-mail address`
    : `Confirm your e-mail address for ${brand.appName}`;
  const opening = isSignUp
    ? `Your ${brand.appName} account has been created.`
    : `You asked for a new link to confirm the e-mail address of your ${brand.appName} account.`;
  const openingHtml = isSignUp
    ? `Your ${name} account has been created.`
    : `You asked for a new link to confirm the e-mail address of your ${name} account.`;
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
      `You can already sign in at ${input.appUrl}/auth and book tours while it is unconfirmed.`,
      'If you did not create this account, you can ignore this e-mail.',
      '',
      brand.appName,
      '',
    ].join('\n'),
    html: `<p>Hello ${escapeHtml(input.username)},</p><p>${openingHtml}</p><p><a href="${input.link}">Confirm your e-mail address</a> (valid for 48 hours)</p><p>You can already <a href="${input.appUrl}/auth">sign in</a> and book tours while it is unconfirmed. If you did not create this account, you can ignore this e-mail.</p><p>${name}</p>`,
  };
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
