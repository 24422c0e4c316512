import type { TDb } from '@tour/db';
import {
  COMPANY_MESSAGES,
  isLicenceExpired,
  LICENCE_STATUS,
  resubmissionPath,
  type TCompanyDetail,
  type TCompanyPanelResponse,
  type TCompanyStats,
  type TCompanySummary,
  type TResubmitLicenceRequest,
  type TResubmitLicenceResponse,
  type TSessionUser,
} from '@tour/shared';
import type { TClock } from '../../clock';
import { AppError } from '../../http/app-error';
import { todayOf } from '../tours/tours.service';
import {
  findCompany,
  findCompanySummaries,
  findLicence,
  findLicenceParts,
  findRegistrationsOf,
  insertLicenceLogs,
  licenceBelongsToCompany,
  userOwnsCompany,
} from './company-management.repository';

export type TCompanyManagementDeps = { db: TDb; clock: TClock };

type TViewer = Pick<TSessionUser, 'id' | 'role'>;

const isAdmin = (viewer: TViewer) => viewer.role === 'admin';
const iso = (value: Date | null) => (value ? value.toISOString() : null);

async function summariesFor(deps: TCompanyManagementDeps, viewer: TViewer): Promise<TCompanySummary[]> {
  const today = todayOf(deps.clock);
  const rows = await findCompanySummaries(deps.db, isAdmin(viewer) ? null : viewer.id);
  return rows.map((row) => ({ ...row, bookingsPaused: isLicenceExpired(row.expiryDate, today) }));
}

/** The panel's list (3-admin.md section 7): the user's companies, or all of them for administrators. */
export async function getCompanyPanel(deps: TCompanyManagementDeps, viewer: TViewer): Promise<TCompanyPanelResponse> {
  const companies = await summariesFor(deps, viewer);
  // The registration history is the empty state's: read only when the user has no company.
  const registrations =
    companies.length > 0
      ? []
      : (await findRegistrationsOf(deps.db, viewer.id)).map((row) => ({
          ...row,
          createdAt: row.createdAt.toISOString(),
        }));
  return { scope: isAdmin(viewer) ? 'all' : 'own', companies, registrations };
}

/**
 * The stats page (3-admin.md section 9): active = licence status ปกติ and not past its expiry date;
 * pending documents = kyc_status pending; expired = status หมดอายุ or past its expiry date.
 */
export async function getCompanyStats(deps: TCompanyManagementDeps, viewer: TViewer): Promise<TCompanyStats> {
  const companies = await summariesFor(deps, viewer);
  const expired = (c: TCompanySummary) => c.licenceStatus === LICENCE_STATUS.expired || c.bookingsPaused;
  return {
    scope: isAdmin(viewer) ? 'all' : 'own',
    totalCompanies: companies.length,
    active: companies.filter((c) => c.licenceStatus === LICENCE_STATUS.normal && !c.bookingsPaused).length,
    pendingDocuments: companies.filter((c) => c.kycStatus === 'pending').length,
    expired: companies.filter(expired).length,
  };
}

/** Another user's company is answered as not found: its existence is not theirs to learn. */
async function assertCanSee(deps: TCompanyManagementDeps, viewer: TViewer, companyId: string) {
  if (isAdmin(viewer)) return;
  if (!(await userOwnsCompany(deps.db, viewer.id, companyId))) {
    throw new AppError('NOT_FOUND', COMPANY_MESSAGES.companyNotFound);
  }
}

export async function getCompanyDetail(
  deps: TCompanyManagementDeps,
  viewer: TViewer,
  companyId: string,
): Promise<TCompanyDetail> {
  await assertCanSee(deps, viewer, companyId);
  const mine = await userOwnsCompany(deps.db, viewer.id, companyId);
  const found = await findCompany(deps.db, companyId);
  if (!found) throw new AppError('NOT_FOUND', COMPANY_MESSAGES.companyNotFound);
  const { company } = found;
  const licence = found.licenseId ? await findLicence(deps.db, found.licenseId) : null;
  const parts = licence
    ? await findLicenceParts(deps.db, licence.licenseId)
    : { directors: [], complaints: [], documents: [], submissions: [], history: [] };
  const today = todayOf(deps.clock);
  return {
    company: {
      id: company.id,
      nameTh: company.companyNameTh,
      nameEn: company.companyNameEn,
      tatLicense: company.tatLicense,
      traderId: company.traderId,
      phone: company.phoneNumber,
      email: company.companyEmail,
      website: company.companyWebsite,
      address: company.companyAddress,
      isVerified: company.isVerified,
      createdAt: company.createdAt.toISOString(),
      mine,
    },
    licence: licence
      ? {
          licenseId: licence.licenseId,
          documentType: licence.documentType,
          status: licence.status,
          kycStatus: licence.kycStatus,
          businessType: licence.businessType,
          issueDate: licence.issueDate,
          expiryDate: licence.expiryDate,
          verifiedAt: iso(licence.verifiedAt),
          lastSubmissionDate: iso(licence.lastSubmissionDate),
          submissionCount: licence.submissionCount,
          canResubmit: licence.canResubmit,
          bookingsPaused: isLicenceExpired(licence.expiryDate, today),
        }
      : null,
    directors: parts.directors.map((row) => ({ id: row.id, name: row.name, position: row.position })),
    complaints: parts.complaints.map((row) => ({ id: row.id, date: row.date, detail: row.detail })),
    documents: parts.documents.map((row) => ({
      id: row.id,
      type: row.type,
      fileName: row.fileName,
      uploadedAt: row.uploadedAt.toISOString(),
      versionYear: row.versionYear,
      version: row.version,
      isVerified: row.isVerified,
      isLatest: row.isLatest,
    })),
    submissions: parts.submissions.map((row) => ({
      id: row.id,
      documentFileName: row.documentFileName,
      submissionDate: row.submissionDate.toISOString(),
      qualifyStatus: row.qualifyStatus,
    })),
    history: parts.history.map((row) => ({
      id: row.id,
      action: row.action,
      logType: row.logType,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}

/**
 * Resubmission (3-admin.md sections 4 and 7): the two log rows in one transaction, then the browser
 * goes to /submit-company with the company and licence.
 */
export async function resubmitLicence(
  deps: TCompanyManagementDeps,
  viewer: TViewer,
  input: TResubmitLicenceRequest,
): Promise<TResubmitLicenceResponse> {
  await assertCanSee(deps, viewer, input.companyId);
  if (!(await userOwnsCompany(deps.db, viewer.id, input.companyId))) {
    throw new AppError('FORBIDDEN', COMPANY_MESSAGES.resubmitOwnOnly);
  }
  if (!(await licenceBelongsToCompany(deps.db, input.companyId, input.licenseId))) {
    throw new AppError('NOT_FOUND', COMPANY_MESSAGES.licenceNotOfCompany);
  }
  await deps.db.transaction(async (tx) => {
    const licence = await findLicence(tx, input.licenseId);
    if (!licence) throw new AppError('NOT_FOUND', COMPANY_MESSAGES.licenceNotOfCompany);
    const now = deps.clock.now();
    await insertLicenceLogs(tx, [
      {
        licenseId: licence.licenseId,
        userId: viewer.id,
        action: 'retry_submission',
        logType: 'user_action',
        createdAt: now,
      },
      {
        licenseId: licence.licenseId,
        userId: viewer.id,
        action: 'document_resubmission_requested',
        logType: 'resubmission',
        dataAfter: {
          company_name_th: licence.companyNameTh,
          company_name_en: licence.companyNameEn,
          document_status: 'resubmission_requested',
          submission_date: now.toISOString(),
        },
        // The request follows the retry, so the history shows them in that order.
        createdAt: new Date(now.getTime() + 1),
      },
    ]);
  });
  return { redirectTo: resubmissionPath(input.companyId, input.licenseId) };
}
