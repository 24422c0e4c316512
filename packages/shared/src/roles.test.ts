import { describe, expect, it } from 'vitest';
import { ROLES, type TRole } from './role-names';
import { ACCOUNT_MENU, menuFor } from './roles';

const labels = (role: TRole, hasCompany: boolean) => menuFor({ role, hasCompany }).map((entry) => entry.label);

describe('account side menu', () => {
  it('offers Submit Company to operators and admins without a company, Company Management only with one', () => {
    // The page admits no wholesale_seller (2-operator.md section 6), so neither does the menu.
    expect(labels('wholesale_seller', false)).not.toContain('Submit Company');
    for (const role of ['agent', 'wholesale_owner', 'admin'] as const) {
      expect(labels(role, false)).toContain('Submit Company');
      expect(labels(role, false)).not.toContain('Company Management');
      expect(labels(role, true)).toContain('Company Management');
      expect(labels(role, true)).not.toContain('Submit Company');
    }
  });

  it('gives admins the admin entries whose page is built, and customers nothing beyond Profile', () => {
    expect(labels('customer', false)).toEqual([]);
    expect(labels('admin', false)).toEqual(
      expect.arrayContaining([
        'Pending Tours',
        'Accounts',
        'Invitations',
        'Tour Management',
        'Audit Log',
        'Licences',
        'Bookings',
        'Payment Verification',
        'Review Moderation',
        'Flight Deal',
        'Submit Tour',
      ]),
    );
    expect(labels('wholesale_owner', true)).toEqual(['Company Management', 'Submit Tour']);
  });

  it('leaves out the entries whose page is not built yet, for every role', () => {
    const unbuilt = ['Dashboard Access', 'Tour Dashboard', 'Admin Dashboard'];
    for (const role of ROLES) {
      for (const hasCompany of [false, true]) {
        expect(labels(role, hasCompany).filter((label) => unbuilt.includes(label))).toEqual([]);
      }
    }
    // The admin sidebar reads ACCOUNT_MENU directly.
    const paths = ACCOUNT_MENU.map((entry) => entry.path);
    for (const path of ['/dashboard-demo', '/tour-owner-dashboard', '/admin-dashboard']) {
      expect(paths).not.toContain(path);
    }
  });
});
