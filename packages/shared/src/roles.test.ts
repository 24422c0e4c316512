import { describe, expect, it } from 'vitest';
import { menuFor, type TRole } from './roles';

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

  it('gives customers only Dashboard Access, and admins the admin entries', () => {
    expect(labels('customer', false)).toEqual(['Dashboard Access']);
    expect(labels('admin', false)).toEqual(
      expect.arrayContaining([
        'Admin Dashboard',
        'Pending Tours',
        'Accounts',
        'Invitations',
        'Tour Management',
        'Flight Deal',
        'Submit Tour',
      ]),
    );
    expect(labels('wholesale_owner', true)).toEqual([
      'Dashboard Access',
      'Tour Dashboard',
      'Company Management',
      'Submit Tour',
    ]);
  });
});
