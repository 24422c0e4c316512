import { z } from 'zod';
import { ROLES } from '../role-names';
import {
  TOUR_SUBMISSION_REFUSAL_REASONS,
  TOUR_SUBMISSION_REFUSAL_REDIRECTS,
  ZCreateTourDraftRequest,
  ZSaveTourDraftRequest,
  ZSubmittedTourParams,
  ZSubmitTourDraftRequest,
  ZTourDraftParams,
} from '../tour-submissions-api';
import { defineEndpoint } from './endpoint';
import { ZSubmissionEvent } from './tour-moderation.api';

/** The wizard's server side (2-operator.md sections 3 and 6): eligibility, drafts (decision 20), submission. */

/**
 * May this user submit tours, and if not, why and where to go. `companyNameEn`: the English name of the
 * user's company, which the server uses as the tour's company name for everyone but admins (who type one).
 */
const ZTourSubmissionEligibility = z.object({
  allowed: z.boolean(),
  reason: z.enum(TOUR_SUBMISSION_REFUSAL_REASONS).nullable(),
  message: z.string().nullable(),
  redirectTo: z.enum(TOUR_SUBMISSION_REFUSAL_REDIRECTS).nullable(),
  role: z.enum(ROLES).nullable(),
  companyNameEn: z.string().nullable(),
  /** Only admins type the company name and change the location (section 5, field access). */
  isAdmin: z.boolean(),
});
export type TTourSubmissionEligibility = z.infer<typeof ZTourSubmissionEligibility>;

/** A saved draft as the wizard reads and writes it; `data` is the form as the browser last saved it. */
const ZTourDraftRecord = z.object({
  id: z.string(),
  version: z.number(),
  data: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
  updatedAt: z.string(),
  submittedAt: z.string().nullable(),
});
export type TTourDraftRecord = z.infer<typeof ZTourDraftRecord>;

const ZTourDraftSummary = z.object({
  id: z.string(),
  title: z.string().nullable(),
  version: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TTourDraftSummary = z.infer<typeof ZTourDraftSummary>;

const ZSubmitTourResponse = z.object({ pendingTourId: z.string(), message: z.string() });
export type TSubmitTourResponse = z.infer<typeof ZSubmitTourResponse>;

/**
 * Where a submitted tour stands: pending review, approved (published), rejected with the reason, or
 * sent back with a note (changes requested).
 */
const ZSubmittedTourStatus = z.enum(['pending', 'approved', 'rejected', 'changes_requested']);
export type TSubmittedTourStatus = z.infer<typeof ZSubmittedTourStatus>;

const ZSubmittedTour = z.object({
  /** The pending tour's id (for a rejected tour: the id it had while pending). */
  id: z.string(),
  title: z.string(),
  sku: z.string().nullable(),
  slug: z.string(),
  status: ZSubmittedTourStatus,
  submittedAt: z.string(),
  /** When it was approved, rejected or sent back. */
  decidedAt: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  /** The published tour's slug, once approved. */
  publishedSlug: z.string().nullable(),
  /** The administrator's latest note while changes are requested, or the rejection reason. */
  note: z.string().nullable(),
  /** Every submission, note and decision, oldest first (DESIGN decision 22). */
  history: z.array(ZSubmissionEvent),
});
export type TSubmittedTour = z.infer<typeof ZSubmittedTour>;

const ZReopenSubmissionResponse = z.object({ draftId: z.string() });
export type TReopenSubmissionResponse = z.infer<typeof ZReopenSubmissionResponse>;

/** Public, so a signed-out visitor gets the same answer shape (allowed false, the message, /auth). */
export const getTourSubmissionEligibility = defineEndpoint({
  method: 'GET',
  path: '/api/tour-submissions/eligibility',
  response: ZTourSubmissionEligibility,
});

/** The signed-in user's submitted tours with their review status, newest first. */
export const listSubmittedTours = defineEndpoint({
  method: 'GET',
  path: '/api/tour-submissions',
  response: z.object({ tours: z.array(ZSubmittedTour) }),
});

/**
 * The draft of a tour sent back for changes, open for editing again (restored from the submission when
 * it was deleted). Its owner only; 409 unless changes are requested.
 */
export const reopenTourSubmission = defineEndpoint({
  method: 'POST',
  path: '/api/tour-submissions/:id/reopen',
  params: ZSubmittedTourParams,
  response: ZReopenSubmissionResponse,
});

/** 201: a new draft (version 1), empty or holding the form as typed so far. */
export const createTourDraft = defineEndpoint({
  method: 'POST',
  path: '/api/tour-drafts',
  body: ZCreateTourDraftRequest,
  response: ZTourDraftRecord,
});

/** The user's drafts not yet submitted, last saved first. */
export const listTourDrafts = defineEndpoint({
  method: 'GET',
  path: '/api/tour-drafts',
  response: z.object({ drafts: z.array(ZTourDraftSummary) }),
});

/** 404 for an unknown draft or another user's. */
export const getTourDraft = defineEndpoint({
  method: 'GET',
  path: '/api/tour-drafts/:id',
  params: ZTourDraftParams,
  response: ZTourDraftRecord,
});

/**
 * The administrator's note on the tour this draft was sent back from, while changes are requested (shown
 * in the wizard on every step while the operator edits); null otherwise. 404 for an unknown draft or another user's.
 */
export const getTourDraftReviewNote = defineEndpoint({
  method: 'GET',
  path: '/api/tour-drafts/:id/review-note',
  params: ZTourDraftParams,
  response: z.object({
    note: z.object({ text: z.string(), requestedAt: z.string(), requestedBy: z.string().nullable() }).nullable(),
  }),
});
export type TTourDraftReviewNote = z.infer<typeof getTourDraftReviewNote.response>['note'];

/**
 * The draft at its next version. 409 with `fields.version` when it was saved elsewhere since `version`;
 * 409 without it once the draft is submitted.
 */
export const saveTourDraft = defineEndpoint({
  method: 'PUT',
  path: '/api/tour-drafts/:id',
  params: ZTourDraftParams,
  body: ZSaveTourDraftRequest,
  response: ZTourDraftRecord,
});

/** 204; 404 for an unknown draft or another user's. */
export const deleteTourDraft = defineEndpoint({
  method: 'DELETE',
  path: '/api/tour-drafts/:id',
  params: ZTourDraftParams,
  response: null,
});

/**
 * 201 with the pending tour; 200 when the same Idempotency-Key (header or body) or the same draft was
 * submitted before, with the pending tour that submission made.
 */
export const submitTourDraft = defineEndpoint({
  method: 'POST',
  path: '/api/tour-drafts/:id/submit',
  params: ZTourDraftParams,
  body: ZSubmitTourDraftRequest,
  response: ZSubmitTourResponse,
});
