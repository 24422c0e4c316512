import { expectRow, isUniqueViolation, type TDb } from '@tour/db';
import {
  normaliseRole,
  TOUR_DRAFT_MESSAGES,
  TOUR_SUBMIT_MESSAGES,
  tourSubmissionRefusal,
  type TSessionUser,
  type TSubmittedTour,
  type TSubmittedTourStatus,
  type TTourSubmissionEligibility,
} from '@tour/shared';
import type { TClock } from '../../clock';
import { enqueueMail } from '../../adapters/mail/mail-outbox';
import { AppError } from '../../http/app-error';
import type { TExecutor } from '../../db';
import { buildPendingRecord, nextFreeSku, skuPrefixOf, slugBaseOf, uniqueSlug } from './pending-record';
import { tourReceivedMail } from './tour-submissions.mails';
import {
  findPriorSubmission,
  findSkusWithPrefix,
  findSlugsLike,
  findUserCompany,
  findUserContact,
  insertPendingTour,
  insertSubmittedEvent,
  listPendingToursOf,
  listRejectedToursOf,
  lockOwnDraft,
  lockSlugBase,
  markDraftSubmitted,
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

/** The user's submitted tours, newest first: pending, approved, rejected (with the reason) or sent back. */
export async function listSubmittedTours(deps: TDeps, userId: string): Promise<TSubmittedTour[]> {
  const [pending, rejected] = await Promise.all([
    listPendingToursOf(deps.db, userId),
    listRejectedToursOf(deps.db, userId),
  ]);
  const tours: TSubmittedTour[] = [
    ...pending.map((row) => {
      const status = STATUS_OF[row.status] ?? 'pending';
      return {
        id: row.id,
        title: row.title,
        sku: row.sku,
        slug: row.slug,
        status,
        submittedAt: row.submittedAt.toISOString(),
        decidedAt: status === 'pending' ? null : row.updatedAt.toISOString(),
        rejectionReason: null,
        publishedSlug: row.publishedSlug,
      };
    }),
    ...rejected.map((row) => ({
      id: row.id,
      title: row.title,
      sku: row.sku,
      slug: row.slug,
      status: 'rejected' as const,
      submittedAt: row.submittedAt.toISOString(),
      decidedAt: row.rejectedAt.toISOString(),
      rejectionReason: row.rejectionReason,
      publishedSlug: null,
    })),
  ];
  return tours.sort((a, b) => b.submittedAt.localeCompare(a.submittedAt) || b.id.localeCompare(a.id));
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
): Promise<{ pendingTourId: string; message: string; replayed: boolean }> {
  try {
    return await submitOnce(deps, user, draftId, idempotencyKey);
  } catch (error) {
    // A submission with this key or of this draft committed while ours ran: it is the answer.
    if (!ONE_SUBMISSION_INDEXES.some((index) => isUniqueViolation(error, index))) throw error;
    return submitOnce(deps, user, draftId, idempotencyKey);
  }
}

async function submitOnce(deps: TDeps, user: TSessionUser, draftId: string, idempotencyKey: string) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const draft = await lockOwnDraft(tx, user.id, draftId);
    if (!draft) throw new AppError('NOT_FOUND', TOUR_DRAFT_MESSAGES.notFound);
    const prior = await findPriorSubmission(tx, { userId: user.id, draftId, idempotencyKey });
    if (prior) return { pendingTourId: prior, message: TOUR_SUBMIT_MESSAGES.submitted, replayed: true };
    if (draft.submittedAt) throw new AppError('CONFLICT', TOUR_DRAFT_MESSAGES.alreadySubmitted);

    const isAdmin = normaliseRole(user.role) === 'admin';
    const record = buildPendingRecord(draft.data, {
      isAdmin,
      companyName: isAdmin ? null : await companyNameOf(tx, user.id),
    });

    const slugBase = slugBaseOf(record);
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

    await insertSubmittedEvent(tx, { pendingTourId, userId: user.id, now });
    await markDraftSubmitted(tx, draftId, now);
    const contact = expectRow(await findUserContact(tx, user.id), `user ${user.id}`);
    await enqueueMail(
      tx,
      tourReceivedMail({
        to: contact.email,
        username: contact.username,
        pendingTourId,
        title: record.title,
        sku,
        accountUrl: `${deps.appUrl}/account?tab=tours`,
        appName: deps.appName,
      }),
      now,
    );
    return { pendingTourId, message: TOUR_SUBMIT_MESSAGES.submitted, replayed: false };
  });
}
