import { bilingual } from '@tour/shared';

/** The refund e-mails to the traveller in both languages. */
export const REFUNDS_MAIL_TEXTS = bilingual({
  en: {
    greeting: (name: string | null) => `Dear ${name ?? 'traveller'},`,
    viewBooking: 'View your booking',
    toCard: 'your card',
    toPromptPay: 'the account you paid from with PromptPay',
    reference: (reference: string) => `Booking reference: ${reference}`,
    refund: (money: string) => `Refund: ${money}`,
    onItsWay: {
      subject: (reference: string, appName: string) => `Refund on its way · ${reference} | ${appName}`,
      lead: (money: string, reference: string, tourTitle: string, destination: string) =>
        `We have refunded ${money} of your booking ${reference} (${tourTitle}) to ${destination}. It usually shows within 5-10 business days.`,
    },
    transferred: {
      subject: (reference: string, appName: string) => `Refund paid · ${reference} | ${appName}`,
      toAccount: (lastDigits: string) => ` to the account ending ${lastDigits}`,
      lead: (money: string, reference: string, tourTitle: string, account: string) =>
        `We have transferred your refund of ${money} for booking ${reference} (${tourTitle})${account}. Depending on your bank it may take a business day to show.`,
      transferReference: (reference: string) => `Transfer reference: ${reference}`,
    },
    failed: {
      subject: (reference: string, appName: string) => `Refund failed · ${reference} | ${appName}`,
      lead: (money: string, reference: string, tourTitle: string, destination: string) =>
        `The refund of ${money} for your booking ${reference} (${tourTitle}) to ${destination} did not go through: the payment provider could not return the money. You have not been refunded yet.`,
      writeTo: (supportEmail: string) =>
        `Please write to ${supportEmail} with your booking reference, and we will arrange to pay it back another way.`,
    },
  },
  th: {
    greeting: (name: string | null) => (name ? `เรียน คุณ${name}` : 'เรียน ผู้เดินทาง'),
    viewBooking: 'ดูการจองของคุณ',
    toCard: 'บัตรของคุณ',
    toPromptPay: 'บัญชีพร้อมเพย์ที่คุณใช้ชำระเงิน',
    reference: (reference: string) => `หมายเลขการจอง: ${reference}`,
    refund: (money: string) => `ยอดคืนเงิน: ${money}`,
    onItsWay: {
      subject: (reference: string, appName: string) => `กำลังคืนเงินให้คุณ · ${reference} | ${appName}`,
      lead: (money: string, reference: string, tourTitle: string, destination: string) =>
        `เราได้คืนเงิน ${money} ของการจอง ${reference} (${tourTitle}) ไปยัง${destination}แล้ว โดยปกติยอดเงินจะปรากฏภายใน 5-10 วันทำการ`,
    },
    transferred: {
      subject: (reference: string, appName: string) => `โอนเงินคืนแล้ว · ${reference} | ${appName}`,
      toAccount: (lastDigits: string) => ` ไปยังบัญชีที่ลงท้ายด้วย ${lastDigits}`,
      lead: (money: string, reference: string, tourTitle: string, account: string) =>
        `เราได้โอนเงินคืน ${money} ของการจอง ${reference} (${tourTitle})${account}แล้ว ยอดเงินอาจใช้เวลาหนึ่งวันทำการจึงจะปรากฏ ขึ้นอยู่กับธนาคารของคุณ`,
      transferReference: (reference: string) => `เลขอ้างอิงการโอน: ${reference}`,
    },
    failed: {
      subject: (reference: string, appName: string) => `คืนเงินไม่สำเร็จ · ${reference} | ${appName}`,
      lead: (money: string, reference: string, tourTitle: string, destination: string) =>
        `การคืนเงิน ${money} ของการจอง ${reference} (${tourTitle}) ไปยัง${destination}ไม่สำเร็จ ผู้ให้บริการชำระเงินไม่สามารถคืนเงินได้ คุณจึงยังไม่ได้รับเงินคืน`,
      writeTo: (supportEmail: string) =>
        `กรุณาส่งอีเมลถึง ${supportEmail} พร้อมหมายเลขการจองของคุณ แล้วเราจะจัดการคืนเงินให้ด้วยวิธีอื่น`,
    },
  },
});
