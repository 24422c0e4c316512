import { FLIGHT_MESSAGES } from '@tour/shared';
import { defineTexts } from '../../lib/i18n/texts';

/**
 * Strings of the administrators' Flight Deal page (2-operator.md sections 2, 5 and 8): the spec's heading and
 * messages are Thai, its field names English; each language's page is wholly in its language.
 */
export const FLIGHT_DEAL_TEXTS = defineTexts({
  en: {
    pageTitle: 'Flight Deal',
    heading: 'Look up a flight',
    adminOnly: 'Admin Only',
    intro: 'Look up a flight by its number and date. The result is shown as JSON, as the server answered.',
    flightNumber: 'Flight Number',
    flightNumberPlaceholder: 'TG102',
    flightNumberHint: 'Two or three letters, then one to four digits',
    date: 'Date',
    submit: 'Search',
    searching: 'Searching...',
    success: 'Search successful',
    notFound: 'Flight not found',
    failed: 'Something went wrong',
    result: 'Result (JSON)',
    sampleBadge: 'Sample schedule',
    sampleNote:
      'The live flight schedule is not available, so this answer comes from the built-in sample schedule (source: "sample").',
    liveBadge: 'Amadeus',
    back: 'Back to account',
  },
  th: {
    pageTitle: 'ดีลเที่ยวบิน',
    heading: 'ค้นหาข้อมูลเที่ยวบิน',
    adminOnly: 'เฉพาะผู้ดูแลระบบ',
    intro: 'ค้นหาเที่ยวบินด้วยหมายเลขเที่ยวบินและวันที่ ผลลัพธ์แสดงเป็น JSON ตามที่เซิร์ฟเวอร์ตอบกลับ',
    flightNumber: 'หมายเลขเที่ยวบิน',
    flightNumberPlaceholder: 'TG102',
    flightNumberHint: 'ตัวอักษร 2–3 ตัว ตามด้วยตัวเลข 1–4 หลัก',
    date: 'วันที่',
    submit: 'ค้นหา',
    searching: 'กำลังค้นหา...',
    success: 'ค้นหาสำเร็จ',
    notFound: FLIGHT_MESSAGES.dealNotFound,
    failed: 'เกิดข้อผิดพลาด',
    result: 'ผลลัพธ์ (JSON)',
    sampleBadge: 'ตารางบินตัวอย่าง',
    sampleNote: 'ตารางบินจริงไม่พร้อมใช้งานในขณะนี้ ผลลัพธ์นี้จึงมาจากตารางบินตัวอย่างในระบบ (source: "sample")',
    liveBadge: 'Amadeus',
    back: 'กลับไปที่บัญชี',
  },
});
