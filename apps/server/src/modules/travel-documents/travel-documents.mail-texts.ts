import { bilingual } from '@tour/shared';

/** The travel documents e-mail's texts, in the booking's language. */
export const TRAVEL_DOCUMENTS_MAIL_TEXTS = bilingual({
  en: {
    subject: (tourTitle: string, departure: string, reference: string) =>
      `Your travel documents: ${tourTitle}, departing ${departure} (${reference})`,
    greeting: (name: string | null) => `Dear ${name ?? 'traveller'},`,
    lead: (departure: string) =>
      `Your trip starts on ${departure}. Here are your itinerary, flights and meeting details.`,
    reference: (reference: string) => `Booking reference: ${reference}`,
    tour: (title: string, location: string, country: string) => `Tour: ${title} (${location}, ${country})`,
    travelDates: (start: string, end: string, days: number) => `Travel dates: ${start} to ${end} (${days} days)`,
    guests: (guests: number, names: string) => `Guests: ${guests}${names ? ` (${names})` : ''}`,
    operator: (operator: string) => `Tour operator: ${operator}`,
    yourOperator: 'your tour operator',
    meetAtCheckIn: (flightNumber: string, airline: string, airport: string, code: string, time: string) =>
      `Meet at: check-in for flight ${flightNumber} (${airline}) at ${airport} (${code}), departing ${time} local time. Please arrive at least 3 hours before departure.`,
    meetingQuestions: (contact: string) => `Questions about meeting: ${contact}.`,
    meetAsOperatorSays: (contact: string) => `Meet at: ${contact} confirms where and when to meet on day 1.`,
    noFlights: 'This tour includes no flights.',
    noItinerary: 'Your tour operator sends the day-by-day programme.',
    sections: { trip: 'Your trip', meeting: 'Meeting details', flights: 'Flights', itinerary: 'Itinerary' },
    manage: 'View or manage your booking',
  },
  th: {
    subject: (tourTitle: string, departure: string, reference: string) =>
      `เอกสารการเดินทางของคุณ: ${tourTitle} ออกเดินทาง ${departure} (${reference})`,
    greeting: (name: string | null) => (name ? `เรียน คุณ${name}` : 'เรียน ผู้เดินทาง'),
    lead: (departure: string) => `ทริปของคุณจะเริ่มในวันที่ ${departure} ด้านล่างนี้คือแผนการเดินทาง เที่ยวบิน และรายละเอียดจุดนัดพบ`,
    reference: (reference: string) => `หมายเลขการจอง: ${reference}`,
    tour: (title: string, location: string, country: string) => `ทัวร์: ${title} (${location}, ${country})`,
    travelDates: (start: string, end: string, days: number) => `วันเดินทาง: ${start} ถึง ${end} (${days} วัน)`,
    guests: (guests: number, names: string) => `ผู้เดินทาง: ${guests} ท่าน${names ? ` (${names})` : ''}`,
    operator: (operator: string) => `ผู้ประกอบการทัวร์: ${operator}`,
    yourOperator: 'ผู้ประกอบการทัวร์ของคุณ',
    meetAtCheckIn: (flightNumber: string, airline: string, airport: string, code: string, time: string) =>
      `จุดนัดพบ: เคาน์เตอร์เช็กอินเที่ยวบิน ${flightNumber} (${airline}) ที่ ${airport} (${code}) ออกเดินทาง ${time} ตามเวลาท้องถิ่น โปรดมาถึงอย่างน้อย 3 ชั่วโมงก่อนเวลาออกเดินทาง`,
    meetingQuestions: (contact: string) => `สอบถามเรื่องการนัดพบ: ${contact}`,
    meetAsOperatorSays: (contact: string) => `จุดนัดพบ: ${contact} จะแจ้งสถานที่และเวลานัดพบในวันแรก`,
    noFlights: 'ทัวร์นี้ไม่รวมเที่ยวบิน',
    noItinerary: 'ผู้ประกอบการทัวร์จะส่งโปรแกรมการเดินทางรายวันให้คุณ',
    sections: {
      trip: 'ทริปของคุณ',
      meeting: 'รายละเอียดจุดนัดพบ',
      flights: 'เที่ยวบิน',
      itinerary: 'แผนการเดินทาง',
    },
    manage: 'ดูหรือจัดการการจอง',
  },
});
