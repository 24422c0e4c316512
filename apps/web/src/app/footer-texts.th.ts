import { paths } from '@tour/shared';
import { BRAND } from '../lib/brand';
import type { FOOTER_TEXTS_EN } from './footer-texts';
import type { TTexts } from '../lib/i18n/texts';

/** FOOTER_TEXTS in Thai: loaded before a Thai page renders (app/first-screen-thai.ts). */
export const FOOTER_TEXTS_TH: TTexts<typeof FOOTER_TEXTS_EN> = {
  about: 'แพ็กเกจทัวร์คัดสรร รวมตั๋วเครื่องบิน ที่พัก อาหาร และแผนการเดินทางรายวัน จากผู้ประกอบการที่มีใบอนุญาต',
  columns: [
    {
      title: 'สำรวจ',
      links: [
        { label: 'จุดหมายปลายทาง', to: '/#destinations' },
        { label: 'แพ็กเกจทัวร์', to: '/#tours' },
        { label: 'ดีลพิเศษ', to: '/#deals' },
      ],
    },
    {
      title: 'บริษัท',
      links: [
        { label: 'เกี่ยวกับเรา', to: '/#about' },
        { label: 'ติดต่อเรา', to: '/#contact' },
        { label: 'บัญชีของฉัน', to: paths.account.href() },
        { label: 'ค้นหาการจองของฉัน', to: paths.findBooking.href() },
      ],
    },
    {
      title: 'ข้อกำหนด',
      links: [
        { label: 'ข้อกำหนดการให้บริการ', to: paths.terms.href() },
        { label: 'นโยบายความเป็นส่วนตัว', to: paths.privacy.href() },
      ],
    },
  ],
  contactTitle: 'ติดต่อเรา',
  newsletterTitle: 'ดีลท่องเที่ยวส่งตรงถึงอีเมล',
  newsletterBody: 'ทัวร์ใหม่และโปรโมชันตามฤดูกาล ประมาณเดือนละสองครั้ง ยกเลิกการรับได้ทุกเมื่อ',
  copyright: (year: number) => `© ${year} ${BRAND.legalEntity} สงวนลิขสิทธิ์`,
  terms: 'ข้อกำหนด',
  privacy: 'ความเป็นส่วนตัว',
};
