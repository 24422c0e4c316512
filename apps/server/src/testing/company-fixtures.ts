import { sql } from 'drizzle-orm';
import { expectRow, type TDb } from '@tour/db';
import { queryRows } from '../db';

let licenceCounter = 0;

/** A licence number ('NN/NNNNN') not used before in this process; each test file has its own database. */
export function uniqueLicenceNumber(): string {
  licenceCounter += 1;
  return `${10 + (licenceCounter % 89)}/${10000 + licenceCounter}`;
}

export type TTestCompany = { companyId: string; licenseId: string };

/**
 * A company of `userId` with its licence, linked through user_company_license_map, as a verified
 * registration leaves it; `extra` adds directors, complaints and KYC documents to the licence.
 */
export async function insertCompanyWithLicence(
  db: TDb,
  userId: string,
  input: {
    nameEn: string;
    nameTh?: string;
    status?: string;
    kycStatus?: string;
    expiryDate?: string | null;
    directors?: string[];
    complaints?: { date: string; detail: string }[];
    documents?: { type: string; versionYear: number; uploadedAt: string; fileKey?: string; isLatest?: boolean }[];
  },
): Promise<TTestCompany> {
  const licenseId = uniqueLicenceNumber();
  await queryRows(
    db,
    sql`insert into tat_licenses (license_id, user_id, status, kyc_status, company_name_th, company_name_en,
        expiry_date, raw_jsonb, submission_count)
      values (${licenseId}, ${userId}, ${input.status ?? 'ปกติ'}, ${input.kycStatus ?? 'verified'},
        ${input.nameTh ?? `บริษัท ${input.nameEn}`}, ${input.nameEn}, ${input.expiryDate ?? null}::date,
        ${JSON.stringify({ user_id: userId })}::jsonb, 1)`,
  );
  const [company] = await queryRows<{ id: string }>(
    db,
    sql`insert into companies (user_id, company_name_en, company_name_th, company_status, tat_license, is_verified)
      values (${userId}, ${input.nameEn}, ${input.nameTh ?? `บริษัท ${input.nameEn}`}, ${input.status ?? 'ปกติ'},
        ${licenseId}, ${input.kycStatus === 'verified' || input.kycStatus === undefined})
      returning id`,
  );
  const companyId = expectRow(company, 'the inserted company').id;
  await queryRows(
    db,
    sql`insert into user_company_license_map (user_id, company_id, license_id) values (${userId}, ${companyId}, ${licenseId})`,
  );
  for (const [listOrder, name] of (input.directors ?? []).entries()) {
    await queryRows(
      db,
      sql`insert into tat_company_director (license_id, name, list_order) values (${licenseId}, ${name}, ${listOrder})`,
    );
  }
  for (const complaint of input.complaints ?? []) {
    await queryRows(
      db,
      sql`insert into tat_complaints (license_id, date, detail) values (${licenseId}, ${complaint.date}::date, ${complaint.detail})`,
    );
  }
  for (const document of input.documents ?? []) {
    await queryRows(
      db,
      sql`insert into tat_kyc_documents (license_id, type, version_year, uploaded_at, file_key, is_latest)
        values (${licenseId}, ${document.type}, ${document.versionYear}, ${document.uploadedAt}::timestamptz,
          ${document.fileKey ?? null}, ${document.isLatest ?? true})`,
    );
  }
  return { companyId, licenseId };
}

/** Makes the tour one of the company's (tours.company_id). */
export async function assignTourToCompany(db: TDb, tourId: string, companyId: string) {
  await queryRows(db, sql`update tours set company_id = ${companyId} where id = ${tourId}`);
}
