import { ACCOUNT_MENU, ACCOUNT_MENU_LABELS_TH, paths } from '@tour/shared';
import { defineTexts } from '../lib/i18n/texts';

/** The account menu's label of a page (ACCOUNT_MENU), which the Admin Panel shows too. */
const menuLabel = (path: string) => ACCOUNT_MENU.find((entry) => entry.path === path)?.label ?? path;

/**
 * Strings of the shared components: the account menu's entries (which the account menu and the Admin Panel show),
 * the Admin Panel, the pager, the slip's reading, the password field.
 */
export const COMPONENTS_TEXTS = defineTexts({
  en: {
    /** The account menu's entries by path (ACCOUNT_MENU's labels). */
    menu: {
      [paths.dashboardDemo.pattern]: menuLabel(paths.dashboardDemo.pattern),
      [paths.tourOwnerDashboard.pattern]: menuLabel(paths.tourOwnerDashboard.pattern),
      [paths.salesDashboard.pattern]: menuLabel(paths.salesDashboard.pattern),
      [paths.submitCompany.pattern]: menuLabel(paths.submitCompany.pattern),
      [paths.companyManagement.pattern]: menuLabel(paths.companyManagement.pattern),
      [paths.submitTour.pattern]: menuLabel(paths.submitTour.pattern),
      [paths.adminDashboard.pattern]: menuLabel(paths.adminDashboard.pattern),
      [paths.pendingTours.pattern]: menuLabel(paths.pendingTours.pattern),
      [paths.accounts.pattern]: menuLabel(paths.accounts.pattern),
      [paths.invitations.pattern]: menuLabel(paths.invitations.pattern),
      [paths.tourManagement.pattern]: menuLabel(paths.tourManagement.pattern),
      [paths.auditLog.pattern]: menuLabel(paths.auditLog.pattern),
      [paths.adminLicences.pattern]: menuLabel(paths.adminLicences.pattern),
      [paths.adminBookings.pattern]: menuLabel(paths.adminBookings.pattern),
      [paths.paymentVerification.pattern]: menuLabel(paths.paymentVerification.pattern),
      [paths.reviewModeration.pattern]: menuLabel(paths.reviewModeration.pattern),
      [paths.flightDeal.pattern]: menuLabel(paths.flightDeal.pattern),
    },
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
    menu: ACCOUNT_MENU_LABELS_TH,
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
