import { paths } from './paths';
import type { TLanguage } from './languages';
import { canAccess, type TAccessContext, type TArea } from './roles';

/*
 * The account side menu and the Admin Panel's entries: apart from the role matrix (roles.ts), which every first screen
 * loads for its guards, since only the account and admin pages show them.
 */

/**
 * `label`: the spec's English; `labelTh`: its Thai (the account menu, the administrators' sidebar and the e-mails that
 * list them). `needsCompany`: the spec lists the entry only for users who have a company, though the page admits more.
 */
export type TMenuEntry = { area: TArea; label: string; labelTh: string; path: string; needsCompany?: boolean };

/** The account side menu, in the spec's order (1-traveller.md section 6). */
export const ACCOUNT_MENU: TMenuEntry[] = [
  { area: 'dashboardDemo', label: 'Dashboard Access', labelTh: 'เข้าใช้แดชบอร์ด', path: paths.dashboardDemo.pattern },
  {
    area: 'tourOwnerDashboard',
    label: 'Tour Dashboard',
    labelTh: 'แดชบอร์ดทัวร์',
    path: paths.tourOwnerDashboard.pattern,
  },
  // The spec shows no route or menu entry for the sales dashboard (3-admin.md section 2); issue 24 links it here.
  { area: 'salesDashboard', label: 'Sales Dashboard', labelTh: 'แดชบอร์ดการขาย', path: paths.salesDashboard.pattern },
  { area: 'submitCompany', label: 'Submit Company', labelTh: 'ส่งข้อมูลบริษัท', path: paths.submitCompany.pattern },
  {
    area: 'companyManagement',
    label: 'Company Management',
    labelTh: 'จัดการบริษัท',
    path: paths.companyManagement.pattern,
    needsCompany: true,
  },
  { area: 'submitTour', label: 'Submit Tour', labelTh: 'ส่งทัวร์', path: paths.submitTour.pattern },
  { area: 'adminDashboard', label: 'Admin Dashboard', labelTh: 'แดชบอร์ดผู้ดูแลระบบ', path: paths.adminDashboard.pattern },
  { area: 'pendingTours', label: 'Pending Tours', labelTh: 'ทัวร์รออนุมัติ', path: paths.pendingTours.pattern },
  { area: 'accounts', label: 'Accounts', labelTh: 'บัญชีผู้ใช้', path: paths.accounts.pattern },
  { area: 'invitations', label: 'Invitations', labelTh: 'คำเชิญ', path: paths.invitations.pattern },
  { area: 'tourManagement', label: 'Tour Management', labelTh: 'จัดการทัวร์', path: paths.tourManagement.pattern },
  { area: 'auditLog', label: 'Audit Log', labelTh: 'บันทึกการตรวจสอบ', path: paths.auditLog.pattern },
  { area: 'licenceReview', label: 'Licences', labelTh: 'ใบอนุญาต', path: paths.adminLicences.pattern },
  // Beyond the spec's menu: the money desks (issue 22).
  { area: 'manageBookings', label: 'Bookings', labelTh: 'การจอง', path: paths.adminBookings.pattern },
  {
    area: 'manageBookings',
    label: 'Payment Verification',
    labelTh: 'ตรวจสอบการชำระเงิน',
    path: paths.paymentVerification.pattern,
  },
  // Beyond the spec's menu: travellers' reviews held by the rules or reported (issue 23).
  { area: 'reviewModeration', label: 'Review Moderation', labelTh: 'ตรวจสอบรีวิว', path: paths.reviewModeration.pattern },
  { area: 'flightDeal', label: 'Flight Deal', labelTh: 'ดีลเที่ยวบิน', path: paths.flightDeal.pattern },
];

export function menuLabel(entry: TMenuEntry, language: TLanguage): string {
  return language === 'th' ? entry.labelTh : entry.label;
}

export function menuFor(context: TAccessContext): TMenuEntry[] {
  return ACCOUNT_MENU.filter((entry) => canAccess(entry.area, context) && (!entry.needsCompany || context.hasCompany));
}
