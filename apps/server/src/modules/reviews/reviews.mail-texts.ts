import { bilingual } from '@tour/shared';

/** The review e-mails to the traveller in both languages: the request to review the trip and the operator's reply. */
export const REVIEWS_MAIL_TEXTS = bilingual({
  en: {
    greeting: (name: string | null) => `Dear ${name ?? 'traveller'},`,
    request: {
      subject: (tourTitle: string, reference: string, appName: string) =>
        `How was ${tourTitle}? Review your trip (${reference}) | ${appName}`,
      lead: (tourTitle: string) =>
        `We hope you enjoyed ${tourTitle}. Travellers choose their next trip by reviews of people who went: would you tell them about yours?`,
      how: (linkDays: number, editDays: number) =>
        `Rate the trip from 1 to 5 stars and write a few words; photos are welcome. The link below works without signing in for ${linkDays} days, and you can edit your review for ${editDays} days after writing it.`,
      reference: (reference: string) => `Booking reference: ${reference}`,
      tour: (tourTitle: string) => `Tour: ${tourTitle}`,
      travelDates: (start: string, end: string) => `Travel dates: ${start} to ${end}`,
      write: 'Write your review',
    },
    reply: {
      subject: (operatorName: string, tourTitle: string, appName: string) =>
        `${operatorName} replied to your review of ${tourTitle} | ${appName}`,
      lead: (operatorName: string, reviewTitle: string) =>
        `${operatorName} has answered your review "${reviewTitle}". Their reply is shown under your review on the tour's page:`,
      see: 'See it on the tour page',
    },
  },
  th: {
    greeting: (name: string | null) => (name ? `เรียน คุณ${name}` : 'เรียน ผู้เดินทาง'),
    request: {
      subject: (tourTitle: string, reference: string, appName: string) =>
        `${tourTitle} เป็นอย่างไรบ้าง รีวิวทริปของคุณ (${reference}) | ${appName}`,
      lead: (tourTitle: string) =>
        `หวังว่าคุณจะสนุกกับ ${tourTitle} ผู้เดินทางคนอื่นเลือกทริปถัดไปจากรีวิวของผู้ที่เคยไปมาแล้ว ช่วยเล่าประสบการณ์ของคุณให้พวกเขาฟังได้ไหม`,
      how: (linkDays: number, editDays: number) =>
        `ให้คะแนนทริป 1 ถึง 5 ดาวและเขียนความเห็นสั้น ๆ แนบรูปภาพได้ด้วย ลิงก์ด้านล่างใช้ได้โดยไม่ต้องเข้าสู่ระบบเป็นเวลา ${linkDays} วัน และคุณแก้ไขรีวิวได้ภายใน ${editDays} วันหลังจากเขียน`,
      reference: (reference: string) => `หมายเลขการจอง: ${reference}`,
      tour: (tourTitle: string) => `ทัวร์: ${tourTitle}`,
      travelDates: (start: string, end: string) => `วันเดินทาง: ${start} ถึง ${end}`,
      write: 'เขียนรีวิวของคุณ',
    },
    reply: {
      subject: (operatorName: string, tourTitle: string, appName: string) =>
        `${operatorName} ตอบกลับรีวิว ${tourTitle} ของคุณแล้ว | ${appName}`,
      lead: (operatorName: string, reviewTitle: string) =>
        `${operatorName} ได้ตอบกลับรีวิว "${reviewTitle}" ของคุณ คำตอบจะแสดงใต้รีวิวของคุณในหน้าทัวร์:`,
      see: 'ดูในหน้าทัวร์',
    },
  },
});
