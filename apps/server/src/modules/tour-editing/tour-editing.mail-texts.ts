import { bilingual, formatCalendarDate } from '@tour/shared';

/** An airport's wall clock as the edit form stores it ('2026-12-27T10:20:00+07:00'): its date and time, unmoved. */
const wallDate = (dateTime: string) => dateTime.slice(0, 10);
const wallClock = (dateTime: string) => dateTime.slice(11, 16);

/** The trip-changed e-mail (DESIGN decision 37) in the traveller's language: the booking's (issue 27). */
export const TOUR_EDITING_MAIL_TEXTS = bilingual({
  en: {
    subject: (tour: string, date: string) => `Your trip changed: ${tour} on ${date}`,
    greeting: (name: string | null) => `Hello ${name ?? 'traveller'},`,
    opening: (tour: string, date: string, reference: string) =>
      `Your trip "${tour}" departing ${date} (booking ${reference}) has changed. Your booking, its price and seats stay as they are. What changed:`,
    tourLink: 'The tour as it is now',
    /** The departure's calendar date ('2026-12-27' → 'Dec 27, 2026'). */
    departureDate: (date: string) => formatCalendarDate(date, 'en'),
    /** A flight's airport-local departure or arrival ('Dec 27, 2026 10:20'). */
    wallTime: (dateTime: string) => `${formatCalendarDate(wallDate(dateTime), 'en')} ${wallClock(dateTime)}`,
    outboundFlight: 'Outbound flight',
    returnFlight: 'Return flight',
    flightChange: (leg: string, was: string, now: string) => `${leg}: was ${was}; now ${now}`,
    noFlight: 'no flight',
    dayChange: (day: number, plan: string) => `Day ${day}: ${plan}`,
    noLongerPlanned: 'no longer planned',
    dayWas: (plan: string) => ` (was: ${plan})`,
  },
  th: {
    subject: (tour, date) => `ทริปของคุณมีการเปลี่ยนแปลง: ${tour} วันที่ ${date}`,
    greeting: (name) => (name ? `เรียน คุณ${name}` : 'เรียน ผู้เดินทาง'),
    opening: (tour, date, reference) =>
      `ทริป "${tour}" ที่ออกเดินทางวันที่ ${date} (การจอง ${reference}) มีการเปลี่ยนแปลง การจอง ราคา และที่นั่งของคุณยังคงเดิม รายการที่เปลี่ยนแปลง:`,
    tourLink: 'ดูรายละเอียดทัวร์ล่าสุด',
    departureDate: (date) => formatCalendarDate(date, 'th'),
    wallTime: (dateTime) => `${formatCalendarDate(wallDate(dateTime), 'th')} ${wallClock(dateTime)}`,
    outboundFlight: 'เที่ยวบินขาไป',
    returnFlight: 'เที่ยวบินขากลับ',
    flightChange: (leg, was, now) => `${leg}: เดิม ${was} เปลี่ยนเป็น ${now}`,
    noFlight: 'ไม่มีเที่ยวบิน',
    dayChange: (day, plan) => `วันที่ ${day}: ${plan}`,
    noLongerPlanned: 'ไม่อยู่ในกำหนดการแล้ว',
    dayWas: (plan) => ` (เดิม: ${plan})`,
  },
});
