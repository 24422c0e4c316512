import { bilingual } from '@tour/shared';

/** The tour operator's news of a booking (paid, or cancelled) in both languages. */
export const OPERATOR_NOTICES_MAIL_TEXTS = bilingual({
  en: {
    greeting: (operatorName: string | null) => (operatorName ? `Dear ${operatorName},` : 'Dear tour operator,'),
    paidSubject: (reference: string, tourTitle: string, departing: string) =>
      `New paid booking ${reference}: ${tourTitle}, departing ${departing}`,
    cancelledSubject: (reference: string, tourTitle: string, departing: string) =>
      `Booking ${reference} cancelled: ${tourTitle}, departing ${departing}`,
    paidLead:
      'A booking of your tour has been paid. Please contact the traveller within 24 hours: we have told them that their tour coordinator will.',
    cancelledLead: (guests: number) =>
      `A paid booking of your tour has been cancelled; its ${guests === 1 ? 'seat is' : 'seats are'} free again.`,
    reference: (reference: string) => `Booking reference: ${reference}`,
    tour: (title: string, location: string, country: string) => `Tour: ${title} (${location}, ${country})`,
    departure: (start: string, end: string, days: number) => `Departure: ${start} to ${end} (${days} days)`,
    guests: (count: number, names: readonly string[]) =>
      `Guests: ${count}${names.length > 0 ? ` (${names.join(', ')})` : ''}`,
    contact: (contact: string) => `Traveller's contact: ${contact || 'not given'}`,
    total: (amount: string) => `Booking total: ${amount}`,
    reason: (reason: string) => `Reason: ${reason}`,
    flight: (line: string) => `Flight: ${line}`,
  },
  th: {
    greeting: (operatorName: string | null) => (operatorName ? `เรียน ${operatorName}` : 'เรียน ผู้ประกอบการนำเที่ยว'),
    paidSubject: (reference: string, tourTitle: string, departing: string) =>
      `การจองใหม่ที่ชำระเงินแล้ว ${reference}: ${tourTitle} ออกเดินทาง ${departing}`,
    cancelledSubject: (reference: string, tourTitle: string, departing: string) =>
      `การจอง ${reference} ถูกยกเลิก: ${tourTitle} ออกเดินทาง ${departing}`,
    paidLead:
      'การจองทัวร์ของคุณได้รับการชำระเงินแล้ว กรุณาติดต่อผู้เดินทางภายใน 24 ชั่วโมง เราได้แจ้งผู้เดินทางไว้แล้วว่าผู้ประสานงานทัวร์จะติดต่อไป',
    cancelledLead: (guests: number) => `การจองทัวร์ของคุณที่ชำระเงินแล้วถูกยกเลิก ที่นั่ง ${guests} ที่กลับมาว่างอีกครั้ง`,
    reference: (reference: string) => `หมายเลขการจอง: ${reference}`,
    tour: (title: string, location: string, country: string) => `ทัวร์: ${title} (${location}, ${country})`,
    departure: (start: string, end: string, days: number) => `ออกเดินทาง: ${start} ถึง ${end} (${days} วัน)`,
    guests: (count: number, names: readonly string[]) =>
      `ผู้เดินทาง: ${count}${names.length > 0 ? ` (${names.join(', ')})` : ''}`,
    contact: (contact: string) => `ข้อมูลติดต่อผู้เดินทาง: ${contact || 'ไม่ได้ระบุ'}`,
    total: (amount: string) => `ยอดรวมการจอง: ${amount}`,
    reason: (reason: string) => `เหตุผล: ${reason}`,
    flight: (line: string) => `เที่ยวบิน: ${line}`,
  },
});
