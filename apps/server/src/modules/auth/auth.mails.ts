import type { TOutgoingMail } from '../../adapters/mail/mail-outbox';

export function passwordResetMail(to: string, link: string): TOutgoingMail {
  return {
    kind: 'password_reset',
    to,
    subject: 'Reset your password',
    text: `We received a request to reset your password.\n\nOpen this link within one hour to choose a new password:\n${link}\n\nIf you did not ask for this, you can ignore this e-mail.`,
    html: `<p>We received a request to reset your password.</p><p><a href="${link}">Reset your password</a> (valid for one hour)</p><p>If you did not ask for this, you can ignore this e-mail.</p>`,
  };
}

export function welcomeMail(to: string, username: string, appUrl: string): TOutgoingMail {
  return {
    kind: 'welcome',
    to,
    subject: 'Welcome to Tour Marketplace',
    text: `Hello ${username},\n\nYour account has been created. You can sign in at ${appUrl}/auth and start exploring tours.\n`,
    html: `<p>Hello ${escapeHtml(username)},</p><p>Your account has been created. <a href="${appUrl}/auth">Sign in</a> and start exploring tours.</p>`,
  };
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
