import { z } from 'zod';

/** The administrator's pending tours (3-admin.md sections 2, 7 and 8; DESIGN decisions 21 and 22). */
export const TOUR_MODERATION_MESSAGES = {
  loadFailed: 'Failed to load pending tours',
  notFound: 'Tour not found',
  approved: 'Tour approved and published successfully!',
  revisionApproved: 'Revision approved: the tour now shows the new content.',
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

/** The tabs of /pending-tours: waiting for review, sent back, rejected, approved (issue 20). */
export const REVIEW_QUEUE_TABS = ['pending', 'changes_requested', 'rejected', 'approved'] as const;
export type TReviewQueueTab = (typeof REVIEW_QUEUE_TABS)[number];

export const ZReviewQueueQuery = z.object({ tab: z.enum(REVIEW_QUEUE_TABS).default('pending') });

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
