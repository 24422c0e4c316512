import { ZSignUpRequest } from './auth';
import { MESSAGES } from './errors';

/** E-mails compare case-insensitively and without surrounding spaces. */
export function isInvitationEmailMatch(email: string, invitedEmail: string): boolean {
  return email.trim().toLowerCase() === invitedEmail.trim().toLowerCase();
}

/**
 * ZSignUpRequest plus the invitation rule ('Email must match the invitation email address') for a form
 * or a handler that already knows the invited e-mail. Without one it is ZSignUpRequest itself.
 */
export function signUpSchemaFor(invitedEmail: string | null | undefined) {
  if (!invitedEmail) return ZSignUpRequest;
  return ZSignUpRequest.superRefine((value, ctx) => {
    if (value.email && !isInvitationEmailMatch(value.email, invitedEmail)) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: MESSAGES.invitationEmailMismatch });
    }
  });
}
