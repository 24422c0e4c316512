import { z } from 'zod';
import type {
  TStoredFlight,
  TStoredHotel,
  TStoredItineraryDay,
  TStoredMealPlan,
} from './tour-submission/draft-from-pending';

/** The administrator's pending tours (3-admin.md sections 2, 7 and 8; DESIGN decisions 21 and 22). */
export const TOUR_MODERATION_MESSAGES = {
  loadFailed: 'Failed to load pending tours',
  notFound: 'Tour not found',
  approved: 'Tour approved and published successfully!',
  approveFailed: 'Failed to approve tour',
  rejected: 'Tour rejected and moved to rejected tours',
  rejectFailed: 'Failed to reject tour',
  reasonRequired: 'Please provide a rejection reason',
  noteRequired: 'Please describe the changes you need',
  changesRequested: 'Changes requested; the operator has been told',
  notPending: 'This tour is no longer pending review.',
} as const;

const NOTE_MAX = 2000;

export const ZPendingTourParams = z.object({ id: z.uuid(TOUR_MODERATION_MESSAGES.notFound) });

export const ZRejectPendingTourRequest = z.object({
  reason: z
    .string({ error: TOUR_MODERATION_MESSAGES.reasonRequired })
    .trim()
    .min(1, TOUR_MODERATION_MESSAGES.reasonRequired)
    .max(NOTE_MAX),
});
export type TRejectPendingTourRequest = z.infer<typeof ZRejectPendingTourRequest>;

export const ZRequestTourChangesRequest = z.object({
  note: z
    .string({ error: TOUR_MODERATION_MESSAGES.noteRequired })
    .trim()
    .min(1, TOUR_MODERATION_MESSAGES.noteRequired)
    .max(NOTE_MAX),
});
export type TRequestTourChangesRequest = z.infer<typeof ZRequestTourChangesRequest>;

/** One line of the list: what the Pending Tours page shows before the preview opens. */
export type TPendingTourListItem = {
  id: string;
  title: string;
  sku: string | null;
  slug: string;
  companyName: string | null;
  location: string;
  country: string;
  category: string;
  duration: string;
  durationDays: number;
  price: number;
  currency: string;
  discountPercentage: number | null;
  thumbnailUrl: string | null;
  submittedAt: string;
  submittedBy: { id: string; username: string | null; email: string | null };
};

export type TSubmissionEventKind = 'submitted' | 'resubmitted' | 'approved' | 'rejected' | 'changes_requested';

export type TSubmissionEvent = {
  kind: TSubmissionEventKind;
  note: string | null;
  actorName: string | null;
  createdAt: string;
};

export type TPendingFlightView = TStoredFlight;

/** The whole record for the preview's seven tabs, with its history, oldest first. Prices in minor units. */
export type TPendingTourDetail = TPendingTourListItem & {
  status: string;
  description: string;
  totalQuota: number;
  inclusions: string[];
  exclusions: string[];
  highlights: string[];
  availableDates: {
    startDate: string;
    price: number;
    currency: string;
    availableSpots: number;
    outbound?: TPendingFlightView | null;
    return?: TPendingFlightView | null;
  }[];
  itineraryDays: TStoredItineraryDay[];
  mealPlans: TStoredMealPlan[];
  hotels: TStoredHotel[];
  tourImages: { url: string; order: number; altText?: string | null }[];
  publishedTourId: string | null;
  history: TSubmissionEvent[];
};

export type TApproveTourResponse = { tourId: string; slug: string; message: string };
export type TModerationResponse = { message: string };

/** Itinerary rows of one day: one per activity, ' - Activity n' in the title when there are several (section 7). */
export function itineraryRowsOfDay(day: {
  dayNumber: number;
  title: string;
  description?: string | null;
  time?: string | null;
  activities: { time?: string | null; description: string | null }[];
}): { dayNumber: number; position: number; title: string; time: string | null; description: string | null }[] {
  if (day.activities.length === 0) {
    // The spec's fallback row for a legacy or empty day.
    return [
      {
        dayNumber: day.dayNumber,
        position: 0,
        title: day.title,
        time: day.time ?? null,
        description: day.description ?? null,
      },
    ];
  }
  const several = day.activities.length > 1;
  return day.activities.map((activity, position) => ({
    dayNumber: day.dayNumber,
    position,
    title: several ? `${day.title} - Activity ${position + 1}` : day.title,
    time: activity.time?.trim() || null,
    description: activity.description,
  }));
}

/** A departure's end date: start plus the tour's duration in days (section 9), as a calendar date. */
export function tourDateEnd(startDate: string, durationDays: number): string {
  const date = new Date(`${startDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + durationDays);
  return date.toISOString().slice(0, 10);
}
