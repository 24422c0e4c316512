import { bilingual } from '@tour/shared';

/** The verification desk's e-mails in both languages: the traveller's rejected transfer and the administrators' overdue list. */
export const TRANSFER_VERIFICATION_MAIL_TEXTS = bilingual({
  en: {
    rejected: {
      subject: (deadline: string, reference: string, tourTitle: string, appName: string) =>
        `Bank transfer not verified – pay by ${deadline} · ${reference} · ${tourTitle} | ${appName}`,
      greeting: (name: string | null) => `Dear ${name ?? 'traveller'},`,
      lead: 'We could not verify the bank transfer you sent for your booking, so it is not paid yet.',
      reason: 'Reason: ',
      keep: (deadline: string) =>
        `Your seats are held until ${deadline}. Please pay before then by card, PromptPay or a new bank transfer; if the booking is not paid by then it is cancelled and the seats are released.`,
      reference: (reference: string) => `Booking reference: ${reference}`,
      tour: (title: string) => `Tour: ${title}`,
      travelDates: (start: string, end: string) => `Travel dates: ${start} to ${end}`,
      amountDue: (amount: string) => `Amount due: ${amount}`,
      payBy: (deadline: string) => `Pay by: ${deadline}`,
      manage: 'Pay for your booking',
      privateNote: 'This link is private to your booking: please do not share it.',
    },
    overdue: {
      subject: (count: number, appName: string) =>
        `${count === 1 ? '1 bank transfer' : `${count} bank transfers`} overdue for verification | ${appName}`,
      lead: 'These bank transfers were not verified within 1-2 business days, as travellers are promised. They are shown first on the verification desk, flagged overdue.',
      line: (reference: string, tourTitle: string, amount: string, received: string, due: string) =>
        `${reference} · ${tourTitle} · ${amount} · received ${received}, due ${due}`,
      open: 'Open the verification desk',
    },
  },
  th: {
    rejected: {
      subject: (deadline: string, reference: string, tourTitle: string, appName: string) =>
        `ไม่สามารถยืนยันการโอนเงินได้ – กรุณาชำระภายใน ${deadline} · ${reference} · ${tourTitle} | ${appName}`,
      greeting: (name: string | null) => (name ? `เรียน คุณ${name}` : 'เรียน ผู้เดินทาง'),
      lead: 'เราไม่สามารถยืนยันการโอนเงินที่คุณส่งมาสำหรับการจองได้ การจองจึงยังไม่ได้รับการชำระเงิน',
      reason: 'เหตุผล: ',
      keep: (deadline: string) =>
        `เราสำรองที่นั่งของคุณไว้จนถึง ${deadline} กรุณาชำระเงินก่อนเวลาดังกล่าวด้วยบัตร พร้อมเพย์ หรือโอนเงินผ่านธนาคารอีกครั้ง หากไม่ได้ชำระภายในเวลานั้น การจองจะถูกยกเลิกและที่นั่งจะถูกปล่อยคืน`,
      reference: (reference: string) => `หมายเลขการจอง: ${reference}`,
      tour: (title: string) => `ทัวร์: ${title}`,
      travelDates: (start: string, end: string) => `วันเดินทาง: ${start} ถึง ${end}`,
      amountDue: (amount: string) => `ยอดที่ต้องชำระ: ${amount}`,
      payBy: (deadline: string) => `ชำระภายใน: ${deadline}`,
      manage: 'ชำระเงินสำหรับการจอง',
      privateNote: 'ลิงก์นี้ใช้ได้เฉพาะการจองของคุณ กรุณาอย่าแชร์ให้ผู้อื่น',
    },
    overdue: {
      subject: (count: number, appName: string) => `การโอนเงิน ${count} รายการเลยกำหนดตรวจสอบ | ${appName}`,
      lead: 'การโอนเงินเหล่านี้ไม่ได้รับการตรวจสอบภายใน 1-2 วันทำการตามที่แจ้งผู้เดินทางไว้ รายการเหล่านี้แสดงเป็นลำดับแรกในหน้าตรวจสอบการโอน พร้อมระบุว่าเลยกำหนด',
      line: (reference: string, tourTitle: string, amount: string, received: string, due: string) =>
        `${reference} · ${tourTitle} · ${amount} · ได้รับ ${received} กำหนดตรวจสอบ ${due}`,
      open: 'เปิดหน้าตรวจสอบการโอน',
    },
  },
});
