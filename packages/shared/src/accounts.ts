import { z } from 'zod';
import { ASSIGNABLE_ROLES, ROLES, type TRole } from './role-names';
import { plainText } from './text';

/** User management (3-admin.md sections 2, 5, 8): the spec's texts, then ours where it is silent. */
export const ACCOUNTS_MESSAGES = {
  title: 'User Management',
  loadFailed: 'Failed to load user accounts',
  roleUpdateFailed: 'Failed to update user role',
  roleUpdated: 'User role updated successfully',
  missingUser: 'Missing user information',
  noRoleChange: 'No change in role',
  cannotChangeOwnRole: 'Cannot change own role',
  ownerByInvitationOnly: 'The wholesale_owner role is given only by an invitation',
  roleNotAssignable: 'This role cannot be assigned',
  resetRateLimited: 'Too many reset attempts. Please wait a few minutes before trying again.',
  resetUnknownEmail: 'Email address not found in the system.',
  /** `{message}` is the reason. */
  resetFailed: 'Failed to send password reset email: {message}',
  /** `{email}` is the address; shown 8 seconds with RESET_SENT_HINT. */
  resetSent: 'Password reset email sent to {email}',
  resetSentHint: 'The link in it works once, for 60 minutes.',
  lastAdmin: 'The last active administrator cannot be demoted or deactivated',
  cannotDeactivateSelf: 'You cannot deactivate your own account',
  reauthRequired: 'Please confirm your password to grant or remove administrator access',
  reauthFailed: 'The password is not correct',
  alreadyDeactivated: 'This account is already deactivated',
  alreadyActive: 'This account is already active',
  deactivated: 'Account deactivated: its sessions have ended and it can no longer sign in',
  reactivated: 'Account reactivated',
  accountDeactivated: 'This account has been deactivated. Please contact support.',
  resetDeactivated: 'This account is deactivated: reactivate it before sending a password reset.',
} as const;

/** The spec's toast for a sent reset e-mail stays 8 seconds (3-admin.md section 9). */
export const PASSWORD_RESET_TOAST_MS = 8000;
/** A re-entered password lets its session grant or remove admin for 10 minutes (DESIGN decision 38). */
export const REAUTH_TTL_MS = 10 * 60 * 1000;
/** Reset e-mails one account may receive, from an administrator or the forgot-password form, per window. */
export const PASSWORD_RESET_LIMIT = { max: 3, windowMs: 15 * 60 * 1000 } as const;

export const ACCOUNTS_PAGE_SIZE = 25;
export const ACCOUNTS_MAX_PAGE_SIZE = 100;

/** The role filter cards, in the spec's order; 'all' is the total. */
export const ACCOUNT_ROLE_FILTERS = [
  'all',
  'admin',
  'customer',
  'registered_customer',
  'agent',
  'wholesale_owner',
  'wholesale_seller',
] as const;
export type TAccountRoleFilter = (typeof ACCOUNT_ROLE_FILTERS)[number];

export const ACCOUNT_STATUSES = ['active', 'deactivated'] as const;
export type TAccountStatus = (typeof ACCOUNT_STATUSES)[number];

/** Shown truncated to 8 characters (3-admin.md section 9). */
export function shortUserId(id: string): string {
  return id.slice(0, 8);
}

/**
 * Why a role change is refused, or null when it may go ahead (3-admin.md section 5). Shared by the
 * role control (which disables Confirm) and the server (which has the last word).
 */
export function roleChangeRefusal(input: {
  actorId: string;
  targetId: string;
  currentRole: TRole;
  newRole: TRole;
}): string | null {
  if (input.actorId === input.targetId) return ACCOUNTS_MESSAGES.cannotChangeOwnRole;
  if (input.newRole === 'wholesale_owner') return ACCOUNTS_MESSAGES.ownerByInvitationOnly;
  if (!ASSIGNABLE_ROLES.includes(input.newRole)) return ACCOUNTS_MESSAGES.roleNotAssignable;
  if (input.currentRole === input.newRole) return ACCOUNTS_MESSAGES.noRoleChange;
  return null;
}

/** Granting or removing admin (and deactivating an admin) asks for the acting administrator's password. */
export function roleChangeNeedsReauth(currentRole: TRole, newRole: TRole): boolean {
  return (currentRole === 'admin') !== (newRole === 'admin');
}

/**
 * Deactivating an administrator removes admin access and reactivating one gives it back, so both ask for the
 * acting administrator's password, as a role change to or from admin does.
 */
export function statusChangeNeedsReauth(targetRole: TRole): boolean {
  return targetRole === 'admin';
}

const optionalSearch = plainText()
  .max(200)
  .optional()
  .transform((value) => value?.trim() || undefined);

/** GET /api/admin/accounts: search matches e-mail or username (any case, any part); newest first. */
export const ZAccountsQuery = z.object({
  role: z.enum(ACCOUNT_ROLE_FILTERS).default('all'),
  status: z.enum(['all', ...ACCOUNT_STATUSES]).default('all'),
  q: optionalSearch,
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(ACCOUNTS_MAX_PAGE_SIZE).default(ACCOUNTS_PAGE_SIZE),
});
export type TAccountsQuery = z.output<typeof ZAccountsQuery>;
export type TAccountsQueryInput = z.input<typeof ZAccountsQuery>;

/** Only the five assignable roles are accepted; wholesale_owner is refused with its own message. */
export const ZRoleChangeRequest = z.object({ role: z.enum(ROLES) });
export type TRoleChangeRequest = z.infer<typeof ZRoleChangeRequest>;

export const ZReauthenticateRequest = z.object({
  password: z.string().min(1, ACCOUNTS_MESSAGES.reauthFailed).max(200),
});
export type TReauthenticateRequest = z.infer<typeof ZReauthenticateRequest>;

export const ZDeactivateAccountRequest = z.object({ reason: plainText().trim().max(500).optional() });
export type TDeactivateAccountRequest = z.infer<typeof ZDeactivateAccountRequest>;
