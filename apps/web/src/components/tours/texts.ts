import { cancellationPolicyText, type TCancellationPolicySnapshot } from '@tour/shared';
import { defineTexts } from '../../lib/i18n/texts';

/** '48 ชั่วโมง', '7 วัน': whole days from 3 days on, as the English sentence counts them. */
function thaiPeriod(hours: number): string {
  return hours >= 72 && hours % 24 === 0 ? `${hours / 24} วัน` : `${hours} ชั่วโมง`;
}

function thaiFee(feePercent: number): string {
  return feePercent >= 100 ? 'ไม่คืนเงิน' : `เสียค่าธรรมเนียม ${feePercent}%`;
}

/** The Thai of cancellationPolicyText (@tour/shared), built from the same tiers. */
function thaiCancellationPolicyText(policy: TCancellationPolicySnapshot): string {
  const rank = (hoursBefore: number | null) => hoursBefore ?? Number.POSITIVE_INFINITY;
  const tiers = [...policy.tiers].sort((a, b) => rank(b.hoursBefore) - rank(a.hoursBefore));
  const [first] = tiers;
  if (!first) return 'ยกเลิกได้ฟรีทุกเมื่อก่อนออกเดินทาง';
  const within = tiers
    .filter((tier) => tier.hoursBefore !== null)
    .map((tier) => `หากยกเลิกภายใน ${thaiPeriod(tier.hoursBefore ?? 0)} ${thaiFee(tier.feePercent)}`);
  if (first.hoursBefore === null) {
    const head =
      first.feePercent >= 100 ? 'ไม่คืนเงิน: ยกเลิกแล้วจะไม่ได้รับเงินคืน' : `ยกเลิกเมื่อใดก็ตามเสียค่าธรรมเนียม ${first.feePercent}%`;
    return [head, ...within].join(' ');
  }
  return [`ยกเลิกได้ฟรีจนถึง ${thaiPeriod(first.hoursBefore)}ก่อนออกเดินทาง`, ...within].join(' ');
}

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
      /** The one sentence every screen, receipt and e-mail shows for a policy (DESIGN decision 31). */
      text: (policy: TCancellationPolicySnapshot) => cancellationPolicyText(policy),
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
      text: thaiCancellationPolicyText,
    },
  },
});
