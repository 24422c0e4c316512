import { bilingual } from '@tour/shared';

/** The manage-link and cancellation e-mails' texts, in the booking's language. */
export const BOOKING_ACCESS_MAIL_TEXTS = bilingual({
  en: {
    greeting: (name: string | null) => `Dear ${name ?? 'traveller'},`,
    dates: (start: string, end: string) => `${start} - ${end}`,
    privateLink: 'This link is private: anyone who has it can see and change this booking, so please do not share it.',
    manageLink: {
      subject: (reference: string, tourTitle: string, appName: string) =>
        `Manage your booking ${reference} · ${tourTitle} | ${appName}`,
      asked: (reference: string, tourTitle: string, dates: string) =>
        `You asked for a link to your booking ${reference}: ${tourTitle}, ${dates}.`,
      uses: 'With it you can see the booking, pay what is due, download the receipt and cancel under the cancellation policy. It works until your trip ends.',
      ignore: 'If you did not ask for this, you can ignore this e-mail.',
      link: 'Manage your booking',
    },
    cancelled: {
      byAdministrator: (reference: string, tourTitle: string, dates: string, reason: string) =>
        `We have cancelled your booking ${reference} (${tourTitle}, ${dates}): ${reason}`,
      byTraveller: (reference: string, tourTitle: string, dates: string) =>
        `Your booking ${reference} (${tourTitle}, ${dates}) has been cancelled as you asked, and its seats have been released.`,
      nothingPaid: 'No payment had been made for this booking, so nothing is charged.',
      terms: (policy: string) => `Your booking's cancellation policy: ${policy}`,
      fullRefundByUs: 'As we cancelled it, everything you paid is refunded.',
      noFee: (terms: string) => `${terms} No cancellation fee applies.`,
      freeInTime: (terms: string) => `${terms} You cancelled in time, so the cancellation is free.`,
      fee: (terms: string, percent: number, amount: string) =>
        `${terms} So a ${percent}% cancellation fee of ${amount} applies.`,
      nothingRefunded: 'Nothing is refunded.',
      byHand: (amount: string) =>
        `We refund ${amount} of your bank transfer by hand: an administrator checks the transfer and sends the money back to your account, and we e-mail you the transfer's reference when it is made.`,
      askAccount: 'Please tell us the bank account to pay it into, on your booking page (link below).',
      toProvider: (amount: string, where: string) =>
        `A refund of ${amount} is being made to ${where}. It usually shows within 5-10 business days.`,
      card: 'your card',
      promptpay: 'the account you paid from with PromptPay',
      link: 'View your booking',
    },
  },
  th: {
    greeting: (name: string | null) => (name ? `เรียน คุณ${name}` : 'เรียน ผู้เดินทาง'),
    dates: (start: string, end: string) => `${start} - ${end}`,
    privateLink: 'ลิงก์นี้เป็นลิงก์ส่วนตัว ผู้ที่มีลิงก์จะดูและเปลี่ยนแปลงการจองนี้ได้ โปรดอย่าแชร์ให้ผู้อื่น',
    manageLink: {
      subject: (reference: string, tourTitle: string, appName: string) =>
        `จัดการการจอง ${reference} · ${tourTitle} | ${appName}`,
      asked: (reference: string, tourTitle: string, dates: string) =>
        `คุณได้ขอลิงก์สำหรับการจอง ${reference}: ${tourTitle}, ${dates}`,
      uses: 'ใช้ลิงก์นี้เพื่อดูการจอง ชำระยอดที่ค้างอยู่ ดาวน์โหลดใบเสร็จ และยกเลิกการจองตามนโยบายการยกเลิกได้ ลิงก์ใช้ได้จนกว่าทริปของคุณจะสิ้นสุด',
      ignore: 'หากคุณไม่ได้ขอลิงก์นี้ ไม่ต้องดำเนินการใดๆ กับอีเมลนี้',
      link: 'จัดการการจอง',
    },
    cancelled: {
      byAdministrator: (reference: string, tourTitle: string, dates: string, reason: string) =>
        `เราได้ยกเลิกการจอง ${reference} (${tourTitle}, ${dates}) ของคุณ: ${reason}`,
      byTraveller: (reference: string, tourTitle: string, dates: string) =>
        `การจอง ${reference} (${tourTitle}, ${dates}) ของคุณถูกยกเลิกตามที่คุณขอแล้ว และที่นั่งได้ถูกปล่อยคืนแล้ว`,
      nothingPaid: 'การจองนี้ยังไม่มีการชำระเงิน จึงไม่มีค่าใช้จ่ายใดๆ',
      terms: (policy: string) => `นโยบายการยกเลิกของการจองนี้: ${policy}`,
      fullRefundByUs: 'เนื่องจากเราเป็นผู้ยกเลิก เราจะคืนเงินทั้งหมดที่คุณชำระ',
      noFee: (terms: string) => `${terms} ไม่มีค่าธรรมเนียมการยกเลิก`,
      freeInTime: (terms: string) => `${terms} คุณยกเลิกภายในเวลาที่กำหนด จึงยกเลิกได้ฟรี`,
      fee: (terms: string, percent: number, amount: string) =>
        `${terms} จึงมีค่าธรรมเนียมการยกเลิก ${percent}% เป็นเงิน ${amount}`,
      nothingRefunded: 'ไม่มีเงินคืน',
      byHand: (amount: string) =>
        `เราจะคืนเงิน ${amount} ที่คุณโอนผ่านธนาคารโดยเจ้าหน้าที่: ผู้ดูแลระบบจะตรวจสอบการโอนแล้วโอนเงินคืนเข้าบัญชีของคุณ และเราจะส่งหมายเลขอ้างอิงการโอนทางอีเมลเมื่อโอนแล้ว`,
      askAccount: 'โปรดแจ้งบัญชีธนาคารที่ต้องการรับเงินคืนในหน้าการจองของคุณ (ลิงก์ด้านล่าง)',
      toProvider: (amount: string, where: string) =>
        `กำลังคืนเงิน ${amount} เข้า${where} โดยทั่วไปจะเห็นยอดภายใน 5-10 วันทำการ`,
      card: 'บัตรของคุณ',
      promptpay: 'บัญชีที่คุณใช้ชำระผ่านพร้อมเพย์',
      link: 'ดูการจองของคุณ',
    },
  },
});
