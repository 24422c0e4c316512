import { paths } from './paths';
import { canAccess, type TAccessContext, type TArea } from './roles';

/*
 * The account side menu and the Admin Panel's entries: apart from the role matrix (roles.ts), which every first screen
 * loads for its guards, since only the account and admin pages show them.
 */

/** `needsCompany`: the spec lists the entry only for users who have a company, though the page admits more. */
export type TMenuEntry = { area: TArea; label: string; path: string; needsCompany?: boolean };

/** The account side menu, in the spec's order (1-traveller.md section 6). */
export const ACCOUNT_MENU: TMenuEntry[] = [
  { area: 'dashboardDemo', label: 'Dashboard Access', path: paths.dashboardDemo.pattern },
  { area: 'tourOwnerDashboard', label: 'Tour Dashboard', path: paths.tourOwnerDashboard.pattern },
  // The spec shows no route or menu entry for the sales dashboard (3-admin.md section 2); issue 24 links it here.
  { area: 'salesDashboard', label: 'Sales Dashboard', path: paths.salesDashboard.pattern },
  { area: 'submitCompany', label: 'Submit Company', path: paths.submitCompany.pattern },
  { area: 'companyManagement', label: 'Company Management', path: paths.companyManagement.pattern, needsCompany: true },
  { area: 'submitTour', label: 'Submit Tour', path: paths.submitTour.pattern },
  { area: 'adminDashboard', label: 'Admin Dashboard', path: paths.adminDashboard.pattern },
  { area: 'pendingTours', label: 'Pending Tours', path: paths.pendingTours.pattern },
  { area: 'accounts', label: 'Accounts', path: paths.accounts.pattern },
  { area: 'invitations', label: 'Invitations', path: paths.invitations.pattern },
  { area: 'tourManagement', label: 'Tour Management', path: paths.tourManagement.pattern },
  { area: 'auditLog', label: 'Audit Log', path: paths.auditLog.pattern },
  { area: 'licenceReview', label: 'Licences', path: paths.adminLicences.pattern },
  // Beyond the spec's menu: the money desks (issue 22).
  { area: 'manageBookings', label: 'Bookings', path: paths.adminBookings.pattern },
  { area: 'manageBookings', label: 'Payment Verification', path: paths.paymentVerification.pattern },
  // Beyond the spec's menu: travellers' reviews held by the rules or reported (issue 23).
  { area: 'reviewModeration', label: 'Review Moderation', path: paths.reviewModeration.pattern },
  { area: 'flightDeal', label: 'Flight Deal', path: paths.flightDeal.pattern },
];

export function menuFor(context: TAccessContext): TMenuEntry[] {
  return ACCOUNT_MENU.filter((entry) => canAccess(entry.area, context) && (!entry.needsCompany || context.hasCompany));
}

/** The menu's entries in Thai, by path: the account menu, the administrators' sidebar and the e-mails that list them. */
export const ACCOUNT_MENU_LABELS_TH = {
  [paths.dashboardDemo.pattern]: 'เข้าใช้แดชบอร์ด',
  [paths.tourOwnerDashboard.pattern]: 'แดชบอร์ดทัวร์',
  [paths.salesDashboard.pattern]: 'แดชบอร์ดการขาย',
  [paths.submitCompany.pattern]: 'ส่งข้อมูลบริษัท',
  [paths.companyManagement.pattern]: 'จัดการบริษัท',
  [paths.submitTour.pattern]: 'ส่งทัวร์',
  [paths.adminDashboard.pattern]: 'แดชบอร์ดผู้ดูแลระบบ',
  [paths.pendingTours.pattern]: 'ทัวร์รออนุมัติ',
  [paths.accounts.pattern]: 'บัญชีผู้ใช้',
  [paths.invitations.pattern]: 'คำเชิญ',
  [paths.tourManagement.pattern]: 'จัดการทัวร์',
  [paths.auditLog.pattern]: 'บันทึกการตรวจสอบ',
  [paths.adminLicences.pattern]: 'ใบอนุญาต',
  [paths.adminBookings.pattern]: 'การจอง',
  [paths.paymentVerification.pattern]: 'ตรวจสอบการชำระเงิน',
  [paths.reviewModeration.pattern]: 'ตรวจสอบรีวิว',
  [paths.flightDeal.pattern]: 'ดีลเที่ยวบิน',
} as const satisfies Record<string, string>;
