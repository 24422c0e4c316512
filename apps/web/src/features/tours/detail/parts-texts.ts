import { defineTexts } from '../../../lib/i18n/texts';

/**
 * Strings of the tour page's parts that load after its first screen (the tabs, the hold notice, the administrators'
 * actions) and of starting a booking: both languages here, in their chunks, so the first screen carries neither.
 */
export const TOUR_PARTS_TEXTS = defineTexts({
  en: {
    tabs: {
      label: 'Tour details',
      itinerary: 'Itinerary',
      flights: 'Flights',
      includes: 'Includes/Excludes',
      meals: 'Meal Plans',
      hotels: 'Hotels',
      policies: 'Policies',
    },
    itinerary: {
      empty: 'No itinerary data available',
      expandAll: 'Expand All',
      collapseAll: 'Collapse All',
      day: (day: number) => `Day ${day}`,
      timeTbd: 'Time TBD',
      noDescription: 'No description available',
    },
    flights: {
      noDate: 'No Date Selected',
      noDateHint: 'Choose a travel date to see its flights.',
      noInfo: 'No flight information available for this date',
      noFlights: 'No outbound or return flights available',
      outbound: 'Outbound',
      return: 'Return',
      direct: 'Direct',
      forDate: (range: string) => `Flights for ${range}`,
      timesNote: 'Times are local at each airport.',
    },
    meals: {
      day: (day: number) => `Day ${day}`,
    },
    hotels: {
      luxury: 'Luxury',
      stars: (stars: number) => `${stars}-star hotel`,
    },
    hold: {
      title: 'You are already holding seats on this tour',
      seats: (guests: number, range: string) => `${guests === 1 ? '1 seat' : `${guests} seats`} on ${range}`,
      timeLeft: (time: string) => `${time} left to complete your booking`,
      timeLeftLabel: (time: string) => `Time left on this hold: ${time}`,
      continue: 'Continue to checkout',
      reusedTitle: 'You already hold seats on this departure',
      reusedBody: (guests: number) =>
        `We kept that hold, now for ${guests === 1 ? '1 guest' : `${guests} guests`}, with the time it had left.`,
    },
    admin: {
      title: 'Admin Actions',
      generate: 'Generate Images & Itinerary',
      hint: 'Adds generated pictures and a day-by-day itinerary where the tour has none; what it has stays.',
    },
  },
  th: {
    tabs: {
      label: 'รายละเอียดทัวร์',
      itinerary: 'แผนการเดินทาง',
      flights: 'เที่ยวบิน',
      includes: 'รวม/ไม่รวม',
      meals: 'มื้ออาหาร',
      hotels: 'โรงแรม',
      policies: 'นโยบาย',
    },
    itinerary: {
      empty: 'ยังไม่มีข้อมูลแผนการเดินทาง',
      expandAll: 'ขยายทั้งหมด',
      collapseAll: 'ย่อทั้งหมด',
      day: (day: number) => `วันที่ ${day}`,
      timeTbd: 'รอยืนยันเวลา',
      noDescription: 'ไม่มีคำอธิบาย',
    },
    flights: {
      noDate: 'ยังไม่ได้เลือกวันที่',
      noDateHint: 'เลือกวันที่เดินทางเพื่อดูเที่ยวบิน',
      noInfo: 'ไม่มีข้อมูลเที่ยวบินของวันที่นี้',
      noFlights: 'ไม่มีเที่ยวบินขาไปหรือขากลับ',
      outbound: 'ขาไป',
      return: 'ขากลับ',
      direct: 'บินตรง',
      forDate: (range: string) => `เที่ยวบินของวันที่ ${range}`,
      timesNote: 'เวลาเป็นเวลาท้องถิ่นของแต่ละสนามบิน',
    },
    meals: {
      day: (day: number) => `วันที่ ${day}`,
    },
    hotels: {
      luxury: 'หรูหรา',
      stars: (stars: number) => `โรงแรม ${stars} ดาว`,
    },
    hold: {
      title: 'คุณกำลังกันที่นั่งของทัวร์นี้อยู่',
      seats: (guests: number, range: string) => `${guests} ที่นั่ง วันที่ ${range}`,
      timeLeft: (time: string) => `เหลือเวลา ${time} เพื่อจองให้เสร็จ`,
      timeLeftLabel: (time: string) => `เวลาที่เหลือของการกันที่นั่ง: ${time}`,
      continue: 'ไปที่การชำระเงิน',
      reusedTitle: 'คุณกันที่นั่งของรอบนี้ไว้แล้ว',
      reusedBody: (guests: number) => `เราใช้การกันที่นั่งเดิม ปรับเป็น ${guests} ท่าน โดยเวลาที่เหลือยังคงเดิม`,
    },
    admin: {
      title: 'การดำเนินการของผู้ดูแลระบบ',
      generate: 'สร้างภาพและแผนการเดินทาง',
      hint: 'เพิ่มภาพและแผนการเดินทางรายวันที่สร้างขึ้น ให้ทัวร์ที่ยังไม่มี ส่วนที่มีอยู่แล้วจะคงเดิม',
    },
  },
});
