import type { TTexts } from '../lib/i18n/texts';
import type { APP_TEXTS_EN } from './texts';

/** APP_TEXTS in Thai: loaded before a Thai page renders (app/first-screen-thai.ts). */
export const APP_TEXTS_TH: TTexts<typeof APP_TEXTS_EN> = {
  homeLink: (brand: string) => `หน้าแรกของ ${brand}`,
  skipToContent: 'ข้ามไปยังเนื้อหา',
  nav: {
    label: 'เมนูหลัก',
    links: [
      { label: 'จุดหมายปลายทาง', to: '/#destinations' },
      { label: 'ทัวร์', to: '/#tours' },
      { label: 'ดีลพิเศษ', to: '/#deals' },
      { label: 'เกี่ยวกับเรา', to: '/#about' },
      { label: 'ติดต่อ', to: '/#contact' },
    ],
    signIn: 'เข้าสู่ระบบ',
    myAccount: 'บัญชีของฉัน',
    dashboard: 'แดชบอร์ด',
    signOut: 'ออกจากระบบ',
    openMenu: 'เปิดเมนู',
    closeMenu: 'ปิดเมนู',
    menuTitle: 'เมนู',
    accountMenu: 'เมนูบัญชี',
    sessionLabel: 'เซสชัน',
    signedInAs: 'เข้าสู่ระบบในชื่อ',
  },
  guards: {
    loginRequired: 'กรุณาเข้าสู่ระบบเพื่อเข้าถึงหน้านี้',
    noPermission: 'คุณไม่มีสิทธิ์เข้าถึงหน้านี้',
    permissionsUnverified: 'ไม่สามารถตรวจสอบสิทธิ์ได้',
    checking: 'กำลังตรวจสอบเซสชันของคุณ',
    sessionError: 'ไม่สามารถตรวจสอบเซสชันของคุณได้',
    retry: 'ลองอีกครั้ง',
  },
  errors: {
    title: 'เกิดข้อผิดพลาด',
    body: 'เกิดข้อผิดพลาดที่ไม่คาดคิด หน้านี้จึงโหลดไม่สำเร็จ โปรดลองอีกครั้ง',
    chunkBody: 'เว็บไซต์มีเวอร์ชันใหม่ โปรดโหลดหน้านี้ใหม่เพื่อใช้งานต่อ',
    reload: 'โหลดหน้าใหม่',
    home: 'กลับหน้าแรก',
  },
  loading: 'กำลังโหลด',
};
