import { LICENCE_REVIEW_MESSAGES, type TLicenceQueueReason } from '@tour/shared';

/** Strings of /admin/licences (DESIGN decision 25; beyond the spec, in the admin pages' English). */
export const ADMIN_LICENCES_TEXTS = {
  documentTitle: 'Licences',
  back: 'Back to account',
  heading: 'Licences',
  intro:
    'Tourism licences awaiting review, and licences that expire within 60 days or have expired. Approve or reject documents awaiting review; the company is told by e-mail.',
  count: (n: number) => (n === 1 ? '1 licence' : `${n} licences`),
  loadFailed: LICENCE_REVIEW_MESSAGES.loadFailed,
  retry: 'Try again',
  empty: 'No licences need attention',
  emptyHint: 'Licences awaiting review or close to their expiry date appear here.',
  reasons: {
    pending_review: 'Awaiting review',
    expiring: 'Expiring soon',
    expired: 'Expired: bookings paused',
  } satisfies Record<TLicenceQueueReason, string>,
  licence: 'Licence',
  status: 'Registry status',
  kyc: 'KYC',
  expires: 'Expires',
  noExpiry: 'No expiry date',
  daysLeft: (days: number) =>
    days < 0
      ? `expired ${-days} day${days === -1 ? '' : 's'} ago`
      : days === 0
        ? 'expires today'
        : `in ${days} day${days === 1 ? '' : 's'}`,
  submittedBy: (email: string) => `Submitted by ${email}`,
  noName: 'Unnamed company',
  approve: 'Approve',
  approving: 'Approving…',
  reject: 'Reject',
  approveFailed: 'Failed to approve licence',
  approveDialog: {
    title: 'Approve this licence?',
    description: (licence: string, company: string) =>
      `${licence} of ${company} becomes verified. The company is told by e-mail, and its tours can then be approved to go live.`,
    confirm: 'Approve licence',
    working: 'Approving…',
    cancel: 'Cancel',
    close: 'Close',
  },
  document: {
    heading: 'Uploaded document',
    none: 'No document was uploaded for this licence.',
    imageAlt: (licence: string) => `The uploaded document of ${licence}`,
    pdfTitle: (licence: string) => `The uploaded PDF of ${licence}`,
    open: 'Open in a new tab',
    uploaded: (when: string) => `Uploaded ${when}`,
  },
  record: {
    heading: 'Registry record',
    traderId: 'Trader ID',
    taxId: 'Tax ID',
    businessType: 'Business type',
    issueDate: 'Issued',
    address: 'Address',
    phone: 'Phone',
    email: 'E-mail on record',
  },
  rejectFailed: 'Failed to reject licence',
  rejectDialog: {
    title: 'Reject licence documents',
    description: (name: string) => `Tell ${name} why the documents were not accepted. The reason is e-mailed to them.`,
    label: 'Reason',
    placeholder: 'e.g. The licence scan is unreadable; please upload a clearer copy.',
    confirm: 'Reject licence',
    working: 'Rejecting…',
    cancel: 'Cancel',
    close: 'Close',
    reasonRequired: LICENCE_REVIEW_MESSAGES.reasonRequired,
  },
} as const;
