import { z } from 'zod';
import {
  INVITATION_EMAIL_DELIVERIES,
  INVITATION_STATES,
  ZCreateInvitationRequest,
  ZInvitationEmailCheckQuery,
  ZInvitationsQuery,
} from '../invitations';
import { ROLES } from '../role-names';
import { plainText } from '../text';
import { defineEndpoint } from './endpoint';

const ZValidateInvitationQuery = z.object({ token: plainText().min(1).max(200) });

/** A usable invitation: the address and role the account will have. */
const ZInvitationCheck = z.object({
  email: z.string(),
  role: z.enum(ROLES),
  isValid: z.boolean(),
  expiresAt: z.string(),
});
export type TInvitationCheck = z.infer<typeof ZInvitationCheck>;

/** The sign-up form's invitation link: 404 INVITATION_INVALID, 410 INVITATION_EXPIRED when it cannot be used. */
export const validateInvitation = defineEndpoint({
  method: 'GET',
  path: '/api/invitations/validate',
  query: ZValidateInvitationQuery,
  response: ZInvitationCheck,
});

const ZInvitationRow = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  state: z.enum(INVITATION_STATES),
  createdAt: z.string(),
  expiresAt: z.string(),
  usedAt: z.string().nullable(),
  createdBy: z.object({ id: z.string(), email: z.string() }).nullable(),
  /** The invitation e-mail's delivery through the outbox; null for an invitation made without one (test helper). */
  emailDelivery: z.enum(INVITATION_EMAIL_DELIVERIES).nullable(),
  /** `/auth?invitation={token}` as a full URL, only while Copy link is offered (active, unused, unexpired). */
  link: z.string().nullable(),
  canDeactivate: z.boolean(),
});
export type TInvitationRow = z.infer<typeof ZInvitationRow>;

const ZInvitationCounts = z.object({ total: z.number(), active: z.number(), used: z.number(), expired: z.number() });

/** The four counters and the table (3-admin.md section 2), newest first; admins only. */
export const listInvitations = defineEndpoint({
  method: 'GET',
  path: '/api/admin/invitations',
  query: ZInvitationsQuery,
  response: z.object({
    items: z.array(ZInvitationRow),
    total: z.number(),
    page: z.number(),
    pageSize: z.number(),
    counts: ZInvitationCounts,
  }),
});

/** The create dialog's live check (3-admin.md section 5). */
export const checkInvitationEmail = defineEndpoint({
  method: 'GET',
  path: '/api/admin/invitations/email-check',
  query: ZInvitationEmailCheckQuery,
  response: z.object({
    status: z.enum(['available', 'pending_invitation', 'registered']),
    /** The pending invitation's expiry, for 'Email already has a pending invitation (expires {date})'. */
    expiresAt: z.string().nullable(),
  }),
});

/**
 * Creates a wholesale_owner invitation valid 7 days and queues its e-mail in the same transaction.
 * 409 INVITATION_PENDING or EMAIL_REGISTERED with the spec's messages; one audit row.
 */
export const createInvitation = defineEndpoint({
  method: 'POST',
  path: '/api/admin/invitations',
  body: ZCreateInvitationRequest,
  response: ZInvitationRow,
});

/** 409 INVITATION_NOT_DEACTIVATABLE unless active and unused. */
export const deactivateInvitation = defineEndpoint({
  method: 'POST',
  path: '/api/admin/invitations/:invitationId/deactivate',
  params: z.object({ invitationId: z.string().uuid() }),
  response: ZInvitationRow,
});

/** One invitation, e.g. to follow its e-mail's delivery after creating it. */
export const getInvitation = defineEndpoint({
  method: 'GET',
  path: '/api/admin/invitations/:invitationId',
  params: z.object({ invitationId: z.string().uuid() }),
  response: ZInvitationRow,
});
