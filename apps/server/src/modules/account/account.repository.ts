import { expectRow } from '@tour/db';
import { sql } from 'drizzle-orm';
import type { TAccountBooking, TBusinessInformation, TProfile } from '@tour/shared';
import { normaliseRole } from '@tour/shared';
import { queryRows, type TExecutor } from '../../db';

const day = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value));
const iso = (value: unknown) =>
  value === null || value === undefined ? null : new Date(value as string).toISOString();

export async function findProfile(db: TExecutor, userId: string): Promise<TProfile | null> {
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`
    select p.id, u.email, p.username, p.role, p.mobile_number, p.marketing_subscription, p.marketing_preference, u.created_at,
      u.email_verified_at
    from profiles p join users u on u.id = p.id where p.id = ${userId}`,
  );
  if (!row) return null;
  return {
    id: String(row.id),
    email: String(row.email),
    username: String(row.username),
    role: normaliseRole(String(row.role)),
    mobileNumber: (row.mobile_number as string | null) ?? null,
    marketingSubscription: Boolean(row.marketing_subscription),
    marketingPreference: row.marketing_preference as TProfile['marketingPreference'],
    createdAt: expectRow(iso(row.created_at), 'the profile creation time'),
    emailVerifiedAt: iso(row.email_verified_at),
  };
}

export async function updateProfile(
  db: TExecutor,
  userId: string,
  input: {
    username: string;
    mobileNumber: string | null;
    marketingSubscription: boolean;
    marketingPreference: string;
    now: Date;
  },
) {
  await queryRows(
    db,
    sql`
    update profiles set username = ${input.username}, mobile_number = ${input.mobileNumber},
      marketing_subscription = ${input.marketingSubscription}, marketing_preference = ${input.marketingPreference},
      updated_at = ${input.now.toISOString()}::timestamptz
    where id = ${userId}`,
  );
}

export async function findBusinessInformation(db: TExecutor, userId: string): Promise<TBusinessInformation | null> {
  const [row] = await queryRows<Record<string, string | null>>(
    db,
    sql`
    select coalesce(c.tat_license, l.license_id) as tat_license, coalesce(c.trader_id, l.trader_id) as trader_id,
      c.company_name_th, c.company_name_en, c.phone_number, c.company_email, c.company_website,
      coalesce(c.company_status, l.status) as company_status, c.company_address
    from companies c
    left join user_company_license_map m on m.company_id = c.id and m.user_id = ${userId}
    left join tat_licenses l on l.license_id = m.license_id
    where c.user_id = ${userId} or m.user_id = ${userId}
    order by c.created_at desc limit 1`,
  );
  if (!row) return null;
  return {
    tatLicense: row.tat_license ?? null,
    traderId: row.trader_id ?? null,
    companyNameTh: row.company_name_th ?? null,
    companyNameEn: row.company_name_en ?? null,
    phoneNumber: row.phone_number ?? null,
    companyEmail: row.company_email ?? null,
    companyWebsite: row.company_website ?? null,
    companyStatus: row.company_status ?? null,
    companyAddress: row.company_address ?? null,
  };
}

/** The user's own bookings, newest first, with tour, departure, guests and payments. */
export async function findAccountBookings(
  db: TExecutor,
  userId: string,
  bookingId?: string,
): Promise<TAccountBooking[]> {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`
    select b.id, b.booking_reference, b.booking_status, b.payment_status, b.payment_method, b.total_amount, b.currency,
      b.number_of_guests, b.booking_date, b.special_requests, b.cancellation_date, b.cancellation_reason, b.created_at,
      b.payment_deadline, b.refund_status, b.refund_amount,
      t.slug, t.title, t.location, t.country, t.thumbnail_url, d.id as date_id, d.start_date, d.end_date,
      coalesce((select json_agg(json_build_object('firstName', g.first_name, 'lastName', g.last_name, 'email', g.email,
        'phone', g.phone, 'nationality', g.nationality, 'dateOfBirth', g.date_of_birth) order by g.position)
        from booking_guests g where g.booking_id = b.id), '[]'::json) as guests,
      coalesce((select json_agg(json_build_object('method', p.method, 'status', p.status, 'amount', p.amount,
        'currency', p.currency, 'createdAt', p.created_at) order by p.created_at)
        from payments p where p.booking_id = b.id), '[]'::json) as payments
    from bookings b
    join tours t on t.id = b.tour_id
    join tour_dates d on d.id = b.tour_date_id
    where b.user_id = ${userId} ${bookingId ? sql`and b.id = ${bookingId}` : sql``}
    order by b.created_at desc, b.id desc`,
  );
  return rows.map((row) => ({
    id: String(row.id),
    reference: String(row.booking_reference),
    status: String(row.booking_status),
    paymentStatus: String(row.payment_status),
    paymentMethod: String(row.payment_method),
    totalAmount: Number(row.total_amount),
    currency: String(row.currency),
    numberOfGuests: Number(row.number_of_guests),
    bookingDate: expectRow(iso(row.booking_date), 'the booking date'),
    specialRequests: (row.special_requests as string | null) ?? null,
    cancellationDate: iso(row.cancellation_date),
    cancellationReason: (row.cancellation_reason as string | null) ?? null,
    paymentDeadline: iso(row.payment_deadline),
    refundStatus: (row.refund_status as string | null) ?? null,
    refundAmount: row.refund_amount === null || row.refund_amount === undefined ? null : Number(row.refund_amount),
    tour: {
      slug: String(row.slug),
      title: String(row.title),
      location: String(row.location),
      country: String(row.country),
      thumbnailUrl: (row.thumbnail_url as string | null) ?? null,
    },
    date: { id: String(row.date_id), startDate: day(row.start_date), endDate: day(row.end_date) },
    guests: (typeof row.guests === 'string' ? JSON.parse(row.guests) : row.guests) as TAccountBooking['guests'],
    payments: (typeof row.payments === 'string'
      ? JSON.parse(row.payments)
      : row.payments) as TAccountBooking['payments'],
  }));
}
