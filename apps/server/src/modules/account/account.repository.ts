import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import {
  bookings,
  companies,
  pendingTours,
  profiles,
  reviews,
  tatLicenses,
  tourDates,
  tourFlights,
  tours,
  userCompanyLicenseMap,
  users,
} from '@tour/db';
import { normaliseRole, type TAccountBooking, type TBusinessInformation, type TProfile } from '@tour/shared';
import type { TExecutor } from '../../db';

export async function findProfile(db: TExecutor, userId: string): Promise<TProfile | null> {
  const [row] = await db
    .select({
      id: profiles.id,
      email: users.email,
      username: profiles.username,
      role: profiles.role,
      mobileNumber: profiles.mobileNumber,
      marketingSubscription: profiles.marketingSubscription,
      marketingPreference: profiles.marketingPreference,
      createdAt: users.createdAt,
      emailVerifiedAt: users.emailVerifiedAt,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .where(eq(profiles.id, userId));
  if (!row) return null;
  return {
    ...row,
    role: normaliseRole(row.role),
    createdAt: row.createdAt.toISOString(),
    emailVerifiedAt: row.emailVerifiedAt?.toISOString() ?? null,
  };
}

export async function updateProfile(
  db: TExecutor,
  userId: string,
  input: {
    username: string;
    mobileNumber: string | null;
    marketingSubscription: boolean;
    marketingPreference: TProfile['marketingPreference'];
    now: Date;
  },
) {
  const { now, ...profile } = input;
  await db
    .update(profiles)
    .set({ ...profile, updatedAt: now })
    .where(eq(profiles.id, userId));
}

/** The company the user owns or is linked to by a licence, newest first; the licence fills what the company lacks. */
export async function findBusinessInformation(db: TExecutor, userId: string): Promise<TBusinessInformation | null> {
  const [row] = await db
    .select({
      tatLicense: sql<string | null>`coalesce(${companies.tatLicense}, ${tatLicenses.licenseId})`,
      traderId: sql<string | null>`coalesce(${companies.traderId}, ${tatLicenses.traderId})`,
      companyNameTh: companies.companyNameTh,
      companyNameEn: companies.companyNameEn,
      phoneNumber: companies.phoneNumber,
      companyEmail: companies.companyEmail,
      companyWebsite: companies.companyWebsite,
      companyStatus: sql<string | null>`coalesce(${companies.companyStatus}, ${tatLicenses.status})`,
      companyAddress: companies.companyAddress,
    })
    .from(companies)
    .leftJoin(
      userCompanyLicenseMap,
      and(eq(userCompanyLicenseMap.companyId, companies.id), eq(userCompanyLicenseMap.userId, userId)),
    )
    .leftJoin(tatLicenses, eq(tatLicenses.licenseId, userCompanyLicenseMap.licenseId))
    .where(or(eq(companies.userId, userId), eq(userCompanyLicenseMap.userId, userId)))
    .orderBy(desc(companies.createdAt))
    .limit(1);
  return row ?? null;
}

/** One element per guest, in their order on the booking form. */
const GUESTS = sql<TAccountBooking['guests'] | string>`coalesce((
  select json_agg(json_build_object('firstName', g.first_name, 'lastName', g.last_name, 'email', g.email,
    'phone', g.phone, 'nationality', g.nationality, 'dateOfBirth', g.date_of_birth) order by g.position)
  from booking_guests g where g.booking_id = ${bookings.id}), '[]'::json)`;

/** One element per payment attempt, oldest first. */
const PAYMENTS = sql<TAccountBooking['payments'] | string>`coalesce((
  select json_agg(json_build_object('method', p.method, 'status', p.status, 'amount', p.amount,
    'currency', p.currency, 'createdAt', p.created_at) order by p.created_at)
  from payments p where p.booking_id = ${bookings.id}), '[]'::json)`;

/** A json column as the driver hands it over: parsed already, or (some drivers) as its text. */
function fromJson<T>(value: T | string): T {
  return typeof value === 'string' ? (JSON.parse(value) as T) : value;
}

/** The user's own bookings, newest first, with tour, departure, guests and payments. */
/** A booking as the account lists it, with its outbound flight's departure for the service to judge cancelling. */
export type TAccountBookingRow = Omit<TAccountBooking, 'cancellable'> & { outboundDeparture: string | null };

export async function findAccountBookings(
  db: TExecutor,
  userId: string,
  bookingId?: string,
): Promise<TAccountBookingRow[]> {
  const rows = await db
    .select({
      id: bookings.id,
      reference: bookings.bookingReference,
      status: bookings.bookingStatus,
      paymentStatus: bookings.paymentStatus,
      paymentMethod: bookings.paymentMethod,
      totalAmount: bookings.totalAmount,
      currency: bookings.currency,
      numberOfGuests: bookings.numberOfGuests,
      bookingDate: bookings.bookingDate,
      specialRequests: bookings.specialRequests,
      cancellationDate: bookings.cancellationDate,
      cancellationReason: bookings.cancellationReason,
      paymentDeadline: bookings.paymentDeadline,
      refundStatus: bookings.refundStatus,
      refundAmount: bookings.refundAmount,
      cancellationPolicy: bookings.cancellationPolicy,
      reviewed: sql<boolean>`exists (select 1 from ${reviews} where ${reviews.bookingId} = ${bookings.id})`,
      tour: {
        slug: tours.slug,
        contentLanguage: tours.contentLanguage,
        title: tours.title,
        // The other language's title: the list names the tour in its reader's language (issue 27).
        titleTranslation: sql<string | null>`${tours.contentTranslation}->>'title'`,
        location: tours.location,
        country: tours.country,
        thumbnailUrl: tours.thumbnailUrl,
      },
      date: { id: tourDates.id, startDate: tourDates.startDate, endDate: tourDates.endDate },
      guests: GUESTS,
      payments: PAYMENTS,
      outboundDeparture: sql<string | null>`(select min(f.departure_time) from ${tourFlights} f
        where f.tour_date_id = ${bookings.tourDateId} and f.is_outbound)`,
    })
    .from(bookings)
    .innerJoin(tours, eq(tours.id, bookings.tourId))
    .innerJoin(tourDates, eq(tourDates.id, bookings.tourDateId))
    .where(and(eq(bookings.userId, userId), bookingId ? eq(bookings.id, bookingId) : undefined))
    .orderBy(desc(bookings.createdAt), desc(bookings.id));
  return rows.map((row) => ({
    ...row,
    bookingDate: row.bookingDate.toISOString(),
    cancellationDate: row.cancellationDate?.toISOString() ?? null,
    paymentDeadline: row.paymentDeadline?.toISOString() ?? null,
    guests: fromJson(row.guests),
    payments: fromJson(row.payments),
  }));
}

/** The companies the user belongs to: registered by them, or linked to them through a licence. */
export async function findUserCompanies(db: TExecutor, userId: string) {
  const linked = db
    .select({ companyId: userCompanyLicenseMap.companyId })
    .from(userCompanyLicenseMap)
    .where(eq(userCompanyLicenseMap.userId, userId));
  return db
    .select({ id: companies.id, nameEn: companies.companyNameEn, nameTh: companies.companyNameTh })
    .from(companies)
    .where(or(eq(companies.userId, userId), inArray(companies.id, linked)))
    .orderBy(desc(companies.createdAt));
}

/** The first submission that published the tour, else its owner: who the company's tour list names. */
const SUBMITTER = sql<{ name: string | null; email: string } | string | null>`coalesce(
  (select json_build_object('name', p.username, 'email', u.email) from ${pendingTours} pt
    join ${users} u on u.id = pt.user_id left join ${profiles} p on p.id = u.id
    where pt.published_tour_id = ${tours}.id order by pt.submitted_at limit 1),
  (select json_build_object('name', p.username, 'email', u.email) from ${users} u
    left join ${profiles} p on p.id = u.id where u.id = ${tours}.owner_user_id))`;

/**
 * The live tours (published or taken down) of these companies, newest first: by company id, or, for a tour
 * that carries only a company name, by the company's English name. Another company's tour never matches.
 */
export async function findCompanyTours(db: TExecutor, companyList: { id: string; nameEn: string | null }[]) {
  if (companyList.length === 0) return [];
  const names = companyList.flatMap((company) => (company.nameEn?.trim() ? [company.nameEn.trim().toLowerCase()] : []));
  const byName =
    names.length > 0 ? and(isNull(tours.companyId), inArray(sql`lower(trim(${tours.companyName}))`, names)) : undefined;
  const rows = await db
    .select({
      id: tours.id,
      slug: tours.slug,
      title: tours.title,
      status: tours.status,
      location: tours.location,
      country: tours.country,
      thumbnailUrl: tours.thumbnailUrl,
      createdAt: tours.createdAt,
      submittedBy: SUBMITTER,
    })
    .from(tours)
    .where(
      or(
        inArray(
          tours.companyId,
          companyList.map((company) => company.id),
        ),
        byName,
      ),
    )
    .orderBy(desc(tours.createdAt), desc(tours.id));
  return rows.map((row) => ({ ...row, submittedBy: fromJson(row.submittedBy) }));
}
