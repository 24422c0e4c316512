import { paths } from './paths';
import { normaliseRole, type TRole } from './role-names';

export const ROLE_LABELS: Record<TRole, string> = {
  wholesale_owner: 'Wholesale Owner',
  agent: 'Agent',
  wholesale_seller: 'Wholesale Seller',
  admin: 'Administrator',
  registered_customer: 'Registered Customer',
  customer: 'Customer',
};

export type TArea =
  | 'account'
  | 'dashboardDemo'
  | 'tourOwnerDashboard'
  | 'salesDashboard'
  | 'tourBookings'
  | 'submitCompany'
  | 'companyManagement'
  | 'submitTour'
  | 'tourSubmission'
  | 'adminDashboard'
  | 'pendingTours'
  | 'accounts'
  | 'invitations'
  | 'tourManagement'
  | 'auditLog'
  | 'flightDeal'
  | 'operatorTools'
  | 'manageBookings'
  | 'devMailbox'
  | 'editTour'
  | 'licenceReview'
  | 'reviewModeration';

type TAccessContext = { role: TRole; hasCompany: boolean };

const ADMIN_ONLY = (c: TAccessContext) => c.role === 'admin';

/**
 * Who may register a company (2-operator.md section 6). The traveller document's menu also lists
 * wholesale_seller, whom the page refuses; the menu follows the page so that no entry leads to a refusal.
 */
export const COMPANY_REGISTRANT_ROLES: readonly TRole[] = ['wholesale_owner', 'agent', 'admin'];

/**
 * The one role matrix: the server's guards and the web's menus both read it.
 * `signedIn` areas need any account; the rest list who may enter.
 */
export const AREA_ACCESS: Record<TArea, (c: TAccessContext) => boolean> = {
  account: () => true,
  dashboardDemo: () => true,
  tourOwnerDashboard: (c) => c.role === 'wholesale_owner',
  salesDashboard: (c) => c.role === 'wholesale_owner' || c.role === 'agent',
  // A tour's departures and manifests (issue 24): the dashboards' operators and administrators; the service also
  // requires the tour to be the operator's or their company's.
  tourBookings: (c) => ['wholesale_owner', 'agent', 'admin'].includes(c.role),
  submitCompany: (c) => COMPANY_REGISTRANT_ROLES.includes(c.role) && !c.hasCompany,
  companyManagement: (c) => c.hasCompany || ['wholesale_owner', 'agent', 'admin'].includes(c.role),
  submitTour: (c) =>
    c.role === 'admin' || (['agent', 'wholesale_seller', 'wholesale_owner'].includes(c.role) && c.hasCompany),
  // The wizard itself (2-operator.md section 6): a wholesale seller's company is optional, unlike the menu entry above.
  tourSubmission: (c) =>
    c.role === 'admin' ||
    c.role === 'wholesale_seller' ||
    ((c.role === 'agent' || c.role === 'wholesale_owner') && c.hasCompany),
  adminDashboard: ADMIN_ONLY,
  pendingTours: ADMIN_ONLY,
  accounts: ADMIN_ONLY,
  invitations: ADMIN_ONLY,
  tourManagement: ADMIN_ONLY,
  auditLog: ADMIN_ONLY,
  flightDeal: ADMIN_ONLY,
  // Flight lookup and image uploads for the tour wizard: every operator role, with or without a company yet.
  operatorTools: (c) => ['agent', 'wholesale_owner', 'wholesale_seller', 'admin'].includes(c.role),
  manageBookings: ADMIN_ONLY,
  devMailbox: () => true,
  // /edit-tour (2-operator.md section 6); the service also requires the tour to be theirs.
  editTour: (c) => ['wholesale_owner', 'agent', 'admin'].includes(c.role),
  licenceReview: ADMIN_ONLY,
  // The moderation queue of travellers' reviews (issue 23): publish or hide, audited.
  reviewModeration: ADMIN_ONLY,
};

export function canAccess(area: TArea, context: TAccessContext): boolean {
  return AREA_ACCESS[area](context);
}

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

/**
 * Which dashboard is a user's ("Back to Dashboard", "Go to Dashboard", the account menu's Dashboard entry), by role;
 * the account for roles without one. Here rather than in dashboards.ts, whose schemas would bring zod along.
 */
export function dashboardPathFor(role: string | null | undefined): string {
  switch (normaliseRole(role)) {
    case 'admin':
      return paths.adminDashboard.href();
    case 'wholesale_owner':
      return paths.tourOwnerDashboard.href();
    case 'agent':
      return paths.salesDashboard.href();
    default:
      return paths.account.href();
  }
}
