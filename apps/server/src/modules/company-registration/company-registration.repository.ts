import { and, desc, eq, gt, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import {
  companies,
  licenseSubmissions,
  licenseVerificationTokens,
  tatCompanyDirectors,
  tatComplaints,
  tatKycDocuments,
  tatLicenseLogs,
  tatLicenses,
  userCompanyLicenseMap,
} from '@tour/db';
import { EXPIRED_LICENCE_STATUSES } from '@tour/shared';
import { queryRows, type TExecutor } from '../../db';
import type { TRegistryLicence } from '../../adapters/licence-registry/licence-registry';

export type TLicenceRow = typeof tatLicenses.$inferSelect;
export type TTokenRow = typeof licenseVerificationTokens.$inferSelect;

export async function findLicence(db: TExecutor, licenseId: string, options: { lock?: boolean } = {}) {
  const query = db.select().from(tatLicenses).where(eq(tatLicenses.licenseId, licenseId));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

/** A company other than this user's that the licence is already linked to. */
export async function findOtherUsersLink(db: TExecutor, licenseId: string, userId: string) {
  const [mapped] = await db
    .select({ companyId: userCompanyLicenseMap.companyId })
    .from(userCompanyLicenseMap)
    .where(and(eq(userCompanyLicenseMap.licenseId, licenseId), ne(userCompanyLicenseMap.userId, userId)))
    .limit(1);
  if (mapped) return mapped.companyId;
  const [company] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(
      and(eq(companies.tatLicense, licenseId), sql`(${companies.userId} is null or ${companies.userId} <> ${userId})`),
    )
    .limit(1);
  return company?.id ?? null;
}

/** The licence columns the registry's record fills. */
export function licenceColumnsFrom(record: TRegistryLicence) {
  const address = [record.addressNumber, record.soi, record.road, record.subdistrict, record.district, record.province]
    .filter(Boolean)
    .join(', ');
  return {
    traderId: record.traderId,
    taxId: record.taxId,
    companyNameTh: record.companyNameTh,
    companyNameEn: record.companyNameEn,
    companyAddress: [address, record.zipcode].filter(Boolean).join(' ') || null,
    addressNumber: record.addressNumber,
    road: record.road,
    soi: record.soi,
    subdistrict: record.subdistrict,
    district: record.district,
    province: record.province,
    zipcode: record.zipcode,
    phone: record.phone,
    email: record.email,
    website: record.website,
    businessType: record.businessType,
    issueDate: record.issueDate,
    expiryDate: record.expiryDate,
  };
}

export async function insertLicence(db: TExecutor, values: typeof tatLicenses.$inferInsert) {
  await db.insert(tatLicenses).values(values);
}

export async function updateLicence(
  db: TExecutor,
  licenseId: string,
  values: Partial<typeof tatLicenses.$inferInsert>,
) {
  await db.update(tatLicenses).set(values).where(eq(tatLicenses.licenseId, licenseId));
}

export async function deleteLicence(db: TExecutor, licenseId: string) {
  await db.delete(tatLicenses).where(eq(tatLicenses.licenseId, licenseId));
}

/**
 * Cancel: the documents of the attempt being cancelled (this user's uploads since the licence was last
 * verified, or all of theirs if it never was) leave with their KYC rows; their file keys are returned so the
 * files can be removed once the transaction has committed.
 */
export async function deleteUnverifiedSubmissions(
  db: TExecutor,
  licenseId: string,
  userId: string,
  verifiedAt: Date | null,
): Promise<string[]> {
  const removed = await db
    .delete(licenseSubmissions)
    .where(
      and(
        eq(licenseSubmissions.licenseId, licenseId),
        eq(licenseSubmissions.userId, userId),
        verifiedAt ? gt(licenseSubmissions.submissionDate, verifiedAt) : undefined,
      ),
    )
    .returning({ fileKey: licenseSubmissions.fileKey });
  const fileKeys = removed.flatMap((row) => (row.fileKey ? [row.fileKey] : []));
  if (fileKeys.length > 0) {
    await db
      .delete(tatKycDocuments)
      .where(and(eq(tatKycDocuments.licenseId, licenseId), inArray(tatKycDocuments.fileKey, fileKeys)));
  }
  return fileKeys;
}

export async function insertSubmission(db: TExecutor, values: typeof licenseSubmissions.$inferInsert) {
  await db.insert(licenseSubmissions).values(values);
}

/** The registry's directors and complaints replace what an earlier upload stored. */
export async function replaceDirectorsAndComplaints(db: TExecutor, licenseId: string, record: TRegistryLicence) {
  await db.delete(tatCompanyDirectors).where(eq(tatCompanyDirectors.licenseId, licenseId));
  await db.delete(tatComplaints).where(eq(tatComplaints.licenseId, licenseId));
  if (record.directors.length > 0) {
    await db.insert(tatCompanyDirectors).values(
      record.directors.map((director, listOrder) => ({
        licenseId,
        name: director.name,
        position: director.position,
        listOrder,
      })),
    );
  }
  if (record.complaints.length > 0) {
    await db
      .insert(tatComplaints)
      .values(record.complaints.map((complaint) => ({ licenseId, date: complaint.date, detail: complaint.detail })));
  }
}

/**
 * The uploaded certificate becomes the latest 'license_certificate' document (a new version). Documents the
 * registry merely lists are not added: the company's documents are the ones it sent.
 */
export async function addKycDocuments(
  db: TExecutor,
  input: { licenseId: string; fileKey: string; fileName: string; now: Date },
) {
  const existing = await db
    .select({ type: tatKycDocuments.type, version: tatKycDocuments.version })
    .from(tatKycDocuments)
    .where(eq(tatKycDocuments.licenseId, input.licenseId));
  const certificateVersions = existing.filter((row) => row.type === 'license_certificate').map((row) => row.version);
  await db
    .update(tatKycDocuments)
    .set({ isLatest: false })
    .where(and(eq(tatKycDocuments.licenseId, input.licenseId), eq(tatKycDocuments.type, 'license_certificate')));
  await db.insert(tatKycDocuments).values({
    licenseId: input.licenseId,
    type: 'license_certificate',
    fileName: input.fileName,
    fileKey: input.fileKey,
    uploadedAt: input.now,
    versionYear: input.now.getUTCFullYear(),
    version: Math.max(0, ...certificateVersions) + 1,
    isVerified: false,
    isLatest: true,
  });
}

export async function insertLog(
  db: TExecutor,
  values: {
    licenseId: string;
    userId: string | null;
    action: string;
    logType: string;
    dataBefore?: Record<string, unknown> | null;
    dataAfter?: Record<string, unknown> | null;
    now: Date;
  },
) {
  await db.insert(tatLicenseLogs).values({
    licenseId: values.licenseId,
    userId: values.userId,
    action: values.action,
    logType: values.logType,
    dataBefore: values.dataBefore ?? null,
    dataAfter: values.dataAfter ?? null,
    createdAt: values.now,
  });
}

/** Earlier links for the licence stop working when a new one is sent (they expire now). */
export async function endUnusedTokens(db: TExecutor, licenseId: string, now: Date) {
  await db
    .update(licenseVerificationTokens)
    .set({ expiresAt: now })
    .where(
      and(
        eq(licenseVerificationTokens.licenseId, licenseId),
        isNull(licenseVerificationTokens.usedAt),
        sql`${licenseVerificationTokens.expiresAt} > ${now.toISOString()}::timestamptz`,
      ),
    );
}

export async function insertToken(db: TExecutor, values: typeof licenseVerificationTokens.$inferInsert) {
  await db.insert(licenseVerificationTokens).values(values);
}

export async function findToken(db: TExecutor, tokenHash: string, options: { lock?: boolean } = {}) {
  const query = db.select().from(licenseVerificationTokens).where(eq(licenseVerificationTokens.tokenHash, tokenHash));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

/** Marks the token used unless it already was; false when another request used it first. */
export async function useToken(db: TExecutor, tokenHash: string, now: Date): Promise<boolean> {
  const used = await db
    .update(licenseVerificationTokens)
    .set({ usedAt: now })
    .where(and(eq(licenseVerificationTokens.tokenHash, tokenHash), isNull(licenseVerificationTokens.usedAt)))
    .returning({ tokenHash: licenseVerificationTokens.tokenHash });
  return used.length === 1;
}

export async function latestTokenSentAt(db: TExecutor, licenseId: string) {
  const [row] = await db
    .select({ createdAt: licenseVerificationTokens.createdAt })
    .from(licenseVerificationTokens)
    .where(eq(licenseVerificationTokens.licenseId, licenseId))
    .orderBy(desc(licenseVerificationTokens.createdAt))
    .limit(1);
  return row?.createdAt ?? null;
}

/** Test support: the licence's unused links expire at `at`. */
export async function expireLicenceTokens(db: TExecutor, licenseId: string, at: Date) {
  const moved = await db
    .update(licenseVerificationTokens)
    .set({ expiresAt: at })
    .where(and(eq(licenseVerificationTokens.licenseId, licenseId), isNull(licenseVerificationTokens.usedAt)))
    .returning({ tokenHash: licenseVerificationTokens.tokenHash });
  return moved.length;
}

/** The user's newest upload still waiting for its e-mail confirmation. */
export async function findPendingUpload(db: TExecutor, userId: string) {
  const [row] = await db
    .select()
    .from(tatLicenses)
    .where(and(eq(tatLicenses.userId, userId), eq(tatLicenses.status, 'pending_email_verification')))
    .orderBy(desc(tatLicenses.lastSubmissionDate))
    .limit(1);
  return row ?? null;
}

/** The user's company links with each licence's status and expiry date. */
export async function findUserCompanyLinks(db: TExecutor, userId: string) {
  return db
    .select({
      companyId: userCompanyLicenseMap.companyId,
      licenseId: userCompanyLicenseMap.licenseId,
      licenceStatus: tatLicenses.status,
      expiryDate: tatLicenses.expiryDate,
      registryStatus: sql<string | null>`${tatLicenses.rawJsonb} -> 'registry' ->> 'status'`,
    })
    .from(userCompanyLicenseMap)
    .leftJoin(tatLicenses, eq(tatLicenses.licenseId, userCompanyLicenseMap.licenseId))
    .where(eq(userCompanyLicenseMap.userId, userId));
}

export async function userOwnsCompanyWithoutMap(db: TExecutor, userId: string) {
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.userId, userId)).limit(1);
  return row?.id ?? null;
}

/** The company a verified licence belongs to: the one linked to it, else the one showing its number. */
export async function findCompanyOfLicence(db: TExecutor, licenseId: string) {
  const [mapped] = await db
    .select({ companyId: userCompanyLicenseMap.companyId })
    .from(userCompanyLicenseMap)
    .where(eq(userCompanyLicenseMap.licenseId, licenseId))
    .limit(1);
  if (mapped) return mapped.companyId;
  const [company] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.tatLicense, licenseId))
    .limit(1);
  return company?.id ?? null;
}

/** The user's company whose licence has run out (a renewal replaces its licence). */
export async function findUserCompanyWithExpiredLicence(db: TExecutor, userId: string, today: string) {
  const [row] = await db
    .select({ companyId: userCompanyLicenseMap.companyId })
    .from(userCompanyLicenseMap)
    .innerJoin(tatLicenses, eq(tatLicenses.licenseId, userCompanyLicenseMap.licenseId))
    .where(
      and(
        eq(userCompanyLicenseMap.userId, userId),
        or(inArray(tatLicenses.status, [...EXPIRED_LICENCE_STATUSES]), lt(tatLicenses.expiryDate, today)),
      ),
    )
    .limit(1);
  return row?.companyId ?? null;
}

export function companyColumnsFrom(record: TRegistryLicence) {
  const address = [record.addressNumber, record.soi, record.road, record.subdistrict, record.district, record.province]
    .filter(Boolean)
    .join(', ');
  return {
    companyStatus: record.status,
    tatLicense: record.licenseId,
    traderId: record.traderId,
    companyNameTh: record.companyNameTh,
    companyNameEn: record.companyNameEn,
    phoneNumber: record.phone,
    companyEmail: record.email,
    companyWebsite: record.website,
    companyAddress: [address, record.zipcode].filter(Boolean).join(' ') || null,
    addressNumber: record.addressNumber,
    road: record.road,
    soi: record.soi,
    district: record.district,
    area: record.subdistrict,
    province: record.province,
    zipcode: record.zipcode,
  };
}

export async function updateCompany(
  db: TExecutor,
  companyId: string,
  values: ReturnType<typeof companyColumnsFrom>,
  now: Date,
) {
  await db
    .update(companies)
    .set({ ...values, updatedAt: now })
    .where(eq(companies.id, companyId));
}

export async function insertCompany(
  db: TExecutor,
  values: ReturnType<typeof companyColumnsFrom> & { userId: string },
  now: Date,
) {
  const [row] = await db
    .insert(companies)
    // Verified only when an administrator approves its licence (/admin/licences), not by the e-mailed link.
    .values({ ...values, isVerified: false, createdAt: now, updatedAt: now })
    .returning({ id: companies.id });
  if (!row) throw new Error('inserting the company returned no row');
  return row.id;
}

/** Links the user to the company through this licence (one row per user and company). */
export async function linkUserToCompany(
  db: TExecutor,
  input: { userId: string; companyId: string; licenseId: string },
) {
  await db
    .insert(userCompanyLicenseMap)
    .values(input)
    .onConflictDoUpdate({
      target: [userCompanyLicenseMap.userId, userCompanyLicenseMap.companyId],
      set: { licenseId: input.licenseId },
    });
}

/** Every other link to the company follows it to the renewed licence. */
export async function moveCompanyLinksToLicence(db: TExecutor, companyId: string, licenseId: string) {
  await db.update(userCompanyLicenseMap).set({ licenseId }).where(eq(userCompanyLicenseMap.companyId, companyId));
}

/** An uploaded licence document (one with a stored file) and whether `userId` is one of its licence's users. */
export async function findUploadedDocument(db: TExecutor, documentId: string, userId: string) {
  const rows = await queryRows<{ licenseId: string; fileKey: string | null; ownUser: boolean }>(
    db,
    sql`select d.license_id as "licenseId", d.file_key as "fileKey",
        (exists (select 1 from tat_licenses l where l.license_id = d.license_id and l.user_id = ${userId})
          or exists (select 1 from user_company_license_map m where m.license_id = d.license_id and m.user_id = ${userId}))
          as "ownUser"
      from tat_kyc_documents d where d.id = ${documentId}`,
  );
  const row = rows[0];
  return row?.fileKey ? { licenseId: row.licenseId, fileKey: row.fileKey, ownUser: row.ownUser } : null;
}
