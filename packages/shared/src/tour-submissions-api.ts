import { z } from 'zod';
import { MESSAGES } from './errors';
import type { TRole } from './role-names';
import { canAccess } from './roles';
import { ZTourDraft } from './tour-submission';

/** Who may use the tour wizard, its drafts and submission (2-operator.md section 6), and what the others are told. */
export const TOUR_SUBMISSION_ACCESS_MESSAGES = {
  loginRequired: MESSAGES.loginRequired,
  noPermission: "You don't have permission to submit tours. Contact an administrator for access.",
  companyRequired: 'You must submit a company before submitting tours',
  permissionsUnverified: MESSAGES.permissionsUnverified,
} as const;

export const TOUR_DRAFT_MESSAGES = {
  notFound: 'Draft not found',
  stale: 'This draft was saved from another window in the meantime.',
  alreadySubmitted: 'This tour has already been submitted.',
  tooLarge: 'The draft is too large to save (at most 512 KB).',
  loadFailed: 'Failed to load your drafts',
  deleteFailed: 'Failed to delete the draft',
  deleted: 'Draft deleted',
} as const;

export const TOUR_SUBMIT_MESSAGES = {
  submitted: 'Your tour has been submitted and is pending review.',
  idempotencyKeyInvalid:
    'Send an Idempotency-Key header of 8 to 200 letters, digits, dashes, underscores, dots or colons with the submission.',
  skuExhausted: 'No SKU is left for this tour code. Change the flight or the dates and submit again.',
} as const;

/** A draft's form data, serialised as JSON, may not exceed this (images are uploaded separately). */
export const MAX_TOUR_DRAFT_BYTES = 512 * 1024;

export const TOUR_SUBMISSION_REFUSAL_REASONS = ['signed_out', 'role', 'company'] as const;
export type TTourSubmissionRefusalReason = (typeof TOUR_SUBMISSION_REFUSAL_REASONS)[number];

/** Where the page sends a user who may not submit tours (section 6). */
export const TOUR_SUBMISSION_REFUSAL_REDIRECTS = ['/auth', '/account', '/submit-company'] as const;

export type TTourSubmissionRefusal = {
  reason: TTourSubmissionRefusalReason;
  message: string;
  redirectTo: (typeof TOUR_SUBMISSION_REFUSAL_REDIRECTS)[number];
};

type TSubmitterContext = { role: TRole; hasCompany: boolean };

const COMPANY_REQUIRED_ROLES: readonly TRole[] = ['agent', 'wholesale_owner'];

const OPERATOR_ROLES: readonly TRole[] = ['agent', 'wholesale_owner', 'wholesale_seller', 'admin'];

/** Roles whose account shows the Tours tab (drafts and submitted tours), company or not. */
export function canSeeOwnTours(role: TRole): boolean {
  return OPERATOR_ROLES.includes(role);
}

/** Null when the user may submit tours; otherwise why not, in the spec's words. */
export function tourSubmissionRefusal(user: TSubmitterContext | null): TTourSubmissionRefusal | null {
  if (!user)
    return { reason: 'signed_out', message: TOUR_SUBMISSION_ACCESS_MESSAGES.loginRequired, redirectTo: '/auth' };
  if (canAccess('tourSubmission', user)) return null;
  if (COMPANY_REQUIRED_ROLES.includes(user.role)) {
    return {
      reason: 'company',
      message: TOUR_SUBMISSION_ACCESS_MESSAGES.companyRequired,
      redirectTo: '/submit-company',
    };
  }
  return { reason: 'role', message: TOUR_SUBMISSION_ACCESS_MESSAGES.noPermission, redirectTo: '/account' };
}

export const ZTourDraftParams = z.object({ id: z.uuid(TOUR_DRAFT_MESSAGES.notFound) });

export const ZTourDraftVersion = z
  .number({ error: TOUR_DRAFT_MESSAGES.stale })
  .int(TOUR_DRAFT_MESSAGES.stale)
  .positive(TOUR_DRAFT_MESSAGES.stale);

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_.:-]{8,200}$/;

export const ZIdempotencyKey = z
  .string({ error: TOUR_SUBMIT_MESSAGES.idempotencyKeyInvalid })
  .regex(IDEMPOTENCY_KEY, TOUR_SUBMIT_MESSAGES.idempotencyKeyInvalid);

/** POST /api/tour-drafts/:id/submit: the key comes in the Idempotency-Key header, or here. */
export const ZSubmitTourDraftRequest = z.object({ idempotencyKey: ZIdempotencyKey.optional() }).optional();

export const TOUR_RESUBMIT_MESSAGES = {
  notFound: 'Tour not found',
  notChangesRequested: 'Only a tour sent back for changes can be edited and resubmitted.',
  reopenFailed: 'Failed to open the tour for editing',
} as const;

export const ZSubmittedTourParams = z.object({ id: z.uuid(TOUR_RESUBMIT_MESSAGES.notFound) });

/** POST /api/tour-drafts: a new draft, empty or with the form as typed so far. */
export const ZCreateTourDraftRequest = z.object({ data: ZTourDraft.optional() });

/** PUT /api/tour-drafts/:id: the form, based on `version` (a stale version is answered 409 with the current one). */
export const ZSaveTourDraftRequest = z.object({ version: ZTourDraftVersion, data: ZTourDraft });
