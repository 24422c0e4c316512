import { BOOKING_SESSION_MESSAGES, guestsLine, sessionWarningText } from '@tour/shared';
import { defineTexts } from './i18n/texts';

/** Strings of the booking session: its timer, its page, and its problems (1-traveller.md section 8). */
export const SESSION_TEXTS = defineTexts({
  en: {
    messages: { extended: BOOKING_SESSION_MESSAGES.extended, extendFailed: BOOKING_SESSION_MESSAGES.extendFailed },
    /** 'Your booking session expires in 5 minutes!' */
    warning: sessionWarningText,
    /** '2 Adults', plus children and infants when there are any. */
    guestsLine,
    timer: {
      title: 'Session expires in',
      held: (guests: number) =>
        `${guests === 1 ? 'Your seat is' : `Your ${guests} seats are`} held until the timer runs out.`,
      extend: 'Extend Session',
      extending: 'Extending…',
      extendHint: 'Adds time: the session will end 15 minutes from now.',
      progressLabel: 'Time left in your booking session',
      badgeLabel: (time: string) => `Booking session time left: ${time}`,
    },
    expired: {
      title: 'Session Expired',
      body: BOOKING_SESSION_MESSAGES.expired,
      released: 'The seats you held have been released. You can pick a date again and start a new booking.',
      backToTour: 'Back to the tour',
      home: 'Go Home',
    },
    notFound: {
      title: BOOKING_SESSION_MESSAGES.notFound,
      body: 'This booking session does not exist, belongs to someone else, or has ended.',
    },
    loadFailed: 'Failed to load booking information',
    retry: 'Try again',
    restored: 'Session restored',
    completed: {
      title: 'This booking is complete',
      body: 'Payment for this booking session has been received.',
      view: 'View confirmation',
    },
    page: {
      title: 'Your booking session',
      subtitle: 'Your seats are held while you complete your booking.',
      loading: 'Loading booking session',
      status: 'Status',
      tour: 'Tour',
      dates: 'Travel dates',
      guests: 'Guests',
      total: 'Total',
      continue: 'Continue to Checkout',
      statusLabels: { active: 'Active', expired: 'Expired', completed: 'Completed', abandoned: 'Released' },
    },
    startFailed: 'Failed to create booking',
  },
  th: {
    messages: { extended: 'ขยายเวลาเซสชันเรียบร้อยแล้ว', extendFailed: 'ขยายเวลาเซสชันไม่สำเร็จ โปรดลองอีกครั้ง' },
    warning: (minutes: number) => `เวลาการจองจะหมดในอีก ${minutes} นาที!`,
    guestsLine: (adults: number, children: number, infants: number) =>
      [`ผู้ใหญ่ ${adults} ท่าน`, children > 0 ? `เด็ก ${children} ท่าน` : null, infants > 0 ? `ทารก ${infants} ท่าน` : null]
        .filter(Boolean)
        .join(', '),
    timer: {
      title: 'เวลาการจองจะหมดใน',
      held: (guests: number) => `กันที่นั่ง ${guests} ที่ไว้ให้คุณจนกว่าจะหมดเวลา`,
      extend: 'ขยายเวลา',
      extending: 'กำลังขยายเวลา…',
      extendHint: 'เพิ่มเวลา: เซสชันจะสิ้นสุดใน 15 นาทีนับจากนี้',
      progressLabel: 'เวลาที่เหลือของเซสชันการจอง',
      badgeLabel: (time: string) => `เวลาการจองที่เหลือ: ${time}`,
    },
    expired: {
      title: 'หมดเวลาการจอง',
      body: 'เซสชันการจองของคุณหมดเวลาแล้ว โปรดเริ่มใหม่อีกครั้ง',
      released: 'ที่นั่งที่คุณกันไว้ถูกปล่อยคืนแล้ว คุณเลือกวันเดินทางและเริ่มจองใหม่ได้',
      backToTour: 'กลับไปที่ทัวร์',
      home: 'กลับหน้าแรก',
    },
    notFound: {
      title: 'ไม่พบเซสชันการจอง หรือหมดอายุแล้ว',
      body: 'เซสชันการจองนี้ไม่มีอยู่ เป็นของผู้อื่น หรือสิ้นสุดไปแล้ว',
    },
    loadFailed: 'โหลดข้อมูลการจองไม่สำเร็จ',
    retry: 'ลองอีกครั้ง',
    restored: 'กู้คืนเซสชันการจองแล้ว',
    completed: {
      title: 'การจองนี้เสร็จสมบูรณ์แล้ว',
      body: 'ได้รับการชำระเงินของเซสชันการจองนี้แล้ว',
      view: 'ดูการยืนยันการจอง',
    },
    page: {
      title: 'เซสชันการจองของคุณ',
      subtitle: 'เรากันที่นั่งไว้ให้ระหว่างที่คุณทำการจองให้เสร็จ',
      loading: 'กำลังโหลดเซสชันการจอง',
      status: 'สถานะ',
      tour: 'ทัวร์',
      dates: 'วันเดินทาง',
      guests: 'ผู้เดินทาง',
      total: 'ยอดรวม',
      continue: 'ไปที่การชำระเงิน',
      statusLabels: { active: 'ใช้งานอยู่', expired: 'หมดเวลา', completed: 'เสร็จสมบูรณ์', abandoned: 'ปล่อยคืนแล้ว' },
    },
    startFailed: 'สร้างการจองไม่สำเร็จ',
  },
});
