import { LICENCE_MESSAGES, LICENCE_REVIEW_USUAL_BUSINESS_DAYS } from '@tour/shared';

/**
 * Strings of /verify-license (2-operator.md sections 2, 4, 5 and 8). The info box keeps the spec's
 * distinction between the two licence types while saying truthfully that both are checked against
 * the licence registry (DESIGN decision 8).
 */
export const VERIFY_LICENSE_TEXTS = {
  pageTitle: 'Verify your licence',
  heading: 'Verify your licence',
  intro: 'Enter the details registered with the licensing authority to link the licence to your account.',
  loading: 'Checking your verification link…',
  fields: {
    email: 'E-mail registered with the tourism authority systems',
    emailPlaceholder: 'name@company.co.th',
    licenseNumber: 'Licence number',
    licenseNumberPlaceholder: '11/09014',
    taxId: 'Company tax ID',
    taxIdHint: '13 digits, no dashes',
    taxIdCounter: (length: number) => `${length}/13`,
  },
  submit: 'ยืนยันข้อมูล',
  submitting: 'กำลังยืนยัน…',
  info: {
    TAT: {
      title: 'DOT licence (ใบอนุญาตประกอบธุรกิจนำเที่ยว)',
      body: 'The tax ID is taken as you enter it from your licence documents. Together with the e-mail and licence number it is checked against the licence registry before your company is linked.',
    },
    DOT: {
      title: 'Transport licence (ใบอนุญาตประกอบการขนส่ง)',
      body: 'The tax ID is checked against the registry database, together with the e-mail and licence number, before your company is linked.',
    },
  },
  typeLabel: { TAT: 'DOT licence (ใบอนุญาตประกอบธุรกิจนำเที่ยว)', DOT: 'Transport licence (ใบอนุญาตประกอบการขนส่ง)' },
  countdown: {
    label: 'Link expires in',
    expired: 'Expired',
    warn300: 'This verification link expires in 5 minutes, please finish',
    warn60: 'This verification link expires in 1 minute',
  },
  expiredDuringSubmit: 'The verification link expired while you were submitting. Please request a new one.',
  messages: LICENCE_MESSAGES,
  success: {
    title: 'Licence verified',
    licenseId: 'License ID',
    company: 'Company',
    licenseType: 'License Type',
    status: 'Status',
    verified: 'Verified',
    redirecting: 'Taking you to your account…',
    next: `Next, an administrator checks your licence document against the registry, usually within ${LICENCE_REVIEW_USUAL_BUSINESS_DAYS} business days. We e-mail you the result, and Company Management shows where it stands; your tours can go live once it is approved.`,
  },
  expired: { title: 'Link expired' },
  alreadyVerified: { title: 'Already verified' },
  error: { title: 'Verification failed' },
  buttons: {
    dashboard: 'Go to Dashboard',
    requestNew: 'Request New Verification',
    home: 'Go to Home',
    tryAgain: 'Try Again',
    contactSupport: 'Contact Support',
  },
  help: {
    title: 'Need help?',
    body: 'If something does not match your licence, write to',
    bodyNoEmail: 'If something does not match your licence, contact our support team.',
  },
} as const;
