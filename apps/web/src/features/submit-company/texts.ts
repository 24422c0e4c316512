import { LICENCE_MESSAGES, LICENCE_VERIFICATION_LINK_HOURS } from '@tour/shared';

/**
 * Strings of /submit-company (2-operator.md sections 2, 4, 5 and 8). The spec's Thai messages come from
 * the shared contract; the licence type labels follow domain-facts section 1: the tour business licence
 * is issued by the Department of Tourism, so the spec's "TAT" type is labelled as the DOT licence it is.
 */
export const SUBMIT_COMPANY_TEXTS = {
  pageTitle: 'Register your company',
  heading: 'Register your company',
  intro:
    'Upload your tour business licence. We read its QR code, look the licence up in the registry and e-mail a verification link to the address the registry holds.',
  loading: 'Loading…',
  steps: ['Upload License', 'Verify Information', 'Complete Submission'] as const,
  stepLabel: (index: number, total: number) => `Step ${index} of ${total}`,
  resubmission: (licenseId: string) => `Resubmitting the documents of licence ${licenseId}.`,
  upload: {
    title: 'Upload License',
    typeLegend: 'Licence type',
    types: {
      tat: {
        label: 'DOT licence (ใบอนุญาตประกอบธุรกิจนำเที่ยว)',
        hint: 'Tour business licence issued by the Department of Tourism (often called a "TAT licence").',
      },
      dot: {
        label: 'Transport licence (ใบอนุญาตประกอบการขนส่ง)',
        hint: 'Transport operator licence; you will be asked to check your e-mail to finish.',
      },
    },
    dropTitle: 'Drop your licence here or click to choose a file',
    dropHint: 'JPG, PNG or PDF, up to 2 MB. The QR code must be readable.',
    dropLabel: 'Licence file',
    chosen: (name: string, size: string) => `${name} (${size})`,
    change: 'Choose another file',
    submit: 'Upload and Verify',
    reading: 'Reading the licence…',
    cancel: 'Cancel',
    cancelling: 'Cancelling…',
    fileRule: LICENCE_MESSAGES.fileRule,
    uploadFailed: LICENCE_MESSAGES.uploadFailed,
  },
  confirm: {
    title: 'Verify Information',
    intro:
      'This is what the licence registry holds for the licence on your document. Check it before we send the verification e-mail.',
    companyTh: 'Company (Thai)',
    companyEn: 'Company (English)',
    licenseNumber: 'Licence number',
    licenseType: 'Licence type',
    status: 'Status',
    traderId: 'Trader ID',
    address: 'Address',
    phone: 'Phone',
    website: 'Website',
    expiryDate: 'Expiry date',
    issueDate: 'Issue date',
    directors: 'Directors',
    noDirectors: 'No directors listed',
    emailTo: 'The verification link will go to',
    noEmail: 'The registry holds no e-mail for this licence',
    notGiven: '—',
    incorrect: 'Data incorrect / upload again',
    correct: 'Confirm data correct',
    sending: 'Sending the e-mail…',
    discarding: 'Discarding…',
    emailSendFailed: LICENCE_MESSAGES.emailSendFailed,
    emailRetry: 'Please try again in a moment. If it keeps failing, contact support.',
  },
  expired: {
    title: 'Licence expired',
    message: LICENCE_MESSAGES.expiredLicence,
    uploadAgain: 'Upload a new document',
  },
  sent: {
    title: 'Complete Submission',
    heading: 'Verification e-mail sent',
    dotHeading: 'Check your e-mail',
    intro: 'Your licence has been read. To finish registering your company:',
    dotIntro: 'We have sent a verification link for your transport licence. To finish:',
    steps: (to: string) => [
      `Open the e-mail we sent to ${to}.`,
      `Click the verification link within ${LICENCE_VERIFICATION_LINK_HOURS} hours.`,
      'Fill in the form with the e-mail, licence number and tax id registered with the authority.',
    ],
    unknownAddress: 'the e-mail the registry holds for your licence',
    expiresAt: (when: string) => `The link is valid until ${when}.`,
    dashboard: 'Go to Dashboard',
  },
  deleteFailed: LICENCE_MESSAGES.deleteFailed,
  statusFailed: LICENCE_MESSAGES.permissionsUnverified,
} as const;
