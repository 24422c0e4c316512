import { type SQL, sql } from 'drizzle-orm';

/**
 * True when the company (a tour's) has licences and every one of them expired before `today`
 * (DESIGN decision 25). Computed at read time: a renewed licence (a later expiry date) resumes
 * bookings at once, with nothing for a job to undo. The company's licences are those linked through
 * user_company_license_map or named by companies.tat_license; each step is an index lookup. One
 * expression, so the tour detail reads it within its own query and Book Now within its transaction.
 */
export function bookingsPausedSql(companyId: SQL, today: string): SQL {
  return sql`(case when ${companyId} is null then false else coalesce((
      select bool_and(coalesce(l.expiry_date < ${today}::date, false))
      from (
        select m.license_id from user_company_license_map m
          where m.company_id = ${companyId} and m.license_id is not null
        union
        select c.tat_license from companies c where c.id = ${companyId} and c.tat_license is not null
      ) k
      join tat_licenses l on l.license_id = k.license_id), false) end)`;
}

/**
 * The same rule as a set: the ids of every company whose bookings are paused on `today` (it has licences and each
 * expired before `today`). For lists that judge thousands of tours at once, where `company_id in (…)` is computed
 * once and hashed instead of once per row.
 */
export function pausedCompanyIdsSql(today: string): SQL {
  return sql`(select k.company_id
      from (
        select m.company_id, m.license_id from user_company_license_map m where m.license_id is not null
        union
        select c.id, c.tat_license from companies c where c.tat_license is not null
      ) k
      join tat_licenses l on l.license_id = k.license_id
      group by k.company_id
      having bool_and(coalesce(l.expiry_date < ${today}::date, false)))`;
}
