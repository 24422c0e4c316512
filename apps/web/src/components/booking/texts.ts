import { defineTexts } from '../../lib/i18n/texts';

/** Strings of the booking views the confirmation and manage-booking pages share. */
export const BOOKING_VIEW_TEXTS = defineTexts({
  en: {
    details: {
      title: 'Booking Details',
      tour: 'Tour',
      location: 'Location',
      duration: 'Duration',
      days: (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`,
      dates: 'Travel dates',
      guests: 'Guests',
      guestsValue: (count: number) => `${count} ${count === 1 ? 'guest' : 'guests'}`,
      contact: 'Contact',
      method: 'Payment method',
      total: 'Total',
    },
    /** The account a bank-transfer refund is paid into (cancel dialogs and the manage page). */
    refundAccount: {
      legend: 'Where should we send your refund?',
      hint: 'We use these details only to pay this refund.',
      bankName: 'Bank',
      accountName: 'Account holder name',
      accountNumber: 'Account number',
      formTitle: 'Tell us where to send your refund',
      formBody:
        'We cancelled this booking and owe you a refund by bank transfer. Please give the account to pay it into.',
      save: 'Save account',
      saving: 'Saving...',
      saveFailed: 'Could not save the account',
    },
    /** What cancelling gives back: My Bookings and the manage-booking page word it alike. */
    refund: {
      nowFree: (amount: string) => `If you cancel now, you get back the full ${amount}.`,
      nowLate: (feePercent: number, fee: string, refund: string) =>
        `Under this booking's cancellation policy, cancelling now costs a ${feePercent}% fee of ${fee} and you get back ${refund}.`,
      nowUnpaid: 'Nothing has been paid for this booking, so cancelling costs nothing.',
      manualNote:
        'Your bank transfer is refunded by hand: an administrator checks the transfer and sends the money back to your account, and we e-mail you the transfer reference when it is made.',
      providerNote: (where: string) => `The refund goes back to ${where}; it usually shows within 5-10 business days.`,
      card: 'your card',
      promptpay: 'the account you paid from with PromptPay',
    },
    support: { title: 'Need help?' },
    downloadReceipt: 'Download Receipt',
    receipt: { downloaded: 'Receipt downloaded successfully!', notAvailable: 'Booking details not available' },
    home: 'Back to Home',
  },
  th: {
    details: {
      title: 'รายละเอียดการจอง',
      tour: 'ทัวร์',
      location: 'สถานที่',
      duration: 'ระยะเวลา',
      days: (days: number) => `${days} วัน`,
      dates: 'วันเดินทาง',
      guests: 'ผู้เดินทาง',
      guestsValue: (count: number) => `${count} ท่าน`,
      contact: 'ผู้ติดต่อ',
      method: 'วิธีชำระเงิน',
      total: 'ยอดรวม',
    },
    refundAccount: {
      legend: 'ต้องการให้เราโอนเงินคืนเข้าบัญชีใด',
      hint: 'เราใช้ข้อมูลนี้เพื่อโอนเงินคืนครั้งนี้เท่านั้น',
      bankName: 'ธนาคาร',
      accountName: 'ชื่อเจ้าของบัญชี',
      accountNumber: 'เลขที่บัญชี',
      formTitle: 'แจ้งบัญชีสำหรับรับเงินคืน',
      formBody: 'เรายกเลิกการจองนี้และต้องคืนเงินให้คุณด้วยการโอนเงิน โปรดระบุบัญชีที่ต้องการรับเงินคืน',
      save: 'บันทึกบัญชี',
      saving: 'กำลังบันทึก...',
      saveFailed: 'บันทึกบัญชีไม่สำเร็จ',
    },
    refund: {
      nowFree: (amount: string) => `หากยกเลิกตอนนี้ คุณจะได้รับเงินคืนเต็มจำนวน ${amount}`,
      nowLate: (feePercent: number, fee: string, refund: string) =>
        `ตามนโยบายการยกเลิกของการจองนี้ การยกเลิกตอนนี้มีค่าธรรมเนียม ${feePercent}% เป็นเงิน ${fee} และคุณจะได้รับเงินคืน ${refund}`,
      nowUnpaid: 'การจองนี้ยังไม่มีการชำระเงิน จึงยกเลิกได้โดยไม่มีค่าใช้จ่าย',
      manualNote:
        'เงินที่โอนผ่านธนาคารจะคืนให้โดยเจ้าหน้าที่: ผู้ดูแลระบบจะตรวจสอบการโอนแล้วโอนเงินคืนเข้าบัญชีของคุณ และเราจะส่งหมายเลขอ้างอิงการโอนทางอีเมลเมื่อโอนแล้ว',
      providerNote: (where: string) => `เงินจะคืนเข้า${where} โดยทั่วไปจะเห็นยอดภายใน 5-10 วันทำการ`,
      card: 'บัตรของคุณ',
      promptpay: 'บัญชีที่คุณใช้ชำระผ่านพร้อมเพย์',
    },
    support: { title: 'ต้องการความช่วยเหลือ?' },
    downloadReceipt: 'ดาวน์โหลดใบเสร็จ',
    receipt: { downloaded: 'ดาวน์โหลดใบเสร็จเรียบร้อยแล้ว!', notAvailable: 'ไม่พบรายละเอียดการจอง' },
    home: 'กลับหน้าแรก',
  },
});
