import { AUDIT_LOG_MESSAGES } from '@tour/shared';

/** Strings of /audit-log (DESIGN decision 24). */
export const AUDIT_LOG_TEXTS = {
  documentTitle: AUDIT_LOG_MESSAGES.title,
  heading: AUDIT_LOG_MESSAGES.title,
  back: 'Back to account',
  intro: 'Every administrator action: who did what to which record, what changed, and from where.',
  count: (n: number) => (n === 1 ? '1 entry' : `${n} entries`),
  loadFailed: AUDIT_LOG_MESSAGES.loadFailed,
  retry: 'Try again',
  empty: AUDIT_LOG_MESSAGES.empty,
  emptyHint: 'Clear or widen the filters to see more.',
  nothingYet: 'No administrator actions recorded yet',
  filters: {
    label: 'Filter the audit log',
    actor: 'Actor',
    actorHint: 'E-mail or user id',
    action: 'Action',
    anyAction: 'All actions',
    targetType: 'Target type',
    targetId: 'Target id',
    from: 'From (UTC)',
    to: 'To (UTC)',
    apply: 'Apply filters',
    clear: 'Clear',
  },
  table: {
    caption: 'Audit entries, newest first',
    time: 'Time (UTC)',
    actor: 'Actor',
    action: 'Action',
    target: 'Target',
    changes: 'Changes',
    origin: 'Request',
    unknownActor: 'Deleted user',
    noChanges: 'No changes recorded',
    requestId: 'Request id',
    address: 'Address',
  },
  paging: {
    label: 'Audit log pages',
    previous: 'Previous',
    next: 'Next',
    status: (page: number, pages: number) => `Page ${page} of ${pages}`,
    range: (first: number, last: number, total: number) => `Showing ${first}–${last} of ${total}`,
  },
} as const;

/** Readable names of the actions recorded today; an unknown action shows its code. */
const ACTION_LABELS: Record<string, string> = {
  'tour.approve': 'Tour approved',
  'tour.reject': 'Tour rejected',
  'tour.request_changes': 'Changes requested',
  'tour.edit': 'Tour edited',
  'tour.recommend': 'Tour recommended',
  'tour.unrecommend': 'Recommendation removed',
  'tour.generate_content': 'Images & itinerary generated',
  'images.cleanup': 'Orphaned images cleaned up',
  'licence.approve': 'Licence approved',
  'licence.reject': 'Licence rejected',
  'booking.status_change': 'Booking status changed',
};

export function actionLabel(action: string): string {
  return ACTION_LABELS[action] ?? action;
}
