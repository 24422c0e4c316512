import { BOOKING_MESSAGES, MANAGE_BOOKING_MESSAGES, paymentStatusLabel, REFUND_ACCOUNT_MESSAGES } from '@tour/shared';
import { defineTexts, type TTextsOf } from '../../lib/i18n/texts';

const THAI_PAYMENT_STATUSES: Record<string, string> = {
  pending: 'รอชำระ',
  processing: 'กำลังดำเนินการ',
  completed: 'ชำระแล้ว',
  failed: 'ไม่สำเร็จ',
};

/** Strings of the manage-booking and Find my booking pages (DESIGN decision 16). */
export const MANAGE_TEXTS = defineTexts({
  en: {
    /** What the shared schema and the server say, always in English. */
    messages: MANAGE_BOOKING_MESSAGES,
    pageTitle: 'Manage your booking',
    loading: 'Loading your booking...',
    reference: 'Booking Reference',
    invalid: {
      title: 'This link does not open a booking',
      body: MANAGE_BOOKING_MESSAGES.linkInvalid,
      find: 'Find my booking',
    },
    loadFailed: {
      title: 'Error loading booking details',
      body: 'We could not load this booking. Please check your connection and try again.',
      retry: 'Try again',
    },
    bookedOn: 'Booked on',
    paymentStatusName: paymentStatusLabel,
    deadline: {
      title: 'Payment due',
      body: (deadline: string) => `Due by ${deadline}.`,
    },
    pay: {
      button: 'Pay Now',
      dialogTitle: 'Pay for your booking',
      dialogBody: (reference: string, amount: string) => `Booking ${reference}: ${amount} to pay.`,
    },
    cancellation: {
      title: 'Cancellation',
      freeUntil: (instant: string) => `Free cancellation until ${instant}.`,
      button: 'Cancel booking',
      dialogTitle: (reference: string) => `Cancel booking ${reference}?`,
      dialogBody: (title: string, dates: string) =>
        `Your booking for ${title} (${dates}) will be cancelled and its seats released. This cannot be undone.`,
      refundLine: 'You get back',
      feeLine: (feePercent: number) => `Cancellation fee (${feePercent}%)`,
      paidLine: 'Paid',
      keep: 'Keep booking',
      confirm: 'Cancel booking',
      cancelling: 'Cancelling...',
      success: BOOKING_MESSAGES.cancelled,
      failed: BOOKING_MESSAGES.cancelFailed,
      refundAmount: 'Refund',
      refundStatusLabel: 'Refund status',
      refundStatus: {
        refunded: 'Refunded',
        pending: 'Refund pending',
        failed: 'Refund failed',
        none: 'No refund due',
      } as Record<string, string>,
      retryRefund: 'Try the refund again',
      cancelledOn: 'Cancelled on',
    },
    supportBody: 'Questions about this booking? Our team is here to help.',
    refundAccountSaved: REFUND_ACCOUNT_MESSAGES.accountSaved,
    find: {
      pageTitle: 'Find my booking',
      title: 'Find my booking',
      intro:
        'Enter your booking reference and the e-mail address you booked with. We will e-mail you a private link to see, pay or cancel your booking, no account needed.',
      reference: 'Booking reference',
      referencePlaceholder: 'CHT-123456',
      referenceHint: 'You find it in your confirmation e-mail.',
      email: 'Email',
      emailPlaceholder: 'you@example.com',
      submit: 'Email me the link',
      submitting: 'Sending...',
      answer: MANAGE_BOOKING_MESSAGES.findAnswer,
      answerHint:
        'The link works until your trip ends. Nothing arrived? Check the spelling of both, and your spam folder.',
      failed: 'We could not send the link. Please try again.',
      mailboxHint: 'Test mode: e-mails are not sent; they are kept in the dev mailbox.',
      openMailbox: 'Open the dev mailbox',
      signedInHint: 'Have an account?',
      signedInLink: 'See your bookings in My Account',
    },
  },
  th: {
    messages: {
      linkInvalid: 'ลิงก์การจองนี้ไม่ถูกต้องหรือหมดอายุแล้ว ใช้ "ค้นหาการจองของฉัน" เพื่อรับลิงก์ใหม่',
      referenceRequired: 'โปรดกรอกรหัสการจอง',
      referenceInvalid: 'กรอกรหัสการจองตามที่แสดงในอีเมล เช่น CHT-123456',
      emailRequired: 'โปรดกรอกอีเมลของคุณ',
      emailInvalid: 'โปรดกรอกอีเมลให้ถูกต้อง',
      findAnswer: 'หากพบการจองที่ตรงกัน เราได้ส่งลิงก์สำหรับจัดการการจองไปทางอีเมลแล้ว',
      alreadyCancelled: 'การจองนี้ถูกยกเลิกไปแล้ว',
      completed: 'ทริปนี้สิ้นสุดแล้ว จึงยกเลิกการจองไม่ได้อีก',
      tripStarted: 'ทริปนี้เริ่มต้นแล้ว จึงยกเลิกทางออนไลน์ไม่ได้ โปรดติดต่อเรา',
      notCancellable: 'การจองนี้ยกเลิกทางออนไลน์ไม่ได้แล้ว โปรดติดต่อเรา',
    },
    pageTitle: 'จัดการการจองของคุณ',
    loading: 'กำลังโหลดการจองของคุณ...',
    reference: 'รหัสการจอง',
    invalid: {
      title: 'ลิงก์นี้เปิดการจองไม่ได้',
      body: 'ลิงก์การจองนี้ไม่ถูกต้องหรือหมดอายุแล้ว ใช้ "ค้นหาการจองของฉัน" เพื่อรับลิงก์ใหม่',
      find: 'ค้นหาการจองของฉัน',
    },
    loadFailed: {
      title: 'โหลดรายละเอียดการจองไม่สำเร็จ',
      body: 'เราโหลดการจองนี้ไม่ได้ โปรดตรวจสอบการเชื่อมต่อแล้วลองอีกครั้ง',
      retry: 'ลองอีกครั้ง',
    },
    bookedOn: 'จองเมื่อ',
    paymentStatusName: (status: string) => THAI_PAYMENT_STATUSES[status] ?? status,
    deadline: {
      title: 'ครบกำหนดชำระ',
      body: (deadline: string) => `ชำระภายใน ${deadline}`,
    },
    pay: {
      button: 'ชำระเงิน',
      dialogTitle: 'ชำระเงินสำหรับการจอง',
      dialogBody: (reference: string, amount: string) => `การจอง ${reference}: ยอดที่ต้องชำระ ${amount}`,
    },
    cancellation: {
      title: 'การยกเลิก',
      freeUntil: (instant: string) => `ยกเลิกฟรีได้ถึง ${instant}`,
      button: 'ยกเลิกการจอง',
      dialogTitle: (reference: string) => `ยกเลิกการจอง ${reference}?`,
      dialogBody: (title: string, dates: string) =>
        `การจอง ${title} (${dates}) จะถูกยกเลิกและคืนที่นั่ง การดำเนินการนี้ย้อนกลับไม่ได้`,
      refundLine: 'เงินที่คุณจะได้คืน',
      feeLine: (feePercent: number) => `ค่าธรรมเนียมการยกเลิก (${feePercent}%)`,
      paidLine: 'ชำระแล้ว',
      keep: 'เก็บการจองไว้',
      confirm: 'ยกเลิกการจอง',
      cancelling: 'กำลังยกเลิก...',
      success: 'ยกเลิกการจองเรียบร้อยแล้ว',
      failed: 'ยกเลิกการจองไม่สำเร็จ',
      refundAmount: 'เงินคืน',
      refundStatusLabel: 'สถานะการคืนเงิน',
      refundStatus: {
        refunded: 'คืนเงินแล้ว',
        pending: 'รอคืนเงิน',
        failed: 'คืนเงินไม่สำเร็จ',
        none: 'ไม่มีเงินคืน',
      },
      retryRefund: 'ลองคืนเงินอีกครั้ง',
      cancelledOn: 'ยกเลิกเมื่อ',
    },
    supportBody: 'มีคำถามเกี่ยวกับการจองนี้? ทีมงานของเราพร้อมช่วยเหลือ',
    refundAccountSaved: 'ขอบคุณ เราจะโอนเงินคืนเข้าบัญชีนี้ และแจ้งคุณทางอีเมลเมื่อโอนแล้ว',
    find: {
      pageTitle: 'ค้นหาการจองของฉัน',
      title: 'ค้นหาการจองของฉัน',
      intro: 'กรอกรหัสการจองและอีเมลที่ใช้จอง เราจะส่งลิงก์ส่วนตัวทางอีเมลให้คุณดู ชำระเงิน หรือยกเลิกการจองได้ โดยไม่ต้องมีบัญชี',
      reference: 'รหัสการจอง',
      referencePlaceholder: 'CHT-123456',
      referenceHint: 'ดูได้ในอีเมลยืนยันการจอง',
      email: 'อีเมล',
      emailPlaceholder: 'you@example.com',
      submit: 'ส่งลิงก์ทางอีเมล',
      submitting: 'กำลังส่ง...',
      answer: 'หากพบการจองที่ตรงกัน เราได้ส่งลิงก์สำหรับจัดการการจองไปทางอีเมลแล้ว',
      answerHint: 'ลิงก์ใช้ได้จนกว่าทริปจะสิ้นสุด ไม่ได้รับอีเมล? ตรวจสอบการสะกดทั้งสองช่อง และโฟลเดอร์สแปม',
      failed: 'ส่งลิงก์ไม่สำเร็จ โปรดลองอีกครั้ง',
      mailboxHint: 'โหมดทดสอบ: ระบบไม่ได้ส่งอีเมลจริง แต่เก็บไว้ในกล่องอีเมลทดสอบ',
      openMailbox: 'เปิดกล่องอีเมลทดสอบ',
      signedInHint: 'มีบัญชีอยู่แล้ว?',
      signedInLink: 'ดูการจองของคุณในบัญชีของฉัน',
    },
  },
});

type TManageTexts = TTextsOf<typeof MANAGE_TEXTS>;

/** A message of the shared schema or the server (written in English) in the page's language; anything else as it came. */
export function localManageMessage(message: string, texts: TManageTexts): string;
export function localManageMessage(message: string | undefined, texts: TManageTexts): string | undefined;
export function localManageMessage(message: string | undefined, texts: TManageTexts): string | undefined {
  const key = Object.entries(MANAGE_BOOKING_MESSAGES).find(([, english]) => english === message)?.[0];
  return key ? texts.messages[key as keyof TManageTexts['messages']] : message;
}
