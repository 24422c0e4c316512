import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import {
  bookingGuests,
  bookings,
  companies,
  tourFlights,
  tourItinerary,
  tours,
  userCompanyLicenseMap,
  users,
} from '@tour/db';
import type { TBookingFlight, TItineraryStop, TTourOperator } from '@tour/shared';
import type { TExecutor } from '../../db';

/**
 * Who runs the booking's tour: its company (English name first, the licence on its card), or the name the
 * tour itself carries when it belongs to no company.
 */
export async function findTourOperatorOfBooking(db: TExecutor, bookingId: string): Promise<TTourOperator | null> {
  const [row] = await db
    .select({
      companyNameEn: companies.companyNameEn,
      companyNameTh: companies.companyNameTh,
      licenceNumber: companies.tatLicense,
      email: companies.companyEmail,
      phone: companies.phoneNumber,
      tourCompanyName: tours.companyName,
    })
    .from(bookings)
    .innerJoin(tours, eq(tours.id, bookings.tourId))
    .leftJoin(companies, eq(companies.id, tours.companyId))
    .where(eq(bookings.id, bookingId));
  const name = row?.companyNameEn ?? row?.companyNameTh ?? row?.tourCompanyName;
  if (!row || !name) return null;
  return { name, licenceNumber: row.licenceNumber, email: row.email, phone: row.phone };
}

/**
 * The addresses that hear of the tour's bookings: the company's own e-mail and its active users' (the
 * accounts linked to the company), and the tour's owner; each address once, lower-cased.
 */
export async function findOperatorRecipients(db: TExecutor, bookingId: string): Promise<string[]> {
  const [tour] = await db
    .select({ companyId: tours.companyId, ownerUserId: tours.ownerUserId, companyEmail: companies.companyEmail })
    .from(bookings)
    .innerJoin(tours, eq(tours.id, bookings.tourId))
    .leftJoin(companies, eq(companies.id, tours.companyId))
    .where(eq(bookings.id, bookingId));
  if (!tour) return [];
  const addresses = new Set<string>();
  if (tour.companyEmail) addresses.add(tour.companyEmail.trim().toLowerCase());
  if (tour.companyId) {
    const members = await db
      .select({ email: users.email })
      .from(userCompanyLicenseMap)
      .innerJoin(users, eq(users.id, userCompanyLicenseMap.userId))
      .where(and(eq(userCompanyLicenseMap.companyId, tour.companyId), isNull(users.deactivatedAt)))
      .orderBy(asc(userCompanyLicenseMap.createdAt));
    for (const member of members) addresses.add(member.email.trim().toLowerCase());
  }
  if (tour.ownerUserId) {
    const [owner] = await db
      .select({ email: users.email })
      .from(users)
      .where(and(eq(users.id, tour.ownerUserId), isNull(users.deactivatedAt)));
    if (owner) addresses.add(owner.email.trim().toLowerCase());
  }
  addresses.delete('');
  return [...addresses];
}

/** The flights of the booking's departure, outbound first, each in departure order. */
export async function findBookingFlights(db: TExecutor, bookingId: string): Promise<TBookingFlight[]> {
  return db
    .select({
      isOutbound: tourFlights.isOutbound,
      airline: tourFlights.airline,
      flightNumber: tourFlights.flightNumber,
      departureAirport: tourFlights.departureAirport,
      departureCode: tourFlights.departureCode,
      departureTime: tourFlights.departureTime,
      departureUtcOffset: tourFlights.departureUtcOffset,
      arrivalAirport: tourFlights.arrivalAirport,
      arrivalCode: tourFlights.arrivalCode,
      arrivalTime: tourFlights.arrivalTime,
      arrivalUtcOffset: tourFlights.arrivalUtcOffset,
    })
    .from(bookings)
    .innerJoin(tourFlights, eq(tourFlights.tourDateId, bookings.tourDateId))
    .where(eq(bookings.id, bookingId))
    .orderBy(sql`${tourFlights.isOutbound} desc`, asc(tourFlights.departureTime));
}

/** The booking's guests as the booking form gave them (none for a booking made without the form). */
export async function findBookingGuestNames(db: TExecutor, bookingId: string) {
  return db
    .select({ firstName: bookingGuests.firstName, lastName: bookingGuests.lastName })
    .from(bookingGuests)
    .where(eq(bookingGuests.bookingId, bookingId))
    .orderBy(asc(bookingGuests.position));
}

/** The tour's programme, day by day. */
/** The booking's tour's content language and translation: its itinerary in the traveller's language (itineraryIn). */
export async function findBookingTourContent(db: TExecutor, bookingId: string) {
  const [row] = await db
    .select({ contentLanguage: tours.contentLanguage, translation: tours.contentTranslation })
    .from(bookings)
    .innerJoin(tours, eq(tours.id, bookings.tourId))
    .where(eq(bookings.id, bookingId));
  return row ?? null;
}

export async function findBookingItinerary(db: TExecutor, bookingId: string): Promise<TItineraryStop[]> {
  return db
    .select({
      dayNumber: tourItinerary.dayNumber,
      position: tourItinerary.position,
      title: tourItinerary.title,
      time: tourItinerary.time,
      description: tourItinerary.description,
    })
    .from(bookings)
    .innerJoin(tourItinerary, eq(tourItinerary.tourId, bookings.tourId))
    .where(eq(bookings.id, bookingId))
    .orderBy(asc(tourItinerary.dayNumber), asc(tourItinerary.position));
}
