import { randomUUID } from 'node:crypto';
import type { TDb } from '@tour/db';
import {
  LICENCE_MESSAGES,
  LICENCE_VERIFICATION_LINK_HOURS,
  MESSAGES,
  type TCompanyRegistrationStatus,
  type TCompanyRegistrationStatusQuery,
  COMPANY_REGISTRANT_ROLES,
  EXPIRED_LICENCE_STATUSES,
  LICENCE_STATUS,
  licenceRegistrationRefusal,
  type TCreateLicenceTokenResponse,
  type TLicenceProfile,
  type TLicenceUploadFields,
  type TLicenceUploadResponse,
  type TSessionUser,
  type TValidateLicenceTokenResponse,
  type TVerifyLicenceRequest,
  type TVerifyLicenceResponse,
  paths,
} from '@tour/shared';
import type { TClock } from '../../clock';
import { sniffContentType, type TFileStore } from '../../adapters/files/file-store';
import { inspectUpload } from '../../adapters/files/inspect-upload';
import { reencodeImage, UnreadableImageError } from '../../adapters/files/reencode-image';
import {
  LicenceRegistryUnavailableError,
  type TLicenceRegistry,
  type TRegistryLicence,
} from '../../adapters/licence-registry/licence-registry';
import { enqueueMail } from '../../adapters/mail/mail-outbox';
import { AppError } from '../../http/app-error';
import { createSecretToken, hashToken } from '../auth/tokens';
import { licenceVerificationMail } from './company-registration.mails';
import * as repo from './company-registration.repository';
import { QrUnreadableError } from '../../adapters/qr/qr-reader';
import type { TLicenceQrReader } from './licence-qr';

export type TCompanyRegistrationDeps = {
  db: TDb;
  clock: TClock;
  files: TFileStore;
  registry: TLicenceRegistry;
  qrReader: TLicenceQrReader;
  appUrl: string;
  appName: string;
  /** Where a registry failure is reported (the request's logger). */
  log?: { warn(details: object, message: string): void };
};

const PENDING = LICENCE_STATUS.pendingEmailVerification;
const EXTENSIONS = { 'image/jpeg': '.jpg', 'image/png': '.png', 'application/pdf': '.pdf' } as const;
const HOUR_MS = 60 * 60 * 1000;

type TLicenceFile = { bytes: Buffer; fileName: string };

/** What the licence row keeps in raw_jsonb (section 3: the registry response with the submitting user). */
type TRawLicence = {
  user_id: string;
  license_type: 'TAT' | 'DOT';
  qr_text: string;
  registry: TRegistryLicence;
  profile: TLicenceProfile;
  /** Set while a re-upload of a verified licence waits for its e-mail confirmation: Cancel restores it. */
  previous?: { status: string; kyc_status: string } | null;
};

function assertRegistrant(user: TSessionUser) {
  if (!COMPANY_REGISTRANT_ROLES.includes(user.role)) throw new AppError('FORBIDDEN', LICENCE_MESSAGES.noPermission);
}

/** 'he•••@siamhorizon.example': enough to recognise the mailbox, not enough to learn it. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, Math.min(2, Math.max(1, local.length - 1)))}•••@${domain}`;
}

/** A person's identity number is private: the confirmation screen shows only its last four digits. */
function maskIdentityNumber(value: string): string {
  return `${'•'.repeat(Math.max(0, value.length - 4))}${value.slice(-4)}`;
}

export function profileOf(record: TRegistryLicence): TLicenceProfile {
  return {
    licenseId: record.licenseId,
    status: record.status,
    companyNameTh: record.companyNameTh,
    companyNameEn: record.companyNameEn,
    traderId: record.traderId,
    addressNumber: record.addressNumber,
    road: record.road,
    soi: record.soi,
    subdistrict: record.subdistrict,
    district: record.district,
    province: record.province,
    zipcode: record.zipcode,
    phone: record.phone,
    website: record.website,
    businessType: record.businessType,
    issueDate: record.issueDate,
    expiryDate: record.expiryDate,
    emailHint: maskEmail(record.email),
    requesterType: record.requesterType,
    requesterName: record.requesterName,
    identityNumberHint: record.identityNumber ? maskIdentityNumber(record.identityNumber) : null,
    requestDate: record.requestDate,
    approveDate: record.approveDate,
    registrationHistory: record.registrationHistory,
    otherOffices: record.otherOffices,
    directors: record.directors,
    complaints: record.complaints,
  };
}

/** The profile fields added after some uploads were stored: an older stored profile reads them as empty. */
const PROFILE_ADDITIONS = {
  requesterType: null,
  requesterName: null,
  identityNumberHint: null,
  requestDate: null,
  approveDate: null,
  registrationHistory: [],
  otherOffices: [],
} satisfies Partial<TLicenceProfile>;

function rawOf(row: repo.TLicenceRow): TRawLicence | null {
  const raw = row.rawJsonb as Partial<TRawLicence>;
  if (!raw.registry || !raw.profile) return null;
  return { ...(raw as TRawLicence), profile: { ...PROFILE_ADDITIONS, ...raw.profile } };
}

async function lookUp(deps: TCompanyRegistrationDeps, licenseId: string): Promise<TRegistryLicence | null> {
  try {
    return await deps.registry.findLicence(licenseId);
  } catch (error) {
    if (error instanceof LicenceRegistryUnavailableError) {
      deps.log?.warn({ err: error }, 'the licence registry did not answer');
      throw new AppError('LICENCE_REGISTRY_UNAVAILABLE', LICENCE_MESSAGES.registryUnavailable);
    }
    throw error;
  }
}

function fileRuleError() {
  return new AppError('VALIDATION_FAILED', LICENCE_MESSAGES.fileRule, { license: LICENCE_MESSAGES.fileRule });
}

/**
 * POST /api/upload-license: the file is checked by its bytes, its QR code read (the content is
 * untrusted, decision 8), the licence looked up in the registry, the file stored privately, and the
 * licence record with its submission, directors, complaints, documents and log rows written in one
 * transaction. A failed transaction removes the stored file again, so a failed upload leaves nothing.
 */
export async function uploadLicence(
  deps: TCompanyRegistrationDeps,
  user: TSessionUser,
  input: { fields: TLicenceUploadFields; file: TLicenceFile | null },
): Promise<TLicenceUploadResponse> {
  assertRegistrant(user);
  const file = input.file;
  if (!file || file.bytes.length === 0) throw fileRuleError();
  const inspection = inspectUpload(file.bytes);
  if (!inspection.ok) throw fileRuleError();
  const contentType = inspection.contentType;
  const licenseType = input.fields.license_type === 'dot' ? 'DOT' : 'TAT';

  let qr: { licenseId: string; qrText: string };
  try {
    qr = await deps.qrReader.read(file.bytes, contentType);
  } catch (error) {
    if (error instanceof QrUnreadableError) {
      throw new AppError('QR_UNREADABLE', LICENCE_MESSAGES.qrUnreadable);
    }
    throw error;
  }
  const record = await lookUp(deps, qr.licenseId);
  if (!record) {
    await repo.insertLog(deps.db, {
      licenseId: qr.licenseId,
      userId: user.id,
      action: 'verification_failed',
      logType: 'registry_lookup',
      dataAfter: { reason: 'licence_not_found', license_type: licenseType },
      now: deps.clock.now(),
    });
    throw new AppError('LICENCE_NOT_FOUND', LICENCE_MESSAGES.licenceNotFound);
  }
  if (await repo.findOtherUsersLink(deps.db, record.licenseId, user.id)) {
    throw new AppError('CONFLICT', LICENCE_MESSAGES.licenceTaken);
  }

  const stored = contentType === 'application/pdf' ? file.bytes : await reencodeLicence(file.bytes, contentType);
  const fileKey = `licences/${user.id}/${randomUUID()}${EXTENSIONS[contentType]}`;
  const fileName = file.fileName.replace(/[\p{Cc}]/gu, '').slice(0, 200) || `licence${EXTENSIONS[contentType]}`;
  const profile = profileOf(record);
  const expired = EXPIRED_LICENCE_STATUSES.has(record.status);
  await deps.files.put(fileKey, stored);
  try {
    await deps.db.transaction(async (tx) => {
      const now = deps.clock.now();
      const existing = await repo.findLicence(tx, record.licenseId, { lock: true });
      // Decided again under the row lock: a racing upload may have linked the licence meanwhile.
      if (await repo.findOtherUsersLink(tx, record.licenseId, user.id)) {
        throw new AppError('CONFLICT', LICENCE_MESSAGES.licenceTaken);
      }
      if (existing && existing.userId !== user.id && existing.verifiedAt && existing.status !== PENDING) {
        throw new AppError('CONFLICT', LICENCE_MESSAGES.licenceTaken);
      }
      const previousRaw = existing ? rawOf(existing) : null;
      // A verified licence uploaded again (renewal, resubmission) keeps what Cancel would restore.
      const previous =
        existing?.verifiedAt && existing.status !== PENDING
          ? { status: existing.status, kyc_status: existing.kycStatus }
          : (previousRaw?.previous ?? null);
      const raw: TRawLicence = {
        user_id: user.id,
        license_type: licenseType,
        qr_text: qr.qrText,
        registry: record,
        profile,
        previous,
      };
      // A verified licence uploaded again keeps its columns (its expiry date pauses or resumes bookings) until
      // the e-mailed check applies the registry's record; until then the record waits in raw_jsonb.
      const columns = {
        ...(previous ? {} : repo.licenceColumnsFrom(record)),
        userId: user.id,
        documentType: licenseType,
        status: PENDING,
        kycStatus: PENDING,
        rawJsonb: raw,
        lastSubmissionDate: now,
        updatedAt: now,
      } as const;
      if (existing) {
        await repo.updateLicence(tx, record.licenseId, {
          ...columns,
          submissionCount: existing.submissionCount + 1,
        });
        // Another user's unconfirmed upload of the same licence: its links stop working.
        if (existing.userId !== user.id) await repo.endUnusedTokens(tx, record.licenseId, now);
      } else {
        await repo.insertLicence(tx, { licenseId: record.licenseId, ...columns, submissionCount: 1, createdAt: now });
      }
      await repo.insertSubmission(tx, {
        licenseId: record.licenseId,
        userId: user.id,
        licenseType,
        documentFileName: fileName,
        fileKey,
        contentType,
        submissionDate: now,
        qualifyStatus: 'pending',
        createdAt: now,
      });
      await repo.replaceDirectorsAndComplaints(tx, record.licenseId, record);
      await repo.addKycDocuments(tx, { licenseId: record.licenseId, fileKey, fileName, now });
      await repo.insertLog(tx, {
        licenseId: record.licenseId,
        userId: user.id,
        action: 'mock_document_upload',
        logType: 'document_upload',
        dataBefore: existing ? { status: existing.status, kyc_status: existing.kycStatus } : null,
        dataAfter: { file_name: fileName, content_type: contentType, license_type: licenseType, qr_text: qr.qrText },
        now,
      });
      const usable = record.status === LICENCE_STATUS.normal;
      await repo.insertLog(tx, {
        licenseId: record.licenseId,
        userId: user.id,
        action: usable ? 'verification_success' : 'verification_failed',
        logType: 'registry_lookup',
        dataAfter: {
          registry_status: record.status,
          expiry_date: record.expiryDate,
          ...(usable ? {} : { reason: expired ? 'licence_expired' : 'licence_not_active' }),
        },
        now,
      });
    });
  } catch (error) {
    await deps.files.remove(fileKey);
    throw error;
  }
  return { success: true, data: { licenseId: record.licenseId, licenseType, profile, expired } };
}

async function reencodeLicence(bytes: Buffer, contentType: 'image/jpeg' | 'image/png') {
  try {
    return await reencodeImage(bytes, contentType);
  } catch (error) {
    if (error instanceof UnreadableImageError) throw fileRuleError();
    throw error;
  }
}

/** The licence row of this user's upload (an administrator may act on any). */
async function requireOwnUpload(db: TDb, user: TSessionUser, licenseId: string) {
  const row = await repo.findLicence(db, licenseId);
  if (!row || (row.userId !== user.id && user.role !== 'admin')) {
    throw new AppError('NOT_FOUND', LICENCE_MESSAGES.uploadNotFound);
  }
  return row;
}

/**
 * DELETE /api/licenses/:licenseId: Cancel, or "data incorrect / upload again". An unverified upload is
 * deleted (its directors, complaints, documents and links with it); a verified licence uploaded again
 * gets its verified state back. The log row verification_cancelled stays (the log has no foreign key).
 */
export async function cancelUpload(deps: TCompanyRegistrationDeps, user: TSessionUser, licenseId: string) {
  await requireOwnUpload(deps.db, user, licenseId);
  const removedFiles = await deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const row = await repo.findLicence(tx, licenseId, { lock: true });
    if (!row || (row.userId !== user.id && user.role !== 'admin')) {
      throw new AppError('NOT_FOUND', LICENCE_MESSAGES.uploadNotFound);
    }
    if (row.status !== PENDING) throw new AppError('CONFLICT', LICENCE_MESSAGES.alreadyVerified);
    const raw = rawOf(row);
    const snapshot = { status: row.status, kyc_status: row.kycStatus, submission_count: row.submissionCount };
    const fileKeys = await repo.deleteUnverifiedSubmissions(tx, licenseId, row.userId ?? user.id, row.verifiedAt);
    if (raw?.previous) {
      await repo.updateLicence(tx, licenseId, {
        status: raw.previous.status,
        kycStatus: raw.previous.kyc_status as repo.TLicenceRow['kycStatus'],
        rawJsonb: { ...raw, previous: null },
        updatedAt: now,
      });
      await repo.endUnusedTokens(tx, licenseId, now);
    } else {
      await repo.deleteLicence(tx, licenseId);
    }
    await repo.insertLog(tx, {
      licenseId,
      userId: user.id,
      action: 'verification_cancelled',
      logType: 'user_action',
      dataBefore: snapshot,
      dataAfter: raw?.previous ? { status: raw.previous.status, restored: true } : { deleted: true },
      now,
    });
    return fileKeys;
  });
  await Promise.all(removedFiles.map((fileKey) => deps.files.remove(fileKey)));
  return { success: true as const };
}

/**
 * POST /api/license-verification/create-token: a random link, stored hashed, valid 24 hours, e-mailed
 * through the outbox (same transaction) to the e-mail the registry holds. Earlier unused links for the
 * licence stop working.
 */
export async function createVerificationToken(
  deps: TCompanyRegistrationDeps,
  user: TSessionUser,
  licenseId: string,
): Promise<TCreateLicenceTokenResponse> {
  const row = await repo.findLicence(deps.db, licenseId);
  const raw = row ? rawOf(row) : null;
  if (!row || !raw || row.userId !== user.id || row.status !== PENDING || !row.email) {
    throw new AppError('NOT_FOUND', LICENCE_MESSAGES.uploadNotFound);
  }
  const refusal = licenceRegistrationRefusal(raw.registry.status);
  if (refusal) throw new AppError('CONFLICT', refusal);
  const email = row.email;
  const { token, hash } = createSecretToken();
  const now = deps.clock.now();
  const expiresAt = new Date(now.getTime() + LICENCE_VERIFICATION_LINK_HOURS * HOUR_MS);
  await deps.db.transaction(async (tx) => {
    await repo.endUnusedTokens(tx, licenseId, now);
    await repo.insertToken(tx, {
      tokenHash: hash,
      licenseId,
      userId: user.id,
      licenseType: raw.license_type,
      email,
      metadata: { license_type: raw.license_type },
      expiresAt,
      createdAt: now,
    });
    const link = `${deps.appUrl}${paths.verifyLicence.href({ token })}`;
    const companyName = row.companyNameTh ?? row.companyNameEn ?? licenseId;
    await enqueueMail(
      tx,
      licenceVerificationMail({
        to: email,
        link,
        licenseId,
        companyName,
        licenseType: raw.license_type,
        appName: deps.appName,
      }),
      now,
    );
  });
  return { success: true, sentTo: maskEmail(email), expiresAt: expiresAt.toISOString() };
}

/** The token's row if it can still be used; otherwise the state the verify page shows. */
function assertUsable(token: repo.TTokenRow | null, now: Date): repo.TTokenRow {
  if (!token) throw new AppError('TOKEN_INVALID', LICENCE_MESSAGES.linkInvalid);
  if (token.usedAt) throw new AppError('ALREADY_VERIFIED', LICENCE_MESSAGES.alreadyVerified);
  if (token.expiresAt.getTime() <= now.getTime()) throw new AppError('TOKEN_EXPIRED', LICENCE_MESSAGES.linkExpired);
  return token;
}

/** POST /api/license-verification/validate-token. */
export async function validateVerificationToken(
  deps: TCompanyRegistrationDeps,
  tokenText: string,
): Promise<TValidateLicenceTokenResponse> {
  const token = assertUsable(await repo.findToken(deps.db, hashToken(tokenText)), deps.clock.now());
  const licence = await repo.findLicence(deps.db, token.licenseId);
  if (licence && licence.status !== PENDING) throw new AppError('ALREADY_VERIFIED', LICENCE_MESSAGES.alreadyVerified);
  return {
    success: true,
    data: { expires_at: token.expiresAt.toISOString(), metadata: { license_type: token.licenseType } },
  };
}

function sameText(a: string, b: string) {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/**
 * POST /api/license-verification/verify: the form must match the registry's record (e-mail without
 * regard to case, licence number, tax id). On success, in one transaction: the link is used, the
 * licence verified with the registry's status, the company created (or, for a licence it already has
 * or a renewal of its expired one, updated) and linked to the uploader, and verification_success logged.
 */
export async function verifyLicence(
  deps: TCompanyRegistrationDeps,
  input: TVerifyLicenceRequest,
): Promise<TVerifyLicenceResponse> {
  const tokenHash = hashToken(input.token);
  const token = assertUsable(await repo.findToken(deps.db, tokenHash), deps.clock.now());
  const record = await lookUp(deps, token.licenseId);
  const matches =
    record !== null &&
    sameText(input.email, record.email) &&
    input.licenseNumber.trim() === record.licenseId &&
    input.taxId === record.taxId;
  if (!matches || !record) {
    await repo.insertLog(deps.db, {
      licenseId: token.licenseId,
      userId: token.userId,
      action: 'verification_failed',
      logType: 'email_verification',
      dataAfter: { reason: record ? 'registry_mismatch' : 'licence_not_found' },
      now: deps.clock.now(),
    });
    throw new AppError('LICENCE_MISMATCH', LICENCE_MESSAGES.registryMismatch);
  }
  const refusal = licenceRegistrationRefusal(record.status);
  if (refusal) throw new AppError('CONFLICT', refusal);

  return deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    // Under the token's row lock a second submit of the same link waits, then finds it used.
    const locked = assertUsable(await repo.findToken(tx, tokenHash, { lock: true }), now);
    const licence = await repo.findLicence(tx, locked.licenseId, { lock: true });
    if (!licence) throw new AppError('TOKEN_INVALID', LICENCE_MESSAGES.linkInvalid);
    if (licence.status !== PENDING) throw new AppError('ALREADY_VERIFIED', LICENCE_MESSAGES.alreadyVerified);
    if (!(await repo.useToken(tx, tokenHash, now))) {
      throw new AppError('ALREADY_VERIFIED', LICENCE_MESSAGES.alreadyVerified);
    }
    if (await repo.findOtherUsersLink(tx, record.licenseId, locked.userId)) {
      throw new AppError('CONFLICT', LICENCE_MESSAGES.licenceTaken);
    }
    const raw = rawOf(licence);
    await repo.updateLicence(tx, licence.licenseId, {
      ...repo.licenceColumnsFrom(record),
      status: record.status,
      kycStatus: raw?.previous?.kyc_status === 'verified' ? 'verified' : 'pending',
      verifiedAt: now,
      canResubmit: false,
      rawJsonb: { ...(raw ?? {}), registry: record, profile: profileOf(record), previous: null },
      updatedAt: now,
    });
    const companyColumns = repo.companyColumnsFrom(record);
    const today = now.toISOString().slice(0, 10);
    const companyId =
      (await repo.findCompanyOfLicence(tx, record.licenseId)) ??
      (await repo.findUserCompanyWithExpiredLicence(tx, locked.userId, today));
    let finalCompanyId: string;
    if (companyId) {
      await repo.updateCompany(tx, companyId, companyColumns, now);
      await repo.moveCompanyLinksToLicence(tx, companyId, record.licenseId);
      finalCompanyId = companyId;
    } else {
      finalCompanyId = await repo.insertCompany(tx, { ...companyColumns, userId: locked.userId }, now);
    }
    await repo.linkUserToCompany(tx, {
      userId: locked.userId,
      companyId: finalCompanyId,
      licenseId: record.licenseId,
    });
    await repo.insertLog(tx, {
      licenseId: record.licenseId,
      userId: locked.userId,
      action: 'verification_success',
      logType: 'email_verification',
      dataBefore: { status: licence.status, kyc_status: licence.kycStatus },
      dataAfter: { status: record.status, company_id: finalCompanyId, expiry_date: record.expiryDate },
      now,
    });
    return {
      success: true as const,
      licenseId: record.licenseId,
      companyName: record.companyNameEn ?? record.companyNameTh ?? record.licenseId,
      licenseType: locked.licenseType,
      status: 'Verified' as const,
    };
  });
}

/** GET /api/company-registration/status: where /submit-company sends this user (section 2). */
export async function registrationStatus(
  deps: TCompanyRegistrationDeps,
  user: TSessionUser | null,
  query: TCompanyRegistrationStatusQuery,
): Promise<TCompanyRegistrationStatus> {
  if (!user) return { allowed: false, message: MESSAGES.loginRequired, redirectTo: '/auth', pendingLicence: null };
  if (!COMPANY_REGISTRANT_ROLES.includes(user.role)) {
    return { allowed: false, message: LICENCE_MESSAGES.noPermission, redirectTo: '/account', pendingLicence: null };
  }
  const links = await repo.findUserCompanyLinks(deps.db, user.id);
  const hasCompany = links.length > 0 || (await repo.userOwnsCompanyWithoutMap(deps.db, user.id)) !== null;
  if (hasCompany) {
    const today = deps.clock.now().toISOString().slice(0, 10);
    const resubmission =
      query.company_id !== undefined &&
      query.license_id !== undefined &&
      links.some((link) => link.companyId === query.company_id && link.licenseId === query.license_id);
    const renewal =
      query.renew !== undefined &&
      links.some(
        (link) =>
          (link.licenceStatus !== null && EXPIRED_LICENCE_STATUSES.has(link.licenceStatus)) ||
          (link.registryStatus !== null && EXPIRED_LICENCE_STATUSES.has(link.registryStatus)) ||
          (link.expiryDate !== null && link.expiryDate < today),
      );
    if (!resubmission && !renewal) {
      return { allowed: false, message: null, redirectTo: '/company-management', pendingLicence: null };
    }
  }
  const pending = await repo.findPendingUpload(deps.db, user.id);
  const raw = pending ? rawOf(pending) : null;
  return {
    allowed: true,
    message: null,
    redirectTo: null,
    pendingLicence:
      pending && raw
        ? {
            licenseId: pending.licenseId,
            licenseType: raw.license_type,
            profile: raw.profile,
            emailSentAt: (await repo.latestTokenSentAt(deps.db, pending.licenseId))?.toISOString() ?? null,
          }
        : null,
  };
}

const DOCUMENT_NOT_FOUND = 'Document not found';

/**
 * GET /api/licence-documents/:documentId: an uploaded licence document from the private store, for an
 * administrator or one of the licence's own users; anyone else learns nothing (404, as for a missing one).
 * The type is read from the stored bytes; the file name is built from the licence number, never the upload's.
 */
export async function readLicenceDocument(deps: TCompanyRegistrationDeps, user: TSessionUser, documentId: string) {
  const document = await repo.findUploadedDocument(deps.db, documentId, user.id);
  if (!document || (!document.ownUser && user.role !== 'admin')) throw new AppError('NOT_FOUND', DOCUMENT_NOT_FOUND);
  const bytes = await deps.files.get(document.fileKey);
  const contentType = bytes ? sniffContentType(bytes) : null;
  if (!bytes || !contentType) throw new AppError('NOT_FOUND', DOCUMENT_NOT_FOUND);
  const fileName = `licence-${document.licenseId.replace(/[^0-9A-Za-z]+/g, '-')}${EXTENSIONS[contentType]}`;
  return { bytes, contentType, fileName };
}

/** Test support: the licence's unused links expire now, so e2e can reach TOKEN_EXPIRED during submission. */
export async function expireVerificationLinksForTest(deps: { db: TDb; clock: TClock }, licenseId: string) {
  const expired = await repo.expireLicenceTokens(deps.db, licenseId, new Date(deps.clock.now().getTime() - 1000));
  if (expired === 0) throw new AppError('NOT_FOUND', 'No unused verification link for this licence');
  return { expired };
}
