import { NavLink } from 'react-router';
import {
  Building2,
  ClipboardCheck,
  FilePlus2,
  LayoutDashboard,
  Mail,
  Plane,
  ShieldCheck,
  UserRound,
  Users,
  MapIcon,
  BarChart3,
  Briefcase,
  History,
  BadgeCheck,
  Landmark,
  ReceiptText,
  MessageSquareWarning,
  type LucideIcon,
} from 'lucide-react';
import { menuFor, menuLabel, type TArea, type TSessionUser, paths } from '@tour/shared';
import { cn } from '../../../lib/cn';
import { useLanguage } from '../../../lib/i18n/language';
import { useTexts } from '../../../lib/i18n/texts';
import { ACCOUNT_TEXTS } from '../texts';

const ICONS: Partial<Record<TArea, LucideIcon>> = {
  dashboardDemo: BarChart3,
  tourOwnerDashboard: LayoutDashboard,
  submitCompany: Briefcase,
  companyManagement: Building2,
  submitTour: FilePlus2,
  adminDashboard: ShieldCheck,
  pendingTours: ClipboardCheck,
  accounts: Users,
  invitations: Mail,
  tourManagement: MapIcon,
  auditLog: History,
  licenceReview: BadgeCheck,
  flightDeal: Plane,
  reviewModeration: MessageSquareWarning,
};

/** Where one area has several pages (the money desks), each its own icon. */
const PAGE_ICONS: Partial<Record<string, LucideIcon>> = {
  [paths.adminBookings.pattern]: ReceiptText,
  [paths.paymentVerification.pattern]: Landmark,
};

const itemClasses = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium whitespace-nowrap transition-colors',
    isActive ? 'bg-primary/10 text-primary' : 'text-muted-foreground hover:bg-muted hover:text-foreground',
  );

/** The account side menu: Profile, then what the role matrix (menuFor) allows, in the spec's order. */
export function AccountMenu({ user }: { user: TSessionUser }) {
  const T = useTexts(ACCOUNT_TEXTS);
  const language = useLanguage();
  const entries = menuFor({ role: user.role, hasCompany: user.hasCompany });
  return (
    <nav aria-label={T.menuLabel} data-testid="account-menu">
      <ul className="flex gap-1 overflow-x-auto pb-1 lg:grid lg:overflow-visible lg:pb-0">
        <li>
          <NavLink to={paths.account.href()} end className={itemClasses}>
            <UserRound className="size-4 shrink-0" aria-hidden />
            {T.profile}
          </NavLink>
        </li>
        {entries.map((entry) => {
          const Icon = PAGE_ICONS[entry.path] ?? ICONS[entry.area] ?? LayoutDashboard;
          return (
            <li key={entry.path}>
              <NavLink to={entry.path} className={itemClasses}>
                <Icon className="size-4 shrink-0" aria-hidden />
                {menuLabel(entry, language)}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
