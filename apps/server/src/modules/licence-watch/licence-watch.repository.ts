import { and, eq, isNotNull, sql } from 'drizzle-orm';
import {
  companies,
  licenseSubmissions,
  tatKycDocuments,
  tatLicenseLogs,
  tatLicenses,
  userCompanyLicenseMap,
} from '@tour/db';
import { LICENCE_EXPIRING_WITHIN_DAYS, LICENCE_REMINDER_DAYS, type TLanguage } from '@tour/shared';
import { queryRows, type TExecutor } from '../../db';

/**
 * The notice each licence is due: 'licence_expired' once past its date, else the reminder of the
 * tightest of 60, 30 and 7 days it is within (a licence first seen 20 days out gets the 30-day
 * reminder only, never a late 60-day one).
 */
const DUE_ACTION = (today: string) => {
  const tightestFirst = [...LICENCE_REMINDER_DAYS].sort((a, b) => a - b);
  const reminders = tightestFirst.map(
    (days) => sql`when l.expiry_date - ${today}::date <= ${days}::int then ${`expiry_reminder_${days}`}`,
  );
  return sql`(case when l.expiry_date < ${today}::date then 'licence_expired' ${sql.join(reminders, sql` `)} end)`;
};

const NOTICE_NOT_LOGGED = (action: ReturnType<typeof sql>) => sql`not exists (
  select 1 from tat_license_logs g
  where g.license_id = l.license_id and g.action = ${action}
    and g.data_after ->> 'expiryDate' = to_char(l.expiry_date, 'YYYY-MM-DD'))`;

/**
 * Licences whose due notice (a reminder 60, 30 or 7 days before expiry, or the expiry itself) has not
 * been logged for their current expiry date. A renewal moves the date, so the notices start again.
 */
export async function findLicencesDueNotice(db: TExecutor, today: string, limit: number) {
  return queryRows<{ licenseId: string }>(
    db,
    sql`select l.license_id as "licenseId" from tat_licenses l
      where l.expiry_date is not null
        and l.expiry_date <= ${today}::date + ${LICENCE_EXPIRING_WITHIN_DAYS}::int
        and (exists (select 1 from user_company_license_map m where m.license_id = l.license_id)
          or exists (select 1 from companies c where c.tat_license = l.license_id))
        and ${NOTICE_NOT_LOGGED(DUE_ACTION(today))}
      order by l.expiry_date, l.license_id
      limit ${limit}`,
  );
}

/**
 * Locks one licence for its notice (another instance's pass skips it) and says which notice is due,
 * or null when it has been logged meanwhile or the licence is locked elsewhere.
 */
export async function claimLicenceNotice(db: TExecutor, licenseId: string, today: string) {
  const rows = await queryRows<{
    licenseId: string;
    expiryDate: string;
    action: string;
    documentType: string;
    companyNameTh: string | null;
    companyNameEn: string | null;
  }>(
    db,
    sql`select l.license_id as "licenseId", to_char(l.expiry_date, 'YYYY-MM-DD') as "expiryDate",
        ${DUE_ACTION(today)} as action, l.document_type as "documentType", l.company_name_th as "companyNameTh", l.company_name_en as "companyNameEn"
      from tat_licenses l
      where l.license_id = ${licenseId} and l.expiry_date is not null
        and l.expiry_date <= ${today}::date + ${LICENCE_EXPIRING_WITHIN_DAYS}::int
        and ${NOTICE_NOT_LOGGED(DUE_ACTION(today))}
      for update skip locked`,
  );
  return rows[0] ?? null;
}

/**
 * Who hears about a licence: the account that submitted it and every account linked to it, each with the language
 * its profile chose (null: never chosen).
 */
export async function findLicenceRecipients(db: TExecutor, licenseId: string) {
  return queryRows<{ id: string; email: string; username: string; language: TLanguage | null }>(
    db,
    sql`select u.id, u.email, coalesce(p.username, u.email) as username, p.language
      from users u left join profiles p on p.id = u.id
      where u.id in (
        select l.user_id from tat_licenses l where l.license_id = ${licenseId} and l.user_id is not null
        union select m.user_id from user_company_license_map m where m.license_id = ${licenseId})
      order by u.email`,
  );
}

export type TLicenceLogInsert = typeof tatLicenseLogs.$inferInsert;

export async function insertLicenceLog(db: TExecutor, row: TLicenceLogInsert) {
  await db.insert(tatLicenseLogs).values(row);
}

/**
 * The administrators' queue: awaiting review (kyc pending), expiring within 60 days, or expired; with the
 * registry's record and the latest uploaded licence document (the server names stored files by their type).
 */
export async function findLicenceQueue(db: TExecutor, today: string) {
  return queryRows<{
    licenseId: string;
    documentType: string;
    companyNameTh: string | null;
    companyNameEn: string | null;
    status: string;
    kycStatus: string;
    expiryDate: string | null;
    issueDate: string | null;
    traderId: string | null;
    taxId: string | null;
    businessType: string | null;
    address: string | null;
    phone: string | null;
    licenceEmail: string | null;
    userId: string | null;
    email: string | null;
    documentId: string | null;
    documentFileName: string | null;
    documentUploadedAt: Date | string | null;
    documentIsPdf: boolean | null;
  }>(
    db,
    sql`select l.license_id as "licenseId", l.document_type as "documentType", l.company_name_th as "companyNameTh",
        l.company_name_en as "companyNameEn", l.status, l.kyc_status as "kycStatus",
        to_char(l.expiry_date, 'YYYY-MM-DD') as "expiryDate", to_char(l.issue_date, 'YYYY-MM-DD') as "issueDate",
        l.trader_id as "traderId", l.tax_id as "taxId", l.business_type as "businessType",
        nullif(concat_ws(' ', l.address_number, l.road, l.soi, l.subdistrict, l.district, l.province, l.zipcode), '')
          as address,
        l.phone, l.email as "licenceEmail", u.id as "userId", u.email,
        d.id as "documentId", d.file_name as "documentFileName", d.uploaded_at as "documentUploadedAt",
        d.file_key like '%.pdf' as "documentIsPdf"
      from tat_licenses l left join users u on u.id = l.user_id
      left join lateral (select k.id, k.file_name, k.file_key, k.uploaded_at from tat_kyc_documents k
        where k.license_id = l.license_id and k.file_key is not null
        order by k.uploaded_at desc limit 1) d on true
      where l.kyc_status = 'pending'
        or (l.expiry_date is not null and l.expiry_date <= ${today}::date + ${LICENCE_EXPIRING_WITHIN_DAYS}::int
          and l.kyc_status <> 'pending_email_verification')
      order by (l.kyc_status = 'pending') desc, l.expiry_date nulls last, l.license_id`,
  );
}

export async function lockLicence(db: TExecutor, licenseId: string) {
  const [row] = await db.select().from(tatLicenses).where(eq(tatLicenses.licenseId, licenseId)).for('update');
  return row ?? null;
}

export async function setLicenceKycStatus(
  db: TExecutor,
  input: { licenseId: string; kycStatus: 'verified' | 'rejected'; now: Date },
) {
  await db
    .update(tatLicenses)
    .set({
      kycStatus: input.kycStatus,
      updatedAt: input.now,
      ...(input.kycStatus === 'verified' ? { verifiedAt: input.now } : { canResubmit: true }),
    })
    .where(eq(tatLicenses.licenseId, input.licenseId));
}

/** The companies of a licence an administrator approved are verified with it, and lose it when it is rejected. */
export async function setLicenceCompaniesVerified(db: TExecutor, licenseId: string, verified: boolean, now: Date) {
  await db
    .update(companies)
    .set({ isVerified: verified, updatedAt: now })
    .where(
      sql`${companies.id} in (select ${userCompanyLicenseMap.companyId} from ${userCompanyLicenseMap}
        where ${userCompanyLicenseMap.licenseId} = ${licenseId}) or ${companies.tatLicense} = ${licenseId}`,
    );
}

export async function updateLicenceExpiry(db: TExecutor, licenseId: string, expiryDate: string, now: Date) {
  const rows = await db
    .update(tatLicenses)
    .set({ expiryDate, updatedAt: now })
    .where(eq(tatLicenses.licenseId, licenseId))
    .returning({ licenseId: tatLicenses.licenseId });
  return rows.length > 0;
}

/**
 * The company that publishes a user's tours (their newest company, as the approval links it) and that
 * company's licence: the licence linked to the company, else the number on the company row.
 */
export async function findPublishingCompanyLicence(db: TExecutor, userId: string) {
  const rows = await queryRows<{
    companyId: string;
    companyNameTh: string | null;
    companyNameEn: string | null;
    licenseId: string | null;
    documentType: string | null;
    status: string | null;
    kycStatus: string | null;
    expiryDate: string | null;
  }>(
    db,
    sql`with company as (
        select c.id, c.company_name_th, c.company_name_en, c.tat_license from companies c
        where c.user_id = ${userId}
          or c.id in (select m.company_id from user_company_license_map m where m.user_id = ${userId})
        order by c.created_at desc limit 1)
      select company.id as "companyId", company.company_name_th as "companyNameTh",
        company.company_name_en as "companyNameEn", l.license_id as "licenseId", l.document_type as "documentType",
        l.status, l.kyc_status as "kycStatus", to_char(l.expiry_date, 'YYYY-MM-DD') as "expiryDate"
      from company left join tat_licenses l on l.license_id = coalesce(
        (select m.license_id from user_company_license_map m
          where m.company_id = company.id and m.license_id is not null order by m.created_at desc limit 1),
        company.tat_license)`,
  );
  return rows[0] ?? null;
}

/** The account that submitted a pending tour (its company's licence is what the review shows). */
export async function findPendingTourOperator(db: TExecutor, pendingTourId: string) {
  const rows = await queryRows<{ userId: string }>(
    db,
    sql`select user_id as "userId" from pending_tours where id = ${pendingTourId}`,
  );
  return rows[0]?.userId ?? null;
}

/**
 * The reviewed document and submission follow the decision, so the panel's badges agree with the licence's
 * KYC status: the latest uploaded licence document is verified (or not), the pending submissions qualified
 * (or rejected).
 */
export async function markReviewedDocuments(db: TExecutor, licenseId: string, verified: boolean) {
  await db
    .update(tatKycDocuments)
    .set({ isVerified: verified })
    .where(
      and(
        eq(tatKycDocuments.licenseId, licenseId),
        eq(tatKycDocuments.isLatest, true),
        isNotNull(tatKycDocuments.fileKey),
      ),
    );
  await db
    .update(licenseSubmissions)
    .set({ qualifyStatus: verified ? 'qualified' : 'rejected' })
    .where(and(eq(licenseSubmissions.licenseId, licenseId), eq(licenseSubmissions.qualifyStatus, 'pending')));
}
