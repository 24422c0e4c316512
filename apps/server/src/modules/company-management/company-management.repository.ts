import { and, desc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import {
  companies,
  licenseSubmissions,
  tatCompanyDirectors,
  tatComplaints,
  tatKycDocuments,
  tatLicenseLogs,
  tatLicenses,
  userCompanyLicenseMap,
} from '@tour/db';
import { LICENCE_HISTORY_LIMIT } from '@tour/shared';
import { queryRows, type TExecutor } from '../../db';

/** Companies the user registered or is linked to (the same rule as the tour wizard's). */
const companiesOfUser = (userId: string) =>
  or(
    eq(companies.userId, userId),
    inArray(
      companies.id,
      sql`(select ${userCompanyLicenseMap.companyId} from ${userCompanyLicenseMap} where ${userCompanyLicenseMap.userId} = ${userId})`,
    ),
  );

/**
 * The licence a company is shown with: the one linked through user_company_license_map, else the one
 * its tat_license names; with several, the one that runs longest.
 */
const COMPANY_LICENCE = sql`(
  select l.license_id from tat_licenses l
  where l.license_id in (select m.license_id from user_company_license_map m where m.company_id = ${companies.id})
     or l.license_id = ${companies.tatLicense}
  order by l.expiry_date desc nulls first, l.created_at desc
  limit 1)`;

/** Every company of the user, or every company when `userId` is null (administrators), with its licence. */
export async function findCompanySummaries(db: TExecutor, userId: string | null) {
  return db
    .select({
      id: companies.id,
      nameTh: companies.companyNameTh,
      nameEn: companies.companyNameEn,
      licenseId: tatLicenses.licenseId,
      licenceStatus: tatLicenses.status,
      kycStatus: tatLicenses.kycStatus,
      expiryDate: tatLicenses.expiryDate,
    })
    .from(companies)
    .leftJoin(tatLicenses, eq(tatLicenses.licenseId, COMPANY_LICENCE))
    .where(userId === null ? undefined : companiesOfUser(userId))
    .orderBy(companies.companyNameEn, companies.companyNameTh, companies.id);
}

/** Licence records the user submitted (the raw user_id), newest first: the empty state's history. */
export async function findRegistrationsOf(db: TExecutor, userId: string) {
  return db
    .select({
      licenseId: tatLicenses.licenseId,
      nameTh: tatLicenses.companyNameTh,
      nameEn: tatLicenses.companyNameEn,
      status: tatLicenses.status,
      kycStatus: tatLicenses.kycStatus,
      createdAt: tatLicenses.createdAt,
    })
    .from(tatLicenses)
    .where(or(sql`${tatLicenses.rawJsonb} ->> 'user_id' = ${userId}`, eq(tatLicenses.userId, userId)))
    .orderBy(desc(tatLicenses.createdAt));
}

export async function userOwnsCompany(db: TExecutor, userId: string, companyId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.id, companyId), companiesOfUser(userId)));
  return row !== undefined;
}

export async function findCompany(db: TExecutor, companyId: string) {
  const [row] = await db
    .select({ company: companies, licenseId: sql<string | null>`${COMPANY_LICENCE}` })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row ?? null;
}

/** Whether the licence belongs to the company (linked to it, or named by it). */
export async function licenceBelongsToCompany(db: TExecutor, companyId: string, licenseId: string) {
  const rows = await queryRows<{ found: number }>(
    db,
    sql`select 1 as found from companies c
      where c.id = ${companyId}
        and (c.tat_license = ${licenseId} or exists (
          select 1 from user_company_license_map m where m.company_id = c.id and m.license_id = ${licenseId}))`,
  );
  return rows.length > 0;
}

export async function findLicence(db: TExecutor, licenseId: string) {
  const [row] = await db.select().from(tatLicenses).where(eq(tatLicenses.licenseId, licenseId));
  return row ?? null;
}

/** The licence's related rows in the spec's orders (3-admin.md section 7). */
export async function findLicenceParts(db: TExecutor, licenseId: string) {
  const [directors, complaints, documents, submissions, history] = await Promise.all([
    db
      .select()
      .from(tatCompanyDirectors)
      .where(eq(tatCompanyDirectors.licenseId, licenseId))
      .orderBy(tatCompanyDirectors.createdAt, tatCompanyDirectors.listOrder),
    db
      .select()
      .from(tatComplaints)
      .where(eq(tatComplaints.licenseId, licenseId))
      .orderBy(desc(tatComplaints.date), tatComplaints.id),
    db
      .select()
      .from(tatKycDocuments)
      // Only documents someone uploaded: a row without a stored file was never sent.
      .where(and(eq(tatKycDocuments.licenseId, licenseId), isNotNull(tatKycDocuments.fileKey)))
      .orderBy(sql`${tatKycDocuments.versionYear} desc nulls last`, desc(tatKycDocuments.uploadedAt)),
    db
      .select()
      .from(licenseSubmissions)
      .where(eq(licenseSubmissions.licenseId, licenseId))
      .orderBy(desc(licenseSubmissions.submissionDate)),
    db
      .select()
      .from(tatLicenseLogs)
      .where(eq(tatLicenseLogs.licenseId, licenseId))
      .orderBy(desc(tatLicenseLogs.createdAt), desc(tatLicenseLogs.id))
      .limit(LICENCE_HISTORY_LIMIT),
  ]);
  return { directors, complaints, documents, submissions, history };
}

export type TLicenceLogRow = typeof tatLicenseLogs.$inferInsert;

export async function insertLicenceLogs(db: TExecutor, rows: TLicenceLogRow[]) {
  await db.insert(tatLicenseLogs).values(rows);
}
