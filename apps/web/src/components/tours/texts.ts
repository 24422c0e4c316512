import { defineTexts } from '../../lib/i18n/texts';

/** Strings of the shared tour views (the tour page's tabs, the checkout's tour info, the operator's tour preview). */
export const TOUR_INFO_TEXTS = defineTexts({
  en: {
    includes: {
      included: "What's included",
      excluded: "What's not included",
      noIncluded: 'No inclusions specified',
      noExcluded: 'No exclusions specified',
    },
    meals: {
      empty: 'No meal plans',
      day: 'Day',
      breakfast: 'Breakfast',
      lunch: 'Lunch',
      dinner: 'Dinner',
      included: 'included',
      notIncluded: 'not included',
    },
    hotels: {
      empty: 'No Hotel Information',
      roomType: 'Room',
      checkIn: 'Check-in',
      checkOut: 'Check-out',
      website: 'Visit website',
      amenities: (hotel: string) => `${hotel} amenities`,
    },
    policies: {
      cancellation: 'Cancellation policy',
    },
  },
  th: {
    includes: {
      included: 'รวมในราคา',
      excluded: 'ไม่รวมในราคา',
      noIncluded: 'ไม่ได้ระบุสิ่งที่รวมในราคา',
      noExcluded: 'ไม่ได้ระบุสิ่งที่ไม่รวมในราคา',
    },
    meals: {
      empty: 'ไม่มีข้อมูลมื้ออาหาร',
      day: 'วัน',
      breakfast: 'อาหารเช้า',
      lunch: 'อาหารกลางวัน',
      dinner: 'อาหารเย็น',
      included: 'รวมแล้ว',
      notIncluded: 'ไม่รวม',
    },
    hotels: {
      empty: 'ไม่มีข้อมูลโรงแรม',
      roomType: 'ห้องพัก',
      checkIn: 'เช็กอิน',
      checkOut: 'เช็กเอาต์',
      website: 'ไปที่เว็บไซต์',
      amenities: (hotel: string) => `สิ่งอำนวยความสะดวกของ ${hotel}`,
    },
    policies: {
      cancellation: 'นโยบายการยกเลิก',
    },
  },
});
