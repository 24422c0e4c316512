import { expectRow, isUniqueViolation, type TDb } from '@tour/db';
import {
  isSlugOfBase,
  normaliseRole,
  TOUR_DRAFT_MESSAGES,
  TOUR_RESUBMIT_MESSAGES,
  TOUR_SUBMIT_MESSAGES,
  tourDraftFromPending,
  tourSlugBase,
  tourSubmissionRefusal,
  type TSessionUser,
  type TSubmittedTour,
  type TReopenSubmissionResponse,
  type TSubmissionEvent,
  type TSubmittedTourStatus,
  type TLanguage,
  type TTourSubmissionEligibility,
  uniqueSlug,
  paths,
  submissionSnapshotOf,
} from '@tour/shared';
import type { TClock } from '../../clock';
import { enqueueMail } from '../../adapters/mail/mail-outbox';
import { AppError } from '../../http/app-error';
import type { TExecutor } from '../../db';
import { buildPendingRecord, nextFreeSku, skuPrefixOf, type TPendingRecord } from './pending-record';
import { tourReceivedMail } from './tour-submissions.mails';
import {
  findOwnPendingDraftId,
  findPriorSubmissions,
  findSkusWithPrefix,
  findSlugsLike,
  findUserCompany,
  findUserContact,
  insertDraft,
  insertOperatorEvent,
  insertPendingTour,
  linkPendingTourDraft,
  listPendingToursOf,
  listRejectedToursOf,
  listSubmissionEventsOf,
  lockOwnDraft,
  lockOwnPendingTour,
  lockSlugBase,
  markDraftSubmitted,
  reopenOwnDraft,
  type TDraftRow,
  updateResubmittedPendingTour,
} from './tour-submissions.repository';

type TDeps = { db: TDb; clock: TClock; appUrl: string; appName: string };

/** The English name of the user's company (the Thai one when no English name was registered). */
async function companyNameOf(db: TExecutor, userId: string): Promise<string | null> {
  const company = await findUserCompany(db, userId);
  return company?.companyNameEn?.trim() || company?.companyNameTh?.trim() || null;
}

export async function getEligibility(deps: TDeps, user: TSessionUser | null): Promise<TTourSubmissionEligibility> {
  const refusal = tourSubmissionRefusal(user);
  return {
    allowed: refusal === null,
    reason: refusal?.reason ?? null,
    message: refusal?.message ?? null,
    redirectTo: refusal?.redirectTo ?? null,
    role: user?.role ?? null,
    companyNameEn: user ? await companyNameOf(deps.db, user.id) : null,
    isAdmin: user?.role === 'admin',
  };
}

const STATUS_OF: Record<string, TSubmittedTourStatus> = {
  pending: 'pending',
  approved: 'approved',
  // An approved record kept after publishing (DESIGN decision 21).
  archived: 'approved',
  rejected: 'rejected',
  rejected_archived: 'rejected',
  changes_requested: 'changes_requested',
};

/** The note that goes with where the tour stands: the changes asked for, or the rejection reason. */
function latestNoteOf(status: TSubmittedTourStatus, history: TSubmissionEvent[], rejectionReason: string | null) {
  if (status === 'rejected')
    return rejectionReason ?? history.findLast((event) => event.kind === 'rejected')?.note ?? null;
  if (status === 'changes_requested')
    return history.findLast((event) => event.kind === 'changes_requested')?.note ?? null;
  return null;
}

/**
 * The user's submitted tours, newest first: pending, approved, rejected (with the reason) or sent back
 * (with the note), each with its whole history.
 */
export async function listSubmittedTours(deps: TDeps, userId: string): Promise<TSubmittedTour[]> {
  const [pending, rejected] = await Promise.all([
    listPendingToursOf(deps.db, userId),
    listRejectedToursOf(deps.db, userId),
  ]);
  const events = await listSubmissionEventsOf(deps.db, [
    ...pending.map((row) => row.id),
    ...rejected.map((row) => row.id),
  ]);
  const histories = new Map<string, TSubmissionEvent[]>();
  for (const event of events) {
    const history = histories.get(event.pendingTourId) ?? [];
    history.push({
      kind: event.kind,
      note: event.note,
      actorName: event.actorName,
      createdAt: event.createdAt.toISOString(),
    });
    histories.set(event.pendingTourId, history);
  }
  const withHistory = (tour: Omit<TSubmittedTour, 'note' | 'history'>): TSubmittedTour => {
    const history = histories.get(tour.id) ?? [];
    return { ...tour, note: latestNoteOf(tour.status, history, tour.rejectionReason), history };
  };

  const tours: TSubmittedTour[] = [
    ...pending.map((row) => {
      const status = STATUS_OF[row.status] ?? 'pending';
      return withHistory({
        id: row.id,
        title: row.title,
        sku: row.sku,
        slug: row.slug,
        status,
        submittedAt: row.submittedAt.toISOString(),
        decidedAt: status === 'pending' ? null : row.updatedAt.toISOString(),
        rejectionReason: null,
        publishedSlug: row.publishedSlug,
      });
    }),
    ...rejected.map((row) =>
      withHistory({
        id: row.id,
        title: row.title,
        sku: row.sku,
        slug: row.slug,
        status: 'rejected',
        submittedAt: row.submittedAt.toISOString(),
        decidedAt: row.rejectedAt.toISOString(),
        rejectionReason: row.rejectionReason,
        publishedSlug: null,
      }),
    ),
  ];
  return tours.sort((a, b) => b.submittedAt.localeCompare(a.submittedAt) || b.id.localeCompare(a.id));
}

/**
 * Opens a tour sent back for changes in the wizard again (DESIGN decision 22): only its owner, only
 * while changes are requested. Its draft is reopened, or made again from the submitted record when the
 * operator deleted it. Answers the draft to edit; reopening twice answers the same draft.
 */
export async function reopenSubmission(deps: TDeps, userId: string, id: string): Promise<TReopenSubmissionResponse> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const linked = await findOwnPendingDraftId(tx, userId, id);
    if (!linked) throw new AppError('NOT_FOUND', TOUR_RESUBMIT_MESSAGES.notFound);
    // The draft before the pending row, in the order a submission locks them.
    const draft = linked.draftId ? await lockOwnDraft(tx, userId, linked.draftId) : null;
    const pending = await lockOwnPendingTour(tx, userId, id);
    // A revision of a live tour is changed on that tour's edit screen: the wizard would make another tour of it.
    if (!pending || pending.revisionOfTourId) throw new AppError('NOT_FOUND', TOUR_RESUBMIT_MESSAGES.notFound);
    if (pending.status !== 'changes_requested') {
      throw new AppError('CONFLICT', TOUR_RESUBMIT_MESSAGES.notChangesRequested);
    }
    if (draft && pending.draftId === draft.id) {
      if (draft.submittedAt) await reopenOwnDraft(tx, userId, draft.id, now);
      return { draftId: draft.id };
    }
    const restored = expectRow(
      await insertDraft(tx, { userId, data: tourDraftFromPending(pending), now }),
      'the restored draft',
    );
    await linkPendingTourDraft(tx, id, restored.id);
    return { draftId: restored.id };
  });
}

/** Enough for 20 submissions racing for one SKU prefix and then some; past it the caller is told to retry. */
const MAX_SKU_ATTEMPTS = 60;

const ONE_SUBMISSION_INDEXES = ['pending_tours_draft_id_unique', 'pending_tours_user_idempotency_key_unique'];

/**
 * Submits a draft (section 7, pending_tours insert): validates it with the form's schema, fills empty
 * later-date flights from the first date, generates the SKU and a unique slug, writes the pending record,
 * marks the draft submitted and writes the receipt e-mail, all in one transaction. Idempotent (decision
 * 20): the same key, or the same draft again, answers with the pending tour already written.
 */
export async function submitDraft(
  deps: TDeps,
  user: TSessionUser,
  draftId: string,
  idempotencyKey: string,
  requestLanguage: TLanguage,
): Promise<{ pendingTourId: string; message: string; replayed: boolean }> {
  try {
    return await submitOnce(deps, user, { draftId, idempotencyKey, requestLanguage });
  } catch (error) {
    // A submission with this key or of this draft committed while ours ran: it is the answer.
    if (!ONE_SUBMISSION_INDEXES.some((index) => isUniqueViolation(error, index))) throw error;
    return submitOnce(deps, user, { draftId, idempotencyKey, requestLanguage });
  }
}

/** What one submission names: the draft, its idempotency key, and the language of the request that submits it. */
type TSubmission = { draftId: string; idempotencyKey: string; requestLanguage: TLanguage };

async function submitOnce(deps: TDeps, user: TSessionUser, submission: TSubmission) {
  const { draftId, idempotencyKey } = submission;
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const draft = await lockOwnDraft(tx, user.id, draftId);
    if (!draft) throw new AppError('NOT_FOUND', TOUR_DRAFT_MESSAGES.notFound);
    const prior = await findPriorSubmissions(tx, { userId: user.id, draftId, idempotencyKey });
    const replay = (pendingTourId: string) => ({
      pendingTourId,
      message: TOUR_SUBMIT_MESSAGES.submitted,
      replayed: true,
    });
    const sameKey = prior.find((row) => row.idempotencyKey === idempotencyKey);
    if (sameKey) return replay(sameKey.id);
    const ofDraft = prior.find((row) => row.draftId === draftId);
    if (ofDraft?.status === 'changes_requested' && !draft.submittedAt) {
      return resubmit(deps, tx, user, draft, ofDraft.id, submission);
    }
    if (ofDraft) return replay(ofDraft.id);
    if (draft.submittedAt) throw new AppError('CONFLICT', TOUR_DRAFT_MESSAGES.alreadySubmitted);

    const record = await pendingRecordOf(tx, user, draft);

    const slugBase = tourSlugBase(record.title);
    await lockSlugBase(tx, slugBase);
    const slug = uniqueSlug(slugBase, await findSlugsLike(tx, slugBase));

    const prefix = skuPrefixOf(record);
    const taken = new Set(await findSkusWithPrefix(tx, prefix));
    let pendingTourId: string | undefined;
    let sku = '';
    for (let attempt = 0; !pendingTourId; attempt += 1) {
      const next = attempt < MAX_SKU_ATTEMPTS ? nextFreeSku(prefix, taken) : null;
      if (!next) throw new AppError('CONFLICT', TOUR_SUBMIT_MESSAGES.skuExhausted);
      sku = next;
      try {
        pendingTourId = await insertPendingTour(tx, {
          ...record,
          sku,
          slug,
          userId: user.id,
          draftId,
          idempotencyKey,
          status: 'pending',
          submittedAt: now,
          updatedAt: now,
        });
      } catch (error) {
        if (!isUniqueViolation(error, 'pending_tours_sku_unique')) throw error;
        // Taken by a submission that committed meanwhile: read the prefix afresh and take the next one.
        taken.add(sku);
        for (const used of await findSkusWithPrefix(tx, prefix)) taken.add(used);
      }
    }

    await insertOperatorEvent(tx, {
      pendingTourId,
      userId: user.id,
      kind: 'submitted',
      snapshot: submissionSnapshotOf({ ...record, sku, slug }),
      now,
    });
    await markDraftSubmitted(tx, draftId, now);
    await writeReceipt(deps, tx, {
      userId: user.id,
      pendingTourId,
      title: record.title,
      sku,
      resubmitted: false,
      requestLanguage: submission.requestLanguage,
      now,
    });
    return { pendingTourId, message: TOUR_SUBMIT_MESSAGES.submitted, replayed: false };
  });
}

async function pendingRecordOf(tx: TExecutor, user: TSessionUser, draft: TDraftRow): Promise<TPendingRecord> {
  const isAdmin = normaliseRole(user.role) === 'admin';
  return buildPendingRecord(draft.data, { isAdmin, companyName: isAdmin ? null : await companyNameOf(tx, user.id) });
}

async function writeReceipt(
  deps: TDeps,
  tx: TExecutor,
  input: {
    userId: string;
    pendingTourId: string;
    title: string;
    sku: string;
    resubmitted: boolean;
    requestLanguage: TLanguage;
    now: Date;
  },
) {
  const contact = expectRow(await findUserContact(tx, input.userId), `user ${input.userId}`);
  // The operator's chosen language; an operator who never chose one gets the language they submitted in.
  const language = contact.language ?? input.requestLanguage;
  await enqueueMail(
    tx,
    tourReceivedMail({
      to: contact.email,
      username: contact.username,
      pendingTourId: input.pendingTourId,
      title: input.title,
      sku: input.sku,
      resubmitted: input.resubmitted,
      accountUrl: `${deps.appUrl}${paths.account.href({ tab: 'tours' })}`,
      appName: deps.appName,
      language,
    }),
    input.now,
  );
}

/**
 * Resubmits a reopened draft whose tour was sent back for changes (DESIGN decision 22): the same
 * pending row takes the edited tour and is pending again under its SKU, the slug follows a changed
 * title, the history gains 'resubmitted', the draft is submitted and the receipt written — one
 * transaction (the caller's).
 */
async function resubmit(
  deps: TDeps,
  tx: TExecutor,
  user: TSessionUser,
  draft: TDraftRow,
  pendingTourId: string,
  { idempotencyKey, requestLanguage }: TSubmission,
) {
  const now = deps.clock.now();
  const pending = await lockOwnPendingTour(tx, user.id, pendingTourId);
  if (pending?.status !== 'changes_requested') {
    throw new AppError('CONFLICT', TOUR_RESUBMIT_MESSAGES.notChangesRequested);
  }
  const { sku: _skuInputs, ...record } = await pendingRecordOf(tx, user, draft);

  const base = tourSlugBase(record.title);
  let slug = pending.slug;
  if (!isSlugOfBase(slug, base)) {
    await lockSlugBase(tx, base);
    slug = uniqueSlug(base, await findSlugsLike(tx, base));
  }
  const updated = await updateResubmittedPendingTour(tx, pendingTourId, {
    ...record,
    slug,
    idempotencyKey,
    status: 'pending',
    submittedAt: now,
    updatedAt: now,
  });
  if (!updated) throw new AppError('CONFLICT', TOUR_RESUBMIT_MESSAGES.notChangesRequested);

  await insertOperatorEvent(tx, {
    pendingTourId,
    userId: user.id,
    kind: 'resubmitted',
    snapshot: submissionSnapshotOf({ ...record, sku: pending.sku, slug }),
    now,
  });
  await markDraftSubmitted(tx, draft.id, now);
  await writeReceipt(deps, tx, {
    userId: user.id,
    pendingTourId,
    title: record.title,
    sku: pending.sku ?? '',
    resubmitted: true,
    requestLanguage,
    now,
  });
  return { pendingTourId, message: TOUR_SUBMIT_MESSAGES.submitted, replayed: false };
}
