import { defineTexts } from '../lib/i18n/texts';

/**
 * Strings of the shared components: the Admin Panel, the pager, the slip's reading, the password field.
 */
export const COMPONENTS_TEXTS = defineTexts({
  en: {
    adminSidebar: {
      title: 'Admin Panel',
      label: 'Admin navigation',
    },
    pager: {
      previous: 'Previous',
      next: 'Next',
      status: (page: number, pages: number) => `Page ${page} of ${pages}`,
      range: (first: string, last: string, total: string) => `Showing ${first}–${last} of ${total}`,
    },
    slipReading: {
      noQr: 'No QR — check by hand',
      qrUnchecked: 'QR not checked by the bank — check by hand',
      unknownBank: (code: string) => `Bank code ${code}`,
      reference: 'Reference',
    },
    password: { show: 'Show password', hide: 'Hide password' },
  },
  th: {
    adminSidebar: {
      title: 'แผงผู้ดูแลระบบ',
      label: 'เมนูผู้ดูแลระบบ',
    },
    pager: {
      previous: 'ก่อนหน้า',
      next: 'ถัดไป',
      status: (page: number, pages: number) => `หน้า ${page} จาก ${pages}`,
      range: (first: string, last: string, total: string) => `แสดง ${first}–${last} จาก ${total}`,
    },
    slipReading: {
      noQr: 'ไม่มี QR — ตรวจสอบด้วยตนเอง',
      qrUnchecked: 'ธนาคารยังไม่ได้ตรวจ QR — ตรวจสอบด้วยตนเอง',
      unknownBank: (code: string) => `รหัสธนาคาร ${code}`,
      reference: 'เลขอ้างอิง',
    },
    password: { show: 'แสดงรหัสผ่าน', hide: 'ซ่อนรหัสผ่าน' },
  },
});
