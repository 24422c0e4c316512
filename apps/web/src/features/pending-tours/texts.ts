import { TOUR_MODERATION_MESSAGES, type TSubmissionEventKind } from '@tour/shared';

/** Strings of /pending-tours (3-admin.md sections 2, 5 and 8; Request Changes is beyond the spec). */
export const PENDING_TOURS_TEXTS = {
  documentTitle: 'Pending Tours',
  sidebarTitle: 'Admin Panel',
  sidebarLabel: 'Admin navigation',
  back: 'Back to account',
  heading: 'Pending Tours',
  intro: 'Tours submitted by operators and waiting for review. Preview every tab, then approve, reject or send back.',
  count: (n: number) => (n === 1 ? '1 tour awaiting approval' : `${n} tours awaiting approval`),
  loadFailed: TOUR_MODERATION_MESSAGES.loadFailed,
  retry: 'Try again',
  empty: 'No tours are waiting for approval',
  emptyHint: 'New submissions appear here, newest first.',
  submitted: (when: string) => `Submitted ${when}`,
  by: (email: string) => `by ${email}`,
  noCompany: 'No company',
  perPerson: 'per person',
  preview: 'Preview',
  approve: 'Approve',
  approving: 'Approving…',
  reject: 'Reject',
  requestChanges: 'Request Changes',
  dialog: {
    loading: 'Loading the tour…',
    notFound: TOUR_MODERATION_MESSAGES.notFound,
    close: 'Close',
    history: 'History',
    noHistory: 'No history yet.',
  },
  historyKinds: {
    submitted: 'Submitted',
    resubmitted: 'Resubmitted',
    changes_requested: 'Changes requested',
    approved: 'Approved',
    rejected: 'Rejected',
  } satisfies Record<TSubmissionEventKind, string> as Record<string, string>,
  rejectDialog: {
    title: 'Reject tour',
    description: (title: string) => `The operator of “${title}” receives this reason by e-mail.`,
    label: 'Rejection reason',
    placeholder: 'Why is the tour rejected?',
    confirm: 'Reject Tour',
    working: 'Rejecting…',
  },
  changesDialog: {
    title: 'Request changes',
    description: (title: string) =>
      `“${title}” goes back to its operator with this note; they edit it in the wizard and submit it again.`,
    label: 'What needs to change',
    placeholder: 'Describe the changes needed',
    confirm: 'Send Back',
    working: 'Sending…',
  },
  cancel: 'Cancel',
  messages: TOUR_MODERATION_MESSAGES,
  changesFailed: 'Failed to request changes',
} as const;

/** The review's company licence and KYC panel (issue 20). */
export const COMPANY_LICENCE_PANEL_TEXTS = {
  heading: 'Company licence',
  loading: 'Checking the company licence…',
  loadFailed: 'Could not read the company licence.',
  licenceStatus: 'Licence status',
  kycStatus: 'KYC',
  expires: 'Expires',
  noExpiry: 'No expiry date',
  noCompany: 'This operator has no registered company: no company licence applies to this tour.',
  noLicence: 'This company has no licence record.',
  goLive: 'The licence is verified and in force: this tour can go live.',
  reviewLicence: 'Open Licences',
} as const;
