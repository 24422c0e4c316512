import { CATEGORY_LABELS_TH } from '@tour/shared';
import type { TTexts } from '../../lib/i18n/texts';
import type { SEARCH_PAGE_TEXTS_EN } from './page-texts';

/** SEARCH_PAGE_TEXTS in Thai: loaded before a Thai page renders (app/first-screen-thai.ts). */
export const SEARCH_PAGE_TEXTS_TH: TTexts<typeof SEARCH_PAGE_TEXTS_EN> = {
  results: {
    title: 'ค้นหาทัวร์ของคุณ',
    titleFor: (destination: string) => `ทัวร์ที่ตรงกับ “${destination}”`,
    allTours: 'ทัวร์ทั้งหมด',
    description: (total: number, destination: string | null) =>
      `แพ็กเกจทัวร์ ${total} รายการ${destination ? `สำหรับ “${destination}”` : ''} รวมตั๋วเครื่องบิน ที่พัก และอาหาร เปรียบเทียบวันเดินทาง ราคา และรีวิวจากนักเดินทาง แล้วจองออนไลน์`,
    breadcrumbHome: 'หน้าแรก',
    breadcrumbLabel: 'เส้นทางนำทาง',
    count: (total: number) => `พบ ${total} ทัวร์`,
    filters: {
      from: (date: string) => `ออกเดินทางตั้งแต่ ${date}`,
      travellers: (count: number) => `รองรับผู้เดินทาง ${count} ท่าน`,
      clear: 'ล้างตัวกรอง',
    },
    emptyTitle: 'ไม่พบทัวร์ที่ตรงกับการค้นหา',
    emptyBody: 'ลองเปลี่ยนจุดหมายปลายทาง เลือกวันที่เร็วขึ้น หรือลดจำนวนผู้เดินทาง',
    emptyWithRefinements: 'ลองเปลี่ยนจุดหมายปลายทาง หรือผ่อนตัวกรองลง',
    pastLastPage: 'หน้านี้เกินหน้าสุดท้ายแล้ว',
    firstPage: 'กลับไปหน้า 1',
    corrected: (typed: string, corrected: string) => `ไม่พบทัวร์ที่ตรงกับ “${typed}” จึงแสดงผลของ “${corrected}”`,
    loadFailed: 'โหลดรายการทัวร์ไม่สำเร็จ',
    retry: 'ลองอีกครั้ง',
    pagination: 'การแบ่งหน้า',
    previous: 'ก่อนหน้า',
    next: 'ถัดไป',
    page: (page: number, pages: number) => `หน้า ${page} จาก ${pages}`,
    loading: 'กำลังโหลดทัวร์',
  },
  sort: {
    label: 'เรียงตาม',
    options: {
      recommended: 'แนะนำ',
      price_asc: 'ราคา: ต่ำไปสูง',
      price_desc: 'ราคา: สูงไปต่ำ',
      rating: 'คะแนนรีวิว',
      newest: 'ใหม่ล่าสุด',
      soonest: 'ออกเดินทางเร็วที่สุด',
    },
  },
  refine: {
    title: 'ตัวกรอง',
    show: 'ตัวกรอง',
    hide: 'ซ่อนตัวกรอง',
    active: (count: number) => `ใช้อยู่ ${count} รายการ`,
    clear: 'ล้างตัวกรอง',
    remove: (filter: string) => `นำตัวกรองออก: ${filter}`,
    price: {
      legend: 'ราคาต่อท่าน (US$)',
      min: 'ต่ำสุด',
      max: 'สูงสุด',
      apply: 'ใช้',
      chip: (min: string | null, max: string | null) =>
        min !== null && max !== null ? `${min} – ${max}` : min !== null ? `ตั้งแต่ ${min}` : `ไม่เกิน ${max}`,
      hint: 'ราคาหลังหักส่วนลด แปลงจากสกุลเงินอื่นตามอัตราแลกเปลี่ยนวันนี้',
      outOfOrder: 'ราคาต่ำสุดต้องไม่สูงกว่าราคาสูงสุด',
    },
    duration: {
      legend: 'ระยะเวลาทริป',
      options: { '1-3': '1–3 วัน', '4-6': '4–6 วัน', '7-9': '7–9 วัน', '10+': '10 วันขึ้นไป' },
    },
    category: {
      legend: 'ประเภท',
      options: CATEGORY_LABELS_TH,
    },
    rating: {
      legend: 'คะแนนจากนักเดินทาง',
      any: 'ทุกคะแนน',
      options: { '4.5': '4.5 ขึ้นไป', '4': '4 ขึ้นไป', '3': '3 ขึ้นไป' },
    },
    count: (count: number) => `${count} ทัวร์`,
  },
};
