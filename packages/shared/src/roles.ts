import type { TRole } from './role-names';

export const ROLE_LABELS: Record<TRole, string> = {
  wholesale_owner: 'Wholesale Owner',
  agent: 'Agent',
  wholesale_seller: 'Wholesale Seller',
  admin: 'Administrator',
  registered_customer: 'Registered Customer',
  customer: 'Customer',
};

/** The roles' names in Thai (decision 36's glossary), for the screens and the e-mails alike. */
export const ROLE_LABELS_TH: Record<TRole, string> = {
  wholesale_owner: 'เจ้าของบริษัทโฮลเซล',
  agent: 'เอเจนต์',
  wholesale_seller: 'ผู้ขายโฮลเซล',
  admin: 'ผู้ดูแลระบบ',
  registered_customer: 'ลูกค้าสมาชิก',
  customer: 'ลูกค้า',
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

export type TAccessContext = { role: TRole; hasCompany: boolean };

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
