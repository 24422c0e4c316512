import {
  DASHBOARD_MESSAGES,
  marketplaceDate,
  type TDeparture,
  type TManifest,
  type TManifestBooking,
  type TSessionUser,
  toCsv,
  type TLanguage,
} from '@tour/shared';
import { AppError } from '../../http/app-error';
import { CSV_TEXTS } from './csv-texts';
import type { TDashboardDeps } from './dashboard-figures';
import {
  findDeparture,
  findTourOwnership,
  listDepartures,
  listManifestBookings,
  listManifestGuests,
  operatorCompanyIds,
} from './dashboards.repository';

type TCaller = Pick<TSessionUser, 'id' | 'role'>;

/**
 * The tour when the caller may see its bookings: an administrator any tour, an operator their own and their
 * companies'. Anyone else's tour reads as no tour at all (404), so its existence is not given away.
 */
async function readableTour(deps: TDashboardDeps, caller: TCaller, tourId: string) {
  const tour = await findTourOwnership(deps.db, tourId);
  if (!tour) return null;
  if (caller.role === 'admin' || tour.ownerUserId === caller.id) return tour;
  if (!tour.companyId) return null;
  return (await operatorCompanyIds(deps.db, caller.id)).includes(tour.companyId) ? tour : null;
}

function departureOf(row: NonNullable<Awaited<ReturnType<typeof findDeparture>>>): TDeparture {
  return {
    id: row.id,
    startDate: row.startDate,
    endDate: row.endDate,
    availableSpots: row.availableSpots,
    bookings: row.bookings,
    guests: row.guests,
    paidGuests: row.paidGuests,
  };
}

/** GET /api/operator/tours/:tourId/departures */
export async function listTourDepartures(deps: TDashboardDeps, caller: TCaller, tourId: string) {
  const tour = await readableTour(deps, caller, tourId);
  if (!tour) throw new AppError('NOT_FOUND', DASHBOARD_MESSAGES.tourNotFound);
  const departures = await listDepartures(deps.db, tour.id, marketplaceDate(deps.clock.now()));
  return { tour: { id: tour.id, slug: tour.slug, title: tour.title }, departures: departures.map(departureOf) };
}

/** GET /api/operator/departures/:tourDateId/manifest */
export async function getDepartureManifest(
  deps: TDashboardDeps,
  caller: TCaller,
  tourDateId: string,
): Promise<TManifest> {
  const departure = await findDeparture(deps.db, tourDateId);
  const tour = departure ? await readableTour(deps, caller, departure.tourId) : null;
  if (!departure || !tour) throw new AppError('NOT_FOUND', DASHBOARD_MESSAGES.departureNotFound);
  const bookings = await listManifestBookings(deps.db, tourDateId);
  const guests = await listManifestGuests(
    deps.db,
    bookings.map((booking) => booking.id),
  );
  return {
    tour: { id: tour.id, slug: tour.slug, title: tour.title },
    departure: departureOf(departure),
    bookings: bookings.map(
      (booking): TManifestBooking => ({
        id: booking.id,
        bookingReference: booking.bookingReference,
        bookingStatus: booking.bookingStatus,
        paymentStatus: booking.paymentStatus,
        contactName: booking.contactName ?? booking.accountName ?? '',
        contactEmail: booking.contactEmail ?? booking.accountEmail,
        contactPhone: booking.contactPhone,
        numberOfGuests: booking.numberOfGuests,
        specialRequests: booking.specialRequests,
        guests: guests
          .filter((guest) => guest.bookingId === booking.id)
          .map(({ bookingId: _bookingId, ...guest }) => guest),
      }),
    ),
  };
}

/** The manifest as CSV, one row per guest (a booking without guest rows still gets its one row). */
export async function departureManifestCsv(
  deps: TDashboardDeps,
  caller: TCaller,
  tourDateId: string,
  language: TLanguage,
) {
  const manifest = await getDepartureManifest(deps, caller, tourDateId);
  const rows = manifest.bookings.flatMap((booking) => {
    const bookingCells = [
      booking.bookingReference,
      booking.bookingStatus,
      booking.paymentStatus,
      booking.contactName,
      booking.contactEmail,
      booking.contactPhone,
      booking.specialRequests,
    ];
    if (booking.guests.length === 0) return [bookingCells];
    return booking.guests.map((guest) => [
      ...bookingCells,
      guest.position + 1,
      guest.firstName,
      guest.lastName,
      guest.email,
      guest.phone,
      guest.nationality,
      guest.dateOfBirth,
      guest.passportNumber,
      guest.passportExpiry,
      guest.dietaryRequirements,
      guest.specialRequests,
      guest.emergencyContactName,
      guest.emergencyContactPhone,
    ]);
  });
  return {
    fileName: `manifest-${manifest.tour.slug}-${manifest.departure.startDate}.csv`,
    csv: toCsv(CSV_TEXTS[language].manifest, rows),
  };
}
