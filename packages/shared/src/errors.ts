import { SHELL_MESSAGES } from './shell-messages';

/** Error codes shared by server and web; the server maps each to one HTTP status. */
export const ERROR_STATUS = {
  VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  PAYLOAD_TOO_LARGE: 413,
  URI_TOO_LONG: 414,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  SESSION_EXPIRED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  EMAIL_TAKEN: 409,
  CONFLICT: 409,
  INVITATION_INVALID: 400,
  INVITATION_EXPIRED: 410,
  INVITATION_EMAIL_MISMATCH: 400,
  /** Creating an invitation for an address with a pending invitation or an account (3-admin.md section 5). */
  INVITATION_PENDING: 409,
  EMAIL_REGISTERED: 409,
  INVITATION_NOT_DEACTIVATABLE: 409,
  RESET_LINK_INVALID: 400,
  RESET_LINK_EXPIRED: 410,
  EMAIL_LINK_INVALID: 400,
  EMAIL_LINK_EXPIRED: 410,
  NOT_ENOUGH_SPOTS: 409,
  TOUR_UNAVAILABLE: 410,
  BOOKING_SESSION_EXPIRED: 410,
  TOKEN_INVALID: 400,
  TOKEN_EXPIRED: 410,
  ALREADY_VERIFIED: 409,
  QR_UNREADABLE: 422,
  LICENCE_NOT_FOUND: 422,
  LICENCE_MISMATCH: 422,
  LICENCE_REGISTRY_UNAVAILABLE: 502,
  /** A tour of a company whose licence is not verified, suspended or expired cannot go live (issue 20). */
  LICENCE_BLOCKS_PUBLICATION: 409,
  RATE_LIMITED: 429,
  /** User management (issue 21): accounts.api.ts says which route answers which. */
  USER_NOT_FOUND: 404,
  ROLE_UNCHANGED: 400,
  ROLE_NOT_ASSIGNABLE: 400,
  OWN_ROLE: 403,
  OWN_ACCOUNT: 403,
  LAST_ADMIN: 409,
  REAUTH_REQUIRED: 403,
  REAUTH_FAILED: 400,
  ACCOUNT_DEACTIVATED: 403,
  RESET_RATE_LIMITED: 429,
  PAYMENT_PROVIDER_UNAVAILABLE: 502,
  /** A booking that is unpaid, cancelled or whose trip has not ended cannot be reviewed (issue 23). */
  REVIEW_NOT_ELIGIBLE: 403,
  INTERNAL: 500,
} as const;

export type TErrorCode = keyof typeof ERROR_STATUS;

export type TErrorBody = {
  error: { code: TErrorCode; message: string; fields?: Record<string, string>; requestId?: string };
};

/** The spec's texts (1-traveller.md, section 8), kept in one place. */

export const MESSAGES = {
  ...SHELL_MESSAGES,
  somethingWentWrong: 'Something went wrong. Please try again.',
  signInRequired: 'Please enter both email and password',
  signUpRequired: 'Please fill in all required fields',
  passwordsDoNotMatch: 'Passwords do not match',
  passwordTooShort: 'Password must be at least 6 characters long',
  checkoutPasswordTooShort: 'Password must be at least 6 characters',
  invitationEmailMismatch: 'Email must match the invitation email address',
  resetFieldsRequired: 'Please fill in both password fields',
  forgotEmailRequired: 'Please enter your email address',
  emailInvalid: 'Please enter a valid email address',
  invalidCredentials: 'Invalid login credentials',
  emailTaken: 'User already registered',
  welcomeBack: 'Welcome back!',
  accountCreated: 'Account created! Please check your email to confirm your signup.',
  signInFallback: 'An error occurred during sign in/sign up',
  updatePasswordFailed: 'Failed to update password',
  resetEmailFailed: 'Failed to send password reset email',
  authFailed: 'Authentication failed. Please try again.',
  resetLinkInvalid: 'Invalid or expired reset link. Please request a new password reset.',
  resetProcessFailed: 'Failed to process password reset. Please request a new reset link.',
  resetLinkExpired: 'The password reset link has expired. Please request a new password reset.',
  authErrorFallback: 'Authentication error occurred',
  passwordUpdated: 'Password updated successfully! Please sign in with your new password.',
  resetEmailSent: 'Password reset email sent! Check your inbox for the reset link.',
  invitationExpired: 'This invitation link has expired or is no longer valid.',
  invitationInvalid: 'Invalid invitation link.',
  invitationValidateFailed: 'Failed to validate invitation link.',
  signOutFailed: 'Failed to sign out',
  signedOut: 'You have been signed out',
  sessionExpired: 'Session Expired (logged out due to 15 minutes of inactivity)',
  tooManyRequests: 'Too many requests. Please wait a few minutes before trying again.',
  notFoundApi: 'Not found',
  malformedJson: 'The request body is not valid JSON.',
  badUrl: 'The address contains characters that are not valid. Check the link and try again.',
  uriTooLong: 'The address is too long.',
  payloadTooLarge: 'The request is too large.',
  unsupportedMediaType:
    'This kind of request body is not accepted here. Send JSON (or a form upload where a file is expected).',
  invalidRequest: 'Invalid request',
  malformedUpload: 'The upload could not be read. Please choose the file again and resend the form.',
  mailboxLocalOnly: 'The dev mailbox answers only requests made on this machine (localhost).',
} as const;
