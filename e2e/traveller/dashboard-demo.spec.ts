import { expect, test, type Page } from '../fixtures/test';
import { DASHBOARD_MESSAGES, SHELL_MESSAGES, type TMoneyFigure } from '@tour/shared';
import { DEMO, type TCredentials } from '../fixtures/accounts';
import { authForm, openUserMenu, signInThroughApi, toast } from '../fixtures/auth';
import { freshOperator } from '../fixtures/licences';

/**
 * /dashboard-demo, the dashboards' refusals and the ways to a user's dashboard (3-admin.md sections 2 and 6, issue
 * 24): a visitor is asked to sign in; each role sees its badge, its totals (or none) and which dashboards it may open;
 * a customer and an agent are refused the dashboards the spec keeps from them; Dashboard leads each role to its own.
 */

type TRoleCase = {
  name: string;
  credentials: TCredentials;
  badge: string;
  scope: 'platform' | 'own' | null;
  tourOwner: boolean;
  admin: boolean;
  dashboard: string | null;
};

const ROLES: TRoleCase[] = [
  {
    name: 'admin',
    credentials: DEMO.admin,
    badge: 'Admin',
    scope: 'platform',
    tourOwner: false,
    admin: true,
    dashboard: '/admin-dashboard',
  },
  {
    name: 'wholesale_owner',
    credentials: DEMO.owner,
    badge: 'Tour Owner',
    scope: 'own',
    tourOwner: true,
    admin: false,
    dashboard: '/tour-owner-dashboard',
  },
  {
    name: 'agent',
    credentials: DEMO.agent,
    badge: 'Agent',
    scope: 'own',
    tourOwner: false,
    admin: false,
    dashboard: '/sales-dashboard',
  },
  {
    name: 'customer',
    credentials: DEMO.customer,
    badge: 'Customer',
    scope: null,
    tourOwner: false,
    admin: false,
    dashboard: null,
  },
];

async function expectAccess(page: Page, testId: string, granted: boolean, href: string) {
  const card = page.getByTestId(testId);
  await expect(card.getByTestId('access-status')).toHaveText(granted ? 'Access Granted' : 'Access Denied');
  const open = card.getByRole('link', { name: 'Open dashboard' });
  if (granted) await expect(open).toHaveAttribute('href', href);
  else await expect(open).toHaveCount(0);
}

/** Opens `path` and expects the spec's refusal: back to /account with the shared message (and the page's own). */
async function expectRefused(page: Page, path: string, extra?: string) {
  await page.goto(path);
  await expect(page, path).toHaveURL(/\/account$/);
  const refusal = toast(page, SHELL_MESSAGES.noPermission);
  await expect(refusal, path).toBeVisible();
  if (extra) await expect(refusal, path).toContainText(extra);
  else await expect(refusal, path).not.toContainText(DASHBOARD_MESSAGES.adminRequired);
}

test.describe('access demo page', () => {
  test('a visitor is asked to sign in, and comes back to the page signed in', async ({ page }) => {
    await page.goto('/dashboard-demo');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard Access' })).toBeVisible();
    await expect(page.getByText('Sign in to see your dashboard access')).toBeVisible();
    await expect(page.getByTestId('demo-totals')).toHaveCount(0);
    await page.getByRole('link', { name: 'Sign In', exact: true }).last().click();
    await expect(page).toHaveURL('/auth?redirect=%2Fdashboard-demo');
    const form = authForm(page);
    await form.email.fill(DEMO.customer.email);
    await form.password.fill(DEMO.customer.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL('/dashboard-demo');
    await expect(page.getByTestId('demo-role-badge')).toHaveText('Customer');
  });

  for (const role of ROLES) {
    test(`${role.name}: the badge, the totals in reach, the two access cards and the role descriptions`, async ({
      page,
    }) => {
      await signInThroughApi(page.request, role.credentials);
      await page.goto('/account');
      await page.getByTestId('account-menu').getByRole('link', { name: 'Dashboard Access' }).click();
      await expect(page).toHaveURL('/dashboard-demo');
      await expect(page.getByTestId('demo-role-badge')).toHaveText(role.badge);
      if (role.scope) {
        const totals = page.getByTestId('demo-totals');
        await expect(totals).toHaveAttribute('data-scope', role.scope);
        await expect(page.getByTestId('demo-totals-scope')).toHaveText(
          role.scope === 'platform' ? 'Across the platform' : 'Your tours and their bookings',
        );
        for (const figure of ['tours', 'bookings', 'users']) {
          await expect(page.getByTestId(`demo-total-${figure}`)).toContainText(/\d/);
        }
        // Whether anything in this role's reach has been paid yet depends on what other tests on this server did.
        const demo = await page.request.get('/api/dashboards/demo');
        const revenue = (await demo.json()).totals.revenue as TMoneyFigure;
        await expect(page.getByTestId('demo-total-revenue')).toContainText(
          revenue.byCurrency.length > 0 ? /\d/ : 'No paid bookings yet',
        );
        await expect(page.getByTestId('traveller-note')).toHaveCount(0);
      } else {
        await expect(page.getByTestId('demo-totals')).toHaveCount(0);
        await expect(page.getByTestId('traveller-note')).toContainText(
          'Tour, booking and revenue figures are for operators and administrators.',
        );
      }
      await expectAccess(page, 'access-tour-owner', role.tourOwner, '/tour-owner-dashboard');
      await expectAccess(page, 'access-admin', role.admin, '/admin-dashboard');
      const descriptions = page.getByTestId('role-descriptions').getByRole('listitem');
      await expect(descriptions).toHaveCount(5);
      await expect(descriptions.first()).toContainText('Admin');
      await expect(descriptions.first()).toContainText('full system access, user management, analytics');
      await expect(descriptions.last()).toContainText('booking and profile management');
    });
  }

  test('wholesale_seller: the Wholesaler badge, no figures, both dashboards denied and refused', async ({ page }) => {
    await freshOperator(page.request, 'wholesale_seller');
    await page.goto('/dashboard-demo');
    await expect(page.getByTestId('demo-role-badge')).toHaveText('Wholesaler');
    await expect(page.getByTestId('demo-totals')).toHaveCount(0);
    await expectAccess(page, 'access-tour-owner', false, '/tour-owner-dashboard');
    await expectAccess(page, 'access-admin', false, '/admin-dashboard');
    await expectRefused(page, '/tour-owner-dashboard');
    await expectRefused(page, '/admin-dashboard', DASHBOARD_MESSAGES.adminRequired);
  });

  test('an administrator opens the admin dashboard from the granted card', async ({ page }) => {
    await signInThroughApi(page.request, DEMO.admin);
    await page.goto('/dashboard-demo');
    await page.getByTestId('access-admin').getByRole('link', { name: 'Open dashboard' }).click();
    await expect(page).toHaveURL('/admin-dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  });
});

test.describe('dashboard refusals and destinations', () => {
  test('a visitor is sent to sign in from the admin dashboard', async ({ page }) => {
    await page.goto('/admin-dashboard');
    await expect(page).toHaveURL('/auth?redirect=%2Fadmin-dashboard');
    await expect(toast(page, SHELL_MESSAGES.loginRequired)).toBeVisible();
  });

  test('a customer is refused the tour-owner, sales and admin dashboards', async ({ page }) => {
    await signInThroughApi(page.request, DEMO.customer);
    await expectRefused(page, '/tour-owner-dashboard');
    await expectRefused(page, '/sales-dashboard');
    await expectRefused(page, '/admin-dashboard', DASHBOARD_MESSAGES.adminRequired);
  });

  test('an agent is refused the tour-owner and admin dashboards, and opens the sales dashboard', async ({ page }) => {
    await signInThroughApi(page.request, DEMO.agent);
    await expectRefused(page, '/tour-owner-dashboard');
    await expectRefused(page, '/admin-dashboard', DASHBOARD_MESSAGES.adminRequired);
    await page.goto('/sales-dashboard');
    await expect(page).toHaveURL('/sales-dashboard');
    await expect(toast(page, SHELL_MESSAGES.noPermission)).toHaveCount(0);
  });

  for (const role of ROLES) {
    test(`${role.name}: the account menu's Dashboard leads to ${role.dashboard ?? 'no dashboard'}`, async ({
      page,
    }) => {
      await signInThroughApi(page.request, role.credentials);
      await page.goto('/');
      const menu = await openUserMenu(page);
      const dashboard = menu.getByRole('menuitem', { name: 'Dashboard', exact: true });
      if (!role.dashboard) {
        await expect(menu.getByRole('menuitem', { name: 'My Account' })).toBeVisible();
        await expect(dashboard).toHaveCount(0);
        return;
      }
      await dashboard.click();
      await expect(page).toHaveURL(role.dashboard);
    });
  }

  test('on a phone the menu panel leads an administrator to the admin dashboard', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInThroughApi(page.request, DEMO.admin);
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Dashboard', exact: true }).click();
    await expect(page).toHaveURL('/admin-dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  });
});
