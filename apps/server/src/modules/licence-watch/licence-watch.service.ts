import type { TDb } from '@tour/db';
import {
  BOOKINGS_PAUSED_MESSAGE,
  DEFAULT_LANGUAGE,
  daysUntil,
  LICENCE_REVIEW_MESSAGES,
  licenceName,
  TOUR_MODERATION_MESSAGES,
  licenceQueueReasons,
  type TCompanyLicenceStanding,
  tourPublicationBlock,
  tourPublicationRefusal,
  type TLicenceDecisionResponse,
  type TLicenceQueueItem,
  paths,
} from '@tour/shared';
import type { TClock } from '../../clock';
import type { TExecutor } from '../../db';
import { enqueueMail, type TOutgoingMail } from '../../adapters/mail/mail-outbox';
import { AppError } from '../../http/app-error';
import { recordAdminAction, type TActor } from '../audit/audit.service';
import {
  licenceApprovedMail,
  licenceExpiredMail,
  licenceRejectedMail,
  licenceReminderMail,
} from './licence-watch.mails';
import {
  claimLicenceNotice,
  findLicenceQueue,
  findLicenceRecipients,
  findLicencesDueNotice,
  findPendingTourOperator,
  findPublishingCompanyLicence,
  insertLicenceLog,
  lockLicence,
  markReviewedDocuments,
  setLicenceCompaniesVerified,
  setLicenceKycStatus,
  updateLicenceExpiry,
} from './licence-watch.repository';

export type TLicenceWatchDeps = { db: TDb; clock: TClock; appUrl: string; appName: string };

/** The calendar day the licence dates are compared with (the same UTC day as the departures'). */
const todayOf = (clock: TClock) => clock.now().toISOString().slice(0, 10);

/** At most this many licences per pass; the next pass takes the rest. */
const MAX_PER_PASS = 200;

/**
 * Refuses a new booking on a tour whose operator's licence has expired (DESIGN decision 25). Existing
 * bookings and their payments do not come through here.
 */
export function assertTourTakesBookings(date: { bookingsPaused: boolean }): void {
  if (date.bookingsPaused) throw new AppError('CONFLICT', BOOKINGS_PAUSED_MESSAGE);
}

/** Sets a licence's expiry date (what a verified renewal does); used by the browser tests' support route. */
export function moveLicenceExpiry(
  deps: Pick<TLicenceWatchDeps, 'db' | 'clock'>,
  licenseId: string,
  expiryDate: string,
) {
  return updateLicenceExpiry(deps.db, licenseId, expiryDate, deps.clock.now());
}

/**
 * The company and licence standing of a tour's operator, as the pending-tours review shows it. No company
 * (an administrator's or a seller's own tour) or a company without a licence record: nothing blocks.
 */
export async function companyLicenceStanding(
  deps: { db: TExecutor; clock: TClock },
  operatorUserId: string,
): Promise<TCompanyLicenceStanding> {
  const row = await findPublishingCompanyLicence(deps.db, operatorUserId);
  if (!row) return { company: null, licence: null };
  const company = { id: row.companyId, nameTh: row.companyNameTh, nameEn: row.companyNameEn };
  if (!row.licenseId || row.status === null || row.kycStatus === null) return { company, licence: null };
  const licence = {
    licenseId: row.licenseId,
    documentType: row.documentType ?? 'TAT',
    status: row.status,
    kycStatus: row.kycStatus,
    expiryDate: row.expiryDate,
  };
  const block = tourPublicationBlock(licence, todayOf(deps.clock));
  return {
    company,
    licence: { ...licence, block, refusal: block ? tourPublicationRefusal(block, licence) : null },
  };
}

/** The pending-tour review's company licence and KYC panel. */
export async function pendingTourCompanyLicence(deps: { db: TExecutor; clock: TClock }, pendingTourId: string) {
  const operatorUserId = await findPendingTourOperator(deps.db, pendingTourId);
  if (!operatorUserId) throw new AppError('NOT_FOUND', TOUR_MODERATION_MESSAGES.notFound);
  return companyLicenceStanding(deps, operatorUserId);
}

/**
 * A tour of a company whose licence is not verified, suspended or expired cannot go live (issue 20):
 * refused with the reason named, before the approval writes anything.
 */
export async function assertCompanyLicenceAllowsPublication(
  deps: { db: TExecutor; clock: TClock },
  operatorUserId: string,
): Promise<void> {
  const { licence } = await companyLicenceStanding(deps, operatorUserId);
  if (licence?.refusal) throw new AppError('LICENCE_BLOCKS_PUBLICATION', licence.refusal);
}

const companyNameOf = (row: { companyNameEn: string | null; companyNameTh: string | null }) =>
  row.companyNameEn ?? row.companyNameTh ?? '';

async function mailRecipients(
  tx: TExecutor,
  deps: TLicenceWatchDeps,
  licence: { licenseId: string; documentType: string; companyName: string },
  build: (base: Parameters<typeof licenceApprovedMail>[0]) => TOutgoingMail,
  now: Date,
) {
  // Each user in their profile's language (issue 27); no request of theirs causes these e-mails.
  for (const recipient of await findLicenceRecipients(tx, licence.licenseId)) {
    const mail = build({
      to: recipient.email,
      username: recipient.username,
      language: recipient.language ?? DEFAULT_LANGUAGE,
      licenseId: licence.licenseId,
      documentType: licence.documentType,
      companyName: licence.companyName,
      appName: deps.appName,
      panelUrl: `${deps.appUrl}${paths.companyManagement.href()}`,
    });
    await enqueueMail(tx, mail, now);
  }
}

/**
 * The licence watch (DESIGN decision 25): e-mails each licence's users 60, 30 and 7 days before its
 * expiry date and once when it has expired. Each notice is a tat_license_logs row (action
 * expiry_reminder_60/30/7 or licence_expired, with the expiry date), written in the transaction of its
 * e-mails; the licence row is locked with SKIP LOCKED, so overlapping passes never send one twice.
 * The pause itself is read at booking time (bookingsPausedSql in the bookable date's query), not set here.
 */
export async function runLicenceWatch(deps: TLicenceWatchDeps) {
  const today = todayOf(deps.clock);
  const due = await findLicencesDueNotice(deps.db, today, MAX_PER_PASS);
  let reminded = 0;
  let expired = 0;
  for (const { licenseId } of due) {
    await deps.db.transaction(async (tx) => {
      const now = deps.clock.now();
      const notice = await claimLicenceNotice(tx, licenseId, today);
      if (!notice) return;
      const licence = { licenseId, documentType: notice.documentType, companyName: companyNameOf(notice) };
      const days = daysUntil(notice.expiryDate, today);
      if (notice.action === 'licence_expired') {
        await mailRecipients(
          tx,
          deps,
          licence,
          (base) => licenceExpiredMail({ ...base, expiryDate: notice.expiryDate }),
          now,
        );
        expired += 1;
      } else {
        const reminderDays = Number(notice.action.replace('expiry_reminder_', ''));
        await mailRecipients(
          tx,
          deps,
          licence,
          (base) => licenceReminderMail({ ...base, days: reminderDays, expiryDate: notice.expiryDate }),
          now,
        );
        reminded += 1;
      }
      await insertLicenceLog(tx, {
        licenseId,
        userId: null,
        action: notice.action,
        logType: 'licence_watch',
        dataAfter: { expiryDate: notice.expiryDate, daysLeft: days },
        createdAt: now,
      });
    });
  }
  return { reminded, expired };
}

// ---------------------------------------------------------------------------
// The administrators' queue (/admin/licences)
// ---------------------------------------------------------------------------

export async function listLicenceQueue(deps: TLicenceWatchDeps): Promise<TLicenceQueueItem[]> {
  const today = todayOf(deps.clock);
  const rows = await findLicenceQueue(deps.db, today);
  return rows.map((row) => ({
    licenseId: row.licenseId,
    nameTh: row.companyNameTh,
    nameEn: row.companyNameEn,
    status: row.status,
    kycStatus: row.kycStatus,
    expiryDate: row.expiryDate,
    daysLeft: row.expiryDate ? daysUntil(row.expiryDate, today) : null,
    reasons: licenceQueueReasons({ kycStatus: row.kycStatus, expiryDate: row.expiryDate }, today),
    submittedBy: row.userId && row.email ? { id: row.userId, email: row.email } : null,
    documentType: row.documentType,
    registry: {
      traderId: row.traderId,
      taxId: row.taxId,
      businessType: row.businessType,
      issueDate: row.issueDate,
      address: row.address,
      phone: row.phone,
      email: row.licenceEmail,
    },
    document:
      row.documentId && row.documentUploadedAt
        ? {
            id: row.documentId,
            kind: row.documentIsPdf ? ('pdf' as const) : ('image' as const),
            fileName: row.documentFileName,
            uploadedAt: new Date(row.documentUploadedAt).toISOString(),
          }
        : null,
  }));
}

/**
 * Approve or reject a licence awaiting review: the licence, its log row, the e-mail to its users and
 * the audit row (DESIGN decision 24) in one transaction.
 */
export async function decideLicence(
  deps: TLicenceWatchDeps,
  actor: TActor,
  input: { licenseId: string; decision: 'approve' } | { licenseId: string; decision: 'reject'; reason: string },
): Promise<TLicenceDecisionResponse> {
  return deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const licence = await lockLicence(tx, input.licenseId);
    if (!licence) throw new AppError('NOT_FOUND', LICENCE_REVIEW_MESSAGES.notFound);
    if (licence.kycStatus !== 'pending') throw new AppError('CONFLICT', LICENCE_REVIEW_MESSAGES.notReviewable);
    const kycStatus = input.decision === 'approve' ? ('verified' as const) : ('rejected' as const);
    const reason = input.decision === 'reject' ? input.reason : null;
    await setLicenceKycStatus(tx, { licenseId: licence.licenseId, kycStatus, now });
    await setLicenceCompaniesVerified(tx, licence.licenseId, kycStatus === 'verified', now);
    await markReviewedDocuments(tx, licence.licenseId, kycStatus === 'verified');
    const before = { kyc_status: licence.kycStatus };
    const after = { kyc_status: kycStatus, ...(reason ? { reason } : {}) };
    await insertLicenceLog(tx, {
      licenseId: licence.licenseId,
      userId: actor.userId,
      action: input.decision === 'approve' ? 'admin_approved' : 'admin_rejected',
      logType: 'admin_review',
      dataBefore: before,
      dataAfter: after,
      createdAt: now,
    });
    const target = {
      licenseId: licence.licenseId,
      documentType: licence.documentType,
      companyName: licence.companyNameEn ?? licence.companyNameTh ?? '',
    };
    await mailRecipients(
      tx,
      deps,
      target,
      (base) => (reason ? licenceRejectedMail({ ...base, reason }) : licenceApprovedMail(base)),
      now,
    );
    await recordAdminAction(tx, actor, {
      action: input.decision === 'approve' ? 'licence.approve' : 'licence.reject',
      targetType: 'licence',
      targetId: licence.licenseId,
      before,
      after,
    });
    return {
      licenseId: licence.licenseId,
      kycStatus,
      message: LICENCE_REVIEW_MESSAGES[input.decision === 'approve' ? 'approved' : 'rejected'](
        licenceName(licence, 'en'),
        target.companyName || licence.licenseId,
      ),
    };
  });
}
