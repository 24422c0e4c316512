import type { TBookingStage } from '@tour/shared';
import { defineTexts } from '../../lib/i18n/texts';

const THEN_YOUR_TRIP_TH = {
  title: 'จากนั้นเตรียมตัวเดินทาง',
  body: 'เมื่อชำระเงินแล้ว ผู้ประสานงานทัวร์จะติดต่อคุณภายใน 24 ชั่วโมง และเราจะส่งเอกสารการเดินทางทางอีเมล 7 วันก่อนออกเดินทาง',
};

/** Strings of the confirmation pages (1-traveller.md sections 2, 8 and 9). */
export const CONFIRMATION_TEXTS = defineTexts({
  en: {
    loading: 'Loading booking confirmation...',
    pageTitle: 'Your booking',
    payBy: 'Pay by',
    payNow: {
      title: 'Pay for your booking',
      body: 'Pay now by card, bank transfer or PromptPay to confirm it.',
      button: (amount: string) => `Pay ${amount} now`,
      dialogTitle: 'Pay for your booking',
      dialogBody: (reference: string, amount: string) => `Booking ${reference}: ${amount}`,
    },
    reference: 'Booking Reference',
    referenceHint: 'Quote this reference whenever you contact us.',
    loadError: 'Error loading booking details',
    loadErrorBody: 'We could not load this booking. If you just paid, your confirmation e-mail has the details.',
    findBooking: { body: 'Booked in another browser or as a guest?', link: 'Find my booking' },
    pending: {
      title: 'Payment pending verification',
      body: 'We have your payment slip. We verify bank transfers within 1-2 business days and e-mail you once your payment is confirmed.',
    },
    paymentStatuses: {
      pending: 'Not paid yet',
      processing: 'Pending verification',
      completed: 'Paid',
      failed: 'Not paid yet',
    } as Record<string, string>,
    /**
     * 'What Happens Next?' per stage (issue 22): each step is something that does happen. Paid: the operator is
     * told by a job and the travel documents go out 7 days before departure (jobs/operator-notices.ts,
     * jobs/travel-documents.ts). A cancelled or completed booking has no next steps.
     */
    next: {
      title: 'What Happens Next?',
      steps: {
        paid: [
          { title: 'Confirmation e-mail', body: 'You will receive a confirmation e-mail within 5 minutes.' },
          {
            title: 'Your tour coordinator',
            body: 'We pass your booking to the tour operator: your tour coordinator will contact you within 24 hours.',
          },
          {
            title: 'Travel documents',
            body: 'Your travel documents (itinerary, flights and meeting details) will be e-mailed 7 days before departure.',
          },
        ],
        awaiting_verification: [
          {
            title: 'Slip received',
            body: 'You will receive an e-mail within 5 minutes confirming that we have your booking and your slip.',
          },
          {
            title: 'Transfer verified',
            body: 'We verify your bank transfer within 1-2 business days and e-mail you as soon as your payment is confirmed.',
          },
          {
            title: 'Then your trip',
            body: 'Once your payment is confirmed, your tour coordinator contacts you within 24 hours and your travel documents are e-mailed 7 days before departure.',
          },
        ],
        reserved: [
          {
            title: 'Reservation e-mail',
            body: 'You will receive an e-mail within 5 minutes with your reservation and a private link to pay.',
          },
          {
            title: 'Pay by the deadline',
            body: 'Your seats are held until the payment deadline above; we remind you by e-mail a day before. Unpaid at the deadline, the reservation is cancelled.',
          },
          {
            title: 'Then your trip',
            body: 'Once paid, your tour coordinator contacts you within 24 hours and your travel documents are e-mailed 7 days before departure.',
          },
        ],
        awaiting_payment: [
          { title: 'Pay for your booking', body: 'Your booking is not paid yet: pay now to confirm it.' },
          {
            title: 'Then your trip',
            body: 'Once paid, your tour coordinator contacts you within 24 hours and your travel documents are e-mailed 7 days before departure.',
          },
        ],
      } as Partial<Record<TBookingStage, ReadonlyArray<{ title: string; body: string }>>>,
    },
    notes: {
      title: 'Important Notes',
      cancellationTitle: 'Cancellation Policy',
      insuranceTitle: 'Travel Insurance',
      insurance: 'We strongly recommend travel insurance that covers cancellation, medical care and lost luggage.',
    },
    supportBody: 'Our team is here for you before, during and after your trip.',
    actions: {
      bookings: 'View My Bookings',
      bookingsFailed: 'Booking details not available',
    },
  },
  th: {
    loading: 'กำลังโหลดการยืนยันการจอง...',
    pageTitle: 'การจองของคุณ',
    payBy: 'ชำระภายใน',
    payNow: {
      title: 'ชำระเงินสำหรับการจองของคุณ',
      body: 'ชำระตอนนี้ด้วยบัตร โอนเงินผ่านธนาคาร หรือพร้อมเพย์ เพื่อยืนยันการจอง',
      button: (amount: string) => `ชำระ ${amount} ตอนนี้`,
      dialogTitle: 'ชำระเงินสำหรับการจองของคุณ',
      dialogBody: (reference: string, amount: string) => `การจอง ${reference}: ${amount}`,
    },
    reference: 'หมายเลขการจอง',
    referenceHint: 'โปรดแจ้งหมายเลขนี้ทุกครั้งที่ติดต่อเรา',
    loadError: 'โหลดรายละเอียดการจองไม่สำเร็จ',
    loadErrorBody: 'เราโหลดการจองนี้ไม่ได้ หากคุณเพิ่งชำระเงิน รายละเอียดอยู่ในอีเมลยืนยันของคุณ',
    findBooking: { body: 'จองจากเบราว์เซอร์อื่นหรือจองโดยไม่เข้าสู่ระบบ?', link: 'ค้นหาการจองของฉัน' },
    pending: {
      title: 'การชำระเงินรอการตรวจสอบ',
      body: 'เราได้รับสลิปโอนเงินของคุณแล้ว เราตรวจสอบการโอนเงินภายใน 1-2 วันทำการ และจะส่งอีเมลแจ้งเมื่อยืนยันการชำระเงินแล้ว',
    },
    paymentStatuses: {
      pending: 'ยังไม่ชำระ',
      processing: 'รอการตรวจสอบ',
      completed: 'ชำระแล้ว',
      failed: 'ยังไม่ชำระ',
    },
    next: {
      title: 'ขั้นตอนต่อไป',
      steps: {
        paid: [
          { title: 'อีเมลยืนยัน', body: 'คุณจะได้รับอีเมลยืนยันภายใน 5 นาที' },
          {
            title: 'ผู้ประสานงานทัวร์',
            body: 'เราส่งการจองของคุณให้ผู้ประกอบการทัวร์ และผู้ประสานงานทัวร์จะติดต่อคุณภายใน 24 ชั่วโมง',
          },
          {
            title: 'เอกสารการเดินทาง',
            body: 'เราจะส่งเอกสารการเดินทาง (แผนการเดินทาง เที่ยวบิน และรายละเอียดจุดนัดพบ) ทางอีเมล 7 วันก่อนออกเดินทาง',
          },
        ],
        awaiting_verification: [
          {
            title: 'ได้รับสลิปแล้ว',
            body: 'คุณจะได้รับอีเมลภายใน 5 นาที ยืนยันว่าเราได้รับการจองและสลิปของคุณแล้ว',
          },
          {
            title: 'ตรวจสอบการโอนเงิน',
            body: 'เราตรวจสอบการโอนเงินภายใน 1-2 วันทำการ และส่งอีเมลแจ้งทันทีที่ยืนยันการชำระเงิน',
          },
          {
            title: 'จากนั้นเตรียมตัวเดินทาง',
            body: 'เมื่อยืนยันการชำระเงินแล้ว ผู้ประสานงานทัวร์จะติดต่อคุณภายใน 24 ชั่วโมง และเราจะส่งเอกสารการเดินทางทางอีเมล 7 วันก่อนออกเดินทาง',
          },
        ],
        reserved: [
          {
            title: 'อีเมลการจอง',
            body: 'คุณจะได้รับอีเมลภายใน 5 นาที พร้อมรายละเอียดการจองและลิงก์ส่วนตัวสำหรับชำระเงิน',
          },
          {
            title: 'ชำระเงินภายในกำหนด',
            body: 'เรากันที่นั่งไว้ให้จนถึงกำหนดชำระเงินด้านบน และจะส่งอีเมลเตือนล่วงหน้าหนึ่งวัน หากไม่ชำระภายในกำหนด การจองจะถูกยกเลิก',
          },
          THEN_YOUR_TRIP_TH,
        ],
        awaiting_payment: [
          { title: 'ชำระเงินสำหรับการจอง', body: 'การจองของคุณยังไม่ได้ชำระเงิน ชำระตอนนี้เพื่อยืนยันการจอง' },
          THEN_YOUR_TRIP_TH,
        ],
      },
    },
    notes: {
      title: 'ข้อควรทราบ',
      cancellationTitle: 'นโยบายการยกเลิก',
      insuranceTitle: 'ประกันการเดินทาง',
      insurance: 'เราแนะนำให้ทำประกันการเดินทางที่คุ้มครองการยกเลิกการเดินทาง ค่ารักษาพยาบาล และกระเป๋าสูญหาย',
    },
    supportBody: 'ทีมงานของเราพร้อมดูแลคุณทั้งก่อน ระหว่าง และหลังการเดินทาง',
    actions: {
      bookings: 'ดูการจองของฉัน',
      bookingsFailed: 'ไม่พบรายละเอียดการจอง',
    },
  },
});
