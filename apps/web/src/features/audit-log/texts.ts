import { AUDIT_LOG_MESSAGES, MARKETPLACE_ZONE_LABEL, paths } from '@tour/shared';

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
    anyActor: 'All administrators',
    action: 'Action',
    anyAction: 'All actions',
    targetType: 'Target type',
    anyTargetType: 'All target types',
    from: 'From',
    to: 'To',
    zoneNote: `Days and times are in ${MARKETPLACE_ZONE_LABEL}.`,
    apply: 'Apply filters',
    clear: 'Clear',
    narrowedTo: 'History of',
    showAll: 'Show every target',
  },
  table: {
    caption: 'Audit entries, newest first',
    time: 'Time',
    zone: 'UTC+7',
    zoneTitle: MARKETPLACE_ZONE_LABEL,
    actor: 'Actor',
    action: 'Action',
    target: 'Target',
    changes: 'Changes',
    origin: 'Request',
    unknownActor: 'Deleted user',
    commandActor: (command: string) => `Server command (npm run ${command})`,
    noChanges: 'No changes recorded',
    history: 'History',
    historyOf: (name: string) => `Show the history of ${name}`,
    unnamed: 'No longer exists',
    requestId: 'Request id',
    address: 'Address',
  },
  pagingLabel: 'Audit log pages',
} as const;

/** 'tour.request_changes' as 'Tour: request changes': how an action without a label of its own reads. */
function readable(code: string): string {
  const [head = '', ...rest] = code.split('.');
  const words = (text: string) => text.replace(/_/g, ' ').trim();
  const first = words(head);
  const capitalised = first.charAt(0).toUpperCase() + first.slice(1);
  return rest.length > 0 ? `${capitalised}: ${words(rest.join(' '))}` : capitalised;
}

/** Readable names of the actions recorded today; another action reads from its code. */
const ACTION_LABELS: Record<string, string> = {
  'tour.approve': 'Tour approved',
  'tour.reject': 'Tour rejected',
  'tour.request_changes': 'Changes requested',
  'tour.edit': 'Tour edited',
  'tour.recommend': 'Tour recommended',
  'tour.unrecommend': 'Recommendation removed',
  'tour.unpublish': 'Tour unpublished',
  'tour.republish': 'Tour republished',
  'tour.generate_content': 'Images & itinerary generated',
  'images.cleanup': 'Orphaned images cleaned up',
  'licence.approve': 'Licence approved',
  'licence.reject': 'Licence rejected',
  'booking.status_change': 'Booking status changed',
  'invitation.create': 'Invitation created',
  'invitation.deactivate': 'Invitation deactivated',
  'account.admin_created_by_command': 'Administrator created by command',
  'account.admin_granted_by_command': 'Administrator access granted by command',
  'account.password_reset_by_command': 'Password reset sent by command',
};

export function actionLabel(action: string): string {
  return ACTION_LABELS[action] ?? readable(action);
}

type TTargetKind = {
  label: string;
  /** The server names targets of this kind: a missing name means the record is gone. */
  named?: boolean;
  /** The page an administrator opens for this kind of target, when there is one. */
  href?: (target: { slug: string | null }) => string | null;
  /** Targets of this kind without a record of their own (an image clean-up) read as this. */
  fixedName?: string;
};

/** How each kind of target reads and where it leads; another kind reads from its code, unlinked. */
const TARGET_KINDS: Record<string, TTargetKind> = {
  tour: { label: 'Tour', named: true, href: ({ slug }) => (slug ? paths.tour.href({ slug }) : null) },
  pending_tour: { label: 'Submitted tour', named: true, href: () => paths.pendingTours.href() },
  booking: { label: 'Booking', named: true },
  user: { label: 'User', named: true },
  licence: { label: 'Licence', named: true, href: () => paths.adminLicences.href() },
  company: { label: 'Company', named: true, href: () => paths.adminLicences.href() },
  invitation: { label: 'Invitation', named: true, href: () => paths.invitations.href() },
  image_uploads: { label: 'Images', href: () => paths.tourManagement.href(), fixedName: 'Orphaned images' },
};

export function targetKind(type: string): TTargetKind {
  return TARGET_KINDS[type] ?? { label: readable(type) };
}
