import { TOUR_EDIT_MESSAGES, TOUR_EDIT_PART_LABELS } from '@tour/shared';

const M = TOUR_EDIT_MESSAGES;

/** /edit-tour/{slug} (2-operator.md sections 2, 4, 5 and 8). The shared messages are the server's too. */
export const EDIT_TOUR_TEXTS = {
  title: 'Edit Tour',
  subtitle: (sku: string | null) => (sku ? `SKU ${sku}` : 'Update your live tour'),
  backToDashboard: 'Back to Dashboard',
  viewTour: 'View tour',
  loading: 'Loading tour',
  loadFailed: 'Failed to load tour data',
  retry: 'Try again',
  notFound: M.notFound,
  noPermission: M.noPermission,
  loginRequired: 'You need to be logged in to access this page',
  sections: {
    basics: 'Basic Information',
    dates: 'Available Dates',
    itinerary: 'Itinerary',
    meals: 'Meal Plans',
    hotels: 'Hotels',
    images: 'Tour Images',
    features: 'Features & Highlights',
  },
  countLabel: (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`,
  countNouns: { dates: 'date', itinerary: 'day', meals: 'meal plan', hotels: 'hotel', images: 'image' },
  expandAll: 'Expand All',
  collapseAll: 'Collapse All',
  quickNav: 'Quick navigation',
  bar: {
    unsaved: 'You have unsaved changes',
    saved: 'All changes saved',
    save: 'Save All Changes',
    saving: (percent: number) => `Saving… ${percent}%`,
    progress: 'Save progress',
  },
  draft: {
    restoredTitle: (when: string) => `Unsaved changes from ${when} were restored`,
    restoredHint: 'They are kept on the server until you save them or discard them.',
    tourChanged:
      'This tour was changed since (by another session or an administrator). Saving will overwrite those fields with your version.',
    discard: 'Discard changes',
    discarding: 'Discarding…',
    discarded: 'Your unsaved changes were discarded.',
    discardFailed: 'Failed to discard the changes',
    saving: 'Saving draft…',
    saved: 'Draft saved',
    failed: 'Draft not saved yet',
    newerTaken: 'Changes saved from another window were loaded here: they are newer than this window’s.',
    gone: 'The draft was discarded or saved elsewhere.',
  },
  leave: {
    title: 'Leave this page?',
    message: 'You have unsaved changes. Are you sure you want to leave?',
    stay: 'Stay',
    leave: 'Leave',
  },
  errors: {
    heading: M.fixErrorsHeading,
    beforeSaving: M.fixErrorsBeforeSaving,
    saveFailed: (message: string) => `Failed to update tour: ${message}`,
    saveFailedFallback: 'Failed to save tour',
  },
  saved: M.saved,
  /** Governed edits of a live tour (DESIGN decision 37; docs/decisions/0019). */
  live: {
    rule: 'Prices, seats and departures go live as soon as you save. Changes to what travellers read (title, description, itinerary, meals, hotels, photos, inclusions, highlights and the cancellation policy) go live once an administrator approves them.',
    adminRule: 'You are an administrator: everything you save goes live at once.',
    lastSave: 'Your last save',
    wentLive: 'Live now',
    waiting: 'Waiting for review',
    nothingChanged: 'Nothing had changed.',
    pendingTitle: 'Changes waiting for review',
    pendingBody: (when: string) =>
      `Sent ${when}. Travellers see the current content until an administrator approves these changes:`,
    pendingEditing: 'The form shows your changes; saving again updates them.',
    changesRequestedTitle: 'An administrator asked for changes',
    changesRequestedBody: 'Change the content below and save: your changes go back for review.',
    adminPendingTitle: 'The operator’s changes are waiting for review',
    adminPendingBody:
      'The form shows the live content. Approve, reject or send back the operator’s changes in Pending tours:',
    openQueue: 'Open Pending tours',
    parts: TOUR_EDIT_PART_LABELS,
  },
  basics: {
    adminOnly: 'Only administrators can change this.',
    durationFixed: 'The duration is fixed once a tour is live.',
    totalQuotaHint: (sum: number) => `Seats across all dates: ${sum}`,
  },
  dates: {
    intro: 'Each departure has its own price and seats. Seats already sold or held stay with their bookings.',
    empty: 'No departures yet. Add one below.',
    departure: (index: number) => `Departure ${index}`,
    newDeparture: 'New departure',
    startDate: 'Start date',
    spots: 'Available spots',
    spotsHint: 'Total seats of this departure, including those sold and held.',
    taken: (sold: number, held: number) => `${sold} sold · ${held} held`,
    flights: 'Flights',
    noFlights: 'No flights',
    flightsFollow: 'Flights move with the start date.',
    flightsOffDates: 'These flights do not fall on this departure’s dates; the tour cannot be saved until they do.',
    flightsCopied: (date: string) => `Copied from the departure of ${date}; they move to this start date.`,
    dateLocked: 'Has bookings or held seats: its start date cannot change.',
    cannotRemove: M.departureHasBookings,
    remove: 'Remove departure',
    removed: 'This departure will be removed when you save.',
    undo: 'Keep it',
    add: 'Add departure',
  },
} as const;

const RELATIVE_STEPS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.35],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
];

/** '2 minutes ago', 'yesterday', … for the restored-draft notice; under a minute is 'a moment ago'. */
export function relativeTimeOf(iso: string, now: Date = new Date()): string {
  let amount = (new Date(iso).getTime() - now.getTime()) / 1000;
  if (!Number.isFinite(amount)) return iso;
  if (Math.abs(amount) < 60) return 'a moment ago';
  const format = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
  for (const [unit, size] of RELATIVE_STEPS) {
    if (Math.abs(amount) < size) return format.format(Math.round(amount), unit);
    amount /= size;
  }
  return format.format(Math.round(amount), 'year');
}
