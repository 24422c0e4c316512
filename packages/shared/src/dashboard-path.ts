import { paths } from './paths';
import { normaliseRole } from './role-names';

/**
 * Which dashboard is a user's ("Back to Dashboard", "Go to Dashboard", the account menu's Dashboard), by role; the
 * account for roles without one. A module of its own: dashboards.ts would bring zod to the menus that call it, and
 * roles.ts (on every first screen) the role names.
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
