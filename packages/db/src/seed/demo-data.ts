import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { TDb, TTx } from '../client';
import {
  bookings,
  companies,
  pendingTours,
  profiles,
  rejectedTours,
  tatCompanyDirectors,
  tatComplaints,
  tatKycDocuments,
  tatLicenseLogs,
  tatLicenses,
  licenseSubmissions,
  tours,
  userCompanyLicenseMap,
  users,
} from '../schema';
import { addDays, subtractDays, toIsoDate } from './calendar';
import { DEMO_TOURS, type TDemoTour } from './demo-catalogue';
import {
  DEMO_ACCOUNTS,
  DEMO_COMPANIES,
  DEMO_PROFILES,
  formatCompanyAddress,
  type TDemoCompany,
  type TDemoCompanyKey,
} from './demo-operators';
import { demoCustomer, insertDemoBooking, type TUserIds } from './demo-bookings';
import { DEMO_PENDING_TOURS } from './demo-pending-tours';
import { ensureDemoReviews } from './demo-reviews';
import { ensureDemoSales } from './demo-sales';
import {
  ensureSampleTour,
  SAMPLE_TOUR_COMPANY_NAME,
  SAMPLE_TOUR_SLUG,
  SEED_LOCK_KEY,
  type TSeedOptions,
} from './sample-tour';
import { insertSeedTour } from './tour-seed';

export type TSeedDemoDataOptions = TSeedOptions & {
  /** The application's password hash (the seed never stores a plain password). */
  hashPassword: (plain: string) => Promise<string>;
};

export type TDemoSeedResult = {
  sampleTourCreated: boolean;
  usersCreated: number;
  companiesCreated: number;
  licensesCreated: number;
  toursCreated: number;
  bookingsCreated: number;
  pendingToursCreated: number;
  /** Reviews of past trips, each with its booking; the tours' figures are recomputed from them. */
  reviewsCreated: number;
};

const HOUR_MS = 60 * 60 * 1000;

const DEMO_EMAILS = DEMO_ACCOUNTS.map((account) => account.email);

type TCompanyIds = Partial<Record<TDemoCompanyKey, string>>;

async function findDemoUserIds(db: TDb | TTx): Promise<Map<string, string>> {
  const rows = await db
    .select({ id: users.id, email: sql<string>`lower(${users.email})` })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, DEMO_EMAILS));
  return new Map(rows.map((row) => [row.email, row.id]));
}

async function ensureDemoAccounts(
  tx: TTx,
  hashes: Map<string, string>,
  now: Date,
): Promise<{ ids: TUserIds; created: number }> {
  const existing = await findDemoUserIds(tx);
  let created = 0;
  for (const account of DEMO_ACCOUNTS) {
    if (existing.has(account.email)) continue;
    const passwordHash = hashes.get(account.email);
    if (!passwordHash) throw new Error(`No password hash prepared for ${account.email}`);
    const [user] = await tx
      .insert(users)
      .values({ email: account.email, passwordHash, emailVerifiedAt: now })
      .returning({ id: users.id });
    if (!user) throw new Error(`Inserting ${account.email} returned no row`);
    const profile = DEMO_PROFILES[account.email];
    await tx.insert(profiles).values({
      id: user.id,
      username: profile.username,
      role: account.role,
      mobileNumber: profile.mobileNumber,
    });
    existing.set(account.email, user.id);
    created += 1;
  }
  return { ids: Object.fromEntries(existing) as TUserIds, created };
}

function buildRawLicense(company: TDemoCompany, userId: string): Record<string, unknown> {
  return {
    user_id: userId,
    license_type: 'TAT',
    agent_profile: {
      license_no: company.licenseId,
      name_th: company.nameTh,
      name_en: company.nameEn,
      license_status: company.status,
      trader_id: company.traderId,
      identity_number: company.taxId,
      business_type: 'ทั่วไป (General)',
      phone: company.phone,
      email: company.email,
      website: company.website,
      address: formatCompanyAddress(company),
      directors: company.directors,
    },
  };
}

async function insertLicenseRecords(tx: TTx, company: TDemoCompany, userId: string, now: Date): Promise<void> {
  const issuedAt = subtractDays(now, company.issuedDaysAgo);
  const issueDate = toIsoDate(issuedAt);
  const isVerified = company.kycStatus === 'verified';
  await tx.insert(tatLicenses).values({
    licenseId: company.licenseId,
    userId,
    documentType: 'TAT',
    traderId: company.traderId,
    taxId: company.taxId,
    status: company.status,
    kycStatus: company.kycStatus,
    companyNameTh: company.nameTh,
    companyNameEn: company.nameEn,
    companyAddress: formatCompanyAddress(company),
    addressNumber: company.addressNumber,
    road: company.road,
    soi: company.soi,
    subdistrict: company.subdistrict,
    district: company.district,
    province: company.province,
    zipcode: company.zipcode,
    phone: company.phone,
    email: company.email,
    website: company.website,
    businessType: 'ทั่วไป (General)',
    issueDate,
    // Licences last two years.
    expiryDate: addDays(issueDate, 730),
    rawJsonb: buildRawLicense(company, userId),
    lastSubmissionDate: issuedAt,
    submissionCount: 1,
    canResubmit: !isVerified,
    verifiedAt: isVerified ? new Date(issuedAt.getTime() + HOUR_MS) : null,
    createdAt: issuedAt,
  });
  await tx
    .insert(tatCompanyDirectors)
    .values(company.directors.map((name, listOrder) => ({ licenseId: company.licenseId, name, listOrder })));
  await tx.insert(tatKycDocuments).values([
    {
      licenseId: company.licenseId,
      type: 'license_certificate',
      fileName: `license-${company.licenseId.replace('/', '-')}.pdf`,
      uploadedAt: issuedAt,
      versionYear: issuedAt.getUTCFullYear(),
      version: 1,
      isVerified,
      isLatest: true,
    },
    {
      licenseId: company.licenseId,
      type: 'company_registration',
      fileName: 'company-registration.pdf',
      uploadedAt: issuedAt,
      versionYear: issuedAt.getUTCFullYear(),
      version: 1,
      isVerified,
      isLatest: true,
    },
  ]);
  await tx.insert(licenseSubmissions).values({
    licenseId: company.licenseId,
    userId,
    licenseType: 'TAT',
    documentFileName: `license-${company.licenseId.replace('/', '-')}.pdf`,
    contentType: 'application/pdf',
    submissionDate: issuedAt,
    qualifyStatus: isVerified ? 'qualified' : 'pending',
  });
  const dataAfter = {
    company_name_th: company.nameTh,
    company_name_en: company.nameEn,
    document_status: company.kycStatus,
    submission_date: issuedAt.toISOString(),
  };
  await tx.insert(tatLicenseLogs).values([
    {
      licenseId: company.licenseId,
      userId,
      action: 'mock_document_upload',
      logType: 'user_action',
      dataAfter,
      createdAt: issuedAt,
    },
    ...(isVerified
      ? [
          {
            licenseId: company.licenseId,
            userId,
            action: 'verification_success',
            logType: 'verification',
            dataAfter,
            createdAt: new Date(issuedAt.getTime() + HOUR_MS),
          },
        ]
      : []),
  ]);
  if (company.key === 'siam-horizon') {
    await tx.insert(tatComplaints).values({
      licenseId: company.licenseId,
      date: addDays(issueDate, 45),
      detail: 'ลูกค้าร้องเรียนเรื่องการเปลี่ยนโรงแรมโดยไม่แจ้งล่วงหน้า — ได้รับการแก้ไขแล้ว (hotel changed without notice; resolved)',
    });
  }
}

async function ensureDemoCompanies(
  tx: TTx,
  userIds: TUserIds,
  now: Date,
): Promise<{ ids: TCompanyIds; companiesCreated: number; licensesCreated: number }> {
  const ids: TCompanyIds = {};
  let companiesCreated = 0;
  let licensesCreated = 0;
  for (const company of DEMO_COMPANIES) {
    const userId = userIds[company.ownerEmail];
    const [license] = await tx
      .select({ licenseId: tatLicenses.licenseId })
      .from(tatLicenses)
      .where(eq(tatLicenses.licenseId, company.licenseId));
    if (!license) {
      await insertLicenseRecords(tx, company, userId, now);
      licensesCreated += 1;
    }

    const [existing] = await tx
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.tatLicense, company.licenseId));
    if (existing) {
      ids[company.key] = existing.id;
      continue;
    }
    const [inserted] = await tx
      .insert(companies)
      .values({
        userId,
        companyStatus: company.status,
        tatLicense: company.licenseId,
        traderId: company.traderId,
        companyNameTh: company.nameTh,
        companyNameEn: company.nameEn,
        phoneNumber: company.phone,
        companyEmail: company.email,
        companyWebsite: company.website,
        companyAddress: formatCompanyAddress(company),
        addressNumber: company.addressNumber,
        road: company.road,
        soi: company.soi,
        district: company.district,
        area: company.subdistrict,
        province: company.province,
        zipcode: company.zipcode,
        logoUrl: company.logoUrl,
        isVerified: company.kycStatus === 'verified',
        createdAt: subtractDays(now, company.issuedDaysAgo),
      })
      .returning({ id: companies.id });
    if (!inserted) throw new Error(`Inserting company ${company.nameEn} returned no row`);
    await tx.insert(userCompanyLicenseMap).values({ userId, companyId: inserted.id, licenseId: company.licenseId });
    ids[company.key] = inserted.id;
    companiesCreated += 1;
  }
  return { ids, companiesCreated, licensesCreated };
}

/** Seats the demo bookings hold on each departure (cancelled bookings gave theirs back). */
function countSeatsTaken(demo: TDemoTour): number[] {
  const seats = demo.tour.departures.map(() => 0);
  for (const booking of demo.bookings) {
    if (booking.status === 'cancelled') continue;
    seats[booking.departureIndex] = (seats[booking.departureIndex] ?? 0) + booking.guests;
  }
  return seats;
}

async function ensureDemoTours(
  tx: TTx,
  context: { userIds: TUserIds; companyIds: TCompanyIds; now: Date },
): Promise<{ toursCreated: number; bookingsCreated: number }> {
  const { userIds, companyIds, now } = context;
  const today = toIsoDate(now);
  const slugs = DEMO_TOURS.map((demo) => demo.tour.slug);
  const existing = new Set(
    (await tx.select({ slug: tours.slug }).from(tours).where(inArray(tours.slug, slugs))).map((row) => row.slug),
  );
  let toursCreated = 0;
  let bookingsCreated = 0;
  for (const [index, demo] of DEMO_TOURS.entries()) {
    if (existing.has(demo.tour.slug)) continue;
    const company = DEMO_COMPANIES.find((candidate) => candidate.key === demo.company);
    const inserted = await insertSeedTour(tx, demo.tour, {
      today,
      createdAt: new Date(now.getTime() - (index + 1) * HOUR_MS),
      ownerUserId: company ? userIds[company.ownerEmail] : null,
      companyId: demo.company ? (companyIds[demo.company] ?? null) : null,
      seatsTaken: countSeatsTaken(demo),
    });
    toursCreated += 1;
    for (const booking of demo.bookings) {
      const date = inserted.dates[booking.departureIndex];
      if (!date) throw new Error(`${demo.tour.slug} has no departure ${booking.departureIndex}`);
      const created = await insertDemoBooking(tx, {
        seed: booking,
        tourId: inserted.tourId,
        tourDiscount: demo.tour.discountPercentage ?? null,
        date,
        traveller: demoCustomer(userIds),
        now,
      });
      if (created) bookingsCreated += 1;
    }
  }
  return { toursCreated, bookingsCreated };
}

async function ensureDemoPendingTours(tx: TTx, userIds: TUserIds, now: Date): Promise<number> {
  const today = toIsoDate(now);
  let created = 0;
  for (const pending of DEMO_PENDING_TOURS) {
    const userId = userIds[pending.submittedBy];
    const values = pending.build(today);
    // Once approved (published) or rejected, a submission is not offered again.
    const [published] = await tx.select({ id: tours.id }).from(tours).where(eq(tours.slug, values.slug));
    const [waiting] = await tx
      .select({ id: pendingTours.id })
      .from(pendingTours)
      .where(and(eq(pendingTours.userId, userId), eq(pendingTours.slug, values.slug)));
    const [rejected] = await tx
      .select({ id: rejectedTours.id })
      .from(rejectedTours)
      .where(and(eq(rejectedTours.userId, userId), eq(rejectedTours.slug, values.slug)));
    if (published || waiting || rejected) continue;
    await tx.insert(pendingTours).values({
      ...values,
      userId,
      submittedAt: new Date(now.getTime() - pending.submittedHoursAgo * HOUR_MS),
    });
    created += 1;
  }
  return created;
}

/**
 * The demo world: accounts (DEMO_ACCOUNTS), three operator companies with licences, the sample tour
 * and a catalogue of demo tours with the demo customer's bookings, and two submissions awaiting
 * approval, and past trips with their travellers' reviews (demo-reviews.ts), from which the tours' ratings are
 * computed, and Siam Horizon's sales of the last six months for the dashboards (demo-sales.ts). Idempotent: rows are found by e-mail, licence number, slug and booking reference.
 */
/** Placeholder tours earlier demo data held; a database seeded then loses them, unless someone booked one. */
const RETIRED_PLACEHOLDER_SLUGS = ['coming-soon-mystery-tour'];

async function retirePlaceholderTours(tx: TTx) {
  await tx
    .delete(tours)
    .where(
      and(
        inArray(tours.slug, RETIRED_PLACEHOLDER_SLUGS),
        sql`not exists (select 1 from ${bookings} b where b.tour_id = ${tours.id})`,
      ),
    );
}

export async function seedDemoData(db: TDb, options: TSeedDemoDataOptions): Promise<TDemoSeedResult> {
  const now = options.now ?? new Date();

  // Hashing is slow on purpose: do it before the transaction (PGlite serves one session).
  const known = await findDemoUserIds(db);
  const hashes = new Map<string, string>();
  for (const account of DEMO_ACCOUNTS) {
    if (!known.has(account.email)) hashes.set(account.email, await options.hashPassword(account.password));
  }

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const accounts = await ensureDemoAccounts(tx, hashes, now);
    const companyResult = await ensureDemoCompanies(tx, accounts.ids, now);

    const sample = await ensureSampleTour(tx, now);
    const sampleCompany = DEMO_COMPANIES.find((company) => company.nameEn === SAMPLE_TOUR_COMPANY_NAME);
    if (sampleCompany) {
      await tx
        .update(tours)
        .set({ ownerUserId: accounts.ids[sampleCompany.ownerEmail], companyId: companyResult.ids[sampleCompany.key] })
        .where(
          and(
            eq(tours.slug, SAMPLE_TOUR_SLUG),
            isNull(tours.ownerUserId),
            eq(tours.companyName, SAMPLE_TOUR_COMPANY_NAME),
          ),
        );
    }

    await retirePlaceholderTours(tx);
    const tourResult = await ensureDemoTours(tx, { userIds: accounts.ids, companyIds: companyResult.ids, now });
    const pendingToursCreated = await ensureDemoPendingTours(tx, accounts.ids, now);
    const reviewsCreated = await ensureDemoReviews(tx, { userIds: accounts.ids, now });
    const salesCreated = await ensureDemoSales(tx, now);

    return {
      sampleTourCreated: sample.created,
      usersCreated: accounts.created,
      companiesCreated: companyResult.companiesCreated,
      licensesCreated: companyResult.licensesCreated,
      toursCreated: tourResult.toursCreated,
      bookingsCreated: tourResult.bookingsCreated + salesCreated,
      pendingToursCreated,
      reviewsCreated,
    };
  });
}
