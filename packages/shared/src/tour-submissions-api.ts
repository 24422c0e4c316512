import { z } from 'zod';
import { MESSAGES } from './errors';
import { canAccess, type TRole } from './roles';
import type { TSubmissionEvent } from './tour-moderation';
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

export type TTourSubmissionRefusalReason = 'signed_out' | 'role' | 'company';

export type TTourSubmissionRefusal = {
  reason: TTourSubmissionRefusalReason;
  message: string;
  /** Where the page sends the user (section 6). */
  redirectTo: '/auth' | '/account' | '/submit-company';
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

/**
 * GET /api/tour-submissions/eligibility. `companyNameEn`: the English name of the user's company, which
 * the server uses as the tour's company name for everyone but admins (who type one).
 */
export type TTourSubmissionEligibility = {
  allowed: boolean;
  reason: TTourSubmissionRefusalReason | null;
  message: string | null;
  redirectTo: TTourSubmissionRefusal['redirectTo'] | null;
  role: TRole | null;
  companyNameEn: string | null;
  /** Only admins type the company name and change the location (section 5, field access). */
  isAdmin: boolean;
};

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

/** A saved draft as the wizard reads and writes it; `data` is the form as the browser last saved it. */
export type TTourDraftRecord = {
  id: string;
  version: number;
  data: Record<string, unknown>;
  createdAt: string;
  updatedAt: string;
  submittedAt: string | null;
};

/** GET /api/tour-drafts: the user's drafts not yet submitted, last saved first. */
export type TTourDraftSummary = {
  id: string;
  title: string | null;
  version: number;
  createdAt: string;
  updatedAt: string;
};

export type TSubmitTourResponse = { pendingTourId: string; message: string };

/**
 * Where a submitted tour stands: pending review, approved (published), rejected with the reason, or
 * sent back with a note (changes requested, when the reviewing side records one).
 */
export type TSubmittedTourStatus = 'pending' | 'approved' | 'rejected' | 'changes_requested';

export type TSubmittedTour = {
  /** The pending tour's id (for a rejected tour: the id it had while pending). */
  id: string;
  title: string;
  sku: string | null;
  slug: string;
  status: TSubmittedTourStatus;
  submittedAt: string;
  /** When it was approved, rejected or sent back. */
  decidedAt: string | null;
  rejectionReason: string | null;
  /** The published tour's slug, once approved. */
  publishedSlug: string | null;
  /** The administrator's latest note while changes are requested, or the rejection reason. */
  note: string | null;
  /** Every submission, note and decision, oldest first (DESIGN decision 22). */
  history: TSubmissionEvent[];
};

export const TOUR_RESUBMIT_MESSAGES = {
  notFound: 'Tour not found',
  notChangesRequested: 'Only a tour sent back for changes can be edited and resubmitted.',
  reopenFailed: 'Failed to open the tour for editing',
} as const;

export const ZSubmittedTourParams = z.object({ id: z.uuid(TOUR_RESUBMIT_MESSAGES.notFound) });

/** POST /api/tour-submissions/:id/reopen: the draft to edit in the wizard and submit again. */
export type TReopenSubmissionResponse = { draftId: string };

/** POST /api/tour-drafts: a new draft, empty or with the form as typed so far. */
export const ZCreateTourDraftRequest = z.object({ data: ZTourDraft.optional() });

/** PUT /api/tour-drafts/:id: the form, based on `version` (a stale version is answered 409 with the current one). */
export const ZSaveTourDraftRequest = z.object({ version: ZTourDraftVersion, data: ZTourDraft });
