import { TOUR_DRAFT_MESSAGES, TOUR_SUBMIT_MESSAGES, type TSubmittedTourStatus } from '@tour/shared';

/** Strings of the account's Tours tab (operators: drafts and submitted tours). */
export const ACCOUNT_TOURS_TEXTS = {
  tab: 'Tours',
  submittedTitle: 'Tour submitted',
  submittedMessage: TOUR_SUBMIT_MESSAGES.submitted,
  dismiss: 'Dismiss',
  pendingTourId: 'Pending tour ID',
  drafts: {
    title: 'Drafts',
    description: 'Tours you started in the wizard, last saved first. They are saved as you type.',
    untitled: 'Untitled tour',
    lastSaved: (when: string) => `Last saved ${when}`,
    resume: 'Resume',
    delete: 'Delete',
    empty: 'No drafts',
    emptyBody: 'A tour you start in the wizard is saved here until you submit it.',
    start: 'Submit a Tour',
    loadFailed: TOUR_DRAFT_MESSAGES.loadFailed,
  },
  deleteDialog: {
    title: 'Delete this draft?',
    body: (title: string) => `"${title}" and everything typed in it will be deleted. This cannot be undone.`,
    keep: 'Keep Draft',
    confirm: 'Delete Draft',
    deleting: 'Deleting…',
    deleted: TOUR_DRAFT_MESSAGES.deleted,
    failed: TOUR_DRAFT_MESSAGES.deleteFailed,
  },
  submitted: {
    title: 'Submitted Tours',
    description: 'Tours you submitted for review, newest first.',
    sku: 'SKU',
    submittedOn: 'Submitted',
    decidedOn: 'Decided',
    reason: 'Reason',
    viewTour: 'View Tour',
    empty: 'No submitted tours yet',
    emptyBody: 'When you submit a tour, it appears here with its review status.',
    loadFailed: 'Failed to load your submitted tours',
  },
  status: {
    pending: 'Pending review',
    approved: 'Approved',
    rejected: 'Rejected',
    changes_requested: 'Changes requested',
  } satisfies Record<TSubmittedTourStatus, string>,
} as const;
