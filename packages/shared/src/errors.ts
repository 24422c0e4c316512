/** Error codes shared by server and web; the server maps each to one HTTP status. */
export const ERROR_STATUS = {
  VALIDATION_FAILED: 400,
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
  RESET_LINK_INVALID: 400,
  RESET_LINK_EXPIRED: 410,
  NOT_ENOUGH_SPOTS: 409,
  BOOKING_SESSION_EXPIRED: 410,
  RATE_LIMITED: 429,
  PAYMENT_PROVIDER_UNAVAILABLE: 502,
  INTERNAL: 500,
} as const;

export type TErrorCode = keyof typeof ERROR_STATUS;

export type TErrorBody = {
  error: { code: TErrorCode; message: string; fields?: Record<string, string>; requestId?: string };
};

/** The spec's texts (1-traveller.md, section 8), kept in one place. */
export const MESSAGES = {
  signInRequired: 'Please enter both email and password',
  signUpRequired: 'Please fill in all required fields',
  passwordsDoNotMatch: 'Passwords do not match',
  passwordTooShort: 'Password must be at least 6 characters long',
  checkoutPasswordTooShort: 'Password must be at least 6 characters',
  invitationEmailMismatch: 'Email must match the invitation email address',
  resetFieldsRequired: 'Please fill in both password fields',
  forgotEmailRequired: 'Please enter your email address',
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
  sessionExpiringSoon: 'Session Expiring Soon',
  sessionExpired: 'Session Expired (logged out due to 15 minutes of inactivity)',
  loginRequired: 'You need to be logged in to access this page',
  permissionsUnverified: 'Unable to verify permissions',
  noPermission: "You don't have permission to access this page",
  notFound: 'Oops! Page not found',
  tooManyRequests: 'Too many requests. Please wait a few minutes before trying again.',
} as const;
