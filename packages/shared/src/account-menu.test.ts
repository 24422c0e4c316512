import { describe, expect, it } from 'vitest';
import type { TRole } from './role-names';
import { menuFor } from './account-menu';

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

  it('gives admins the admin entries, and customers only Dashboard Access', () => {
    expect(labels('customer', false)).toEqual(['Dashboard Access']);
    expect(labels('registered_customer', false)).toEqual(['Dashboard Access']);
    expect(labels('admin', false)).toEqual(
      expect.arrayContaining([
        'Dashboard Access',
        'Admin Dashboard',
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
    expect(labels('admin', false)).not.toContain('Tour Dashboard');
    expect(labels('admin', false)).not.toContain('Sales Dashboard');
  });

  it('offers the tour-owner dashboard to wholesale owners and the sales dashboard to owners and agents', () => {
    expect(labels('wholesale_owner', true)).toEqual([
      'Dashboard Access',
      'Tour Dashboard',
      'Sales Dashboard',
      'Company Management',
      'Submit Tour',
    ]);
    expect(labels('agent', true)).toEqual(['Dashboard Access', 'Sales Dashboard', 'Company Management', 'Submit Tour']);
    expect(labels('wholesale_seller', false)).toEqual(['Dashboard Access']);
  });
});
