import { z } from 'zod';
import {
  ACCOUNT_STATUSES,
  ZAccountsQuery,
  ZDeactivateAccountRequest,
  ZReauthenticateRequest,
  ZRoleChangeRequest,
} from '../accounts';
import { ROLES } from '../role-names';
import { defineEndpoint } from './endpoint';

const ZUserIdParams = z.object({ userId: z.string().uuid() });

const ZAccountRow = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  status: z.enum(ACCOUNT_STATUSES),
  emailVerified: z.boolean(),
  createdAt: z.string(),
  lastSignInAt: z.string().nullable(),
  deactivatedAt: z.string().nullable(),
});
export type TAccountRow = z.infer<typeof ZAccountRow>;

/**
 * Users per role filter card: every account, whatever the page's filters (read from summary rows). The legacy role
 * wholesaler, hidden by the spec, cannot be stored (profiles_role_check), so it is never counted or listed.
 */
const ZAccountCounts = z.object({
  all: z.number(),
  admin: z.number(),
  customer: z.number(),
  registered_customer: z.number(),
  agent: z.number(),
  wholesale_owner: z.number(),
  wholesale_seller: z.number(),
});
export type TAccountCounts = z.infer<typeof ZAccountCounts>;

const ZAccountsPage = z.object({
  items: z.array(ZAccountRow),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  counts: ZAccountCounts,
  /** Until when this session may grant or remove admin without re-entering the password; null when it may not. */
  reauthenticatedUntil: z.string().nullable(),
});
export type TAccountsPage = z.infer<typeof ZAccountsPage>;

/**
 * The user table (3-admin.md section 2), newest first, paged and searched on the server; admins only. `total` counts
 * the rows matching every filter (role, status, search), for paging.
 */
export const listAccounts = defineEndpoint({
  method: 'GET',
  path: '/api/admin/accounts',
  query: ZAccountsQuery,
  response: ZAccountsPage,
});

/**
 * Changes a role. 400 ROLE_UNCHANGED 'No change in role', 403 OWN_ROLE 'Cannot change own role', 400
 * ROLE_NOT_ASSIGNABLE (wholesale_owner, or a role outside the five), 409 LAST_ADMIN, 403 REAUTH_REQUIRED when
 * admin is granted or removed without a recent password (then POST reauthenticate and retry).
 */
export const changeAccountRole = defineEndpoint({
  method: 'PATCH',
  path: '/api/admin/accounts/:userId/role',
  params: ZUserIdParams,
  body: ZRoleChangeRequest,
  response: ZAccountRow,
});

/**
 * Ends the account's sessions and refuses its sign-ins; its bookings stand. 403 OWN_ACCOUNT for oneself, 409
 * LAST_ADMIN, 403 REAUTH_REQUIRED for an admin, 409 CONFLICT when already deactivated, 404 USER_NOT_FOUND.
 */
export const deactivateAccount = defineEndpoint({
  method: 'POST',
  path: '/api/admin/accounts/:userId/deactivate',
  params: ZUserIdParams,
  body: ZDeactivateAccountRequest,
  response: ZAccountRow,
});

/** 409 CONFLICT when already active; 403 REAUTH_REQUIRED for an admin (reactivating one gives admin access back). */
export const reactivateAccount = defineEndpoint({
  method: 'POST',
  path: '/api/admin/accounts/:userId/reactivate',
  params: ZUserIdParams,
  response: ZAccountRow,
});

/**
 * Sends the account a password-reset e-mail through the outbox. 429 RESET_RATE_LIMITED 'Too many reset
 * attempts…', 404 USER_NOT_FOUND 'Email address not found in the system.', 409 CONFLICT for a deactivated account.
 */
export const sendAccountPasswordReset = defineEndpoint({
  method: 'POST',
  path: '/api/admin/accounts/:userId/password-reset',
  params: ZUserIdParams,
  response: z.object({ message: z.string(), email: z.string() }),
});

/**
 * The acting administrator re-enters their password; the session may then grant or remove admin for 10 minutes.
 * 400 REAUTH_FAILED 'The password is not correct' (also as `fields.password`); rate limited like sign-in.
 */
export const reauthenticate = defineEndpoint({
  method: 'POST',
  path: '/api/admin/reauthenticate',
  body: ZReauthenticateRequest,
  response: z.object({ reauthenticatedUntil: z.string() }),
});
