import { FLIGHT_MESSAGES } from '@tour/shared';

/** Strings of the administrators' Flight Deal page (2-operator.md sections 2, 5 and 8). */
export const FLIGHT_DEAL_TEXTS = {
  pageTitle: 'Flight Deal',
  heading: 'ค้นหาข้อมูลเที่ยวบิน',
  adminOnly: 'Admin Only',
  intro: 'ค้นหาเที่ยวบินด้วยหมายเลขเที่ยวบินและวันที่ ผลลัพธ์แสดงเป็น JSON ตามที่เซิร์ฟเวอร์ตอบกลับ',
  flightNumber: 'Flight Number',
  flightNumberPlaceholder: 'TG102',
  flightNumberHint: 'Two or three letters, then one to four digits',
  date: 'Date',
  submit: 'ค้นหา',
  searching: 'กำลังค้นหา...',
  success: 'ค้นหาสำเร็จ',
  notFound: FLIGHT_MESSAGES.dealNotFound,
  failed: 'เกิดข้อผิดพลาด',
  result: 'ผลลัพธ์ (JSON)',
  sampleBadge: 'Sample schedule',
  sampleNote:
    'The live flight schedule is not available, so this answer comes from the built-in sample schedule (source: "sample").',
  liveBadge: 'Amadeus',
  back: 'Back to account',
} as const;
