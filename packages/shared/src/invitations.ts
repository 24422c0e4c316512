import { z } from 'zod';
import { formatBangkokDateTime } from './marketplace-time';

/** Wholesale owner invitations (3-admin.md sections 2, 4, 5, 8, 9): the spec's texts, then ours where it is silent. */
export const INVITATIONS_MESSAGES = {
  title: 'Wholesale Owner Invitations',
  loadFailed: 'Failed to load invitations',
  created: 'Invitation created and email sent successfully!',
  createFailed: 'Failed to create invitation',
  emailFailed: 'Invitation created but email sending failed. Please copy the link manually.',
  linkCopied: 'Invitation link copied to clipboard!',
  deactivated: 'Invitation deactivated',
  deactivateFailed: 'Failed to deactivate invitation',
  invalidEmail: 'Please enter a valid email address',
  /** `{date}` is the pending invitation's expiry. */
  pendingInvitation: 'Email already has a pending invitation (expires {date})',
  registered: 'Email is already registered in the system',
  available: 'Email is available for invitation',
  checkFailed: 'Error checking email. Please try again.',
  notAvailable: 'Please enter a valid, available email address',
  cannotDeactivate: 'Only an active, unused invitation can be deactivated',
  linkUnavailable: 'Only an active, unused, unexpired invitation has a link to copy',
  notFound: 'Invitation not found',
  /** After creating, while the outbox has not tried the e-mail yet: nothing is claimed before it happens. */
  emailQueued: 'Invitation created. Its email is queued and will be sent shortly; the list shows when it is sent.',
} as const;

/** Only wholesale owners are invited (3-admin.md section 9). */
export const INVITATION_ROLE = 'wholesale_owner' as const;
/** An invitation is valid 7 days from creation (3-admin.md section 9). */
export const INVITATION_VALIDITY_DAYS = 7;
export const INVITATION_VALIDITY_MS = INVITATION_VALIDITY_DAYS * 24 * 60 * 60 * 1000;

/**
 * The invitation e-mail's delivery through the outbox: queued (not tried yet), sent, retrying (an attempt
 * failed and another is due) or failed (the outbox gave up).
 */
export const INVITATION_EMAIL_DELIVERIES = ['pending', 'sent', 'retrying', 'failed'] as const;
export type TInvitationEmailDelivery = (typeof INVITATION_EMAIL_DELIVERIES)[number];

export const INVITATION_EMAIL_DELIVERY_LABELS: Record<TInvitationEmailDelivery, string> = {
  pending: 'Queued',
  sent: 'Sent',
  retrying: 'Retrying',
  failed: 'Failed',
};

/** The outbox row's state as the invitations table shows it. */
export function invitationEmailDelivery(mail: { status: string; attempts: number }): TInvitationEmailDelivery {
  if (mail.status === 'sent') return 'sent';
  if (mail.status === 'failed') return 'failed';
  return mail.attempts > 0 ? 'retrying' : 'pending';
}

/** 'Jun 8, 2026, 15:00 Bangkok time': one way to write an invitation's expiry, on the page and in the e-mail. */
export function formatInvitationExpiry(instant: string | Date): string {
  const text = formatBangkokDateTime(instant);
  return Number.isNaN(new Date(instant).getTime()) ? text : `${text} Bangkok time`;
}

/** 'Email already has a pending invitation (expires {date})' with the date filled in. */
export function pendingInvitationMessage(expiresAt: string | Date): string {
  return INVITATIONS_MESSAGES.pendingInvitation.replace('{date}', formatInvitationExpiry(expiresAt));
}

/** The availability check runs 500 ms after typing stops (3-admin.md section 9). */
export const INVITATION_EMAIL_CHECK_DEBOUNCE_MS = 500;
export const INVITATIONS_PAGE_SIZE = 25;

/** 3-admin.md section 4. */
export const INVITATION_STATES = ['active', 'used', 'expired', 'deactivated'] as const;
export type TInvitationState = (typeof INVITATION_STATES)[number];

export const INVITATION_STATE_LABELS: Record<TInvitationState, string> = {
  active: 'Active',
  used: 'Used',
  expired: 'Expired',
  deactivated: 'Deactivated',
};

type TInvitationFacts = { isActive: boolean; usedAt: Date | string | null; expiresAt: Date | string };

/** Used wins over deactivated (a used invitation stays Used), then deactivated, then expiry. */
export function invitationState(invitation: TInvitationFacts, now: Date): TInvitationState {
  if (invitation.usedAt) return 'used';
  if (!invitation.isActive) return 'deactivated';
  return new Date(invitation.expiresAt).getTime() <= now.getTime() ? 'expired' : 'active';
}

/** Copy link: active, unused, unexpired only. */
export function canCopyInvitationLink(invitation: TInvitationFacts, now: Date): boolean {
  return invitationState(invitation, now) === 'active';
}

/** Deactivate: active and unused (an expired one may still be deactivated, as the spec says). */
export function canDeactivateInvitation(invitation: TInvitationFacts): boolean {
  return invitation.isActive && !invitation.usedAt;
}

/** The e-mail must contain an @ (3-admin.md section 5); the server also checks it is an address. */
export const ZInvitationEmail = z.string().trim().toLowerCase().max(320).email(INVITATIONS_MESSAGES.invalidEmail);

export const ZCreateInvitationRequest = z.object({ email: ZInvitationEmail });
export type TCreateInvitationRequest = z.infer<typeof ZCreateInvitationRequest>;

export const ZInvitationEmailCheckQuery = z.object({ email: ZInvitationEmail });

export const ZInvitationsQuery = z.object({
  state: z.enum(['all', ...INVITATION_STATES]).default('all'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(INVITATIONS_PAGE_SIZE),
});
export type TInvitationsQuery = z.output<typeof ZInvitationsQuery>;
export type TInvitationsQueryInput = z.input<typeof ZInvitationsQuery>;
