import type { TPendingHotel, TPendingItineraryDay, TTourGraphChange } from '@tour/db';
import {
  changedContentFields,
  contentLanguageOf,
  HOTEL_AMENITIES,
  paths,
  storedTranslationOf,
  translationContentOfStored,
  type TTourContent,
  type TTourContentField,
  type TTourEditFlight,
  type TTourEditResponse,
  type TLanguage,
  type TTourTitleSource,
  tourTitleIn,
} from '@tour/shared';
import { enqueueMail } from '../../adapters/mail/mail-outbox';
import type { TExecutor } from '../../db';
import { TOUR_EDITING_MAIL_TEXTS } from './tour-editing.mail-texts';
import { type TTripChangeMail, tripChangedMail } from './tour-editing.mails';
import {
  findOpenRevision,
  insertRevision,
  insertRevisionEvent,
  lastChangesRequestedNote,
  listTravellingBookings,
  type TRevisionRow,
  updateRevision,
} from './tour-revisions.repository';
import { listHotels, listImages, listItinerary, listMeals, type TEditableTour } from './tour-editing.repository';

export { findOpenRevision, findTourById } from './tour-revisions.repository';

type TForm = TTourEditResponse['form'];

const ACTIVITY_SUFFIX = / - Activity \d+$/;

/** Stored rows (one per activity) back into days; days outside 1..duration are dropped (section 4, loading). */
function itineraryDaysOf(
  rows: Awaited<ReturnType<typeof listItinerary>>,
  durationDays: number,
): TForm['itineraryDays'] {
  const days = new Map<number, TForm['itineraryDays'][number]>();
  for (const row of rows) {
    if (row.dayNumber < 1 || row.dayNumber > durationDays) continue;
    const day = days.get(row.dayNumber) ?? {
      dayNumber: row.dayNumber,
      title: row.title.replace(ACTIVITY_SUFFIX, ''),
      activities: [],
    };
    day.activities.push({ time: row.time ?? '', description: row.description ?? '' });
    days.set(row.dayNumber, day);
  }
  return [...days.values()];
}

/** The live tour in the edit form's shape: what travellers see now. */
export async function liveTourForm(db: TExecutor, tour: TEditableTour): Promise<TForm> {
  const [images, itinerary, meals, hotels] = await Promise.all([
    listImages(db, tour.id),
    listItinerary(db, tour.id),
    listMeals(db, tour.id),
    listHotels(db, tour.id),
  ]);
  return {
    contentLanguage: contentLanguageOf(tour.contentLanguage),
    translation: translationContentOfStored(tour.contentTranslation),
    title: tour.title,
    description: tour.description,
    location: tour.location,
    country: tour.country,
    companyName: tour.companyName ?? '',
    category: tour.category,
    discountPercentage: tour.discountPercentage,
    currency: tour.currency,
    totalQuota: tour.totalQuota ?? 0,
    thumbnailUrl: tour.thumbnailUrl ?? '',
    inclusions: tour.inclusions,
    exclusions: tour.exclusions,
    highlights: tour.highlights,
    cancellationPolicy: tour.cancellationPolicy,
    images: images.map((image) => image.imageUrl),
    itineraryDays: itineraryDaysOf(itinerary, tour.durationDays),
    mealPlans: meals
      .filter((meal) => meal.dayNumber <= tour.durationDays)
      .map((meal) => ({
        dayNumber: meal.dayNumber,
        schedule: meal.schedule,
        breakfast: meal.breakfast,
        lunch: meal.lunch,
        dinner: meal.dinner,
      })),
    hotels: hotels.map((hotel) => ({
      name: hotel.name,
      description: hotel.description ?? '',
      rating: hotel.rating,
      // Only the amenities the screen offers (and the save accepts); the writer stores no others.
      amenities: hotel.amenities.flatMap((name) => HOTEL_AMENITIES.filter((amenity) => amenity === name)),
      checkIn: hotel.checkInTime ?? '',
      checkOut: hotel.checkOutTime ?? '',
      roomType: hotel.roomType ?? 'standard',
      website: hotel.website ?? '',
    })),
  };
}

/** A revision's proposed content in the form's shape. */
export function revisionContentOf(revision: TRevisionRow): TTourContent {
  return {
    contentLanguage: contentLanguageOf(revision.contentLanguage),
    translation: translationContentOfStored(revision.contentTranslation),
    title: revision.title,
    description: revision.description,
    location: revision.location,
    country: revision.country,
    companyName: revision.companyName ?? '',
    category: revision.category,
    thumbnailUrl: revision.thumbnailUrl ?? '',
    inclusions: revision.inclusions,
    exclusions: revision.exclusions,
    highlights: revision.highlights,
    cancellationPolicy: revision.cancellationPolicy,
    images: [...revision.tourImages].sort((a, b) => a.order - b.order).map((image) => image.url),
    itineraryDays: revision.itineraryDays.map((day) => ({
      dayNumber: day.dayNumber,
      title: day.title,
      activities: day.activities.map((activity) => ({ time: activity.time ?? '', description: activity.description })),
    })),
    mealPlans: revision.mealPlans,
    hotels: revision.hotels.map((hotel) => ({ ...hotel, website: hotel.website ?? '' })),
  };
}

/**
 * Content as the tour-graph writer takes it: the tour's fields and the parts hanging off it. Location, country
 * and company are the administrator's (section 4's field access): an administrator's save writes them
 * (`withPlace`), a revision's approval leaves the live tour's.
 */
export function contentGraphOf(
  content: TTourContent,
  { withPlace }: { withPlace: boolean },
): Pick<TTourGraphChange, 'tour' | 'images' | 'itinerary' | 'meals' | 'hotels'> {
  const place = { location: content.location, country: content.country, companyName: content.companyName || null };
  return {
    tour: {
      title: content.title,
      description: content.description,
      contentLanguage: content.contentLanguage,
      contentTranslation: storedTranslationOf(content.translation),
      ...(withPlace ? place : {}),
      category: content.category,
      thumbnailUrl: content.thumbnailUrl,
      inclusions: content.inclusions,
      exclusions: content.exclusions,
      highlights: content.highlights,
      cancellationPolicy: content.cancellationPolicy,
    },
    images: content.images.map((url) => ({ url })),
    itinerary: content.itineraryDays,
    meals: content.mealPlans,
    hotels: content.hotels,
  };
}

/** Content in the stored pending shape (pending_tours' columns), as a submission would hold it. */
function pendingContentOf(content: TTourContent) {
  return {
    contentLanguage: content.contentLanguage,
    contentTranslation: storedTranslationOf(content.translation),
    title: content.title,
    description: content.description,
    location: content.location,
    country: content.country,
    companyName: content.companyName || null,
    category: content.category,
    thumbnailUrl: content.thumbnailUrl || null,
    inclusions: content.inclusions,
    exclusions: content.exclusions,
    highlights: content.highlights,
    cancellationPolicy: content.cancellationPolicy,
    tourImages: content.images.map((url, order) => ({ url, order })),
    itineraryDays: content.itineraryDays satisfies TPendingItineraryDay[],
    mealPlans: content.mealPlans,
    hotels: content.hotels satisfies TPendingHotel[],
  };
}

/** The live content in a revision's stored shape: what the administrator's diff compares the revision with. */
export function liveContentAsRevision<TRecord extends TRevisionRow>(revision: TRecord, live: TTourContent): TRecord {
  return { ...revision, ...pendingContentOf(live) };
}

/** The open revision as the edit screen shows it: what it changes against the live tour. */
export async function openRevisionSummary(db: TExecutor, tourId: string, live: TTourContent) {
  const revision = await findOpenRevision(db, tourId);
  if (!revision) return null;
  return {
    revision,
    summary: {
      id: revision.id,
      status: revision.status === 'changes_requested' ? ('changes_requested' as const) : ('pending' as const),
      submittedAt: revision.submittedAt.toISOString(),
      changes: changedContentFields(live, revisionContentOf(revision)),
      note: revision.status === 'changes_requested' ? await lastChangesRequestedNote(db, revision.id) : null,
    },
  };
}

/**
 * An operator's content changes of a live tour become its one open revision (DESIGN decision 37): created, or
 * the open one updated and (after a request for changes) sent back to the queue. Departures are not part of it:
 * they change at once. The other columns are the tour's, for the queue's list.
 */
export async function proposeRevision(
  tx: TExecutor,
  input: { tour: TEditableTour; userId: string; content: TTourContent; now: Date },
): Promise<void> {
  const { tour, userId, content, now } = input;
  const open = await findOpenRevision(tx, tour.id, true);
  const columns = {
    ...pendingContentOf(content),
    sku: tour.sku,
    slug: tour.slug,
    duration: tour.duration,
    durationDays: tour.durationDays,
    price: tour.price,
    discountPercentage: tour.discountPercentage,
    currency: tour.currency,
    totalQuota: tour.totalQuota ?? 1,
    availableDates: [],
    submittedAt: now,
    updatedAt: now,
  };
  if (!open) {
    const id = await insertRevision(tx, { ...columns, userId, revisionOfTourId: tour.id, status: 'pending' });
    await insertRevisionEvent(tx, { pendingTourId: id, actorUserId: userId, kind: 'submitted', createdAt: now });
    return;
  }
  await updateRevision(tx, open.id, { ...columns, status: 'pending' });
  if (open.status === 'changes_requested') {
    await insertRevisionEvent(tx, { pendingTourId: open.id, actorUserId: userId, kind: 'resubmitted', createdAt: now });
  }
}

/** The fields of `content` named, for an audit row's before or after. */
export function pickContent(content: TTourContent, fields: readonly TTourContentField[]): Partial<TTourContent> {
  return Object.fromEntries(fields.map((field) => [field, content[field]]));
}

/** A departure's two legs, as the edit form holds them. */
export type TDepartureFlights = { outbound: TTourEditFlight | null; return: TTourEditFlight | null };

const LEGS = ['outbound', 'return'] as const;

/** Whether a departure's flights differ, leg by leg. */
export function flightsChanged(before: TDepartureFlights, after: TDepartureFlights): boolean {
  return LEGS.some((leg) => JSON.stringify(before[leg]) !== JSON.stringify(after[leg]));
}

/** 'Outbound flight: was …; now …' for each leg that differs, in the traveller's language. */
export function flightChangeLines(before: TDepartureFlights, after: TDepartureFlights, language: TLanguage): string[] {
  const T = TOUR_EDITING_MAIL_TEXTS[language];
  const flightText = (flight: TTourEditFlight | null) =>
    flight
      ? `${flight.flightNumber} ${flight.departureCode} ${T.wallTime(flight.departureDateTime)} → ${flight.arrivalCode} ${T.wallTime(flight.arrivalDateTime)}`
      : T.noFlight;
  return LEGS.flatMap((leg) =>
    JSON.stringify(before[leg]) === JSON.stringify(after[leg])
      ? []
      : [
          T.flightChange(
            leg === 'outbound' ? T.outboundFlight : T.returnFlight,
            flightText(before[leg]),
            flightText(after[leg]),
          ),
        ],
  );
}

/**
 * 'Day 2: Nara (09:00 Deer park; 13:00 Todai-ji)' for each day whose plan differs, or that was removed, in the
 * traveller's language.
 */
export function itineraryChangeLines(
  before: TTourContent['itineraryDays'],
  after: TTourContent['itineraryDays'],
  language: TLanguage,
) {
  const T = TOUR_EDITING_MAIL_TEXTS[language];
  const dayText = (day: TTourContent['itineraryDays'][number]) =>
    `${day.title} (${day.activities.map((activity) => `${activity.time} ${activity.description}`.trim()).join('; ')})`;
  const days = [...new Set([...before, ...after].map((day) => day.dayNumber))].sort((a, b) => a - b);
  return days.flatMap((dayNumber) => {
    const was = before.find((day) => day.dayNumber === dayNumber);
    const now = after.find((day) => day.dayNumber === dayNumber);
    if (JSON.stringify(was) === JSON.stringify(now)) return [];
    return [`${T.dayChange(dayNumber, now ? dayText(now) : T.noLongerPlanned)}${was ? T.dayWas(dayText(was)) : ''}`];
  });
}

/** `tour`: its title in both languages, each traveller's mail naming it in the booking's (issue 27). */
type TNotice = Pick<TTripChangeMail, 'appName'> & {
  tour: TTourTitleSource;
  slug: string;
  appUrl: string;
  now: Date;
};

type TTravellingBooking = Awaited<ReturnType<typeof listTravellingBookings>>[number];

/**
 * One e-mail per booking still to travel on a departure whose flights changed, saying what changed on it in the
 * language the booking was made in.
 */
export async function tellTravellersOfFlights(
  tx: TExecutor,
  changes: ReadonlyMap<string, { before: TDepartureFlights; after: TDepartureFlights }>,
  notice: TNotice,
) {
  const travelling = await listTravellingBookings(tx, { tourDateIds: [...changes.keys()] });
  for (const booking of travelling) {
    const change = changes.get(booking.tourDateId);
    const lines = change ? flightChangeLines(change.before, change.after, booking.language) : [];
    await enqueueTripChange(tx, booking, lines, notice);
  }
}

/** One e-mail per booking on a departure from `today` on, when the itinerary changed, in the booking's language. */
export async function tellTravellersOfItinerary(
  tx: TExecutor,
  input: {
    tourId: string;
    today: string;
    before: TTourContent['itineraryDays'];
    after: TTourContent['itineraryDays'];
  },
  notice: TNotice,
) {
  if (itineraryChangeLines(input.before, input.after, 'en').length === 0) return;
  const travelling = await listTravellingBookings(tx, { tourId: input.tourId, from: input.today });
  for (const booking of travelling) {
    await enqueueTripChange(tx, booking, itineraryChangeLines(input.before, input.after, booking.language), notice);
  }
}

async function enqueueTripChange(tx: TExecutor, booking: TTravellingBooking, changes: string[], notice: TNotice) {
  await enqueueMail(
    tx,
    tripChangedMail({
      to: booking.email,
      name: booking.name,
      bookingReference: booking.bookingReference,
      tourTitle: tourTitleIn(notice.tour, booking.language),
      startDate: booking.startDate,
      changes,
      tourUrl: `${notice.appUrl}${paths.tour.href({ slug: notice.slug })}`,
      appName: notice.appName,
      language: booking.language,
    }),
    notice.now,
  );
}
